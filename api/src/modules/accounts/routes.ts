import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeStatusBody, idParam, temporaryPasswordBody, updateAccountBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { authorizeSelf, authorizeSelfOr, currentUser } from '../../auth/access';
import { emptyResponse, sessionTokensResponse, withErrors } from '../../http/schemas';
import { accountResponse, accountUpdateResponse } from './schemas';
import * as service from './service';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      schema: { tags, security, summary: 'An account (self, or user_management view)', params: idParam, response: withErrors({ 200: accountResponse }) },
    },
    async (request) => {
      authorizeSelfOr(currentUser(request), request.params.id, 'user_management', 'view');
      return { results: await service.getAccount(deps, request.params.id) };
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
      authorizeSelfOr(user, request.params.id, 'user_management', 'edit');
      return service.updateProfile(deps, user, request.params.id, request.body);
    },
  );

  r.put(
    '/accounts/:id/user/first_access',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'Mark the first access as done (self)', params: idParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      authorizeSelf(currentUser(request), request.params.id);
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
      authorizeSelf(user, request.body.id);
      return service.changeTemporaryPassword(deps, user, request.body.password);
    },
  );

  r.put(
    '/accounts/change_status/:id',
    {
      config: { access: { module: 'user_management', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Activate (with a group), inactivate or block an account',
        params: idParam,
        body: changeStatusBody,
        response: withErrors({ 200: accountResponse }),
      },
    },
    async (request) => ({ results: await service.changeStatus(deps, currentUser(request), request.params.id, request.body) }),
  );
}
