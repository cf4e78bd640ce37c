import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** path plus query string, e.g. `/api/v1/locations?active=both` */
  url: string;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (req: FakeRequest) => FakeResponse | undefined;

/**
 * Replaces `fetch` at the network boundary (component tests only; e2e never mocks). Unhandled requests
 * answer 404 in the api's error shape. Returns the recorded requests.
 */
export function fakeApi(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: FakeRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      url: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    const res = handler(req) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const status = res.status ?? 200;
    return new Response(status === 204 || res.body === undefined ? null : JSON.stringify(res.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export const apiError = (status: number, code: string, message: string, field?: string): FakeResponse => ({
  status,
  body: { error: { code, message, ...(field ? { field } : {}) } },
});
