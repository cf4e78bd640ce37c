import { sql } from 'kysely';
import type { Db } from '../../db';
import './tables';

/** Namespace of this module's advisory locks (the second key is the location id). */
const CHAT_LOCK_SPACE = 0x63686174; // 'chat'

export interface MessageRow {
  id: number;
  location_id: number;
  sender_id: number;
  type: 'TEXT' | 'IMAGE';
  content: string;
  image_url: string | null;
  client_id: string | null;
  created_at: Date;
  first_name: string;
  last_name: string;
  url_image: string | null;
}

function messages(db: Db) {
  return db
    .selectFrom('location_messages as m')
    .innerJoin('accounts as a', 'a.id', 'm.sender_id')
    .select(['m.id', 'm.location_id', 'm.sender_id', 'm.type', 'm.content', 'm.image_url', 'm.client_id', 'm.created_at', 'a.first_name', 'a.last_name', 'a.url_image']);
}

/** The newest `limit` messages (or the newest before `before`), newest first; one more than asked tells there are older ones. */
export function listBefore(db: Db, locationId: number, before: number | null, limit: number): Promise<MessageRow[]> {
  let query = messages(db).where('m.location_id', '=', locationId);
  if (before !== null) query = query.where('m.id', '<', before);
  return query.orderBy('m.id', 'desc').limit(limit).execute();
}

/** Messages after `after`, oldest first (catch-up after a reconnect, and the poll). */
export function listAfter(db: Db, locationId: number, after: number, limit: number): Promise<MessageRow[]> {
  return messages(db).where('m.location_id', '=', locationId).where('m.id', '>', after).orderBy('m.id', 'asc').limit(limit).execute();
}

export interface NewMessage {
  location_id: number;
  sender_id: number;
  type: 'TEXT' | 'IMAGE';
  content: string;
  image_url: string | null;
  client_id: string | null;
}

export type StoredMessage = Pick<MessageRow, 'id' | 'location_id' | 'sender_id' | 'type' | 'content' | 'image_url' | 'client_id' | 'created_at'>;

/**
 * Stores a message and returns its row (or, for a resend with a client key already used, the stored one read back with
 * its sender, `created: false`). One statement, so one round trip and its own transaction.
 *
 * Ids come from one sequence, but a reader catching up "after id N" must never find a smaller id appearing later. So
 * the messages of one location are written one at a time: the statement first takes a transaction-scoped advisory lock
 * on the location, which it holds until it commits, so the message that took id N+1 commits only after N did and
 * "after N" misses nothing. Other locations do not wait.
 */
export async function insertMessage(db: Db, message: NewMessage): Promise<{ row: StoredMessage; created: true } | { row: MessageRow; created: false }> {
  const { rows } = await sql<StoredMessage>`
    with lock as (select pg_advisory_xact_lock(${CHAT_LOCK_SPACE}, ${message.location_id}))
    insert into location_messages (location_id, sender_id, type, content, image_url, client_id)
    select ${message.location_id}, ${message.sender_id}, ${message.type}, ${message.content}, ${message.image_url}, ${message.client_id} from lock
    on conflict (sender_id, client_id) where client_id is not null do nothing
    returning id, location_id, sender_id, type, content, image_url, client_id, created_at`.execute(db);
  if (rows[0]) return { row: rows[0], created: true };
  const existing = await messages(db).where('m.sender_id', '=', message.sender_id).where('m.client_id', '=', message.client_id).executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

export interface LocationChoice {
  id: number;
  display_name: string;
  active: boolean;
  unread: number;
}

/** The locations a viewer may open (their own; every one for a location administrator), with unread counts. */
export async function locationChoices(db: Db, viewerId: number, own: number | null, all: boolean): Promise<LocationChoice[]> {
  if (!all && own === null) return [];
  let query = db
    .selectFrom('locations as l')
    .leftJoin('location_chat_reads as r', (join) => join.onRef('r.location_id', '=', 'l.id').on('r.account_id', '=', viewerId))
    .select((eb) => [
      'l.id',
      'l.display_name',
      'l.active',
      eb
        .selectFrom('location_messages as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.location_id', '=', 'l.id')
        .where('m.sender_id', '<>', viewerId)
        .where('m.id', '>', sql<number>`coalesce(r.last_read_id, 0)`)
        .as('unread'),
    ]);
  if (!all) query = query.where('l.id', '=', own!);
  else if (own !== null) query = query.where((eb) => eb.or([eb('l.active', '=', true), eb('l.id', '=', own)]));
  else query = query.where('l.active', '=', true);
  const rows = await query
    .orderBy(sql`lower(l.display_name)`)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ id: r.id, display_name: r.display_name, active: r.active, unread: Number(r.unread ?? 0) }));
}

export function findLocation(db: Db, id: number) {
  return db.selectFrom('locations').select(['id', 'display_name', 'active']).where('id', '=', id).executeTakeFirst();
}

/** The location's people who can be listed: ACTIVE and INACTIVE accounts whose main location it is. */
export function locationUsers(db: Db, locationId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'first_name', 'last_name', 'email', 'status', 'url_image'])
    .where('location_id', '=', locationId)
    .where('status', 'in', ['ACTIVE', 'INACTIVE'])
    .orderBy(sql`lower(first_name)`)
    .orderBy(sql`lower(last_name)`)
    .orderBy('id')
    .execute();
}

/** Moves the viewer's read mark forward to `id` (never back, never past the newest message of the location). */
export async function markRead(db: Db, viewerId: number, locationId: number, id: number): Promise<void> {
  const newest = await db
    .selectFrom('location_messages')
    .select(sql<number | null>`max(id)`.as('max'))
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  const mark = Math.min(id, Number(newest?.max ?? 0));
  await db
    .insertInto('location_chat_reads')
    .values({ account_id: viewerId, location_id: locationId, last_read_id: mark })
    .onConflict((oc) =>
      oc.columns(['account_id', 'location_id']).doUpdateSet({
        last_read_id: sql`greatest(location_chat_reads.last_read_id, excluded.last_read_id)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
