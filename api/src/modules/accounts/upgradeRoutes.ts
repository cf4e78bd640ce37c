import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerIdParam, upgradeAccountBody, upgradeRequestBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { withErrors } from '../../http/schemas';
import { accountResponse, myUpgradeRequestResponse, upgradeRequestListResponse, upgradeRequestResponse } from './schemas';
import * as upgrades from './upgrades';

const tags = ['accounts'];
const security = [{ bearer: [] }];

/** Account upgrades: a personal/partner account asks for a business account; a validator upgrades it (spec 2, 4, 5, 8). */
export function upgradeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/accounts/upgrade',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Ask to become a business account with a company email (for yourself; one pending request)',
        body: upgradeRequestBody,
        response: withErrors({ 201: upgradeRequestResponse }),
      },
    },
    async (request, reply) => reply.status(201).send({ results: await upgrades.requestUpgrade(deps, currentUser(request), request.body) }),
  );

  r.get(
    '/accounts/upgrade/mine',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'My pending upgrade request, or null', response: withErrors({ 200: myUpgradeRequestResponse }) },
    },
    async (request) => ({ results: await upgrades.myUpgradeRequest(deps, currentUser(request)) }),
  );

  r.get(
    '/accounts/upgrade/list',
    {
      config: { access: { module: 'user_validation', action: 'view' } },
      schema: { tags, security, summary: 'Pending account upgrade requests, oldest first', response: withErrors({ 200: upgradeRequestListResponse }) },
    },
    async () => ({ results: await upgrades.listUpgradeRequests(deps) }),
  );

  r.put(
    '/accounts/upgrade/:customer_id',
    {
      config: { access: { module: 'user_validation', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Upgrade: email → business email, profile → Company Business, group set, request closed; audited',
        params: customerIdParam,
        body: upgradeAccountBody,
        response: withErrors({ 200: accountResponse }),
      },
    },
    async (request) => ({ results: await upgrades.upgradeAccount(deps, currentUser(request), request.params.customer_id, request.body) }),
  );
}
