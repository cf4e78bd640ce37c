import { describe, expect, it } from 'vitest';
import { ApiError } from './apiClient';
import { errorText, retryQuery } from './errorText';

describe('retryQuery (the portal queries’ retry rule)', () => {
  it('never retries a 4xx: not found or not allowed is the answer, shown at once', () => {
    for (const status of [400, 403, 404, 409]) expect(retryQuery(0, new ApiError(status, 'X', 'Event not found.'))).toBe(false);
  });
  it('retries a network error, a time-out or a 5xx once', () => {
    for (const error of [new TypeError('Failed to fetch'), new ApiError(500, 'HTTP_ERROR', 'x'), new ApiError(503, 'UNAVAILABLE', 'x')]) {
      expect(retryQuery(0, error)).toBe(true);
      expect(retryQuery(1, error)).toBe(false);
    }
  });
  it('pairs with errorText: the 4xx message is the one message shown', () => {
    expect(errorText(new ApiError(404, 'NOT_FOUND', 'Event not found.'), 'Failed to fetch the event.')).toBe('Event not found.');
  });
});
