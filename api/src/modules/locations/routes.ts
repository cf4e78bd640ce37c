import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, locationBody, locationListQuery, normaliseLocationListQuery } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { emptyResponse, withErrors } from '../../http/schemas';
import type { LocationListCache } from './listCache';
import { locationListResponse, locationOptionsResponse, locationResponse } from './schemas';
import * as service from './service';

const tags = ['locations'];
const security = [{ bearer: [] }];

export function locationRoutes(app: FastifyInstance, deps: AppDeps, lists: LocationListCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/locations',
    {
      config: { access: { module: 'location', action: 'view' } },
      schema: {
        tags,
        security,
        summary:
          'Locations, one page: ?limit= (default 10, max 100) &offset= &sort=name|display_name|store_id|address|phone|active ' +
          '&order=asc|desc &active=true (default)|false|both &search_for= (name, display name, store id, address)',
        querystring: locationListQuery,
        // documents the body; pages are sent pre-serialized (built through this same schema)
        response: withErrors({ 200: locationListResponse }),
      },
    },
    (request, reply) => {
      const query = normaliseLocationListQuery(request.query);
      // a cached page in the form this client takes goes out at once, without a promise per request
      if (lists.peekPage(query)?.sendNow(request, reply)) return;
      return lists.page(query).then(async (page) => {
        await page.send(request, reply);
      });
    },
  );

  r.get(
    '/locations/options',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Every active location as { id, display_name }, for pickers',
        response: withErrors({ 200: locationOptionsResponse }),
      },
    },
    async (request, reply) => (await lists.options()).send(request, reply),
  );

  r.post(
    '/locations',
    {
      config: { access: { module: 'location', action: 'add' } },
      schema: { tags, security, summary: 'Create a location', body: locationBody, response: withErrors({ 201: locationResponse }) },
    },
    async (request, reply) => reply.status(201).send({ results: await service.create(deps, request.body) }),
  );

  r.put(
    '/locations/:id',
    {
      config: { access: { module: 'location', action: 'edit' } },
      schema: { tags, security, summary: 'Update a location', params: idParam, body: locationBody, response: withErrors({ 200: locationResponse }) },
    },
    async (request) => ({ results: await service.update(deps, request.params.id, request.body) }),
  );

  r.post(
    '/locations/:id/toggle',
    {
      config: { access: { module: 'location', action: 'edit' } },
      schema: { tags, security, summary: 'Activate / deactivate', params: idParam, response: withErrors({ 200: locationResponse }) },
    },
    async (request) => ({ results: await service.toggle(deps, request.params.id) }),
  );

  r.delete(
    '/locations/:id',
    {
      config: { access: { module: 'location', action: 'delete' }, audit: { target: 'location', writtenByService: true } },
      schema: { tags, security, summary: 'Delete a location no account uses', params: idParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.remove(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
