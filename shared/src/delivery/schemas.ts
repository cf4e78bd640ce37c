import { z } from 'zod';

/** How an announcement or newsletter reaches people (spec: "Notification channels: push, website, email, SMS"). */
export const DELIVERY_CHANNELS = ['email', 'sms', 'push', 'desktop'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** Channels that leave the portal; without a server or provider they land in the outbox an administrator reads. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const DELIVERY_SOURCE_KINDS = ['announcement', 'newsletter', 'latest_news', 'notification'] as const;
export type DeliverySourceKind = (typeof DELIVERY_SOURCE_KINDS)[number];
export interface DeliverySource {
  kind: DeliverySourceKind;
  id: number;
}

/** What analytics counts per source (one row each in `delivery_events`). */
export const DELIVERY_EVENT_KINDS = ['email_sent', 'email_open', 'sms_sent', 'sms_click', 'push_sent', 'desktop_sent', 'view'] as const;
export type DeliveryEventKind = (typeof DELIVERY_EVENT_KINDS)[number];

/** `deliveryStats(db, source)`: the counts the announcement report needs (second document, section 3). */
export interface DeliveryStats {
  emailsSent: number;
  /** distinct emails opened (the tracking pixel counts once per email) */
  emailOpens: number;
  smsSent: number;
  /** every click on a tracked SMS link */
  smsClicks: number;
  /** SMS whose tracked link was clicked at least once */
  smsClickers: number;
  pushSent: number;
  desktopSent: number;
  views: number;
  /** when the first email of this source went out, ISO, or null */
  firstEmailSentAt: string | null;
  /** messages still waiting (pending or being sent) and given up on */
  pending: number;
  failed: number;
}

export const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_MAX_LIMIT = 100;

export const OUTBOX_QUERY_MESSAGES = {
  channel: `channel must be one of ${OUTBOX_CHANNELS.join(', ')}.`,
  limit: `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}.`,
  offset: 'offset must be a whole number of 0 or more.',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);

/** `GET /api/v1/delivery/outbox?channel=email|sms|push&limit&offset` (newest first; no channel: all three). */
export const outboxQuery = z
  .object({
    channel: z.enum(OUTBOX_CHANNELS, { error: OUTBOX_QUERY_MESSAGES.channel }).optional(),
    limit: wholeNumber(OUTBOX_QUERY_MESSAGES.limit, 1, OUTBOX_MAX_LIMIT).optional(),
    offset: wholeNumber(OUTBOX_QUERY_MESSAGES.offset, 0, 999_999_999).optional(),
  })
  .strict();
export type OutboxQuery = z.infer<typeof outboxQuery>;

export interface OutboxRequest {
  channel?: OutboxChannel;
  limit: number;
  offset: number;
}

export function normaliseOutboxQuery(query: OutboxQuery): OutboxRequest {
  return {
    ...(query.channel ? { channel: query.channel } : {}),
    limit: query.limit === undefined ? OUTBOX_PAGE_SIZE : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
  };
}

/** The query string (no `?`) asking for `request`; `channel` only when set. */
export function outboxQueryString(request: OutboxRequest): string {
  const params = new URLSearchParams();
  if (request.channel) params.set('channel', request.channel);
  params.set('limit', String(request.limit));
  params.set('offset', String(request.offset));
  return params.toString();
}

/** The spec's paging fields (same rules as the locations and users lists). */
export function outboxPaging(request: OutboxRequest, total: number) {
  const { limit, offset } = request;
  const nextPage = offset + limit < total ? outboxQueryString({ ...request, offset: offset + limit }) : null;
  const lastStart = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const prevOffset = Math.min(Math.max(0, offset - limit), lastStart);
  const prevPage = offset > 0 ? outboxQueryString({ ...request, offset: prevOffset }) : null;
  return { limit, offset, total, nextPage, prevPage, pageCount: Math.ceil(total / limit) };
}

/** One message written to the outbox instead of being sent (no SMTP server / provider configured). */
export interface OutboxEntry {
  id: number;
  channel: OutboxChannel;
  /** email address, phone number, or `user:<id>` for mobile push */
  recipient: string;
  /** email subject or push title; null for SMS */
  subject: string | null;
  /** email HTML, SMS text, push text */
  body: string;
  /** email: from, text, attachments (names and sizes); push: url, userId; SMS: links */
  details: Record<string, unknown>;
  /** the delivery message it came from; null for a test email */
  messageId: number | null;
  createdAt: string;
}
