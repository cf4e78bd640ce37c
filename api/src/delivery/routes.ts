import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseOutboxQuery, outboxPaging, outboxQuery, OUTBOX_CHANNELS, type OutboxEntry } from '@portal/shared';
import type { Db } from '../db';
import { notFound } from '@portal/shared/node/server';
import { pageResponse } from '../http/pageResponse';
import { withErrors } from '../http/schemas';
import { isToken } from './content';
import * as q from './queries';
import type { OutboxRow } from './schema';

const security = [{ bearer: [] }];
/** a transparent 1×1 GIF */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const outboxEntrySchema = z.object({
  id: z.number(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  details: z.record(z.string(), z.unknown()),
  messageId: z.number().nullable(),
  createdAt: z.string(),
});

function toOutboxEntry(row: OutboxRow): OutboxEntry {
  return {
    id: Number(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    details: row.details,
    messageId: row.message_id === null ? null : Number(row.message_id),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function deliveryRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/delivery/outbox',
    {
      // who may send notifications to everyone (the notification dashboard's right) may read what was sent
      config: { access: { module: 'user_management', action: 'view' } },
      schema: {
        tags: ['delivery'],
        security,
        summary:
          'Emails, SMS and push messages written locally because no SMTP server / provider is configured; newest first. ?channel=email|sms|push &limit= (default 20, max 100) &offset=',
        querystring: outboxQuery,
        response: withErrors({ 200: pageResponse(outboxEntrySchema) }),
      },
    },
    async (request) => {
      const page = normaliseOutboxQuery(request.query);
      const { rows, total } = await q.listOutbox(deps.db, page);
      return { results: rows.map(toOutboxEntry), ...outboxPaging(page, total) };
    },
  );

  r.get(
    '/t/o/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['delivery'],
        summary: 'Email open pixel ({token}.gif): records the first open of that email; always answers the GIF',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.gif$/i, '');
      if (isToken(token)) await q.recordOpen(deps.db, token).catch((e: unknown) => request.log.warn({ err: e }, 'open not recorded'));
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, no-cache, must-revalidate, private').header('pragma', 'no-cache').send(PIXEL_GIF);
    },
  );

  r.get(
    '/t/l/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['delivery'],
        summary: 'Tracked SMS link: records the click and redirects (302) to the link the SMS carried; unknown token → 404',
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const url = isToken(request.params.token) ? await q.recordClick(deps.db, request.params.token) : null;
      if (!url) throw notFound('Link');
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
}
