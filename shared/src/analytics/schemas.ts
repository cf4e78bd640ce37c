import { z } from 'zod';
import { hasAnyControlChars } from '../http/text';
import { ANALYTICS_EXPORT_FORMATS, ANALYTICS_FILTER_MAX, ANALYTICS_MAX_LIMIT, ANALYTICS_PAGE_SIZE, type AnnouncementReportKind } from './labels';

/** Spec 3: an announcement report row, every figure counted from what delivery, the readers and viewers wrote. */
export interface AnnouncementReportRow {
  announcement_id: number;
  /** the id the exports take (`/export/{csv|excel}/{id}`): the announcement's */
  report_announcement_id: number;
  title: string;
  createdAt: string;
  /** how many it is for now: the accounts of its audience, or the payroll contacts it went to */
  audience: number;
  /** people who opened it: the portal reader, or the public viewer pages */
  total_opens: number;
  /** total_opens of audience, percent, one decimal */
  open_rate: number;
  amount_emails_sent: number;
  /** emails opened (tracking pixel, once per email) of those sent, percent */
  open_rate_email: number;
  /** when the first email went out, or null */
  dateEmailSent: string | null;
  amount_sms_sent: number;
  /** SMS whose tracked link was clicked at least once */
  total_clicks_sms: number;
  /** total_clicks_sms of amount_sms_sent, percent */
  open_rate_sms: number;
  /** every click on its tracked links, repeats included */
  total_clicks: number;
}

/** Spec 3: a user activity row of the user report. */
export interface UserActivityRow {
  id: number;
  full_name: string;
  location_name: string | null;
  email: string;
  group_name: string | null;
  /** whole days since the last sign-in (null: never signed in) */
  daily_ago: number | null;
  /** sign-ins in the last 7 days */
  amount_login_in_week: number;
  lastLogin: string | null;
}

/** Spec 3: a row of the 7-day / 24-hour user report (who signed in within the window). */
export interface UserReportRow {
  id: number;
  full_name: string;
  location_name: string | null;
  user_email: string;
  group_name: string | null;
  /** 'Active' or 'Inactive' */
  status_name: string;
  lastLogin: string;
}

/** One day of a chart (UTC date `YYYY-MM-DD`). */
export interface OpensPerDay {
  date: string;
  /** first opens in the reader or the viewers that day */
  opens: number;
  /** emails opened that day */
  email_opens: number;
}
export interface LoginsPerDay {
  date: string;
  logins: number;
  /** distinct people who signed in that day */
  users: number;
}

const QUERY = {
  limit: `limit must be a whole number from 1 to ${ANALYTICS_MAX_LIMIT}.`,
  offset: 'offset must be a whole number, 0 or more.',
  filter: `filter must be at most ${ANALYTICS_FILTER_MAX} characters.`,
  flag: 'must be true or false.',
  bothFlags: 'Ask for has_paylocity or has_benefits, not both.',
} as const;
export const ANALYTICS_QUERY_MESSAGES = QUERY;

const whole = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);
const flag = (name: string) => z.enum(['true', 'false'], { error: `${name} ${QUERY.flag}` }).optional();
const filter = z
  .string({ error: QUERY.filter })
  .max(ANALYTICS_FILTER_MAX, QUERY.filter)
  .refine((v) => !hasAnyControlChars(v), QUERY.filter)
  .optional();

const paging = { limit: whole(QUERY.limit, 1, ANALYTICS_MAX_LIMIT).optional(), offset: whole(QUERY.offset, 0, 999_999_999).optional(), filter };

/** `GET /analytics/announcements?limit=5&offset=0[&filter=][&has_paylocity=true | &has_benefits=true]` */
export const announcementReportQuery = z
  .object({ ...paging, has_paylocity: flag('has_paylocity'), has_benefits: flag('has_benefits') })
  .strict()
  .refine((q) => !(q.has_paylocity === 'true' && q.has_benefits === 'true'), { message: QUERY.bothFlags, path: ['has_benefits'] });
export type AnnouncementReportQuery = z.infer<typeof announcementReportQuery>;

/** `GET /analytics/users?limit=5&offset=0[&filter=]`, `GET /accounts/last/{7days|1day}` (same paging). */
export const userReportQuery = z.object(paging).strict();
export type UserReportQuery = z.infer<typeof userReportQuery>;

export interface ReportRequest {
  limit: number;
  offset: number;
  /** trimmed; '' = none */
  filter: string;
}
export interface AnnouncementReportRequest extends ReportRequest {
  kind: AnnouncementReportKind;
}

export function normaliseReportQuery(query: UserReportQuery): ReportRequest {
  return {
    limit: query.limit === undefined ? ANALYTICS_PAGE_SIZE : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
    filter: query.filter?.trim() ?? '',
  };
}

export function normaliseAnnouncementReportQuery(query: AnnouncementReportQuery): AnnouncementReportRequest {
  const kind: AnnouncementReportKind = query.has_paylocity === 'true' ? 'payroll' : query.has_benefits === 'true' ? 'benefits' : 'home';
  return { ...normaliseReportQuery(query), kind };
}

/** The query string (no `?`) of a report page: limit, offset, then filter and the tab's flag when set. */
export function reportQueryString(request: ReportRequest | AnnouncementReportRequest): string {
  const params = new URLSearchParams({ limit: String(request.limit), offset: String(request.offset) });
  if (request.filter) params.set('filter', request.filter);
  if ('kind' in request && request.kind === 'payroll') params.set('has_paylocity', 'true');
  if ('kind' in request && request.kind === 'benefits') params.set('has_benefits', 'true');
  return params.toString();
}

/** `/analytics/announcements/export/{csv|excel}/{id}` (and the `paylocity` / `benefits` variants). */
export const analyticsExportParams = z
  .object({
    format: z.enum(ANALYTICS_EXPORT_FORMATS, { error: 'format must be csv or excel.' }),
    id: z.coerce.number({ error: 'id must be a whole number.' }).int().positive().max(2_147_483_647),
  })
  .strict();

export const analyticsIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
