import {
  TRIVIA_MESSAGES,
  triviaMonthRange,
  type AdminQuestion,
  type CalendarQuestion,
  type ScoreboardRow,
  type TodayQuestion,
  type TriviaAnswerResult,
  type TriviaStatus,
  type triviaCreateBody,
  type triviaUpdateBody,
} from '@portal/shared';
import type { z } from 'zod';
import type { RequestUser } from '../../auth/access';
import { badRequest, conflict, isPgError, notFound, PG_UNIQUE_VIOLATION } from '@portal/shared/node/server';
import { instantsOf, rangeOf, today, type TriviaContext } from './context';
import { maySeeFutureItems } from './policy';
import * as q from './queries';

type CreateInput = z.output<typeof triviaCreateBody>;
type UpdateInput = z.output<typeof triviaUpdateBody>;

const QUESTION = 'Question';

// ---- employee ------------------------------------------------------------------------------------------------

/** Today's question (portal zone) for the caller; the correct option only once the caller has answered. */
export async function todayQuestion(ctx: TriviaContext, userId: number): Promise<TodayQuestion | null> {
  const question = await q.findQuestionOn(ctx.db, today(ctx));
  if (!question) return null;
  const [options, response] = await Promise.all([q.optionsOf(ctx.db, question.id), q.responseOf(ctx.db, question.id, userId)]);
  return {
    id: question.id,
    question_answer: question.question_answer,
    date: question.date,
    options: options.map((o) => ({ id: o.id, option: o.option })),
    correct_option_id: response ? (options.find((o) => o.is_correct)?.id ?? null) : null,
    history_question: response ? { response_user_question_id: response.option_id } : null,
  };
}

/**
 * Records the caller's answer to today's question (the body's customers_id is ignored: the answer is always the
 * token user's). A second answer, even sent at the same moment from another tab, hits the UNIQUE constraint: 409.
 */
export async function answer(ctx: TriviaContext, userId: number, body: { question_id: number; response_user_question_id: number }): Promise<TriviaAnswerResult> {
  return ctx.db.transaction().execute(async (tx) => {
    const question = await q.lockQuestion(tx, body.question_id, 'share');
    if (!question) throw notFound(QUESTION);
    if (question.date !== today(ctx)) throw badRequest(TRIVIA_MESSAGES.questionClosed, 'question_id');
    const options = await q.optionsOf(tx, question.id);
    const chosen = options.find((o) => o.id === body.response_user_question_id);
    if (!chosen) throw badRequest(TRIVIA_MESSAGES.unknownOption, 'response_user_question_id');
    const id = await q.insertResponse(tx, { question_id: question.id, account_id: userId, option_id: chosen.id });
    if (id === null) throw conflict(TRIVIA_MESSAGES.alreadyAnswered, 'question_id');
    return {
      correct_question: chosen.is_correct,
      correct_option_id: options.find((o) => o.is_correct)!.id,
      response_user_question_id: chosen.id,
      question_id: question.id,
    };
  });
}

// ---- scoreboard and rankings ---------------------------------------------------------------------------------

/**
 * The scoreboard of a month (YYYY-MM, portal zone): per user, correct answers to that month's questions (1 point
 * each) and polls answered in that month; total = both. Highest total first, then most correct, then by name;
 * ties share a position (1, 1, 3).
 */
export async function scoreboard(ctx: TriviaContext, month: string): Promise<ScoreboardRow[]> {
  const { start, end } = triviaMonthRange(month);
  const rows = await q.scores(ctx.db, { startDay: start, endDay: end, ...instantsOf(ctx, start, end) });
  const board = rows
    .map((r) => ({
      customer_id: r.account_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      url_image: r.url_image,
      polls_answered: Number(r.polls_answered),
      correct: Number(r.correct),
      total: Number(r.polls_answered) + Number(r.correct),
    }))
    .sort((a, b) => b.total - a.total || b.correct - a.correct || a.name.localeCompare(b.name, 'en') || a.customer_id - b.customer_id);
  let position = 0;
  return board.map((row, i) => {
    const previous = board[i - 1];
    if (!previous || previous.total !== row.total || previous.correct !== row.correct) position = i + 1;
    return { position, ...row };
  });
}

/** POST /trivia/status: this month's scoreboard and the caller's own line ('This scoreboard expires on' its last day). */
export async function status(ctx: TriviaContext, userId: number): Promise<TriviaStatus> {
  const month = today(ctx).slice(0, 7);
  const board = await scoreboard(ctx, month);
  const mine = board.find((r) => r.customer_id === userId);
  return {
    month,
    expires_on: triviaMonthRange(month).end,
    user_score: mine?.total ?? 0,
    pontuation: mine?.correct ?? 0,
    user_rank: mine?.position ?? null,
    usersRanking: board,
  };
}

