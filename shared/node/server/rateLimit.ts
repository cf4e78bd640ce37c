import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../src/http/errors';
import { HttpError } from './errors';

/** A limit: so many requests per window. */
export interface LimitPreset {
  max: number;
  windowMs: number;
}

export const TOO_MANY_MESSAGE = 'Too many requests. Try again in a minute.';

/** A route's `config.rateLimit` for @fastify/rate-limit, in the portal's error shape. */
export interface RouteRateLimit {
  hook?: 'onRequest' | 'preHandler';
  keyGenerator: (request: FastifyRequest) => string;
  max: number;
  timeWindow: number;
  errorResponseBuilder: () => HttpError;
}

const tooMany = (message: string) => () => new HttpError(429, ERROR_CODES.tooMany, message);

/**
 * Per signed-in caller (`request.user`, else the address), counted after the access hook (`preHandler`): a script
 * cannot flood one route. `name` keeps each route's count apart.
 */
export function perUser(name: string, limit: LimitPreset, message: string = TOO_MANY_MESSAGE): RouteRateLimit {
  return {
    hook: 'preHandler',
    keyGenerator: (request) => `${name}:${(request as { user?: { id: number } | null }).user?.id ?? request.ip}`,
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: tooMany(message),
  };
}

/** Per client address (public routes), before the body is read unless `hook` says otherwise; `key` may narrow it (one account). */
export function perAddress(limit: LimitPreset, options: { message?: string; hook?: 'preHandler'; key?: (request: FastifyRequest) => string } = {}): RouteRateLimit {
  return {
    ...(options.hook ? { hook: options.hook } : {}),
    keyGenerator: options.key ?? ((request) => request.ip),
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: tooMany(options.message ?? TOO_MANY_MESSAGE),
  };
}
