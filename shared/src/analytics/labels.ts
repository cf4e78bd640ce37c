/** Spec 9: analytics tables show 5 rows a page. */
export const ANALYTICS_PAGE_SIZE = 5;
export const ANALYTICS_MAX_LIMIT = 100;
export const ANALYTICS_FILTER_MAX = 80;
/** Spec 9: the user report's two windows. */
export const USER_REPORT_WINDOWS = { '7days': 7 * 24, '1day': 24 } as const;
export type UserReportWindow = keyof typeof USER_REPORT_WINDOWS;
/** How many days the logins-per-day and opens-over-time charts cover. */
export const ANALYTICS_CHART_DAYS = 30;

/** Spec 2.7: the four tabs, and which announcements each reports on. */
export const ANALYTICS_TABS = {
  home: 'Home Analytics',
  payroll: 'Payroll-provider Analytics',
  benefits: 'Benefits Group Analytics',
  users: 'User Report Analytics',
} as const;
export type AnalyticsTab = keyof typeof ANALYTICS_TABS;
export type AnnouncementReportKind = Exclude<AnalyticsTab, 'users'>;

/** Export formats as the spec's paths name them (`/export/{csv|excel}/{id}`). */
export const ANALYTICS_EXPORT_FORMATS = ['csv', 'excel'] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];

/** Columns of an announcement's export: one row per person it was for. */
export const ANNOUNCEMENT_EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Location_name',
  'Group_name',
  'Opened_at',
  'Email_sent_at',
  'Email_opened_at',
  'SMS_sent_at',
  'SMS_clicks',
] as const;

/** Spec 9: open rates are shown with one decimal (the api already rounds them so). */
export function formatRate(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** `part` of `whole` in percent, one decimal; 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

const DAY_MS = 86_400_000;

/**
 * Spec 9: last login as 'today', 'N days ago', or months ago from 30 days ('1 month ago', 'N months ago'); a user
 * who never signed in reads 'Never'. Whole days are counted between the two calendar dates in UTC.
 */
export function lastLoginLabel(lastLogin: string | null, now: Date = new Date()): string {
  if (!lastLogin) return 'Never';
  const days = daysBetween(new Date(lastLogin), now);
  if (days <= 0) return 'today';
  if (days < 30) return days === 1 ? '1 day ago' : `${days} days ago`;
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}

/** Whole calendar days (UTC) from `from` to `to`. */
export function daysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((end - start) / DAY_MS);
}
