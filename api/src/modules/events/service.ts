import { createHash, randomBytes } from 'node:crypto';
import {
  audienceOf,
  dayRangeInZone,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENTS_REALTIME,
  eventColorOf,
  eventKindOf,
  isIsoDate,
  todayInZone,
  triviaMonthRange,
  type CalendarEvent,
  type CalendarFeedLink,
  type CalendarFeedState,
  type CommentCreateBody,
  type EventBody,
  type FollowerCandidate,
  type SpecialEvent,
  type SpecialEventComment,
  type SpecialEventUpdateBody,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db';
import type { RequestUser } from '../../auth/access';
import { badRequest, HttpError } from '@portal/shared/node/server';
import { ERROR_CODES } from '@portal/shared';
import { decodeBase64File, sniffImage } from '../../storage';
import { recordActivity } from '../accounts/activities';
import { notifyUsers } from '../notify/service';
import { assertMayChangeComment, mayFollowEvents } from './policy';
import * as q from './queries';
import type { Viewer } from './queries';

export type EventsDeps = Pick<AppDeps, 'db' | 'config' | 'realtime' | 'storage'>;

const viewerOf = (user: Pick<RequestUser, 'id' | 'group_id'>): Viewer => ({ id: user.id, group_id: user.group_id });
const eventNotFound = () => new HttpError(404, ERROR_CODES.notFound, EVENT_MESSAGES.notFound);
const commentNotFound = () => new HttpError(404, ERROR_CODES.notFound, EVENT_MESSAGES.commentNotFound);

/** start / end of a calendar call: instants as given; a bare date is the start of that day in the portal zone; end exclusive. */
export function rangeOf(timeZone: string, query: { start?: string; end?: string }, now = new Date()): { from: Date; to: Date } {
  const read = (value: string) => (isIsoDate(value) ? dayRangeInZone(value, timeZone).start : new Date(value));
  if (!query.start && !query.end) {
    const month = triviaMonthRange(todayInZone(timeZone, now).slice(0, 7));
    return { from: dayRangeInZone(month.start, timeZone).start, to: dayRangeInZone(month.end, timeZone).end };
  }
  if (!query.start || !query.end) throw badRequest(EVENT_MESSAGES.range, 'start');
  const from = read(query.start);
  const to = read(query.end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > EVENT_LIMITS.rangeDays * 86_400_000) {
    throw badRequest(EVENT_MESSAGES.range, 'start');
  }
  return { from, to };
}

export async function listEvents(deps: EventsDeps, user: RequestUser, query: { start?: string; end?: string }): Promise<CalendarEvent[]> {
  const { from, to } = rangeOf(deps.config.timeZone, query);
  return q.eventsInRange(deps.db, viewerOf(user), from, to);
}

export async function getEvent(deps: EventsDeps, user: RequestUser, id: number): Promise<CalendarEvent> {
  const event = await q.visibleEvent(deps.db, viewerOf(user), id);
  if (!event) throw eventNotFound();
  return event;
}

async function checkAudience(db: Db, groups: number[], locations: number[]): Promise<void> {
  if ((await q.existingIds(db, 'groups', groups)) !== groups.length) throw badRequest(EVENT_MESSAGES.unknownGroups, 'groups_ids');
  if ((await q.existingIds(db, 'locations', locations)) !== locations.length) throw badRequest(EVENT_MESSAGES.unknownLocations, 'locations_ids');
}

/** The row an event body becomes: kind from the buttons, colour from the kind (spec 4), lists kept only where they apply. */
function rowOf(body: EventBody) {
  const kind = eventKindOf(body);
  if (!kind) throw badRequest(EVENT_MESSAGES.noKind, 'kind');
  return {
    kind,
    audience: audienceOf(kind, body),
    values: {
      title: body.title.trim(),
      type: body.type,
      address: body.address.trim(),
      description: body.description,
      start_at: new Date(body.start),
      end_at: new Date(body.end),
      color: eventColorOf(kind, body.type),
      kind,
    },
  };
}

export async function createEvent(deps: EventsDeps, user: RequestUser, body: EventBody): Promise<CalendarEvent> {
  const { kind, audience, values } = rowOf(body);
  await checkAudience(deps.db, audience.groups_ids, audience.locations_ids);
  const id = await deps.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('events')
      .values({ ...values, created_by: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    // a special event's follower groups start as its creator's group (spec 2.6 shows them read only)
    const groups = kind === 'special' ? (user.group_id ? [user.group_id] : []) : audience.groups_ids;
    await q.replaceAudience(tx, row.id, groups, audience.locations_ids);
    await recordActivity(tx, user.id, 'event_created');
    return row.id;
  });
  return getEvent(deps, user, id);
}

export async function updateEvent(deps: EventsDeps, user: RequestUser, id: number, body: EventBody): Promise<CalendarEvent> {
  const before = await getEvent(deps, user, id);
  const { kind, audience, values } = rowOf(body);
  await checkAudience(deps.db, audience.groups_ids, audience.locations_ids);
  await deps.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('events')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    if (kind === 'special') {
      // stays special: its followers stay; becomes special: its creator's group follows
      if (before.kind !== 'special') await q.replaceAudience(tx, id, before.created_by === user.id && user.group_id ? [user.group_id] : [], []);
    } else {
      await q.replaceAudience(tx, id, audience.groups_ids, audience.locations_ids);
      await tx.deleteFrom('event_followers').where('event_id', '=', id).execute();
    }
  });
  if (kind === 'special') await notifyFollowers(deps, user, id, `${values.title} was updated.`);
  return getEvent(deps, user, id);
}