/** GET /trivia/status-admin/:month: '1'–'12' (this year in the portal's zone) or 'YYYY-MM'. */
export async function rankings(ctx: TriviaContext, month: string): Promise<ScoreboardRow[]> {
  const normalised = month.includes('-') ? month : `${today(ctx).slice(0, 4)}-${month.padStart(2, '0')}`;
  return scoreboard(ctx, normalised);
}

// ---- calendar ------------------------------------------------------------------------------------------------

/** GET /trivia/month: the questions of a range (never their options); non-administrators only up to today. */
export async function monthQuestions(ctx: TriviaContext, user: RequestUser, query: { start?: string; end?: string }): Promise<CalendarQuestion[]> {
  const range = rangeOf(ctx, query);
  const end = maySeeFutureItems(user) ? range.end : minDay(range.end, today(ctx));
  if (end < range.start) return [];
  return q.questionsBetween(ctx.db, range.start, end);
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/** GET /trivia/not-avaliable-dates: the days from today on that already have a question (the picker disables them). */
export async function takenDates(ctx: TriviaContext): Promise<string[]> {
  return q.takenDates(ctx.db, today(ctx));
}

// ---- administration ------------------------------------------------------------------------------------------

async function adminQuestion(ctx: TriviaContext, id: number): Promise<AdminQuestion> {
  const question = await q.findQuestion(ctx.db, id);
  if (!question) throw notFound(QUESTION);
  const [options, answers] = await Promise.all([q.optionsOf(ctx.db, id), q.countResponses(ctx.db, id)]);
  return {
    id: question.id,
    question_answer: question.question_answer,
    date: question.date,
    options: options.map((o) => ({ id: o.id, option: o.option })),
    correct_option_id: options.find((o) => o.is_correct)?.id ?? 0,
    answers,
    createdAt: question.created_at.toISOString(),
    updatedAt: question.updated_at.toISOString(),
  };
}

export const find = adminQuestion;

function dateTaken(error: unknown): boolean {
  return isPgError(error, PG_UNIQUE_VIOLATION) && (error.constraint ?? '').startsWith('trivia_questions_date');
}

/** A question may be scheduled for today or later (an earlier day could never be answered). */
function requireSchedulable(ctx: TriviaContext, date: string) {
  if (date < today(ctx)) throw badRequest(TRIVIA_MESSAGES.datePast, 'date');
}

export async function create(ctx: TriviaContext, user: RequestUser, body: CreateInput): Promise<AdminQuestion> {
  const date = body.date!;
  requireSchedulable(ctx, date);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (tx) => {
      const questionId = await q.insertQuestion(tx, { question_answer: body.question_answer, date, created_by: user.id });
      await q.insertOptions(tx, questionId, body.options, body.correctIndex);
      return questionId;
    });
  } catch (error) {
    if (dateTaken(error)) throw conflict(TRIVIA_MESSAGES.dateTaken, 'date');
    throw error;
  }
  return adminQuestion(ctx, id);
}

/**
 * Edits a question (and reschedules it when `date` changes). Once it has answers, its date, its correct option
 * and its number of options are locked (the points already given stay true); the wording may still be fixed.
 */
export async function update(ctx: TriviaContext, body: UpdateInput): Promise<AdminQuestion> {
  const id = body.id!;
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const question = await q.lockQuestion(tx, id, 'update');
      if (!question) throw notFound(QUESTION);
      const date = body.date ?? question.date;
      const options = await q.optionsOf(tx, id);
      const answers = await q.countResponses(tx, id);
      if (answers > 0) {
        const correctPosition = options.find((o) => o.is_correct)?.position;
        if (date !== question.date || body.options.length !== options.length || body.correctIndex !== correctPosition) {
          throw conflict(TRIVIA_MESSAGES.answeredQuestionLocked);
        }
        for (const option of options) await q.renameOption(tx, option.id, body.options[option.position]!);
      } else {
        if (date !== question.date) requireSchedulable(ctx, date);
        await q.deleteOptions(tx, id);
        await q.insertOptions(tx, id, body.options, body.correctIndex);
      }
      await q.updateQuestion(tx, id, { question_answer: body.question_answer, date });
    });
  } catch (error) {
    if (dateTaken(error)) throw conflict(TRIVIA_MESSAGES.dateTaken, 'date');
    throw error;
  }
  return adminQuestion(ctx, id);
}

export async function remove(ctx: TriviaContext, id: number): Promise<void> {
  if (!(await q.deleteQuestion(ctx.db, id))) throw notFound(QUESTION);
}
