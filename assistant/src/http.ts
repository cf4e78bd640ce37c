import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, ERROR_CODES } from '@portal/shared';

/** An error a user may read: `{ error: { code, message, field? } }`, the portal's one error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, ERROR_CODES.badRequest, message, field);
export const unauthorized = () => new HttpError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.sessionExpired);
export const forbidden = () => new HttpError(403, ERROR_CODES.forbidden, AUTH_MESSAGES.permissionDenied);
export const notFound = (what: string) => new HttpError(404, ERROR_CODES.notFound, `${what} not found.`);
export const tooLarge = (message: string) => new HttpError(413, ERROR_CODES.tooLarge, message);

function send(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  return reply.status(status).send({ error: { code, message, ...(field ? { field } : {}) } });
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return send(reply, err.statusCode, err.code, err.message, err.field);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = first.message && !/^(Invalid input|Too (small|big))/.test(first.message) ? first.message : `${field ?? 'A field'} is invalid.`;
      return send(reply, 400, ERROR_CODES.validation, message, field);
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, ERROR_CODES.tooLarge, 'The request is too large.');
    }
    if (status >= 400 && status < 500) return send(reply, status, ERROR_CODES.badRequest, err.message);
    request.log.error({ err, method: request.method, url: request.url }, 'request failed');
    return send(reply, 500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
  });
  app.setNotFoundHandler((request, reply) => send(reply, 404, ERROR_CODES.notFound, `Route ${request.method} ${request.url.split('?')[0]} not found.`));
}