export async function deleteEvent(deps: EventsDeps, user: RequestUser, id: number): Promise<void> {
  const event = await getEvent(deps, user, id);
  const followers = event.kind === 'special' ? await q.followerIds(deps.db, id) : [];
  const files = await deps.db.selectFrom('event_comments').select('files').where('event_id', '=', id).execute();
  await deps.db.deleteFrom('events').where('id', '=', id).execute();
  for (const file of files.flatMap((f) => f.files)) await deps.storage.remove(file);
  const others = followers.filter((f) => f !== user.id);
  if (others.length) await notifyUsers(deps, { userIds: others, content: `${event.event_title} was deleted.`, link: '/calendar' });
}

// ---- special events ---------------------------------------------------------------------------------------------

async function visibleSpecial(deps: EventsDeps, user: RequestUser, id: number): Promise<CalendarEvent> {
  const event = await q.visibleEvent(deps.db, viewerOf(user), id);
  if (!event || event.kind !== 'special') throw eventNotFound();
  return event;
}

export async function getSpecialEvent(deps: EventsDeps, user: RequestUser, id: number): Promise<SpecialEvent> {
  const event = await visibleSpecial(deps, user, id);
  const row = await deps.db
    .selectFrom('events as e')
    .leftJoin('accounts as a', 'a.id', 'e.created_by')
    .select(['e.created_at', 'e.updated_at', 'a.first_name', 'a.last_name', 'a.url_image'])
    .where('e.id', '=', id)
    .executeTakeFirstOrThrow();
  const groups = await deps.db
    .selectFrom('event_groups as eg')
    .innerJoin('groups as g', 'g.id', 'eg.group_id')
    .select(['g.id', 'g.name'])
    .where('eg.event_id', '=', id)
    .orderBy('g.name')
    .execute();
  const users = await deps.db
    .selectFrom('event_followers as ef')
    .innerJoin('accounts as a', 'a.id', 'ef.account_id')
    .select(['a.id', 'a.first_name', 'a.last_name'])
    .where('ef.event_id', '=', id)
    .orderBy('a.first_name')
    .orderBy('a.last_name')
    .execute();
  return {
    event_id: event.event_id,
    event_title: event.event_title,
    event_description: event.event_description,
    event_address: event.event_address,
    event_start: event.event_start,
    event_end: event.event_end,
    event_type: event.event_type,
    event_color: event.event_color,
    created_by: { id: event.created_by, full_name: row.first_name ? `${row.first_name} ${row.last_name}` : 'Former user', url_image: row.url_image },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    groups_ids: groups,
    additional_users: users.map((u) => ({ customer_id: u.id, label: `${u.first_name} ${u.last_name}` })),
    comments: await q.commentsOf(deps.db, id),
  };
}

