import type { ApiErrorBody } from '@portal/shared';
import { useAuthStore } from './authStore';

/** Default timeout of the spec's calls (10 s); uploads and streams pass `timeoutMs: 0`. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** the rest of the api's error object (e.g. a CSV import's `lines`) */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false: send no bearer token (sign-in, refresh, public calls) and never trigger the 401 handler */
  auth?: boolean;
  /** send a string or Blob `body` as it is with this content type (a CSV file) instead of as JSON */
  contentType?: string;
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;
/** The shell registers what a 401 on an authenticated call means (clear the session, go to sign-in). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  unauthorizedHandler = handler;
}

let apiBase = '';
/** Where the api lives; the shell sets it once (same origin by default). */
export function setApiBase(base: string) {
  apiBase = base.replace(/\/$/, '');
}
export function getApiBase() {
  return apiBase;
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  // `/assistant/…` is the assistant service, which the api forwards as it is
  const url = `${apiBase}${path.startsWith('/api/') || path.startsWith('/.well-known') || path.startsWith('/assistant/') ? path : `/api/v1${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** The api's error answer as an `ApiError`; a 401 on a call that carried a token goes to the shell's handler. */
function errorFrom(status: number, data: unknown, token: string | null): ApiError {
  const err = (data as ApiErrorBody | undefined)?.error as (ApiErrorBody['error'] & Record<string, unknown>) | undefined;
  const apiError = new ApiError(status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Request failed (${status}).`, err?.field, err);
  if (status === 401 && token) unauthorizedHandler?.(apiError);
  return apiError;
}

function failure(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if ((e as Error).name === 'AbortError') return new ApiError(0, 'TIMEOUT', 'The server took too long to answer. Please try again.');
  return new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.');
}

function encodeBody(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  const { body, contentType } = options;
  if (body === undefined) return {};
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body };
  if (contentType && (typeof body === 'string' || (typeof Blob !== 'undefined' && body instanceof Blob))) return { body, contentType };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Sends the request with the api base, bearer token and time-out, and hands `read` the response while the time-out
 * still runs; a failure becomes an `ApiError` (time-out, network, the api's error answer).
 */
async function send<T>(method: string, path: string, options: RequestOptions, read: (res: Response, token: string | null) => Promise<T>, keepCallerAbort = false): Promise<T> {
  const token = options.auth === false ? null : useAuthStore.getState().token;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  options.signal?.addEventListener('abort', () => controller.abort());
  const { body, contentType } = encodeBody(options);
  try {
    const res = await fetch(buildUrl(path, options.query), {
      method,
      signal: controller.signal,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      body,
    });
    return await read(res, token);
  } catch (e) {
    // a stream the caller stopped ends with the caller's AbortError, as a fetch would
    if (keepCallerAbort && options.signal?.aborted && !(e instanceof ApiError)) throw e;
    throw failure(e);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return send(method, path, options, async (res, token) => {
    const text = await res.text();
    const data = text ? safeJson(text) : undefined;
    if (!res.ok) throw errorFrom(res.status, data, token);
    return data as T;
  });
}

/**
 * A request whose answer is read as it arrives (a streamed answer): the successful `Response`, its body unread.
 * Same url, token, errors and 401 handling as `apiRequest`; no time-out unless one is given (a stream may run long).
 */
export function apiStream(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  return send(
    method,
    path,
    { timeoutMs: 0, ...options },
    async (res, token) => {
      if (res.ok) return res;
      const text = await res.text().catch(() => '');
      throw errorFrom(res.status, text ? safeJson(text) : undefined, token);
    },
    true,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: { code: 'BAD_RESPONSE', message: text.slice(0, 200) } };
  }
}

export interface UploadOptions {
  /** 0–100 as the body leaves, null while the browser cannot tell; 100 once the server answered */
  onProgress?: (percent: number | null) => void;
  signal?: AbortSignal;
}

/**
 * A request whose body upload reports progress (fetch cannot; XMLHttpRequest can): a JSON body, or a FormData
 * (multipart). Same url, token, errors and 401 handling as `apiRequest`; no time-out, since an upload on a slow line
 * may take long (the pages say not to close the window meanwhile).
 */
export function uploadWithProgress<T>(method: 'POST' | 'PUT', path: string, body: unknown, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const token = useAuthStore.getState().token;
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (!isForm) xhr.setRequestHeader('content-type', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress?.(e.lengthComputable && e.total > 0 ? Math.min(100, Math.round((e.loaded / e.total) * 100)) : null);
    xhr.onload = () => {
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
        return;
      }
      reject(errorFrom(xhr.status, data, token));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was stopped.'));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(isForm ? (body as FormData) : JSON.stringify(body));
  });
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  del: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
