import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remoteDescriptor, remoteNameParam, updateRemoteBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { withErrors } from '../../http/schemas';
import * as service from './service';

const tags = ['remotes'];
const security = [{ bearer: [] }];
const registryRemoteSchema = remoteDescriptor.extend({
  manifestUrl: z.string(),
  entryUrl: z.string().nullable().optional(),
  requires: z.record(z.string(), z.string()).nullable().optional(),
  previousUrl: z.string().nullable(),
  updatedAt: z.string(),
});
const historySchema = z.object({
  results: z.array(z.object({ manifestUrl: z.string(), changedBy: z.string().nullable(), changedAt: z.string() })),
});

const healthSchema = z.object({
  results: z.array(
    z.object({
      name: z.string(),
      manifestUrl: z.string(),
      reachable: z.boolean(),
      version: z.string().nullable(),
      problem: z.string().nullable(),
      checkedAt: z.string(),
      lastChange: z.object({ at: z.string(), by: z.string().nullable(), action: z.enum(['seed', 'switch']) }),
    }),
  ),
});

export function remoteRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/remotes',
    {
      // public: the public viewers (/ap, /ab) need the registry before anyone signs in
      config: { access: 'public' },
      schema: { tags, summary: 'The remote registry', response: withErrors({ 200: z.array(registryRemoteSchema) }) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.list(deps);
    },
  );

  r.put(
    '/remotes/:name',
    {
      config: { access: { module: 'permissions_management', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Point a remote at a new manifest URL, or roll back to the previous one',
        params: remoteNameParam,
        body: updateRemoteBody,
        response: withErrors({ 200: registryRemoteSchema }),
      },
    },
    async (request) => service.update(deps, currentUser(request), request.params.name, request.body),
  );

  r.get(
    '/remotes/health',
    {
      config: { access: { module: 'permissions_management', action: 'view' } },
      schema: {
        tags,
        security,
        summary: "Each remote's manifest read now by the api (reachable, build version, problem) and the registry's last change of it",
        response: withErrors({ 200: healthSchema }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.health(deps);
    },
  );

  r.get(
    '/remotes/:name/history',
    {
      config: { access: { module: 'permissions_management', action: 'view' } },
      schema: { tags, security, summary: 'Manifest URLs a remote has had, newest first', params: remoteNameParam, response: withErrors({ 200: historySchema }) },
    },
    async (request) => service.history(deps, request.params.name),
  );
}
