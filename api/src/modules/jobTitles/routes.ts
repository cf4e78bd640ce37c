import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobTitleMappingBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { withErrors } from '../../http/schemas';
import { assertAdminGroup } from './policy';
import * as service from './service';

const tags = ['job titles'];
const security = [{ bearer: [] }];
const mapping = z.object({
  id: z.number(),
  paylocity_jobtitle: z.string(),
  group_id: z.number().nullable(),
  group_title: z.string().nullable(),
  mapped_at: z.string().nullable(),
});
const listResponse = z.object({ results: z.array(mapping) });

/** Before the body is validated: anyone else gets 403, never a hint about the body (403 before 400). */
async function adminGroupsOnly(request: FastifyRequest) {
  assertAdminGroup(currentUser(request));
}

/** Payroll-provider job titles → user groups; only the two admin groups. */
export function jobTitleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/groups/mapjobtitle',
    {
      config: { access: 'signed-in' },
      preValidation: adminGroupsOnly,
      schema: { tags, security, summary: 'Every payroll-provider job title with its group (admin groups)', response: withErrors({ 200: listResponse }) },
    },
    async () => service.list(deps, false),
  );

  r.get(
    '/groups/unexpected',
    {
      config: { access: 'signed-in' },
      preValidation: adminGroupsOnly,
      schema: { tags, security, summary: 'New job titles: not mapped to a group yet (admin groups)', response: withErrors({ 200: listResponse }) },
    },
    async () => service.list(deps, true),
  );

  r.post(
    '/groups/new/group_title',
    {
      config: { access: 'signed-in' },
      preValidation: adminGroupsOnly,
      schema: {
        tags,
        security,
        summary: 'Map job titles to groups: { paylocity_jobtitle, group_title } or a list of them, saved together (admin groups)',
        body: jobTitleMappingBody,
        response: withErrors({ 200: listResponse.extend({ message: z.string() }) }),
      },
    },
    async (request) => service.saveMappings(deps, currentUser(request), request.body),
  );
}
