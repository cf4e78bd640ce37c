import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, refreshBody, registerBody, signInBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { HttpError, perAddress } from '@portal/shared/node/server';
import { emptyResponse, messageResponse, sessionTokensResponse, withErrors } from '../../http/schemas';
import { limitPresets, tooMany } from '../../limits';
import * as service from './service';

const tags = ['auth'];

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const presets = limitPresets(deps.config);

  r.post(
    '/auth/register',
    {
      config: {
        access: 'public',
        // per client address (issue 43: 25 registrations in 11 s), counted across instances with REDIS_URL
        rateLimit: perAddress(presets.registration, { message: AUTH_MESSAGES.tooManyAttempts, key: (request) => `register:${request.ip}` }),
      },
      schema: { tags, summary: 'Register (creates an unverified account)', body: registerBody, response: withErrors({ 201: messageResponse }) },
    },
    async (request, reply) => reply.status(201).send(await service.register(deps, request.body)),
  );

  r.post(
    '/auth/signin',
    {
      config: {
        access: 'public',
        // per address and account: guessing one account's password is throttled, colleagues behind the
        // same office NAT are not locked out by it (the body is parsed by then: preHandler hook)
        rateLimit: perAddress(presets.signin, {
          message: AUTH_MESSAGES.tooManyAttempts,
          hook: 'preHandler',
          key: (request) => `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
        }),
      },
      schema: { tags, summary: 'Sign in', body: signInBody, response: withErrors({ 200: sessionTokensResponse }) },
    },
    async (request, reply) => {
      // and failures per client address whatever the email: one password tried on every account is throttled too
      const failures = await deps.limits.exceeded('signin-failures', request.ip, presets.signinFailures);
      if (failures.exceeded) throw tooMany(reply, failures.retryAfterSeconds, AUTH_MESSAGES.tooManyAttempts);
      try {
        return await service.signIn(deps, request.body);
      } catch (e) {
        if (e instanceof HttpError && e.statusCode === 401) await deps.limits.hit('signin-failures', request.ip, presets.signinFailures);
        throw e;
      }
    },
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
