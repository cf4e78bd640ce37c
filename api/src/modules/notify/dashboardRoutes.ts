import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFY_MESSAGES, desktopNotifyBody, mobileNotifyBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { perUser } from '@portal/shared/node/server';
import { withErrors } from '../../http/schemas';
import * as dashboard from './dashboard';

const tags = ['notification dashboard'];
const security = [{ bearer: [] }];
const sendResponse = z.object({
  results: z.object({ id: z.number(), channel: z.enum(['mobile', 'desktop']), recipients: z.number() }),
  message: z.string(),
});
/** the dashboard's right (second document 2.2: "Users management and notification dashboard: user_management view") */
const access = { module: 'user_management', action: 'view' } as const;

/** A slip of the hand must not reach everyone twenty times: a few sends a minute per administrator. */
export const NOTIFY_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;
const rateLimit = perUser('notify-send', NOTIFY_RATE_LIMIT, NOTIFY_MESSAGES.tooMany);

/** The notification dashboard's two forms (spec 2.12, 7). */
export function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/notify/mobile-notify',
    {
      config: { access, rateLimit },
      schema: { tags, security, summary: 'Send a mobile push to everyone, or to locations and/or groups', body: mobileNotifyBody, response: withErrors({ 201: sendResponse }) },
    },
    async (request, reply) =>
      reply.status(201).send({ results: await dashboard.send(deps, currentUser(request), dashboard.fromMobile(request.body)), message: NOTIFY_MESSAGES.sent }),
  );

  r.post(
    '/notify/desktop-notify',
    {
      config: { access, rateLimit },
      schema: {
        tags,
        security,
        summary: 'Send a bell notification to everyone, or to locations and/or groups',
        body: desktopNotifyBody,
        response: withErrors({ 201: sendResponse }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ results: await dashboard.send(deps, currentUser(request), dashboard.fromDesktop(request.body)), message: NOTIFY_MESSAGES.sent }),
  );
}
