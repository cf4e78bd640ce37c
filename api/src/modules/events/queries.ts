import { sql, type RawBuilder } from 'kysely';
import type { CalendarEvent, EventKind, SpecialEventComment, SpecialEventSummary } from '@portal/shared';
import type { Db } from '../../db';
import './tables';

/** Who is asking: the audience rules need the account, its group and (read in SQL) its location. */
export interface Viewer {
  id: number;
  group_id: number | null;
}

/**
 * The audience rule (issue 15, spec 4), as one SQL condition on `e`: personal events for their owner only; local ones
 * for the chosen locations; group ones for the chosen groups; Local + Group for people of a chosen group at a chosen
 * location; general for everyone; special events for their follower groups and additional followers. The creator of a
 * shared event also sees it.
 */
export function visibleTo(viewer: Viewer): RawBuilder<boolean> {
  const inLocation = sql`exists (select 1 from event_locations el where el.event_id = e.id and el.location_id = (select a.location_id from accounts a where a.id = ${viewer.id}))`;
  const inGroup = sql`exists (select 1 from event_groups eg where eg.event_id = e.id and eg.group_id = ${viewer.group_id})`;
  const follows = sql`exists (select 1 from event_followers ef where ef.event_id = e.id and ef.account_id = ${viewer.id})`;
  return sql<boolean>`(
    e.created_by = ${viewer.id}
    or e.kind = 'general'
    or (e.kind = 'local' and ${inLocation})
    or (e.kind = 'group' and ${inGroup})
    or (e.kind = 'local_group' and ${inLocation} and ${inGroup})
    or (e.kind = 'special' and (${inGroup} or ${follows}))
  )`;
}

interface EventRow {
  id: number;
  title: string;
  type: string;
  address: string;
  description: string;
  start_at: Date;
  end_at: Date;
  color: string;
  kind: string;
  created_by: number | null;
  full_name: string | null;
  groups_ids: number[] | null;
  locations_ids: number[] | null;
}

const eventColumns = sql`e.id, e.title, e.type, e.address, e.description, e.start_at, e.end_at, e.color, e.kind, e.created_by,
  (select a.first_name || ' ' || a.last_name from accounts a where a.id = e.created_by) as full_name,
  (select array_agg(eg.group_id order by eg.group_id) from event_groups eg where eg.event_id = e.id) as groups_ids,
  (select array_agg(el.location_id order by el.location_id) from event_locations el where el.event_id = e.id) as locations_ids`;

export function toCalendarEvent(row: EventRow): CalendarEvent {
  return {
    event_id: row.id,
    event_title: row.title,
    event_type: row.type,
    event_address: row.address,
    event_description: row.description,
    event_start: new Date(row.start_at).toISOString(),
    event_end: new Date(row.end_at).toISOString(),
    event_color: row.color,
    event_is_for_me: row.kind === 'personal',
    event_is_for_everyone: row.kind === 'general',
    kind: row.kind as EventKind,
    groups_ids: (row.groups_ids ?? []).map(Number),
    locations_ids: (row.locations_ids ?? []).map(Number),
    allDay: false,
    full_name: row.full_name ?? '',
    created_by: row.created_by,
  };
}

/** The events the viewer may see that overlap [from, to). */
export async function eventsInRange(db: Db, viewer: Viewer, from: Date, to: Date, limit = 2000): Promise<CalendarEvent[]> {
  const { rows } = await sql<EventRow>`select ${eventColumns} from events e
    where e.start_at < ${to} and e.end_at > ${from} and ${visibleTo(viewer)}
    order by e.start_at, e.id limit ${limit}`.execute(db);
  return rows.map(toCalendarEvent);
}

/** One event if the viewer may see it, else null (a 404: never a 403 that says it exists). */
export async function visibleEvent(db: Db, viewer: Viewer, id: number): Promise<CalendarEvent | null> {
  const { rows } = await sql<EventRow>`select ${eventColumns} from events e where e.id = ${id} and ${visibleTo(viewer)}`.execute(db);
  return rows[0] ? toCalendarEvent(rows[0]) : null;
}

export async function specialEvents(db: Db, viewer: Viewer): Promise<SpecialEventSummary[]> {
  const { rows } = await sql<{ id: number; title: string; type: string; start_at: Date; end_at: Date; color: string }>`
    select e.id, e.title, e.type, e.start_at, e.end_at, e.color from events e
    where e.kind = 'special' and ${visibleTo(viewer)} order by e.start_at desc, e.id desc limit 200`.execute(db);
  return rows.map((r) => ({
    event_id: r.id,
    event_title: r.title,
    event_type: r.type,
    event_start: new Date(r.start_at).toISOString(),
    event_end: new Date(r.end_at).toISOString(),
    event_color: r.color,
  }));
}

export async function replaceAudience(db: Db, eventId: number, groupIds: number[], locationIds: number[]): Promise<void> {
  await db.deleteFrom('event_groups').where('event_id', '=', eventId).execute();
  await db.deleteFrom('event_locations').where('event_id', '=', eventId).execute();
  if (groupIds.length)
    await db
      .insertInto('event_groups')
      .values(groupIds.map((group_id) => ({ event_id: eventId, group_id })))
      .execute();
  if (locationIds.length)
    await db
      .insertInto('event_locations')
      .values(locationIds.map((location_id) => ({ event_id: eventId, location_id })))
      .execute();
}

export async function existingIds(db: Db, table: 'groups' | 'locations', ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface CommentRow {
  id: number;
  message: string;
  files: string[];
  created_at: Date;
  updated_at: Date;
  account_id: number | null;
  first_name: string | null;
  last_name: string | null;
  url_image: string | null;
}

export function toComment(r: CommentRow): SpecialEventComment {
  return {
    id: r.id,
    message: r.message,
    files: r.files ?? [],
    created_by: { id: r.account_id, full_name: r.first_name ? `${r.first_name} ${r.last_name}` : 'Former user', url_image: r.url_image },
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

function commentQuery(db: Db) {
  return db
    .selectFrom('event_comments as c')
    .leftJoin('accounts as a', 'a.id', 'c.account_id')
    .select(['c.id', 'c.message', 'c.files', 'c.created_at', 'c.updated_at', 'c.account_id', 'a.first_name', 'a.last_name', 'a.url_image']);
}

export async function commentsOf(db: Db, eventId: number): Promise<SpecialEventComment[]> {
  const rows = await commentQuery(db).where('c.event_id', '=', eventId).orderBy('c.created_at').orderBy('c.id').execute();
  return rows.map((r) => toComment(r as CommentRow));
}

export async function commentById(db: Db, id: number): Promise<(SpecialEventComment & { event_id: number }) | null> {
  const row = await commentQuery(db).select('c.event_id').where('c.id', '=', id).executeTakeFirst();
  return row ? { ...toComment(row as CommentRow), event_id: row.event_id } : null;
}

/** Who follows a special event: its creator, its additional followers and the active members of its follower groups. */
export async function followerIds(db: Db, eventId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select e.created_by as id from events e where e.id = ${eventId} and e.created_by is not null
    union select ef.account_id from event_followers ef where ef.event_id = ${eventId}
    union select a.id from accounts a join event_groups eg on eg.group_id = a.group_id where eg.event_id = ${eventId} and a.status = 'ACTIVE'`.execute(db);
  return rows.map((r) => Number(r.id));
}
