import { addDays } from '@portal/shared';
import type { Db } from '../../db';
import '../polls/tables';
import './tables';

/** Rows for tests (and the roles × routes matrix), written straight to the database. */

let nextFreeDay = 0;
/** A day far ahead that no other test asked for (questions are one a day). */
export function freeDay(): string {
  return addDays('2040-01-01', nextFreeDay++);
}

export interface TestQuestion {
  id: number;
  date: string;
  optionIds: number[];
  correctId: number;
}

/** A question on `date` (an existing one on that day is deleted first) with options A–D, B correct. */
export async function insertQuestionRow(db: Db, date: string = freeDay(), options = ['Alpha', 'Bravo', 'Charlie', 'Delta'], correct = 1): Promise<TestQuestion> {
  await db.deleteFrom('trivia_questions').where('date', '=', date).execute();
  const question = await db
    .insertInto('trivia_questions')
    .values({ question_answer: `Test question of ${date}?`, date, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('trivia_options')
    .values(options.map((option, position) => ({ question_id: question.id, position, option, is_correct: position === correct })))
    .returning(['id', 'position'])
    .execute();
  const optionIds = rows.sort((a, b) => a.position - b.position).map((r) => r.id);
  return { id: question.id, date, optionIds, correctId: optionIds[correct]! };
}

export async function insertResponseRow(db: Db, question: TestQuestion, accountId: number, optionId: number, createdAt?: Date): Promise<void> {
  await db
    .insertInto('trivia_responses')
    .values({ question_id: question.id, account_id: accountId, option_id: optionId, ...(createdAt ? { created_at: createdAt } : {}) })
    .execute();
}

export interface TestPoll {
  id: number;
  optionIds: number[];
}

export async function insertPollRow(db: Db, dateStart: string, dateEnd: string, options = ['Red', 'Green', 'Blue']): Promise<TestPoll> {
  const poll = await db
    .insertInto('polls')
    .values({ polls_answer: `Test poll ${dateStart}?`, date_start: dateStart, date_end: dateEnd, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('poll_options')
    .values(options.map((option, position) => ({ poll_id: poll.id, position, option })))
    .returning(['id', 'position'])
    .execute();
  return { id: poll.id, optionIds: rows.sort((a, b) => a.position - b.position).map((r) => r.id) };
}

export async function insertVoteRow(db: Db, poll: TestPoll, accountId: number, optionId: number, createdAt?: Date): Promise<void> {
  await db
    .insertInto('poll_votes')
    .values({ poll_id: poll.id, account_id: accountId, option_id: optionId, ...(createdAt ? { created_at: createdAt } : {}) })
    .execute();
}
