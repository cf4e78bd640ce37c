import { ApiError, getApiBase, useAuthStore } from '@portal/shared/react';

/** One refused row of the import, numbered as in the file. */
export interface CsvLineError {
  line: number;
  message: string;
}

/** A refused import: the api's message plus every bad line it listed (nothing was written). */
export class CsvImportError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly lines: CsvLineError[],
    field?: string,
  ) {
    super(status, code, message, field);
    this.name = 'CsvImportError';
  }
}

/** Importing up to 10 000 rows may take a while; longer than this means something is wrong. */
const CSV_TIMEOUT_MS = 120_000;

function linesOf(value: unknown): CsvLineError[] {
  if (!Array.isArray(value)) return [];
  return value.filter((l): l is CsvLineError => typeof l?.line === 'number' && typeof l?.message === 'string');
}

/**
 * POST a CSV file's text as a `text/csv` body. The shared `apiRequest` JSON-encodes every body, so this is the one
 * call that goes through fetch directly, with the same api base, bearer token and `ApiError`s.
 */
export async function postCsv<T>(path: string, csv: string): Promise<T> {
  const token = useAuthStore.getState().token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CSV_TIMEOUT_MS);
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${getApiBase()}/api/v1${path}`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: csv,
    });
    text = await res.text();
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw new ApiError(0, 'TIMEOUT', 'The server took too long to answer. Please try again.');
    throw new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
  }
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = { error: { code: 'BAD_RESPONSE', message: text.slice(0, 200) } };
  }
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; field?: string; lines?: unknown } } | undefined)?.error;
    throw new CsvImportError(res.status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Request failed (${res.status}).`, linesOf(err?.lines), err?.field);
  }
  return data as T;
}
