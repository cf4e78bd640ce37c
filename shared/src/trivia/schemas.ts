import { z } from 'zod';
import { hasControlChars } from '../http/text';
import { isIsoDate } from '../time/portalTime';
import { TRIVIA_LIMITS, TRIVIA_MESSAGES } from './messages';
import { questionDraftProblem } from './rules';

// ---- what the api answers (spec 3: trivia question, response, poll, vote, scoreboard row) -------------------

export interface TriviaOption {
  id: number;
  option: string;
}

/** POST /trivia/question: today's question (portal zone) for the caller. */
export interface TodayQuestion {
  id: number;
  /** the question's text (the spec's name) */
  question_answer: string;
  /** YYYY-MM-DD */
  date: string;
  options: TriviaOption[];
  /** the correct option's id: only once the caller has answered (null before) */
  correct_option_id: number | null;
  /** the caller's answer: the chosen option's id, or null when not answered yet */
  history_question: { response_user_question_id: number } | null;
}

/** POST /trivia/pontuation-user. */
export interface TriviaAnswerResult {
  correct_question: boolean;
  correct_option_id: number;
  response_user_question_id: number;
  question_id: number;
}

/** Scoreboard / rankings row (spec 3: name, url_image, polls_answered, correct, total). */
export interface ScoreboardRow {
  /** 1 for the first; ties share a position (1, 1, 3) */
  position: number;
  customer_id: number;
  name: string;
  url_image: string | null;
  polls_answered: number;
  /** correct answers: one point each */
  correct: number;
  /** polls_answered + correct */
  total: number;
}

/** POST /trivia/status: this month's scoreboard with the caller's own line. */
export interface TriviaStatus {
  /** YYYY-MM (portal zone) */
  month: string;
  /** the month's last day (YYYY-MM-DD): 'This scoreboard expires on' */
  expires_on: string;
  /** the caller's total */
  user_score: number;
  /** the caller's correct answers this month */
  pontuation: number;
  /** the caller's position, null when the caller has not scored this month */
  user_rank: number | null;
  usersRanking: ScoreboardRow[];
}

