import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULE_FAMILIES, groupIdParam, updatePermissionsBody, type ModuleFamily } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { withErrors } from '../../http/schemas';
import * as service from './service';

const tags = ['permissions'];
const security = [{ bearer: [] }];
const profileSchema = z.object({ id: z.number(), name: z.string() });
const groupSchema = z.object({ id: z.number(), name: z.string(), profile_id: z.number() });
const assignableGroupSchema = groupSchema.extend({ assignable: z.boolean().describe('whether the caller may put someone in this group (its rights are within theirs)') });
const groupPermissionsSchema = z.object({ group_id: z.number(), group_name: z.string(), profile_id: z.number(), roles: updatePermissionsBody });
const moduleFlags = z.object({ list: z.boolean(), read: z.boolean(), write: z.boolean(), delete: z.boolean() });
const myPermissionsSchema = z.object({
  group_id: z.number().nullable(),
  roles: updatePermissionsBody,
  modules: z.record(z.enum(Object.keys(MODULE_FAMILIES) as [ModuleFamily, ...ModuleFamily[]]), moduleFlags),
});

export function permissionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profiles',
    { config: { access: 'signed-in' }, schema: { tags, security, summary: 'The two profiles', response: withErrors({ 200: z.object({ results: z.array(profileSchema) }) }) } },
    async () => service.profiles(deps),
  );

  r.get(
    '/groups',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'The 16 user groups, each with whether the caller may assign it',
        response: withErrors({ 200: z.object({ results: z.array(assignableGroupSchema) }) }),
      },
    },
    async (request) => service.groups(deps, currentUser(request)),
  );

  r.get(
    '/permissions',
    {
      config: { access: { module: 'permissions_management', action: 'view' } },
      schema: { tags, security, summary: 'Every group with its flags per module', response: withErrors({ 200: z.object({ results: z.array(groupPermissionsSchema) }) }) },
    },
    async () => service.permissions(deps),
  );

  r.get(
    '/permissions/mine',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: "The caller's current rights (the shell reads them at page load: a permission change shows without a new token)",
        response: withErrors({ 200: z.object({ results: myPermissionsSchema }) }),
      },
    },
    async (request) => ({ results: service.mine(currentUser(request)) }),
  );

  r.put(
    '/permissions/:groupId',
    {
      config: { access: { module: 'permissions_management', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: "Replace a group's flags (all 14 modules); Super Admin is locked; 409 when no active user could manage permissions after it",
        params: groupIdParam,
        body: updatePermissionsBody,
        response: withErrors({ 200: z.object({ results: groupPermissionsSchema }) }),
      },
    },
    async (request) => ({ results: await service.updateGroupPermissions(deps, currentUser(request), request.params.groupId, request.body) }),
  );
}