export async function listSpecialEvents(deps: EventsDeps, user: RequestUser) {
  return q.specialEvents(deps.db, viewerOf(user));
}

export async function updateSpecialEvent(deps: EventsDeps, user: RequestUser, id: number, body: SpecialEventUpdateBody): Promise<SpecialEvent> {
  const event = await visibleSpecial(deps, user, id);
  const type = body.event_type ?? event.event_type;
  await deps.db
    .updateTable('events')
    .set({
      title: body.event_title,
      description: body.event_description,
      address: body.event_address,
      start_at: new Date(body.event_start),
      end_at: new Date(body.event_end),
      type,
      color: eventColorOf('special', type),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await notifyFollowers(deps, user, id, `${body.event_title} was updated.`);
  return getSpecialEvent(deps, user, id);
}

export async function setFollowers(deps: EventsDeps, user: RequestUser, eventId: number, accountIds: number[]): Promise<SpecialEvent> {
  await visibleSpecial(deps, user, eventId);
  const ids = [...new Set(accountIds)];
  if (ids.length) {
    const found = await deps.db.selectFrom('accounts').select('id').where('id', 'in', ids).where('status', '=', 'ACTIVE').execute();
    if (found.length !== ids.length) throw badRequest(EVENT_MESSAGES.unknownAccounts, 'customer_ids');
  }
  const before = (await deps.db.selectFrom('event_followers').select('account_id').where('event_id', '=', eventId).execute()).map((r) => r.account_id);
  await deps.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('event_followers').where('event_id', '=', eventId).execute();
    if (ids.length)
      await tx
        .insertInto('event_followers')
        .values(ids.map((account_id) => ({ event_id: eventId, account_id })))
        .execute();
  });
  const added = ids.filter((a) => !before.includes(a) && a !== user.id);
  const event = await getSpecialEvent(deps, user, eventId);
  if (added.length) await notifyUsers(deps, { userIds: added, content: `You now follow ${event.event_title}.`, link: `/special-event/${eventId}` });
  return event;
}

async function notifyFollowers(deps: EventsDeps, actor: RequestUser, eventId: number, content: string): Promise<void> {
  const ids = (await q.followerIds(deps.db, eventId)).filter((id) => id !== actor.id);
  if (ids.length) await notifyUsers(deps, { userIds: ids, content, link: `/special-event/${eventId}` });
}

// ---- comments -------------------------------------------------------------------------------------------------

/** Each attachment: a .jpg or .png by its bytes, under 4 MB; all checked before any is stored. */
function checkedPictures(files: string[]): { bytes: Buffer; kind: string }[] {
  return files.map((raw) => {
    const bytes = decodeBase64File(raw);
    const kind = bytes ? sniffImage(bytes) : null;
    if (!bytes || (kind !== 'jpg' && kind !== 'png')) throw badRequest(EVENT_MESSAGES.commentFileType, 'files');
    if (bytes.length > EVENT_LIMITS.commentFileBytes) throw badRequest(EVENT_MESSAGES.commentFileSize, 'files');
    return { bytes, kind };
  });
}

function pushComments(deps: EventsDeps, eventId: number): void {
  deps.realtime.toRoom(EVENTS_REALTIME.room(eventId), EVENTS_REALTIME.commentEvent, { eventId });
}

export async function createComment(deps: EventsDeps, user: RequestUser, body: CommentCreateBody): Promise<SpecialEventComment> {
  const event = await visibleSpecial(deps, user, body.event_id);
  const pictures = checkedPictures(body.files);
  const urls: string[] = [];
  for (const picture of pictures) urls.push(await deps.storage.save('events', picture.bytes, picture.kind));
  const id = await deps.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('event_comments')
      .values({ event_id: event.event_id, account_id: user.id, message: body.message, files: urls })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordActivity(tx, user.id, 'event_commented');
    return row.id;
  });
  pushComments(deps, event.event_id);
  await notifyFollowers(deps, user, event.event_id, `New comment on ${event.event_title}.`);
  return (await q.commentById(deps.db, id))!;
}

