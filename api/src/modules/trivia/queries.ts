import { sql } from 'kysely';
import type { Db } from '../../db';
import '../announcements/tables';
import '../news/tables';
import '../polls/tables';
import './tables';

/** `date` columns read as 'YYYY-MM-DD' text on PGlite and pg alike (pg would make a local-midnight Date of them). */
const day = (column: string) => sql<string>`${sql.ref(column)}::text`;

export interface QuestionRow {
  id: number;
  question_answer: string;
  date: string;
  created_at: Date;
  updated_at: Date;
}

export interface OptionRow {
  id: number;
  question_id: number;
  position: number;
  option: string;
  is_correct: boolean;
}

function questionSelect(db: Db) {
  return db.selectFrom('trivia_questions as q').select(['q.id', 'q.question_answer', day('q.date').as('date'), 'q.created_at', 'q.updated_at']);
}

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  return questionSelect(db).where('q.id', '=', id).executeTakeFirst();
}

/**
 * The question, locked until the transaction ends: `update` for an edit, `share` for an answer, so an answer never
 * meets options being replaced (edits of unanswered questions replace them).
 */
export async function lockQuestion(db: Db, id: number, mode: 'update' | 'share'): Promise<QuestionRow | undefined> {
  const query = questionSelect(db).where('q.id', '=', id);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

export async function findQuestionOn(db: Db, date: string): Promise<QuestionRow | undefined> {
  return questionSelect(db).where('q.date', '=', date).executeTakeFirst();
}

/** Calendar items of [start, end] (inclusive days), by date. */
export async function questionsBetween(db: Db, start: string, end: string) {
  return db
    .selectFrom('trivia_questions as q')
    .select(['q.id', 'q.question_answer', day('q.date').as('date')])
    .where('q.date', '>=', start)
    .where('q.date', '<=', end)
    .orderBy('q.date')
    .execute();
}

/** Days from `from` on that already have a question. */
export async function takenDates(db: Db, from: string): Promise<string[]> {
  const rows = await db.selectFrom('trivia_questions as q').select(day('q.date').as('date')).where('q.date', '>=', from).orderBy('q.date').execute();
  return rows.map((r) => r.date);
}

export async function optionsOf(db: Db, questionId: number): Promise<OptionRow[]> {
  return db.selectFrom('trivia_options').selectAll().where('question_id', '=', questionId).orderBy('position').execute();
}

export async function responseOf(db: Db, questionId: number, accountId: number) {
  return db.selectFrom('trivia_responses').select(['id', 'option_id']).where('question_id', '=', questionId).where('account_id', '=', accountId).executeTakeFirst();
}

export async function countResponses(db: Db, questionId: number): Promise<number> {
  const row = await db
    .selectFrom('trivia_responses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('question_id', '=', questionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertQuestion(db: Db, values: { question_answer: string; date: string; created_by: number | null }): Promise<number> {
  const row = await db.insertInto('trivia_questions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuestion(db: Db, id: number, patch: { question_answer: string; date: string }): Promise<void> {
  await db
    .updateTable('trivia_questions')
    .set({ ...patch, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertOptions(db: Db, questionId: number, options: string[], correctIndex: number): Promise<void> {
  await db
    .insertInto('trivia_options')
    .values(options.map((option, position) => ({ question_id: questionId, position, option, is_correct: position === correctIndex })))
    .execute();
}

export async function deleteOptions(db: Db, questionId: number): Promise<void> {
  await db.deleteFrom('trivia_options').where('question_id', '=', questionId).execute();
}

export async function renameOption(db: Db, optionId: number, option: string): Promise<void> {
  await db.updateTable('trivia_options').set({ option }).where('id', '=', optionId).execute();
}

export async function deleteQuestion(db: Db, id: number): Promise<boolean> {
  const rows = await db.deleteFrom('trivia_questions').where('id', '=', id).returning('id').execute();
  return rows.length > 0;
}

/** Records the answer unless the user already has one for this question (UNIQUE): the new row's id, or null. */
export async function insertResponse(db: Db, values: { question_id: number; account_id: number; option_id: number }): Promise<number | null> {
  const row = await db
    .insertInto('trivia_responses')
    .values(values)
    .onConflict((oc) => oc.columns(['question_id', 'account_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface ScoreRow {
  account_id: number;
  first_name: string;
  last_name: string;
  url_image: string | null;
  correct: number;
  polls_answered: number;
}

/**
 * Points of a period, per active account: correct answers to the questions of days [startDay, endDay], polls
 * answered between the instants [from, to) (the same days read in the portal's zone). Accounts without either are left out.
 */
export async function scores(db: Db, period: { startDay: string; endDay: string; from: Date; to: Date }): Promise<ScoreRow[]> {
  const correct = db
    .selectFrom('trivia_responses as r')
    .innerJoin('trivia_questions as q', 'q.id', 'r.question_id')
    .innerJoin('trivia_options as o', 'o.id', 'r.option_id')
    .select(['r.account_id', sql<number>`count(*)::int`.as('n')])
    .where('o.is_correct', '=', true)
    .where('q.date', '>=', period.startDay)
    .where('q.date', '<=', period.endDay)
    .groupBy('r.account_id');
  const votes = db
    .selectFrom('poll_votes as v')
    .select(['v.account_id', sql<number>`count(*)::int`.as('n')])
    .where('v.created_at', '>=', period.from)
    .where('v.created_at', '<', period.to)
    .groupBy('v.account_id');
  return db
    .selectFrom('accounts as a')
    .leftJoin(correct.as('c'), 'c.account_id', 'a.id')
    .leftJoin(votes.as('v'), 'v.account_id', 'a.id')
    .select(['a.id as account_id', 'a.first_name', 'a.last_name', 'a.url_image', sql<number>`coalesce(c.n, 0)`.as('correct'), sql<number>`coalesce(v.n, 0)`.as('polls_answered')])
    .where('a.status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('c.n', '>', 0), eb('v.n', '>', 0)]))
    .execute();
}

/** Published news and company-wide announcements, newest first: what the question generator writes from. */
export async function generatorSources(db: Db, now: Date, limit: number) {
  const news = await db
    .selectFrom('latest_news')
    .select(['title', 'prev_legend', 'full_legend', sql<Date>`coalesce(publish_date, created_at)`.as('at')])
    .where('active', '=', true)
    .where('idea', '=', false)
    .where((eb) => eb.or([eb('publish_date', 'is', null), eb('publish_date', '<=', now)]))
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  const announcements = await db
    .selectFrom('announcements')
    .select(['subject', 'info', 'created_at as at'])
    .where('kind', 'in', ['company', 'newsletter'])
    .where('visibility', '=', true)
    .where('created_at', '<=', now)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return { news, announcements };
}
