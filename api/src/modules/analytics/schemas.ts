import { z } from 'zod';
import type { AnnouncementReportRow, LoginsPerDay, OpensPerDay, UserActivityRow, UserReportRow } from '@portal/shared';
import { pageResponse } from '../../http/pageResponse';

/** Response schemas: also the list of what may leave the server. */
export const announcementReportRowSchema = z.object({
  announcement_id: z.number(),
  report_announcement_id: z.number(),
  title: z.string(),
  createdAt: z.string(),
  audience: z.number(),
  total_opens: z.number(),
  open_rate: z.number(),
  amount_emails_sent: z.number(),
  open_rate_email: z.number(),
  dateEmailSent: z.string().nullable(),
  amount_sms_sent: z.number(),
  total_clicks_sms: z.number(),
  open_rate_sms: z.number(),
  total_clicks: z.number(),
}) satisfies z.ZodType<AnnouncementReportRow>;

export const userActivityRowSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  location_name: z.string().nullable(),
  email: z.string(),
  group_name: z.string().nullable(),
  daily_ago: z.number().nullable(),
  amount_login_in_week: z.number(),
  lastLogin: z.string().nullable(),
}) satisfies z.ZodType<UserActivityRow>;

export const userReportRowSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  location_name: z.string().nullable(),
  user_email: z.string(),
  group_name: z.string().nullable(),
  status_name: z.string(),
  lastLogin: z.string(),
}) satisfies z.ZodType<UserReportRow>;

export const announcementReportResponse = pageResponse(announcementReportRowSchema);
export const userActivityResponse = pageResponse(userActivityRowSchema);
export const userReportResponse = pageResponse(userReportRowSchema);
export const opensResponse = z.object({
  results: z.array(z.object({ date: z.string(), opens: z.number(), email_opens: z.number() }) satisfies z.ZodType<OpensPerDay>),
});
export const loginsResponse = z.object({
  results: z.array(z.object({ date: z.string(), logins: z.number(), users: z.number() }) satisfies z.ZodType<LoginsPerDay>),
});
