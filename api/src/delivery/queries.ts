import { sql } from 'kysely';
import type { DeliveryChannel, DeliveryEventKind, DeliverySource, OutboxRequest } from '@portal/shared';
import type { Db } from '../db';
import { deliveryDb, type Transport } from './schema';

export interface ClaimedMessage {
  id: number;
  job_id: number;
  channel: DeliveryChannel;
  address: string;
  user_id: number | null;
  contact_id: number | null;
  token: string;
  attempts: number;
  transport: Transport;
}

/**
 * Takes up to `limit` due messages for this worker: FOR UPDATE SKIP LOCKED lets every worker of every api instance
 * claim at once without waiting on or taking each other's rows; the claim commits before anything is sent.
 */
export async function claimDue(db: Db, workerId: string, limit: number, transports: Record<DeliveryChannel, Transport>): Promise<ClaimedMessage[]> {
  const { rows } = await sql<ClaimedMessage>`
    with due as (
      select id from delivery_messages
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    update delivery_messages m
    set status = 'sending', attempts = m.attempts + 1, claimed_at = now(), claimed_by = ${workerId},
        transport = case m.channel when 'email' then ${transports.email} when 'sms' then ${transports.sms}
                                   when 'push' then ${transports.push} else ${transports.desktop} end
    from due where m.id = due.id
    returning m.id, m.job_id, m.channel, m.address, m.user_id, m.contact_id, m.token, m.attempts, m.transport`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export function jobsByIds(db: Db, ids: readonly number[]) {
  return deliveryDb(db)
    .selectFrom('delivery_jobs')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Of `ids`, those still claimed by this worker, locked until the transaction ends (a reaped row is not ours). */
export async function lockOwned(db: Db, ids: readonly number[], workerId: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await deliveryDb(db)
    .selectFrom('delivery_messages')
    .select('id')
    .where('id', 'in', [...ids])
    .where('status', '=', 'sending')
    .where('claimed_by', '=', workerId)
    .forUpdate()
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** Marks claimed messages sent and records one `<channel>_sent` event each, in one statement. */
export async function markSent(db: Db, ids: readonly number[], workerId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows } = await sql<{ n: number }>`
    with sent as (
      update delivery_messages set status = 'sent', sent_at = now(), last_error = null
      where id in (${sql.join([...ids])}) and status = 'sending' and claimed_by = ${workerId}
      returning id, job_id, channel
    ), events as (
      insert into delivery_events (source_kind, source_id, kind, message_id)
      select j.source_kind, j.source_id, sent.channel || '_sent', sent.id from sent join delivery_jobs j on j.id = sent.job_id
      returning 1
    )
    select count(*)::int as n from events`.execute(db);
  return rows[0]?.n ?? 0;
}

/** A failed attempt: back to pending at `retryAt`, or failed for good. */
export async function markAttemptFailed(db: Db, id: number, workerId: string, error: string, retryAt: Date | null): Promise<void> {
  await deliveryDb(db)
    .updateTable('delivery_messages')
    .set(retryAt ? { status: 'pending', next_attempt_at: retryAt, last_error: error } : { status: 'failed', last_error: error })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimed_by', '=', workerId)
    .execute();
}

export const INTERRUPTED_MESSAGE = 'Interrupted while sending; not retried so that nobody receives it twice.';

/**
 * Claims older than the lease belong to a worker that died. Outbox and bell writes commit together with their
 * mark, so an unmarked one never happened: back to pending. An SMTP or provider call may have gone out before the
 * crash: failed, never sent again (at most once).
 */
export async function reapStale(db: Db, leaseMs: number): Promise<number> {
  const result = await sql`
    update delivery_messages
    set status = case when transport in ('outbox', 'bell') then 'pending' else 'failed' end,
        last_error = case when transport in ('outbox', 'bell') then last_error else ${INTERRUPTED_MESSAGE} end,
        next_attempt_at = now()
    where status = 'sending' and claimed_at < now() - ${sql.lit(`${Math.ceil(leaseMs / 1000)} seconds`)}::interval`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface OutboxInsert {
  channel: 'email' | 'sms' | 'push';
  message_id: number | null;
  recipient: string;
  subject: string | null;
  body: string;
  details: Record<string, unknown>;
}

export async function insertOutbox(db: Db, rows: readonly OutboxInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await deliveryDb(db)
    .insertInto('delivery_outbox')
    .values(rows.map((r) => ({ ...r, details: JSON.stringify(r.details) })))
    .execute();
}

export async function insertLinks(db: Db, rows: ReadonlyArray<{ token: string; message_id: number; url: string }>): Promise<void> {
  if (rows.length === 0) return;
  await deliveryDb(db)
    .insertInto('delivery_links')
    .values([...rows])
    .execute();
}

export async function listOutbox(db: Db, request: OutboxRequest) {
  const ddb = deliveryDb(db);
  let base = ddb.selectFrom('delivery_outbox');
  if (request.channel) base = base.where('channel', '=', request.channel);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(request.limit).offset(request.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The open pixel: the first load of an email's pixel records one open; later loads and unknown tokens nothing. */
export async function recordOpen(db: Db, token: string): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    with opened as (
      update delivery_messages set opened_at = now()
      where token = ${token} and channel = 'email' and opened_at is null and status = 'sent'
      returning id, job_id
    )
    insert into delivery_events (source_kind, source_id, kind, message_id)
    select j.source_kind, j.source_id, 'email_open', opened.id from opened join delivery_jobs j on j.id = opened.job_id
    returning id`.execute(db);
  return rows.length > 0;
}

/** A tracked SMS link: counts the click and gives back the URL stored for the token (never one from the request). */
export async function recordClick(db: Db, token: string): Promise<string | null> {
  const { rows } = await sql<{ url: string }>`
    with clicked as (
      update delivery_links set clicks = clicks + 1, first_clicked_at = coalesce(first_clicked_at, now())
      where token = ${token}
      returning message_id, url
    ), event as (
      insert into delivery_events (source_kind, source_id, kind, message_id)
      select j.source_kind, j.source_id, 'sms_click', m.id
      from clicked join delivery_messages m on m.id = clicked.message_id join delivery_jobs j on j.id = m.job_id
    )
    select url from clicked`.execute(db);
  return rows[0]?.url ?? null;
}

export async function insertEvent(
  db: Db,
  source: DeliverySource,
  kind: DeliveryEventKind,
  extra: { messageId?: number | null; userId?: number | null; phone?: string | null } = {},
): Promise<void> {
  await deliveryDb(db)
    .insertInto('delivery_events')
    .values({
      source_kind: source.kind,
      source_id: source.id,
      kind,
      message_id: extra.messageId ?? null,
      user_id: extra.userId ?? null,
      phone: extra.phone ?? null,
    })
    .execute();
}

export async function eventCounts(db: Db, source: DeliverySource) {
  return deliveryDb(db)
    .selectFrom('delivery_events')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.count<number>('message_id').distinct().as('messages'), (eb) => eb.fn.min('created_at').as('first')])
    .where('source_kind', '=', source.kind)
    .where('source_id', '=', source.id)
    .groupBy('kind')
    .execute();
}

export async function messageStatusCounts(db: Db, source: DeliverySource) {
  return deliveryDb(db)
    .selectFrom('delivery_messages as m')
    .innerJoin('delivery_jobs as j', 'j.id', 'm.job_id')
    .select(['m.status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('j.source_kind', '=', source.kind)
    .where('j.source_id', '=', source.id)
    .groupBy('m.status')
    .execute();
}
