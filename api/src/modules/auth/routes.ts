import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, ERROR_CODES, refreshBody, registerBody, signInBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../errors';
import { emptyResponse, messageResponse, sessionTokensResponse, withErrors } from '../../http/schemas';
import * as service from './service';

const tags = ['auth'];

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Register (creates an unverified account)', body: registerBody, response: withErrors({ 201: messageResponse }) },
    },
    async (request, reply) => reply.status(201).send(await service.register(deps, request.body)),
  );

  r.post(
    '/auth/signin',
    {
      config: {
        access: 'public',
        rateLimit: {
          // per address and account: guessing one account's password is throttled, colleagues behind the
          // same office NAT are not locked out by it (the body is parsed by then: preHandler hook)
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
          max: deps.config.signinRateLimit.max,
          timeWindow: deps.config.signinRateLimit.timeWindowMs,
          errorResponseBuilder: () => new HttpError(429, ERROR_CODES.tooMany, AUTH_MESSAGES.tooManyAttempts),
        },
      },
      schema: { tags, summary: 'Sign in', body: signInBody, response: withErrors({ 200: sessionTokensResponse }) },
    },
    async (request) => service.signIn(deps, request.body),
  );

  r.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'New tokens for a refresh token (rotated)', body: refreshBody, response: withErrors({ 200: sessionTokensResponse }) },
    },
    async (request) => service.refresh(deps, request.body.refresh_token),
  );

  r.post(
    '/auth/signout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the session of a refresh token', body: refreshBody, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.signOut(deps, request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/locations',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active locations for the registration form',
        response: withErrors({ 200: z.object({ results: z.array(z.object({ id: z.number(), display_name: z.string() })) }) }),
      },
    },
    async () => service.registrationLocations(deps),
  );
}
