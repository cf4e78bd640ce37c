import { z } from 'zod';
import { CONTROL_CHARS_MESSAGE, hasControlChars } from '../http/text';

/**
 * What the audit log records (`audit_log.action`), with the label the audit page shows. Modules may write other
 * actions: the page then shows the key itself.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'account.impersonate': 'Impersonation',
  'account.status': 'Status change',
  'account.update': 'Account edited',
  'account.ticket_permissions': 'Ticket permissions changed',
  'account.recover_password': 'Temporary password issued',
  'account.upgrade_request': 'Account upgrade requested',
  'account.upgrade': 'Account upgraded',
  'permissions.update': 'Permission change',
  'job_titles.map': 'Job titles mapped',
  'notification.mobile': 'Mobile notification sent',
  'notification.desktop': 'Desktop notification sent',
  'remote.update': 'Remote switched',
  'remote.rollback': 'Remote rolled back',
  'shortcut.create': 'Shortcut added',
  'shortcut.update': 'Shortcut edited',
  'shortcut.reorder': 'Shortcut moved',
  'shortcut.activate': 'Shortcut activated',
};

/**
 * What a DELETE route may record as deleted (`<kind>.delete`), with the name the audit page gives it. The api's
 * delete hook takes only these kinds, so every deletion reads as words on /audit and in its exports.
 */
export const AUDIT_DELETED_KINDS = {
  announcement: 'Announcement',
  assistant_document: 'Assistant document',
  assistant_item: 'Assistant item',
  calendar_feed_token: 'Calendar feed address',
  event: 'Event',
  event_comment: 'Event comment',
  knowledge_base: 'Knowledge base',
  latest_news: 'Latest news item',
  latest_news_comment: 'News comment',
  location: 'Location',
  poll: 'Poll',
  shortcut: 'Shortcut',
  trivia_question: 'Trivia question',
} as const;
export type AuditDeletedKind = keyof typeof AUDIT_DELETED_KINDS;

export function auditActionLabel(action: string): string {
  const labelled = AUDIT_ACTION_LABELS[action];
  if (labelled) return labelled;
  const deleted = /^([a-z_]+)\.delete$/.exec(action)?.[1];
  if (deleted && Object.hasOwn(AUDIT_DELETED_KINDS, deleted)) return `${AUDIT_DELETED_KINDS[deleted as AuditDeletedKind]} deleted`;
  return action;
}

/** One row of `GET /api/v1/audit`: who did what to which target, when. */
export interface AuditEntry {
  id: number;
  action: string;
  /** null when the account was deleted since, or the api did it itself */
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  target_type: string;
  target_id: string;
  /** a readable name for the target when it is an account, a group or a remote; else null */
  target_label: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_MAX_LIMIT = 100;
export const AUDIT_SEARCH_MAX = 80;

export const AUDIT_MESSAGES = {
  superAdminsOnly: 'Only Super Admins may read the audit log.',
  limit: `limit must be a whole number from 1 to ${AUDIT_MAX_LIMIT}.`,
  offset: 'offset must be a whole number, 0 or more.',
  action: 'action must look like account.status.',
  search: `search must be at most ${AUDIT_SEARCH_MAX} characters.`,
  date: 'Dates look like 2026-11-25.',
  range: 'The start date must not be after the end date.',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);

const isoDay = z
  .string({ error: AUDIT_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), AUDIT_MESSAGES.date);

const auditFilterShape = {
  action: z
    .string({ error: AUDIT_MESSAGES.action })
    .regex(/^[a-z_]+(\.[a-z_]+)*$/, AUDIT_MESSAGES.action)
    .max(60, AUDIT_MESSAGES.action)
    .optional(),
  /** actor name or email, target id or label */
  search: z
    .string({ error: AUDIT_MESSAGES.search })
    .max(AUDIT_SEARCH_MAX, AUDIT_MESSAGES.search)
    .refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE)
    .optional(),
  /** first and last day (UTC), both included */
  from: isoDay.optional(),
  to: isoDay.optional(),
};
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** `GET /api/v1/audit` query; values stay strings (see `normaliseAuditQuery`). */
export const auditListQuery = z
  .object({
    limit: wholeNumber(AUDIT_MESSAGES.limit, 1, AUDIT_MAX_LIMIT).optional(),
    offset: wholeNumber(AUDIT_MESSAGES.offset, 0, 999_999_999).optional(),
    ...auditFilterShape,
  })
  .strict()
  .refine(rangeInOrder, { message: AUDIT_MESSAGES.range, path: ['from'] });
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** `GET /api/v1/audit/export/{csv|xlsx}` query: the list's filters, every matching row. */
export const auditExportQuery = z
  .object(auditFilterShape)
  .strict()
  .refine(rangeInOrder, { message: AUDIT_MESSAGES.range, path: ['from'] });
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

export interface AuditFilter {
  action?: string;
  /** trimmed; '' = none */
  search: string;
  from?: string;
  to?: string;
}
export interface AuditListRequest extends AuditFilter {
  limit: number;
  offset: number;
}

export function normaliseAuditFilter(query: AuditExportQuery): AuditFilter {
  return {
    ...(query.action ? { action: query.action } : {}),
    search: query.search?.trim() ?? '',
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

export function normaliseAuditQuery(query: AuditListQuery): AuditListRequest {
  return {
    ...normaliseAuditFilter(query),
    limit: query.limit === undefined ? AUDIT_PAGE_SIZE : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
  };
}

/** The filters as a query string (no `?`), for the page's requests, the export links and the paging links. */
export function auditFilterQueryString(filter: AuditFilter, page?: { limit: number; offset: number }): string {
  const params = new URLSearchParams();
  if (page) {
    params.set('limit', String(page.limit));
    params.set('offset', String(page.offset));
  }
  if (filter.action) params.set('action', filter.action);
  if (filter.search) params.set('search', filter.search);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params.toString();
}

/** Export columns, in order. */
export const AUDIT_EXPORT_COLUMNS = ['When', 'Action', 'Who', 'Who_email', 'Target_type', 'Target', 'Details'] as const;
