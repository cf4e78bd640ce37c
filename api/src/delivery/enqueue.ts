import { sql } from 'kysely';
import type { DeliveryChannel, DeliverySource } from '@portal/shared';
import type { Db } from '../db';
import { CHANGES_CHANNEL } from '../db/changes';
import { newToken, normaliseEmail, normalisePhone } from './content';
import { deliveryDb } from './schema';

export interface DeliveryRecipient {
  /** a portal account: its email / phone fill in what is not given; needed for push and desktop */
  userId?: number;
  email?: string;
  phone?: string;
  /** a payroll-provider / benefits contact (no account) */
  contactId?: number;
}

export interface DeliveryRequest {
  source: DeliverySource;
  subject: string;
  /** the email body */
  html: string;
  /** the SMS and push text; full links in it become tracked links */
  text: string;
  /**
   * where the message leads: a portal path (`/announcements/company/5`) or a full URL; null for none. `{userId}`,
   * `{contactId}` and (SMS) `{phone}` are filled in per recipient (`/ap/5/{contactId}`), so one job serves all.
   */
  link: string | null;
  channels: Record<DeliveryChannel, boolean>;
  recipients: readonly DeliveryRecipient[];
  /** send no earlier than this (scheduled newsletters) */
  notBefore?: Date;
}

export interface EnqueuedDelivery {
  jobId: number;
  /** messages queued per channel (one per distinct address) */
  queued: Record<DeliveryChannel, number>;
  /** (recipient, channel) pairs left out: no usable email / phone, or no account for push / desktop */
  skipped: number;
}

/** the channel the wake-up rides on: the same NOTIFY the change feed already listens to */
export const DELIVERY_WAKE_TABLE = 'delivery_messages';
const INSERT_CHUNK = 1000;

/**
 * Queues a send: one job and one message row per (recipient, channel), in the caller's transaction when `db` is
 * one, so the send exists exactly when the announcement does. Workers pick the rows up after the commit (a
 * NOTIFY sent inside the transaction is only delivered then).
 */
export async function enqueueDelivery(db: Db, request: DeliveryRequest): Promise<EnqueuedDelivery> {
  const subject = request.subject.trim();
  if (!subject) throw new Error('enqueueDelivery: subject is required');
  if (!Number.isInteger(request.source.id)) throw new Error('enqueueDelivery: source.id must be an integer');
  if (request.notBefore && Number.isNaN(request.notBefore.getTime())) throw new Error('enqueueDelivery: notBefore is not a valid date');
  const ddb = deliveryDb(db);

  const accountIds = [...new Set(request.recipients.map((r) => r.userId).filter((id): id is number => Number.isInteger(id)))];
  const accounts = new Map<number, { email: string; phone_number: string | null }>();
  for (let i = 0; i < accountIds.length; i += INSERT_CHUNK) {
    const rows = await ddb
      .selectFrom('accounts')
      .select(['id', 'email', 'phone_number'])
      .where('id', 'in', accountIds.slice(i, i + INSERT_CHUNK))
      .execute();
    for (const row of rows) accounts.set(row.id, row);
  }

  type Row = { channel: DeliveryChannel; address: string; user_id: number | null; contact_id: number | null };
  const rows = new Map<string, Row>();
  const queued: Record<DeliveryChannel, number> = { email: 0, sms: 0, push: 0, desktop: 0 };
  let skipped = 0;
  const add = (channel: DeliveryChannel, address: string | null, recipient: DeliveryRecipient, userId: number | null) => {
    if (!address) {
      skipped++;
      return;
    }
    const key = `${channel}\u0000${address}`;
    if (rows.has(key)) return; // the same person twice in the list gets one message
    rows.set(key, { channel, address, user_id: userId, contact_id: recipient.contactId ?? null });
    queued[channel]++;
  };
  for (const recipient of request.recipients) {
    const account = recipient.userId !== undefined ? accounts.get(recipient.userId) : undefined;
    const userId = account ? recipient.userId! : null;
    if (request.channels.email) add('email', normaliseEmail(recipient.email ?? account?.email), recipient, userId);
    if (request.channels.sms) add('sms', normalisePhone(recipient.phone ?? account?.phone_number), recipient, userId);
    if (request.channels.push) add('push', userId === null ? null : String(userId), recipient, userId);
    if (request.channels.desktop) add('desktop', userId === null ? null : String(userId), recipient, userId);
  }

  const job = await ddb
    .insertInto('delivery_jobs')
    .values({
      source_kind: request.source.kind,
      source_id: request.source.id,
      subject,
      html: request.html,
      text: request.text,
      link: request.link,
      ...(request.notBefore ? { not_before: request.notBefore } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += INSERT_CHUNK) {
    await ddb
      .insertInto('delivery_messages')
      .values(
        all.slice(i, i + INSERT_CHUNK).map((row) => ({
          ...row,
          job_id: job.id,
          token: newToken(),
          ...(request.notBefore ? { next_attempt_at: request.notBefore } : {}),
        })),
      )
      .execute();
  }
  if (all.length > 0) await sql`select pg_notify(${CHANGES_CHANNEL}, ${DELIVERY_WAKE_TABLE})`.execute(db);
  return { jobId: job.id, queued, skipped };
}