/** GET /trivia/find/:id and what create / update return (admin: the correct option included). */
export interface AdminQuestion {
  id: number;
  question_answer: string;
  date: string;
  options: TriviaOption[];
  correct_option_id: number;
  /** answers recorded so far (then the correct option and the number of options are locked) */
  answers: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /trivia/month: a calendar item (never the correct option). */
export interface CalendarQuestion {
  id: number;
  question_answer: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface PollOption {
  id: number;
  option: string;
  /** share of the votes as a decimal string ('33.33'); null for an employee who has not voted yet */
  percentage: string | null;
  /** votes for it; null for an employee who has not voted yet */
  votes: number | null;
}

/** A poll (spec 3): POST /polls/question (the open ones), GET /polls/find-poll/:id, create / update. */
export interface Poll {
  id: number;
  polls_answer: string;
  /** YYYY-MM-DD, inclusive */
  date_start: string;
  date_end: string;
  options: PollOption[];
  /** null for an employee who has not voted yet */
  total_votes: number | null;
  /** the caller's vote (the option id), null when not voted */
  existsPontuation: { response_user_polls_id: number } | null;
}

/** GET /polls/find/:id: who voted what (spec 3: full_name, url_image, response_user_polls_id). */
export interface PollVoteRow {
  customer_id: number;
  full_name: string;
  url_image: string | null;
  /** the chosen option's id */
  response_user_polls_id: number;
}

/** GET /polls/calendar: a calendar item. */
export interface CalendarPoll {
  id: number;
  polls_answer: string;
  date_start: string;
  date_end: string;
}

/** A multiple-choice question as the generator writes it (correct_option_id 1-based, as the create call takes it). */
export interface GeneratedQuestionBody {
  question_answer: string;
  options: string[];
  correct_option_id: number;
}

/** GET /trivia/generate (spec 7: "returning result.answer, a generated trivia question text"). */
export interface GeneratedTrivia {
  result: { answer: string };
  question: GeneratedQuestionBody;
  /** 'model' when an LLM wrote it, 'portal-content' when it was built from the portal's news and announcements */
  source: 'model' | 'portal-content';
  /** titles of the items it was written from */
  based_on: string[];
}

// ---- request schemas (spec 7, the calls as written) ----------------------------------------------------------

/** One line of text: whitespace runs collapse to one space; control characters (NUL…) refused. */
function line(max: number, tooLong: string) {
  return z
    .string()
    .max(max * 4, tooLong)
    .refine((v) => !hasControlChars(v), TRIVIA_MESSAGES.controlCharacters)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v.length <= max, tooLong);
}

/** YYYY-MM-DD, or an ISO date-time of which the first 10 characters are the day (spec 5: "dates cut to their first 10 characters"). */
export const triviaDayField = z
  .string()
  .max(40)
  .refine((v) => v.length >= 10 && isIsoDate(v.slice(0, 10)) && (v.length === 10 || /^T\d{2}:\d{2}/.test(v.slice(10))), TRIVIA_MESSAGES.dateInvalid)
  .transform((v) => v.slice(0, 10));

const userIdField = z.number().int().optional();

/**
 * POST /trivia/question `{ customers_id }`, POST /trivia/status `{ user_id }`, POST /polls/question `{ customers_id }`.
 * The caller is always the token's user: these ids are accepted so the spec's calls work as written, and ignored.
 */
export const triviaCallerBody = z.object({ customers_id: userIdField, user_id: userIdField }).strict().nullish();

/** POST /trivia/pontuation-user; customers_id is ignored (the answer is the token user's). */
export const triviaAnswerBody = z
  .object({
    response_user_question_id: z.number().int().positive(),
    question_id: z.number().int().positive(),
    customers_id: userIdField,
  })
  .strict();
export type TriviaAnswerBody = z.input<typeof triviaAnswerBody>;

/** Options as sent, a question's or a poll's: `[{ option }]` (an `id` and other fields of a read-back option are accepted and ignored). */
const optionsInput = z
  .array(
    z
      .object({
        option: z
          .string()
          .max(TRIVIA_LIMITS.optionText * 4)
          .nullish(),
      })
      .loose(),
  )
  .max(20);

const questionInput = z
  .object({
    id: z.number().int().positive().optional(),
    question_answer: z
      .string()
      .max(TRIVIA_LIMITS.questionText * 4)
      .nullish(),
    options: optionsInput.nullish(),
    /** 1-based index into options */
    correct_option_id: z.number().int().nullish(),
  })
  .strict();

function checkedQuestion(requireDate: boolean) {
  return z
    .object({ date: z.union([z.string().max(40), z.null()]).optional(), question: questionInput })
    .strict()
    .transform((v, ctx) => {
      const texts = (v.question.options ?? []).map((o) => o.option ?? '');
      const correct = v.question.correct_option_id;
      const problem = questionDraftProblem({
        date: requireDate ? (v.date ?? null) : (v.date ?? 'kept'),
        question_answer: v.question.question_answer ?? '',
        options: texts,
        correctIndex: typeof correct === 'number' && correct >= 1 && correct <= texts.length ? correct - 1 : null,
      });
      const fail = (message: string, path: (string | number)[]) => {
        ctx.addIssue({ code: 'custom', message, path });
        return z.NEVER;
      };
      if (problem) {
        const path =
          problem === TRIVIA_MESSAGES.selectDate
            ? ['date']
            : problem === TRIVIA_MESSAGES.typeQuestion
              ? ['question', 'question_answer']
              : problem === TRIVIA_MESSAGES.selectCorrect
                ? ['question', 'correct_option_id']
                : ['question', 'options'];
        return fail(problem, path);
      }
      let date: string | undefined;
      if (v.date) {
        const day = triviaDayField.safeParse(v.date);
        if (!day.success) return fail(TRIVIA_MESSAGES.dateInvalid, ['date']);
        date = day.data;
      }
      const question = line(TRIVIA_LIMITS.questionText, TRIVIA_MESSAGES.questionTooLong).safeParse(v.question.question_answer);
      if (!question.success) return fail(question.error.issues[0]!.message, ['question', 'question_answer']);
      // blank options are dropped (the form's empty fields); the correct index moves with the others
      const options: string[] = [];
      let correctIndex = -1;
      for (const [i, text] of texts.entries()) {
        const parsed = line(TRIVIA_LIMITS.optionText, TRIVIA_MESSAGES.optionTooLong).safeParse(text);
        if (!parsed.success) return fail(parsed.error.issues[0]!.message, ['question', 'options', i, 'option']);
        if (!parsed.data) continue;
        if (i === correct! - 1) correctIndex = options.length;
        options.push(parsed.data);
      }
      if (options.length > TRIVIA_LIMITS.maxOptions) return fail(TRIVIA_MESSAGES.tooManyOptions, ['question', 'options']);
      if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) return fail(TRIVIA_MESSAGES.duplicateOptions, ['question', 'options']);
      if (correctIndex < 0) return fail(TRIVIA_MESSAGES.selectCorrect, ['question', 'correct_option_id']);
      return { id: v.question.id, date, question_answer: question.data, options, correctIndex };
    });
}

/**
 * POST /trivia/create `{ question: { question_answer, options: [{ option }], correct_option_id }, date }`:
 * correct_option_id is a 1-based index into options; date YYYY-MM-DD or an ISO string (its first 10 characters).
 * The spec's four checks come first, in its order and with its messages; blank options are dropped.
 */
export const triviaCreateBody = checkedQuestion(true);
export type TriviaCreateBody = z.input<typeof triviaCreateBody>;

