import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearOneNotificationBody, userIdParam } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { assertOwnNotifications } from './policy';
import { emptyResponse, withErrors } from '../../http/schemas';
import * as service from './service';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const notificationSchema = z.object({
  id: z.number(),
  user_id_receptor: z.number(),
  content: z.string(),
  link_desktop: z.string().nullable(),
  is_open: z.boolean(),
  createdAt: z.string(),
});

export function notifyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/notify/find/:userId',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'My notifications (self)', params: userIdParam, response: withErrors({ 200: z.object({ results: z.array(notificationSchema) }) }) },
    },
    async (request) => {
      assertOwnNotifications(currentUser(request), request.params.userId);
      return service.find(deps, request.params.userId);
    },
  );

  r.get(
    '/notify/clear/:userId',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'Clear all my notifications (self)', params: userIdParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      assertOwnNotifications(currentUser(request), request.params.userId);
      await service.clearAll(deps, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/notify/clear-one',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'Remove one of my notifications (self)', body: clearOneNotificationBody, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      assertOwnNotifications(currentUser(request), request.body.user_id_receptor);
      await service.clearOne(deps, request.body.id, request.body.user_id_receptor);
      return reply.status(204).send(null);
    },
  );
}
