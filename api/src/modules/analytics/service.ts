import {
  ANALYTICS_CHART_DAYS,
  USER_REPORT_WINDOWS,
  daysBetween,
  offsetPaging,
  percentOf,
  reportQueryString,
  type AnnouncementReportKind,
  type AnnouncementReportRequest,
  type AnnouncementReportRow,
  type LoginsPerDay,
  type OpensPerDay,
  type Page,
  type ReportRequest,
  type UserActivityRow,
  type UserReportRow,
  type UserReportWindow,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db';
import { deliveryStats } from '../../delivery';
import { notFound } from '@portal/shared/node/server';
import { countAudienceAccounts, type Audience } from '../announcements/queries';
import type { ExportedAnnouncement } from './export';
import * as q from './queries';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

type ReportedRow = Awaited<ReturnType<typeof q.announcementPage>>['rows'][number];
type AudienceLists = Awaited<ReturnType<typeof q.audienceLists>>;

function audienceOf(row: Pick<ReportedRow, 'id' | 'everyone'>, lists: AudienceLists): Audience {
  return {
    everyone: row.everyone,
    locations: lists.locations.filter((l) => l.announcement_id === row.id).map((l) => l.location_id),
    groups: lists.groups.filter((g) => g.announcement_id === row.id).map((g) => g.group_id),
  };
}

/** How many it is for now: its payroll contacts, or the active accounts of its audience. */
function audienceSize(db: Db, row: ReportedRow, lists: AudienceLists): Promise<number> {
  return row.kind === 'payroll' ? q.contactCount(db, row.id) : countAudienceAccounts(db, audienceOf(row, lists));
}

/**
 * Spec 2.7, 3: one page of an announcement report. Every figure is counted from what the system wrote: the
 * reader's and the viewers' opens (`announcement_views`), and delivery's events (emails sent and opened by their
 * pixel, SMS sent and their tracked links clicked).
 */
export async function announcementReport(deps: AppDeps, request: AnnouncementReportRequest): Promise<Page<AnnouncementReportRow>> {
  const { rows, total } = await q.announcementPage(deps.db, q.KINDS_OF_REPORT[request.kind], request);
  const ids = rows.map((r) => r.id);
  const [views, lists] = await Promise.all([q.viewCounts(deps.db, ids), q.audienceLists(deps.db, ids)]);
  const results: AnnouncementReportRow[] = [];
  for (const row of rows) {
    const [audience, stats] = await Promise.all([audienceSize(deps.db, row, lists), deliveryStats(deps.db, { kind: 'announcement', id: row.id })]);
    const opens = views.get(row.id) ?? 0;
    results.push({
      announcement_id: row.id,
      report_announcement_id: row.id,
      title: row.subject,
      createdAt: row.created_at.toISOString(),
      audience,
      total_opens: opens,
      open_rate: percentOf(opens, audience),
      amount_emails_sent: stats.emailsSent,
      open_rate_email: percentOf(stats.emailOpens, stats.emailsSent),
      dateEmailSent: stats.firstEmailSentAt,
      amount_sms_sent: stats.smsSent,
      total_clicks_sms: stats.smsClickers,
      open_rate_sms: percentOf(stats.smsClickers, stats.smsSent),
      total_clicks: stats.smsClicks,
    });
  }
  return { results, ...offsetPaging(request, total, reportQueryString) };
}

const dayKey = (time: number) => new Date(time).toISOString().slice(0, 10);
const startOfDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** Every UTC day from `first` (a day start) for `count` days, each with the figures found for it, else zeros. */
function fillDays<T extends { day: string }, R>(first: number, count: number, found: T[], make: (date: string, hit: T | undefined) => R): R[] {
  const byDay = new Map(found.map((f) => [f.day, f]));
  return Array.from({ length: count }, (_, i) => {
    const date = dayKey(first + i * DAY_MS);
    return make(date, byDay.get(date));
  });
}

/** Opens per day from the day it was published, for up to 30 days (to today if that is sooner). */
export async function opensOverTime(deps: AppDeps, id: number, now = new Date()): Promise<OpensPerDay[]> {
  const row = await q.findReported(deps.db, id, [...q.KINDS_OF_REPORT.home, ...q.KINDS_OF_REPORT.payroll, ...q.KINDS_OF_REPORT.benefits]);
  if (!row) throw notFound('Announcement');
  const first = startOfDay(row.created_at);
  const days = Math.max(1, Math.min(ANALYTICS_CHART_DAYS, daysBetween(row.created_at, now) + 1));
  const found = await q.opensPerDay(deps.db, id, 'announcement', new Date(first), new Date(first + days * DAY_MS));
  return fillDays(first, days, found, (date, hit) => ({ date, opens: hit?.opens ?? 0, email_opens: hit?.email_opens ?? 0 }));
}

/** Sign-ins per day over the last 30 days, today included. */
export async function loginsOverTime(deps: AppDeps, now = new Date()): Promise<LoginsPerDay[]> {
  const first = startOfDay(now) - (ANALYTICS_CHART_DAYS - 1) * DAY_MS;
  const found = await q.loginsPerDay(deps.db, new Date(first));
  return fillDays(first, ANALYTICS_CHART_DAYS, found, (date, hit) => ({ date, logins: hit?.logins ?? 0, users: hit?.users ?? 0 }));
}

const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** Spec 3: the user activity rows (last sign-in, sign-ins in the last 7 days). */
export async function userActivity(deps: AppDeps, request: ReportRequest, now = new Date()): Promise<Page<UserActivityRow>> {
  const { rows, total } = await q.activityPage(deps.db, request, new Date(now.getTime() - WEEK_MS));
  const results = rows.map((r) => ({
    id: r.id,
    full_name: fullName(r),
    location_name: r.location_name,
    email: r.email,
    group_name: r.group_name,
    daily_ago: r.last_login_at ? Math.max(0, daysBetween(new Date(r.last_login_at), now)) : null,
    amount_login_in_week: Number(r.logins_in_week),
    lastLogin: iso(r.last_login_at),
  }));
  return { results, ...offsetPaging(request, total, reportQueryString) };
}

/** Spec 7, 9: `GET /accounts/last/7days`, `/accounts/last/1day`: who signed in during the last 7 days / 24 hours. */
export async function signedInWithin(deps: AppDeps, window: UserReportWindow, request: ReportRequest, now = new Date()): Promise<Page<UserReportRow>> {
  const since = new Date(now.getTime() - USER_REPORT_WINDOWS[window] * 3_600_000);
  const { rows, total } = await q.signedInSince(deps.db, since, request);
  const results = rows.map((r) => ({
    id: r.id,
    full_name: fullName(r),
    location_name: r.location_name,
    user_email: r.email,
    group_name: r.group_name,
    status_name: r.status === 'ACTIVE' ? 'Active' : 'Inactive',
    lastLogin: iso(r.last_login_at)!,
  }));
  return { results, ...offsetPaging(request, total, reportQueryString) };
}

/** The announcement an export is for, if it belongs to that report (else 404). */
export async function exportedAnnouncement(deps: AppDeps, report: AnnouncementReportKind, id: number): Promise<ExportedAnnouncement> {
  const row = await q.findReported(deps.db, id, q.KINDS_OF_REPORT[report]);
  if (!row) throw notFound('Announcement');
  const lists = await q.audienceLists(deps.db, [id]);
  return { id, kind: row.kind, sourceKind: 'announcement', audience: audienceOf(row, lists) };
}
