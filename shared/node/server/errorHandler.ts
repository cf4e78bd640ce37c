import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from '../../src/http/errors';
import { HttpError } from './errors';

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  429: ERROR_CODES.tooMany,
};

const englishErrors = z.locales.en().localeError;

const MALFORMED_MULTIPART = /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header|Malformed urlencoded form)/;

/**
 * Database errors that only bad input causes (SQLSTATE class 22, data exception): a number beyond the column's
 * type (an id of 2^53 where ids are int4), a date the database cannot read. Any route, present or to come, answers
 * them as a 400 instead of a 500 (the statement failed, so nothing was written by it).
 */
const BAD_INPUT_SQLSTATES: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22008': 'A date in the request is out of range.',
  '22007': 'A date in the request is not valid.',
  '22P02': 'A value in the request is not valid.',
};

/** zod's own wording ("Too small: ...") does not say which field; our schemas' custom messages do. */
function readableIssue(issue: ZodFastifySchemaValidationError, context: string | undefined): { message: string; field?: string } {
  const params = issue.params as Record<string, unknown>;
  const pathField = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (params.keys as string[] | undefined) ?? [];
    const where = pathField ? ` in ${pathField}` : context ? ` in the ${context === 'querystring' ? 'query' : context}` : '';
    return { message: `Unknown field${keys.length > 1 ? 's' : ''} ${keys.map((k) => `"${k}"`).join(', ')}${where}.`, field: keys[0] };
  }
  const field = pathField || undefined;
  const asZod = { ...params, code: issue.keyword, path: [], message: issue.message } as unknown as Parameters<typeof englishErrors>[0];
  const fallback = englishErrors(asZod);
  const defaultMessage = typeof fallback === 'string' ? fallback : fallback?.message;
  const message = issue.message ?? 'Invalid value.';
  const isDefault = issue.keyword === 'invalid_type' || message === defaultMessage;
  if (!isDefault) return { message, field };
  if (issue.keyword === 'invalid_type' && /received undefined/.test(message)) {
    return { message: `${field ?? 'A field'} is required.`, field };
  }
  return { message: field ? `${field}: ${message}` : message, field };
}

function send(reply: FastifyReply, status: number, error: ApiErrorBody['error']) {
  return reply.status(status).send({ error } satisfies ApiErrorBody);
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) {
      return send(reply, err.statusCode, { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]!;
      const { message, field } = readableIssue(first, err.validationContext);
      return send(reply, 400, { code: ERROR_CODES.validation, message, ...(field ? { field } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return send(reply, 413, { code: ERROR_CODES.tooLarge, message: 'The request is too large.' });
    }
    if (status === 400 && (err.name === 'SyntaxError' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY')) {
      return send(reply, 400, { code: ERROR_CODES.badRequest, message: 'The request body is not valid JSON.' });
    }
    // busboy (behind @fastify/multipart) throws plain errors for a body that is not the multipart form it claims to be
    if (!err.statusCode && MALFORMED_MULTIPART.test(err.message) && /^multipart\//i.test(String(request.headers['content-type'] ?? ''))) {
      return send(reply, 400, { code: ERROR_CODES.badRequest, message: 'The uploaded form is malformed.' });
    }
    const sqlState = typeof err.code === 'string' ? BAD_INPUT_SQLSTATES[err.code] : undefined;
    if (sqlState && !err.statusCode) return send(reply, 400, { code: ERROR_CODES.badRequest, message: sqlState });
    if (status >= 400 && status < 500) {
      return send(reply, status, { code: CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest, message: err.message });
    }
    request.log.error({ err, reqId: request.id, method: request.method, url: request.url }, 'request failed');
    return send(reply, 500, { code: ERROR_CODES.internal, message: 'Something went wrong on our side. Please try again.' });
  });
}

/** Not-found JSON for api-ish paths; the api's static layer adds the SPA fallback in front of it. */
export function notFoundBody(method: string, url: string): ApiErrorBody {
  return { error: { code: ERROR_CODES.notFound, message: `Route ${method} ${url.split('?')[0]} not found.` } };
}

/** A `setNotFoundHandler` that answers every unknown route with the one error shape. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(notFoundBody(request.method, request.url));
}
