import { sql } from 'kysely';
import type { Db } from '../../db';
import './tables';

const day = (column: string) => sql<string>`${sql.ref(column)}::text`;

export interface PollRow {
  id: number;
  polls_answer: string;
  date_start: string;
  date_end: string;
}

export interface PollOptionRow {
  id: number;
  position: number;
  option: string;
  votes: number;
}

function pollSelect(db: Db) {
  return db.selectFrom('polls as p').select(['p.id', 'p.polls_answer', day('p.date_start').as('date_start'), day('p.date_end').as('date_end')]);
}

export async function findPoll(db: Db, id: number): Promise<PollRow | undefined> {
  return pollSelect(db).where('p.id', '=', id).executeTakeFirst();
}

/** The poll, locked until the transaction ends (`update` for an edit, `share` for a vote): a vote never meets options being replaced. */
export async function lockPoll(db: Db, id: number, mode: 'update' | 'share'): Promise<PollRow | undefined> {
  const query = pollSelect(db).where('p.id', '=', id);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

/** Polls open on a day (start and end inclusive), oldest start first. */
export async function pollsOpenOn(db: Db, date: string): Promise<PollRow[]> {
  return pollSelect(db).where('p.date_start', '<=', date).where('p.date_end', '>=', date).orderBy('p.date_start').orderBy('p.id').execute();
}

/** Polls that overlap [start, end]; `startedBy` (a day) leaves out those that start after it. */
export async function pollsBetween(db: Db, start: string, end: string, startedBy: string | null): Promise<PollRow[]> {
  let query = pollSelect(db).where('p.date_start', '<=', end).where('p.date_end', '>=', start);
  if (startedBy) query = query.where('p.date_start', '<=', startedBy);
  return query.orderBy('p.date_start').orderBy('p.id').execute();
}

/** Options of some polls with their vote counts, by poll and position. */
export async function optionsWithVotes(db: Db, pollIds: number[]): Promise<(PollOptionRow & { poll_id: number })[]> {
  if (pollIds.length === 0) return [];
  return db
    .selectFrom('poll_options as o')
    .select(['o.id', 'o.poll_id', 'o.position', 'o.option', sql<number>`(select count(*)::int from poll_votes v where v.option_id = o.id)`.as('votes')])
    .where('o.poll_id', 'in', pollIds)
    .orderBy('o.poll_id')
    .orderBy('o.position')
    .execute();
}

/** The caller's votes among some polls: poll id → option id. */
export async function votesOf(db: Db, accountId: number, pollIds: number[]): Promise<Map<number, number>> {
  if (pollIds.length === 0) return new Map();
  const rows = await db.selectFrom('poll_votes').select(['poll_id', 'option_id']).where('account_id', '=', accountId).where('poll_id', 'in', pollIds).execute();
  return new Map(rows.map((r) => [r.poll_id, r.option_id]));
}

export async function countVotes(db: Db, pollId: number): Promise<number> {
  const row = await db
    .selectFrom('poll_votes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('poll_id', '=', pollId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Who voted what (spec: full_name, url_image, response_user_polls_id), in the order they voted. */
export async function voters(db: Db, pollId: number) {
  return db
    .selectFrom('poll_votes as v')
    .innerJoin('accounts as a', 'a.id', 'v.account_id')
    .select(['a.id as customer_id', 'a.first_name', 'a.last_name', 'a.url_image', 'v.option_id'])
    .where('v.poll_id', '=', pollId)
    .orderBy('v.created_at')
    .orderBy('v.id')
    .execute();
}

export async function insertPoll(db: Db, values: { polls_answer: string; date_start: string; date_end: string; created_by: number | null }): Promise<number> {
  const row = await db.insertInto('polls').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePoll(db: Db, id: number, patch: { polls_answer: string; date_start: string; date_end: string }): Promise<void> {
  await db
    .updateTable('polls')
    .set({ ...patch, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertOptions(db: Db, pollId: number, options: string[]): Promise<void> {
  await db
    .insertInto('poll_options')
    .values(options.map((option, position) => ({ poll_id: pollId, position, option })))
    .execute();
}

export async function deleteOptions(db: Db, pollId: number): Promise<void> {
  await db.deleteFrom('poll_options').where('poll_id', '=', pollId).execute();
}

export async function renameOption(db: Db, optionId: number, option: string): Promise<void> {
  await db.updateTable('poll_options').set({ option }).where('id', '=', optionId).execute();
}

export async function deletePoll(db: Db, id: number): Promise<boolean> {
  const rows = await db.deleteFrom('polls').where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

/** Records the vote unless the user already voted in this poll (UNIQUE): the new row's id, or null. */
export async function insertVote(db: Db, values: { poll_id: number; account_id: number; option_id: number }): Promise<number | null> {
  const row = await db
    .insertInto('poll_votes')
    .values(values)
    .onConflict((oc) => oc.columns(['poll_id', 'account_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
