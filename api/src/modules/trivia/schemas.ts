import { z } from 'zod';
import type { AdminQuestion, CalendarQuestion, GeneratedTrivia, ScoreboardRow, TodayQuestion, TriviaAnswerResult, TriviaStatus } from '@portal/shared';

/** Response schemas: also the list of what may leave the server (never a correct option before it is earned). */
const option = z.object({ id: z.number(), option: z.string() });

export const todayQuestionSchema = z.object({
  id: z.number(),
  question_answer: z.string(),
  date: z.string(),
  options: z.array(option),
  correct_option_id: z.number().nullable(),
  history_question: z.object({ response_user_question_id: z.number() }).nullable(),
}) satisfies z.ZodType<TodayQuestion>;

export const answerResultSchema = z.object({
  correct_question: z.boolean(),
  correct_option_id: z.number(),
  response_user_question_id: z.number(),
  question_id: z.number(),
}) satisfies z.ZodType<TriviaAnswerResult>;

export const scoreboardRowSchema = z.object({
  position: z.number(),
  customer_id: z.number(),
  name: z.string(),
  url_image: z.string().nullable(),
  polls_answered: z.number(),
  correct: z.number(),
  total: z.number(),
}) satisfies z.ZodType<ScoreboardRow>;

export const statusSchema = z.object({
  month: z.string(),
  expires_on: z.string(),
  user_score: z.number(),
  pontuation: z.number(),
  user_rank: z.number().nullable(),
  usersRanking: z.array(scoreboardRowSchema),
}) satisfies z.ZodType<TriviaStatus>;

export const adminQuestionSchema = z.object({
  id: z.number(),
  question_answer: z.string(),
  date: z.string(),
  options: z.array(option),
  correct_option_id: z.number(),
  answers: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<AdminQuestion>;

export const calendarQuestionSchema = z.object({ id: z.number(), question_answer: z.string(), date: z.string() }) satisfies z.ZodType<CalendarQuestion>;

export const generatedSchema = z.object({
  result: z.object({ answer: z.string() }),
  question: z.object({ question_answer: z.string(), options: z.array(z.string()), correct_option_id: z.number() }),
  source: z.enum(['model', 'portal-content']),
  based_on: z.array(z.string()),
}) satisfies z.ZodType<GeneratedTrivia>;

export const todayQuestionResponse = z.object({ results: todayQuestionSchema.nullable() });
export const statusResponse = z.object({ results: statusSchema });
export const adminQuestionResponse = z.object({ results: adminQuestionSchema });
export const calendarQuestionsResponse = z.object({ results: z.array(calendarQuestionSchema) });
export const datesResponse = z.object({ results: z.array(z.string()) });
export const rankingsResponse = z.object({ results: z.array(scoreboardRowSchema) });