/** The comment, if its event is one the caller may see; authors change their own, managers (events edit / delete) any. */
async function ownComment(deps: EventsDeps, user: RequestUser, id: number, action: 'edit' | 'delete') {
  const comment = await q.commentById(deps.db, id);
  if (!comment) throw commentNotFound();
  await visibleSpecial(deps, user, comment.event_id).catch(() => {
    throw commentNotFound();
  });
  assertMayChangeComment(user, comment.created_by.id, action);
  return comment;
}

export async function updateComment(deps: EventsDeps, user: RequestUser, id: number, message: string): Promise<SpecialEventComment> {
  const comment = await ownComment(deps, user, id, 'edit');
  await deps.db.updateTable('event_comments').set({ message, updated_at: new Date() }).where('id', '=', id).execute();
  pushComments(deps, comment.event_id);
  return (await q.commentById(deps.db, id))!;
}

export async function deleteComment(deps: EventsDeps, user: RequestUser, id: number): Promise<void> {
  const comment = await ownComment(deps, user, id, 'delete');
  await deps.db.deleteFrom('event_comments').where('id', '=', id).execute();
  for (const file of comment.files) await deps.storage.remove(file);
  pushComments(deps, comment.event_id);
}

export async function mayJoinEventRoom(deps: Pick<AppDeps, 'db' | 'accessStates'>, userId: number, key: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(key)) return false;
  const state = await deps.accessStates.get(userId);
  if (!mayFollowEvents(state)) return false;
  const event = await q.visibleEvent(deps.db, { id: userId, group_id: state.group_id }, Number(key));
  return event?.kind === 'special';
}

// ---- follower search (GET /accounts?full_name=) ----------------------------------------------------------------

export async function searchFollowers(db: Db, text: string): Promise<FollowerCandidate[]> {
  const pattern = `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb(eb.fn('concat_ws', [eb.val(' '), eb.ref('first_name'), eb.ref('last_name')]), 'ilike', pattern))
    .orderBy('first_name')
    .orderBy('last_name')
    .limit(20)
    .execute();
  return rows.map((r) => ({ customer_id: r.id, label: `${r.first_name} ${r.last_name}`, email: r.email }));
}

// ---- private calendar feed ------------------------------------------------------------------------------------

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function feedState(db: Db, userId: number): Promise<CalendarFeedState> {
  const row = await db.selectFrom('calendar_feed_tokens').select('created_at').where('account_id', '=', userId).executeTakeFirst();
  return { active: Boolean(row), created_at: row ? new Date(row.created_at).toISOString() : null };
}

/** A new unguessable feed address for the user (the old one stops working); only its hash is kept. */
export async function createFeedToken(deps: EventsDeps, userId: number): Promise<CalendarFeedLink> {
  const token = randomBytes(32).toString('base64url');
  const created = new Date();
  await deps.db
    .insertInto('calendar_feed_tokens')
    .values({ account_id: userId, token_hash: hashToken(token), created_at: created })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ token_hash: hashToken(token), created_at: created }))
    .execute();
  return { url: `${deps.config.publicUrl.replace(/\/$/, '')}/api/v1/events/feed/${token}.ics`, created_at: created.toISOString() };
}

export async function revokeFeedToken(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feed_tokens').where('account_id', '=', userId).execute();
}

/** The feed's owner, if the token is live and they may still read events. */
export async function feedOwner(deps: Pick<AppDeps, 'db' | 'accessStates'>, token: string): Promise<{ id: number; group_id: number | null; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await deps.db
    .selectFrom('calendar_feed_tokens as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(['a.id', 'a.email'])
    .where('t.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const state = await deps.accessStates.get(row.id);
  if (!mayFollowEvents(state)) return null;
  return { id: row.id, group_id: state.group_id, email: row.email };
}
