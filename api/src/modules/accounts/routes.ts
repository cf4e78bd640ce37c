import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountListQuery,
  activitiesQuery,
  changeStatusBody,
  idParam,
  normaliseUserListQuery,
  recoverPasswordExpiredBody,
  ticketPermissionsBody,
  userExportQuery,
  userFilterBody,
  userFilterRequest,
  temporaryPasswordBody,
  updateAccountBody,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { emptyResponse, sessionTokensResponse, withErrors } from '../../http/schemas';
import { accountPageResponse, accountResponse, activitiesResponse, accountUpdateResponse, recoverPasswordResponse, validationRequestsResponse } from './schemas';
import * as service from './service';
import { accountReadScope, assertInValidationQueue, assertMayEditProfile, assertMayListAccounts, assertSelf } from './policy';
import { exportFileName, userCsv, userXlsx } from './export';
import { listActivities } from './activities';
import { searchFollowers } from '../events/service';
import { followerSearchResponse } from '../events/schemas';
import { Readable } from 'node:stream';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/accounts',
    {
      config: { access: 'signed-in' },
      // which list decides the right; checked before the query is validated, so the 401/403 come first
      onRequest: async (request) => {
        assertMayListAccounts(currentUser(request), request.query as Record<string, unknown>);
      },
      schema: {
        tags,
        security,
        summary:
          '?user_status=unverified: unverified accounts by category (user_validation view); ?full_name= (3+ characters): follower search (events edit); else one page of users (user_management view)',
        querystring: accountListQuery,
        response: withErrors({ 200: z.union([validationRequestsResponse, accountPageResponse, followerSearchResponse]) }),
      },
    },
    async (request) => {
      if (request.query.full_name !== undefined) return { results: await searchFollowers(deps.db, request.query.full_name) };
      if (request.query.user_status) return { results: await service.listValidationRequests(deps) };
      return service.listUsers(deps, normaliseUserListQuery(request.query));
    },
  );

  r.post(
    '/accounts/filter/users',
    {
      config: { access: { module: 'user_management', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'One page of users by locations / profiles / groups (type L|P|G|LP|LG|PG|LPG), active and expired flags',
        body: userFilterBody,
        response: withErrors({ 200: accountPageResponse }),
      },
    },
    async (request) => service.listUsers(deps, userFilterRequest(request.body)),
  );

  r.get(
    '/accounts/export/csv',
    {
      config: { access: { module: 'user_management', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'The user list as CSV (streamed), export-YYYY-MM-DD.csv',
        querystring: userExportQuery,
        response: withErrors({ 200: z.unknown().describe('text/csv file') }),
      },
    },
    async (request, reply) => {
      const stream = Readable.from(userCsv(deps.db, { filter: request.query.filter?.trim() ?? '' }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('csv')}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  r.get(
    '/accounts/export/xlsx',
    {
      config: { access: { module: 'user_management', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'The user list as an Excel file (streamed), export-YYYY-MM-DD.xlsx; same columns and rows as the CSV',
        querystring: userExportQuery,
        response: withErrors({ 200: z.unknown().describe('xlsx file') }),
      },
    },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${exportFileName('xlsx')}"`)
        .header('cache-control', 'no-store')
        .send(userXlsx(deps.db, { filter: request.query.filter?.trim() ?? '' })),
  );

  r.put(
    '/accounts/:id/permission-service-request',
    {
      config: { access: { module: 'user_management', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Set the three ticket permissions (AGENT_SUPER_ADMIN | STANDARD_AGENT | END_USER | null); audited',
        params: idParam,
        body: ticketPermissionsBody,
        response: withErrors({ 200: accountResponse }),
      },
    },
    async (request) => ({ results: await service.setTicketPermissions(deps, currentUser(request), request.params.id, request.body) }),
  );

  r.post(
    '/accounts/recover_password_expired',
    {
      config: { access: { module: 'user_management', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'A new temporary password (shown once) for a user whose password expired; they change it after signing in; audited',
        body: recoverPasswordExpiredBody,
        response: withErrors({ 200: recoverPasswordResponse }),
      },
    },
    async (request) => service.recoverExpiredPassword(deps, currentUser(request), request.body.id),
  );

  r.get(
    '/accounts/impersonate/:id',
    {
      config: { access: { module: 'user_management', action: 'edit' } },
      schema: { tags, security, summary: 'Tokens to act as another (active) user; audited', params: idParam, response: withErrors({ 200: sessionTokensResponse }) },
    },
    async (request) => service.impersonate(deps, currentUser(request), request.params.id),
  );

  r.get(
    '/accounts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'An account (self, user_management view, or user_validation view for a registration awaiting validation)',
        params: idParam,
        response: withErrors({ 200: accountResponse }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      if (accountReadScope(user, id) === 'account') return { results: await service.getAccount(deps, id) };
      const account = await service.getAccount(deps, id).catch(() => null);
      assertInValidationQueue(account);
      return { results: account };
    },
  );

  r.put(
    '/accounts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Update names, phone, picture (self, or user_management edit); self gets a new token',
        params: idParam,
        body: updateAccountBody,
        response: withErrors({ 200: accountUpdateResponse }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      assertMayEditProfile(user, request.params.id);
      return service.updateProfile(deps, user, request.params.id, request.body);
    },
  );

  r.get(
    '/accounts/:id/activities',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'My last activities (self): latest 10, or all in range 3m | 1m | 1w from the start of this week',
        params: idParam,
        querystring: activitiesQuery,
        response: withErrors({ 200: activitiesResponse }),
      },
    },
    async (request) => {
      assertSelf(currentUser(request), request.params.id);
      return { results: await listActivities(deps.db, request.params.id, request.query.range) };
    },
  );

  r.put(
    '/accounts/:id/user/first_access',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'Mark the first access as done (self)', params: idParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      assertSelf(currentUser(request), request.params.id);
      await service.markFirstAccessDone(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/accounts/change/password_temporary',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'Replace an expired password (self)', body: temporaryPasswordBody, response: withErrors({ 200: sessionTokensResponse }) },
    },
    async (request) => {
      const user = currentUser(request);
      assertSelf(user, request.body.id);
      return service.changeTemporaryPassword(deps, user, request.body.password);
    },
  );

  r.put(
    '/accounts/change_status/:id',
    {
      // the right needed depends on the move (policy.assertMayChangeStatus)
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Activate (with a group), inactivate or block an account; user_validation add for unverified, else user_management edit (delete to block)',
        params: idParam,
        body: changeStatusBody,
        response: withErrors({ 200: accountResponse }),
      },
    },
    async (request) => ({ results: await service.changeStatus(deps, currentUser(request), request.params.id, request.body) }),
  );
}