/** POST /trivia/update `{ question: { id, question_answer, options, correct_option_id }, date? }` (date left out: kept). */
export const triviaUpdateBody = checkedQuestion(false).refine((v) => v.id !== undefined, { message: 'question.id is required.', path: ['question', 'id'] });
export type TriviaUpdateBody = z.input<typeof triviaUpdateBody>;

export const triviaIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** GET /trivia/status-admin/:month: 1–12 (this year, portal zone) or YYYY-MM. */
export const triviaMonthParam = z.object({ month: z.string().regex(/^(?:0?[1-9]|1[0-2]|\d{4}-(?:0[1-9]|1[0-2]))$/, TRIVIA_MESSAGES.month) }).strict();

const rangeDay = z.string().refine(isIsoDate, 'Dates are YYYY-MM-DD.');

/** GET /trivia/month and GET /polls/calendar: optional inclusive range (YYYY-MM-DD); none = this month (portal zone). */
export const triviaRangeQuery = z
  .object({ start: rangeDay.optional(), end: rangeDay.optional() })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.start === undefined) !== (v.end === undefined)) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.rangeBoth, path: [v.start ? 'end' : 'start'] });
    else if (v.start && v.end && v.start > v.end) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.rangeOrder, path: ['start'] });
    else if (v.start && v.end && (Date.parse(v.end) - Date.parse(v.start)) / 86_400_000 > TRIVIA_LIMITS.calendarRangeDays)
      ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.rangeTooWide, path: ['end'] });
  });
export type TriviaRangeQuery = z.input<typeof triviaRangeQuery>;

export const triviaEmptyQuery = z.object({}).strict();

const pollOptions = optionsInput.nullish().transform((list, ctx) => {
  const options: string[] = [];
  for (const [i, item] of (list ?? []).entries()) {
    const parsed = line(TRIVIA_LIMITS.optionText, TRIVIA_MESSAGES.optionTooLong).safeParse(item.option ?? '');
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: [i, 'option'] });
      return z.NEVER;
    }
    if (parsed.data) options.push(parsed.data);
  }
  if (options.length < TRIVIA_LIMITS.pollMinOptions) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.pollTwoOptions });
  else if (options.length > TRIVIA_LIMITS.pollMaxOptions) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.pollTooManyOptions });
  else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.duplicateOptions });
  return options;
});

const pollText = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    const parsed = line(TRIVIA_LIMITS.pollText, TRIVIA_MESSAGES.pollTooLong).safeParse(v ?? '');
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    if (!parsed.data) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.pollText });
    return parsed.data;
  });

const pollDay = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    const parsed = triviaDayField.safeParse(v ?? '');
    if (!v) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.pollDates });
    else if (!parsed.success) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.dateInvalid });
    return parsed.success ? parsed.data : '';
  });

function datesInOrder<T extends { date_start: string; date_end: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.date_start && v.date_end && v.date_end < v.date_start) ctx.addIssue({ code: 'custom', message: TRIVIA_MESSAGES.pollDateOrder, path: ['date_end'] });
}

/** POST /polls/create `{ polls_answer, options: [{ option }], date_start, date_end }` (dates inclusive, YYYY-MM-DD). */
export const pollCreateBody = z.object({ polls_answer: pollText, options: pollOptions, date_start: pollDay, date_end: pollDay }).strict().superRefine(datesInOrder);
export type PollCreateBody = z.input<typeof pollCreateBody>;

/**
 * PUT /polls/update `{ id, question_answer, options, date_start, date_end }` (the spec names the text question_answer
 * here; polls_answer is accepted too). Dates are cut to their first 10 characters (spec 5).
 */
export const pollUpdateBody = z
  .object({
    id: z.number().int().positive(),
    question_answer: z.string().nullish(),
    polls_answer: z.string().nullish(),
    options: pollOptions,
    date_start: pollDay,
    date_end: pollDay,
  })
  .strict()
  .transform((v, ctx) => {
    const text = pollText.safeParse(v.question_answer ?? v.polls_answer);
    if (!text.success) {
      ctx.addIssue({ code: 'custom', message: text.error.issues[0]!.message, path: ['question_answer'] });
      return z.NEVER;
    }
    return { id: v.id, polls_answer: text.data, options: v.options, date_start: v.date_start, date_end: v.date_end };
  })
  .superRefine(datesInOrder);
export type PollUpdateBody = z.input<typeof pollUpdateBody>;

/** POST /polls/user-pontuation `{ response_user_polls_id, polls_id, customers_id }` (customers_id ignored). */
export const pollVoteBody = z
  .object({
    response_user_polls_id: z.number().int().positive(),
    polls_id: z.number().int().positive(),
    customers_id: userIdField,
  })
  .strict();
export type PollVoteBody = z.input<typeof pollVoteBody>;
