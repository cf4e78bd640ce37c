import { ApiError } from './apiClient';

/**
 * The server's message when it is one a user can act on (a 4xx other than 401, e.g. "still has users"),
 * otherwise the spec's generic failure text: 5xx, time-outs and network errors say nothing useful.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message) {
    return error.message;
  }
  return fallback;
}
