import { AUTH_MESSAGES } from '../../src/auth/messages';
import { ERROR_CODES } from '../../src/http/errors';

/** An error a user may read: the central handler turns it into `{ error: { code, message, field? } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, ERROR_CODES.badRequest, message, field);
export const unauthorized = (message: string = AUTH_MESSAGES.sessionExpired) => new HttpError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message: string = AUTH_MESSAGES.permissionDenied, code: string = ERROR_CODES.forbidden) => new HttpError(403, code, message);
export const notFound = (what: string) => new HttpError(404, ERROR_CODES.notFound, `${what} not found.`);
export const conflict = (message: string, field?: string) => new HttpError(409, ERROR_CODES.conflict, message, field);
export const tooLarge = (message: string) => new HttpError(413, ERROR_CODES.tooLarge, message);

/** PostgreSQL error fields that PGlite and pg both expose. */
export interface PgError {
  code: string;
  constraint?: string;
}

export function isPgError(e: unknown, code: string): e is PgError {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === code;
}
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
