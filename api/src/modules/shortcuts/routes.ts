import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shortcutCreateBody, shortcutIdParam, shortcutListQuery, shortcutMoveBody, shortcutOrderParams, shortcutUpdateBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { assertMaySeeInactive } from './policy';
import { emptyResponse, withErrors } from '../../http/schemas';
import { shortcutListResponse, shortcutResponse } from './schemas';
import * as service from './service';

const tags = ['shortcuts'];
const security = [{ bearer: [] }];

/** The Apps Manager (spec 2.8, 7): shortcuts view to read, add / edit / delete by the flags (spec 6). */
export function shortcutRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shortcuts',
    {
      config: { access: { module: 'shortcuts', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'Active shortcuts in their order; ?status=inactive the inactive ones (needs delete)',
        querystring: shortcutListQuery,
        response: withErrors({ 200: shortcutListResponse }),
      },
    },
    async (request) => {
      const status = request.query.status ?? 'active';
      // spec 6: the Inactive Shortcuts tab is shown only with delete
      if (status === 'inactive') assertMaySeeInactive(currentUser(request));
      return { results: await service.list(deps, status) };
    },
  );

  r.post(
    '/shortcuts',
    {
      config: { access: { module: 'shortcuts', action: 'add' } },
      schema: { tags, security, summary: 'Add a shortcut (last in the order); images as data URLs', body: shortcutCreateBody, response: withErrors({ 201: shortcutResponse }) },
    },
    async (request, reply) => reply.status(201).send({ results: await service.create(deps, currentUser(request), request.body) }),
  );

  r.put(
    '/shortcuts/:id',
    {
      config: { access: { module: 'shortcuts', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Update a shortcut; an image left out (or sent back as its url) is kept',
        params: shortcutIdParam,
        body: shortcutUpdateBody,
        response: withErrors({ 200: shortcutResponse }),
      },
    },
    async (request) => ({ results: await service.update(deps, currentUser(request), request.params.id, request.body) }),
  );

  r.delete(
    '/shortcuts/:id/:order',
    {
      config: { access: { module: 'shortcuts', action: 'delete' }, audit: { target: 'shortcut', writtenByService: true } },
      schema: {
        tags,
        security,
        summary: 'Delete: moves it to the inactive shortcuts (409 when it is no longer at {order})',
        params: shortcutOrderParams,
        response: withErrors({ 204: emptyResponse }),
      },
    },
    async (request, reply) => {
      await service.deactivate(deps, currentUser(request), request.params.id, request.params.order);
      return reply.status(204).send(null);
    },
  );

  for (const direction of ['up', 'down'] as const) {
    r.get(
      `/shortcuts/${direction}/:id/:order`,
      {
        config: { access: { module: 'shortcuts', action: 'edit' } },
        schema: {
          tags,
          security,
          summary: `One place ${direction} (409 when it is no longer at {order}); answers the active list`,
          params: shortcutOrderParams,
          response: withErrors({ 200: shortcutListResponse }),
        },
      },
      async (request) => ({ results: await service.move(deps, currentUser(request), request.params.id, request.params.order, direction) }),
    );
  }

  r.put(
    '/shortcuts/:id/:order/move',
    {
      config: { access: { module: 'shortcuts', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Drag-and-drop: from {order} to place `to` in one step (409 when it is no longer at {order})',
        params: shortcutOrderParams,
        body: shortcutMoveBody,
        response: withErrors({ 200: shortcutListResponse }),
      },
    },
    async (request) => ({ results: await service.move(deps, currentUser(request), request.params.id, request.params.order, request.body.to) }),
  );

  r.put(
    '/shortcuts/:id/:order/activate',
    {
      config: { access: { module: 'shortcuts', action: 'delete' } },
      schema: {
        tags,
        security,
        summary: 'Reactivate an inactive shortcut at the place {order} it had',
        params: shortcutOrderParams,
        response: withErrors({ 200: shortcutResponse }),
      },
    },
    async (request) => ({ results: await service.activate(deps, currentUser(request), request.params.id, request.params.order) }),
  );
}
