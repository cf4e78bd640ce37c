import { sql } from 'kysely';
import type { AnnouncementKind, AnnouncementReportKind, ReportRequest } from '@portal/shared';
import type { Db } from '../../db';
import '../announcements/tables';
import '../auth/tables';

/** The announcement kinds each report covers: the home-users composer writes the first four. */
export const KINDS_OF_REPORT: Record<AnnouncementReportKind, AnnouncementKind[]> = {
  home: ['company', 'local', 'group', 'others'],
  payroll: ['payroll'],
  benefits: ['benefits'],
};

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Published (not scheduled), not deleted announcements of a report, matching the filter on the subject. */
function reported(db: Db, kinds: readonly AnnouncementKind[], filter: string) {
  let query = db
    .selectFrom('announcements')
    .where('kind', 'in', [...kinds])
    .where('visibility', '=', true)
    .where('created_at', '<=', new Date());
  if (filter) query = query.where('subject', 'ilike', likePattern(filter));
  return query;
}

/** One page, newest first, and how many match. */
export async function announcementPage(db: Db, kinds: readonly AnnouncementKind[], request: ReportRequest) {
  const [rows, count] = await Promise.all([
    reported(db, kinds, request.filter)
      .select(['id', 'kind', 'subject', 'everyone', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(request.limit)
      .offset(request.offset)
      .execute(),
    reported(db, kinds, request.filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findReported(db: Db, id: number, kinds: readonly AnnouncementKind[]) {
  return reported(db, kinds, '').select(['id', 'kind', 'subject', 'everyone', 'created_at']).where('id', '=', id).executeTakeFirst();
}

/** Location and group ids of each announcement (its audience). */
export async function audienceLists(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { locations: [], groups: [] };
  const [locations, groups] = await Promise.all([
    db
      .selectFrom('announcement_locations')
      .select(['announcement_id', 'location_id'])
      .where('announcement_id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('announcement_groups')
      .select(['announcement_id', 'group_id'])
      .where('announcement_id', 'in', [...ids])
      .execute(),
  ]);
  return { locations, groups };
}

export function contactCount(db: Db, id: number) {
  return db
    .selectFrom('announcement_contacts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('announcement_id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Opens in the reader and the viewers (`announcement_views`, one per person), per announcement. */
export async function viewCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('announcement_views')
    .select(['announcement_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('announcement_id', 'in', [...ids])
    .groupBy('announcement_id')
    .execute();
  return new Map(rows.map((r) => [r.announcement_id, Number(r.n)]));
}

/** Opens per UTC day between `from` and `to`: first opens in the reader / viewers, and email opens. */
export async function opensPerDay(db: Db, id: number, sourceKind: 'announcement' | 'newsletter', from: Date, to: Date) {
  const { rows } = await sql<{ day: string; opens: string | number; email_opens: string | number }>`
    with days as (
      select to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, 1 as opens, 0 as email_opens
      from announcement_views v where v.announcement_id = ${id} and v.created_at >= ${from} and v.created_at < ${to}
      union all
      select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 1
      from delivery_events e
      where e.source_kind = ${sourceKind} and e.source_id = ${id} and e.kind = 'email_open' and e.created_at >= ${from} and e.created_at < ${to}
    )
    select day, sum(opens) as opens, sum(email_opens) as email_opens from days group by day order by day`.execute(db);
  return rows.map((r) => ({ day: r.day, opens: Number(r.opens), email_opens: Number(r.email_opens) }));
}

/** Sign-ins per UTC day since `from`, and how many people signed in that day. */
export async function loginsPerDay(db: Db, from: Date) {
  const { rows } = await sql<{ day: string; logins: string | number; users: string | number }>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as logins, count(distinct account_id) as users
    from account_logins where created_at >= ${from}
    group by 1 order by 1`.execute(db);
  return rows.map((r) => ({ day: r.day, logins: Number(r.logins), users: Number(r.users) }));
}

/** Accounts a report lists, with their location and group names, matching the filter on name or email. */
function people(db: Db, statuses: Array<'ACTIVE' | 'INACTIVE'>, filter: string) {
  let query = db.selectFrom('accounts as a').leftJoin('locations as l', 'l.id', 'a.location_id').leftJoin('groups as g', 'g.id', 'a.group_id').where('a.status', 'in', statuses);
  if (filter) {
    const pattern = likePattern(filter);
    query = query.where((eb) =>
      eb.or([
        eb('a.first_name', 'ilike', pattern),
        eb('a.last_name', 'ilike', pattern),
        eb(sql`a.first_name || ' ' || a.last_name`, 'ilike', pattern),
        eb('a.email', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

const personColumns = ['a.id', 'a.first_name', 'a.last_name', 'a.email', 'a.status', 'a.last_login_at', 'l.display_name as location_name', 'g.name as group_name'] as const;

/** The user activity report: active users, most recent sign-in first (never signed in last), with sign-ins in the last 7 days. */
export async function activityPage(db: Db, request: ReportRequest, weekStart: Date) {
  const [rows, count] = await Promise.all([
    people(db, ['ACTIVE'], request.filter)
      .select([...personColumns, sql<string | number>`(select count(*) from account_logins al where al.account_id = a.id and al.created_at >= ${weekStart})`.as('logins_in_week')])
      .orderBy(sql`a.last_login_at desc nulls last`)
      .orderBy(sql`lower(a.last_name)`)
      .orderBy(sql`lower(a.first_name)`)
      .orderBy('a.id')
      .limit(request.limit)
      .offset(request.offset)
      .execute(),
    people(db, ['ACTIVE'], request.filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Who signed in since `since` (active or inactive now), most recent first. */
export async function signedInSince(db: Db, since: Date, request: ReportRequest) {
  const base = () => people(db, ['ACTIVE', 'INACTIVE'], request.filter).where('a.last_login_at', '>=', since);
  const [rows, count] = await Promise.all([
    base().select(personColumns).orderBy('a.last_login_at', 'desc').orderBy('a.id').limit(request.limit).offset(request.offset).execute(),
    base()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
