import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_EXPORT_COLUMNS,
  analyticsExportParams,
  analyticsIdParam,
  announcementReportQuery,
  normaliseAnnouncementReportQuery,
  normaliseReportQuery,
  userReportQuery,
  type AnalyticsExportFormat,
  type AnnouncementReportKind,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import { withErrors } from '../../http/schemas';
import { csvStream, exportFileName, xlsxStream } from '../../http/spreadsheet';
import { recipientRows } from './export';
import { announcementReportResponse, loginsResponse, opensResponse, userActivityResponse, userReportResponse } from './schemas';
import * as service from './service';

const tags = ['analytics'];
const security = [{ bearer: [] }];
const access = { module: 'analytics', action: 'view' } as const;

/** The analytics page (spec 2.7, 7): every route needs analytics view. */
export function analyticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/analytics/announcements',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Announcement report, 5 a page: home-users announcements; ?has_paylocity=true payroll-provider; ?has_benefits=true benefits; &filter= on the subject',
        querystring: announcementReportQuery,
        response: withErrors({ 200: announcementReportResponse }),
      },
    },
    async (request) => service.announcementReport(deps, normaliseAnnouncementReportQuery(request.query)),
  );

  r.get(
    '/analytics/announcements/:id/opens',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Opens per day (reader and viewers; emails) from the day it was published, up to 30 days',
        params: analyticsIdParam,
        response: withErrors({ 200: opensResponse }),
      },
    },
    async (request) => ({ results: await service.opensOverTime(deps, request.params.id) }),
  );

  r.get(
    '/analytics/users',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'User activity report, 5 a page: last sign-in, sign-ins in the last 7 days; &filter= on name or email',
        querystring: userReportQuery,
        response: withErrors({ 200: userActivityResponse }),
      },
    },
    async (request) => service.userActivity(deps, normaliseReportQuery(request.query)),
  );

  r.get(
    '/analytics/logins',
    {
      config: { access },
      schema: { tags, security, summary: 'Sign-ins per day over the last 30 days', response: withErrors({ 200: loginsResponse }) },
    },
    async () => ({ results: await service.loginsOverTime(deps) }),
  );

  for (const window of ['7days', '1day'] as const) {
    r.get(
      `/accounts/last/${window}`,
      {
        config: { access },
        schema: {
          tags,
          security,
          summary: `Who signed in during the last ${window === '7days' ? '7 days' : '24 hours'}, 5 a page`,
          querystring: userReportQuery,
          response: withErrors({ 200: userReportResponse }),
        },
      },
      async (request) => service.signedInWithin(deps, window, normaliseReportQuery(request.query)),
    );
  }

  const exportsOf: Array<[string, AnnouncementReportKind]> = [
    ['/analytics/announcements/export/:format/:id', 'home'],
    ['/analytics/announcements/export/paylocity/:format/:id', 'payroll'],
    ['/analytics/announcements/export/benefits/:format/:id', 'benefits'],
  ];
  for (const [url, report] of exportsOf) {
    r.get(
      url,
      {
        config: { access },
        schema: {
          tags,
          security,
          summary: 'One announcement of this report, a row per person it was for (streamed CSV or Excel, export-YYYY-MM-DD)',
          params: analyticsExportParams,
          response: withErrors({ 200: z.unknown().describe('text/csv or xlsx file') }),
        },
      },
      async (request, reply) => {
        const announcement = await service.exportedAnnouncement(deps, report, request.params.id);
        return sendExport(reply, request.params.format, recipientRows(deps.db, announcement));
      },
    );
  }
}

function sendExport(reply: FastifyReply, format: AnalyticsExportFormat, rows: AsyncIterable<string[][]>) {
  const ext = format === 'csv' ? 'csv' : 'xlsx';
  reply.header('content-disposition', `attachment; filename="${exportFileName(ext)}"`).header('cache-control', 'no-store');
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(Readable.from(csvStream(ANNOUNCEMENT_EXPORT_COLUMNS, rows)));
  const columns = ANNOUNCEMENT_EXPORT_COLUMNS.map((header) => ({ header, width: header === 'Email' || header === 'Name' ? 28 : 20 }));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(xlsxStream('Recipients', columns, rows));
}
