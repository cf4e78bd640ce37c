import { sql } from 'kysely';
import type { AuditFilter } from '@portal/shared';
import type { Db } from '../../db';
import { containsPattern } from '../../db/like';

/** The log joined to the actor and, for account and group targets, the target's name; filtered. */
function filtered(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log as l')
    .leftJoin('accounts as actor', 'actor.id', 'l.actor_id')
    .leftJoin('accounts as ta', (join) => join.on('l.target_type', '=', 'account').on(sql`cast(ta.id as text)`, '=', sql.ref('l.target_id')))
    .leftJoin('groups as tg', (join) => join.on('l.target_type', '=', 'group').on(sql`cast(tg.id as text)`, '=', sql.ref('l.target_id')));
  if (filter.action) query = query.where('l.action', '=', filter.action);
  // whole UTC days, both ends included
  if (filter.from) query = query.where('l.created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) query = query.where('l.created_at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`actor.first_name || ' ' || actor.last_name`, 'ilike', pattern),
        eb('actor.email', 'ilike', pattern),
        eb('l.target_id', 'ilike', pattern),
        eb(sql`ta.first_name || ' ' || ta.last_name`, 'ilike', pattern),
        eb('ta.email', 'ilike', pattern),
        eb('tg.name', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

const COLUMNS = [
  'l.id',
  'l.action',
  'l.actor_id',
  'l.target_type',
  'l.target_id',
  'l.details',
  'l.created_at',
  'actor.first_name as actor_first_name',
  'actor.last_name as actor_last_name',
  'actor.email as actor_email',
  'ta.first_name as target_first_name',
  'ta.last_name as target_last_name',
  'tg.name as target_group',
] as const;

/** One page, newest first. */
export function listPage(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, filter).select(COLUMNS).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).offset(offset).execute();
}

export async function count(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The export's rows newest first, a batch at a time: keyset on (created_at, id) below the last row read. */
export function batchBefore(db: Db, filter: AuditFilter, before: { createdAt: Date; id: number } | null, size: number) {
  let query = filtered(db, filter).select(COLUMNS);
  if (before) {
    query = query.where((eb) => eb.or([eb('l.created_at', '<', before.createdAt), eb.and([eb('l.created_at', '=', before.createdAt), eb('l.id', '<', before.id)])]));
  }
  return query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(size).execute();
}

export type AuditRow = Awaited<ReturnType<typeof listPage>>[number];

/** The actions the log holds, for the page's filter. */
export async function distinctActions(db: Db): Promise<string[]> {
  return (await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute()).map((r) => r.action);
}
