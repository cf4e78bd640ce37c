import { ApiError } from './apiClient';

/**
 * The server's message when it is one a user can act on (a 4xx other than 401, e.g. "still has users", or a 503
 * saying which service is unavailable, e.g. "The assistant is unavailable right now"), otherwise the spec's generic
 * failure text: other 5xx, time-outs and network errors say nothing useful.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  // a 503 in the portal's error shape (a bare proxy 503 has no code)
  if (error.status === 503 && error.code !== 'HTTP_ERROR') return error.message;
  return fallback;
}

/**
 * react-query's retry rule for the portal's queries: a 4xx (not found, not allowed, invalid) is the answer and will
 * not change on a second try, so it shows at once; a network error, time-out or 5xx is tried once more.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
