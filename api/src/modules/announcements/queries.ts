import { sql, type Insertable } from 'kysely';
import type { AnnouncementKind, Opinion } from '@portal/shared';
import type { Db } from '../../db';
import type { AnnouncementsTable } from '../../db/schema';
import { visibleTo, type Viewer } from './policy';
import './tables';

/** Most rows one list returns (the hub shows the newest). */
export const LIST_LIMIT = 200;

function baseSelect(db: Db, viewerId: number) {
  return db
    .selectFrom('announcements as a')
    .innerJoin('accounts as o', 'o.id', 'a.owner_id')
    .leftJoin('locations as loc', 'loc.id', 'a.location_id')
    .selectAll('a')
    .select([
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
      'o.location_id as owner_location_id',
      'o.profile_id as owner_profile_id',
      'o.created_at as owner_created_at',
      'loc.display_name as location_name',
      sql<boolean>`exists (select 1 from announcement_views v where v.announcement_id = a.id and v.account_id = ${viewerId})`.as('viewd'),
      sql<number[]>`coalesce((select json_agg(al.location_id order by al.location_id) from announcement_locations al where al.announcement_id = a.id), '[]'::json)`.as(
        'locations_ids',
      ),
      sql<number[]>`coalesce((select json_agg(ag.group_id order by ag.group_id) from announcement_groups ag where ag.announcement_id = a.id), '[]'::json)`.as('groups_ids'),
      sql<number>`(select count(*)::int from announcement_contacts ac where ac.announcement_id = a.id)`.as('contacts_count'),
    ]);
}
export type AnnouncementListRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['executeTakeFirstOrThrow']>>;

export function listForViewer(db: Db, kind: AnnouncementKind, viewer: Viewer) {
  return baseSelect(db, viewer.id).where('a.kind', '=', kind).where(visibleTo(viewer)).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(LIST_LIMIT).execute();
}

export function findForViewer(db: Db, id: number, viewer: Viewer) {
  return baseSelect(db, viewer.id).where('a.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
}

/** Any row, hidden or not (for the delete routes' kind check). */
export function findKind(db: Db, id: number) {
  return db.selectFrom('announcements').select(['id', 'kind', 'visibility']).where('id', '=', id).executeTakeFirst();
}

/** For the public viewers: published, visible, of that kind; with the author's name only. */
export function findPublic(db: Db, id: number, kind: AnnouncementKind) {
  return db
    .selectFrom('announcements as a')
    .innerJoin('accounts as o', 'o.id', 'a.owner_id')
    .select(['a.id', 'a.subject', 'a.info', 'a.created_at', 'a.url_image', 'o.first_name', 'o.last_name'])
    .where('a.id', '=', id)
    .where('a.kind', '=', kind)
    .where('a.visibility', '=', true)
    .where('a.created_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
}

export async function hide(db: Db, id: number): Promise<boolean> {
  const res = await db.updateTable('announcements').set({ visibility: false, updated_at: new Date() }).where('id', '=', id).where('visibility', '=', true).executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** One row per (announcement, viewer); true when this call wrote it (the first view). */
export async function recordView(db: Db, announcementId: number, viewer: { account_id: number } | { contact_id: number } | { phone: string }): Promise<boolean> {
  const rows = await db
    .insertInto('announcement_views')
    .values({ announcement_id: announcementId, ...viewer })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function isRecipientContact(db: Db, announcementId: number, contactId: number): Promise<boolean> {
  const row = await db
    .selectFrom('announcement_contacts')
    .select('contact_id')
    .where('announcement_id', '=', announcementId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function opinionOf(db: Db, announcementId: number, accountId: number): Promise<Opinion | null> {
  const row = await db.selectFrom('announcement_opinions').select('emoji').where('announcement_id', '=', announcementId).where('account_id', '=', accountId).executeTakeFirst();
  return row?.emoji ?? null;
}

/** One rating per user: false when there already is one. */
export async function insertOpinion(db: Db, announcementId: number, accountId: number, emoji: Opinion): Promise<boolean> {
  const rows = await db
    .insertInto('announcement_opinions')
    .values({ announcement_id: announcementId, account_id: accountId, emoji })
    .onConflict((oc) => oc.columns(['announcement_id', 'account_id']).doNothing())
    .returning('emoji')
    .execute();
  return rows.length > 0;
}

export function insertAnnouncement(db: Db, values: Insertable<AnnouncementsTable>) {
  return db.insertInto('announcements').values(values).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

export async function insertAudience(db: Db, announcementId: number, audience: { locations: readonly number[]; groups: readonly number[]; contacts: readonly number[] }) {
  if (audience.locations.length) {
    await db
      .insertInto('announcement_locations')
      .values(audience.locations.map((location_id) => ({ announcement_id: announcementId, location_id })))
      .execute();
  }
  if (audience.groups.length) {
    await db
      .insertInto('announcement_groups')
      .values(audience.groups.map((group_id) => ({ announcement_id: announcementId, group_id })))
      .execute();
  }
  for (let i = 0; i < audience.contacts.length; i += 1000) {
    await db
      .insertInto('announcement_contacts')
      .values(audience.contacts.slice(i, i + 1000).map((contact_id) => ({ announcement_id: announcementId, contact_id })))
      .execute();
  }
}

/** ACTIVE accounts in the audience (everyone, or location in `locations` if any AND group in `groups` if any). */
export interface Audience {
  everyone: boolean;
  locations: readonly number[];
  groups: readonly number[];
}

/** The active accounts an announcement is for: everyone, or those at its locations and / or in its groups. */
function audienceQuery(db: Db, audience: Audience) {
  let query = db.selectFrom('accounts').where('status', '=', 'ACTIVE');
  if (!audience.everyone) {
    if (audience.locations.length) query = query.where('location_id', 'in', [...audience.locations]);
    if (audience.groups.length) query = query.where('group_id', 'in', [...audience.groups]);
  }
  return query;
}

export function audienceAccounts(db: Db, audience: Audience) {
  return audienceQuery(db, audience).select(['id', 'email', 'phone_number']).orderBy('id').execute();
}

/** How many `audienceAccounts` there are (analytics: the open rate's denominator). */
export async function countAudienceAccounts(db: Db, audience: Audience): Promise<number> {
  const row = await audienceQuery(db, audience)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A batch of `audienceAccounts` after `afterId`, for the analytics export (keyset on id). */
export function audienceAccountIdsAfter(db: Db, audience: Audience, afterId: number, limit: number) {
  return audienceQuery(db, audience).select('id').where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export async function existingIds(db: Db, table: 'locations' | 'groups' | 'profiles', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export function groupsWithProfiles(db: Db, ids: readonly number[]) {
  return ids.length
    ? db
        .selectFrom('groups')
        .select(['id', 'profile_id'])
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);
}

export function viewerFacts(db: Db, accountId: number) {
  return db.selectFrom('accounts').select(['location_id', 'group_id']).where('id', '=', accountId).executeTakeFirst();
}
