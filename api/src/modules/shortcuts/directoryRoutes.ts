import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favoriteToggleBody, idParam, personalOrderBody, shortcutByNameParams, userIdParam } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { withErrors } from '../../http/schemas';
import { directoryListResponse, favoriteToggleResponse, personalOrderResponse } from './schemas';
import * as service from './service';

const tags = ['shortcuts'];
const security = [{ bearer: [] }];

/**
 * The apps directory and the favourite apps widget (spec 2.8, 2.13): every signed-in user, who sees only the
 * shortcuts of their group; a personal order and favourites are the user's own (administrators included).
 */
export function directoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shortcuts/byName/:text',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Your apps whose name or display names contain the text (3 characters or more)',
        params: shortcutByNameParams,
        response: withErrors({ 200: directoryListResponse }),
      },
    },
    async (request) => ({ results: await service.searchByName(deps, currentUser(request), request.params.text) }),
  );

  r.get(
    '/shortcuts/personalOrder/:userId',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'Your apps in your personal order (yours only)', params: userIdParam, response: withErrors({ 200: personalOrderResponse }) },
    },
    async (request) => service.personalOrder(deps, currentUser(request), request.params.userId),
  );

  r.put(
    '/shortcuts/personalOrder/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Save your personal order: { shortcuts_order: [shortcut ids, first to last] }',
        params: userIdParam,
        body: personalOrderBody,
        response: withErrors({ 200: personalOrderResponse }),
      },
    },
    async (request) => service.savePersonalOrder(deps, currentUser(request), request.params.userId, request.body.shortcuts_order ?? request.body.order ?? []),
  );

  r.get(
    '/accounts/favorite_shortcut/:userId',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'Your favourite apps, in your personal order (yours only)', params: userIdParam, response: withErrors({ 200: directoryListResponse }) },
    },
    async (request) => ({ results: await service.favorites(deps, currentUser(request), request.params.userId) }),
  );

  r.put(
    '/accounts/:id/favorite_shortcut',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Toggle a favourite: the body is the shortcut (its id is read); yours only',
        params: idParam,
        body: favoriteToggleBody,
        response: withErrors({ 200: favoriteToggleResponse }),
      },
    },
    async (request) => ({ results: await service.toggleFavorite(deps, currentUser(request), request.params.id, request.body.id) }),
  );
}
