import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditExportQuery, auditListQuery, normaliseAuditFilter, normaliseAuditQuery } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { exportFileName } from '../../http/spreadsheet';
import { pageResponse } from '../../http/pageResponse';
import { withErrors } from '../../http/schemas';
import { assertSuperAdmin } from './policy';
import * as service from './service';

const tags = ['audit'];
const security = [{ bearer: [] }];
const entry = z.object({
  id: z.number(),
  action: z.string(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** Before the query is validated: anyone else gets 403, never a hint about the query (403 before 400). */
async function superAdminsOnly(request: FastifyRequest) {
  assertSuperAdmin(currentUser(request));
}

/** The audit log for Super Admins: a page of it, the actions it holds, and CSV / Excel exports. */
export function auditRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/audit',
    {
      config: { access: 'signed-in' },
      preValidation: superAdminsOnly,
      schema: {
        tags,
        security,
        summary: 'The audit log, newest first: ?limit= (default 20, max 100) &offset= &action= &search= (who or target) &from= &to= (YYYY-MM-DD, UTC, included)',
        querystring: auditListQuery,
        response: withErrors({ 200: pageResponse(entry) }),
      },
    },
    async (request) => service.list(deps, normaliseAuditQuery(request.query)),
  );

  r.get(
    '/audit/actions',
    {
      config: { access: 'signed-in' },
      preValidation: superAdminsOnly,
      schema: {
        tags,
        security,
        summary: 'The actions the log holds, as value/label pairs (the filter)',
        response: withErrors({ 200: z.object({ results: z.array(z.object({ value: z.string(), label: z.string() })) }) }),
      },
    },
    async () => service.actions(deps),
  );

  r.get(
    '/audit/export/csv',
    {
      config: { access: 'signed-in' },
      preValidation: superAdminsOnly,
      schema: {
        tags,
        security,
        summary: 'The filtered log as CSV (streamed), export-YYYY-MM-DD.csv',
        querystring: auditExportQuery,
        response: withErrors({ 200: z.unknown().describe('text/csv file') }),
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('csv')}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(service.csv(deps, normaliseAuditFilter(request.query)))),
  );

  r.get(
    '/audit/export/xlsx',
    {
      config: { access: 'signed-in' },
      preValidation: superAdminsOnly,
      schema: {
        tags,
        security,
        summary: 'The filtered log as an Excel file (streamed), export-YYYY-MM-DD.xlsx; same rows as the CSV',
        querystring: auditExportQuery,
        response: withErrors({ 200: z.unknown().describe('xlsx file') }),
      },
    },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${exportFileName('xlsx')}"`)
        .header('cache-control', 'no-store')
        .send(service.xlsx(deps, normaliseAuditFilter(request.query))),
  );
}
