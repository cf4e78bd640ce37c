import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { triviaAnswerBody, triviaCallerBody, triviaCreateBody, triviaEmptyQuery, triviaIdParam, triviaMonthParam, triviaRangeQuery, triviaUpdateBody } from '@portal/shared';
import { LlmClient } from '@portal/shared/node/llm';
import { titleOf } from '../../audit/deletions';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { perUser } from '@portal/shared/node/server';
import { emptyResponse, withErrors } from '../../http/schemas';
import { triviaContext } from './context';
import { generate } from './generate';
import {
  adminQuestionResponse,
  answerResultSchema,
  calendarQuestionsResponse,
  datesResponse,
  generatedSchema,
  rankingsResponse,
  statusResponse,
  todayQuestionResponse,
} from './schemas';
import * as service from './service';

const tags = ['trivia'];
const security = [{ bearer: [] }];

/** Each generation may be a model call: a few a minute per administrator is what 'Re-Generate' needs. */
export const GENERATE_PER_MINUTE = 20;
const generateRateLimit = perUser('trivia-generate', { max: GENERATE_PER_MINUTE, windowMs: 60_000 });

/**
 * The spec's trivia calls (second document, 7), as written. Employee calls: any signed-in user (the /trivia page has
 * no permission in the spec's sidebar, and every user may play); the body's customers_id / user_id is ignored: the
 * caller is the token's user. Administrator calls: admin_trivia view / add / edit / delete.
 */
export function triviaRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = triviaContext(deps);
  const llm = deps.config.llm ? new LlmClient(deps.config.llm) : null;

  r.post(
    '/trivia/question',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: "Today's question (portal time zone) for the caller, with the caller's answer once given",
        body: triviaCallerBody,
        response: withErrors({ 200: todayQuestionResponse }),
      },
    },
    async (request) => ({ results: await service.todayQuestion(ctx, currentUser(request).id) }),
  );

  r.post(
    '/trivia/pontuation-user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: "Answer today's question (once: a second answer is 409); 1 point when correct",
        body: triviaAnswerBody,
        response: withErrors({ 200: answerResultSchema }),
      },
    },
    async (request) => service.answer(ctx, currentUser(request).id, request.body),
  );

  r.post(
    '/trivia/status',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: "This month's scoreboard and the caller's rank", body: triviaCallerBody, response: withErrors({ 200: statusResponse }) },
    },
    async (request) => ({ results: await service.status(ctx, currentUser(request).id) }),
  );

  r.get(
    '/trivia/month',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Calendar: questions of start..end (YYYY-MM-DD, inclusive; default this month); only up to today without admin_trivia view',
        querystring: triviaRangeQuery,
        response: withErrors({ 200: calendarQuestionsResponse }),
      },
    },
    async (request) => ({ results: await service.monthQuestions(ctx, currentUser(request), request.query) }),
  );

  r.get(
    '/trivia/not-avaliable-dates',
    {
      config: { access: { module: 'admin_trivia', action: 'view' } },
      schema: { tags, security, summary: 'Days from today on that already have a question', querystring: triviaEmptyQuery, response: withErrors({ 200: datesResponse }) },
    },
    async () => ({ results: await service.takenDates(ctx) }),
  );

  r.get(
    '/trivia/find/:id',
    {
      config: { access: { module: 'admin_trivia', action: 'view' } },
      schema: { tags, security, summary: 'One question with its correct option and answer count', params: triviaIdParam, response: withErrors({ 200: adminQuestionResponse }) },
    },
    async (request) => ({ results: await service.find(ctx, request.params.id) }),
  );

  r.get(
    '/trivia/status-admin/:month',
    {
      config: { access: { module: 'admin_trivia', action: 'view' } },
      schema: { tags, security, summary: 'Rankings of a month: 1–12 (this year) or YYYY-MM', params: triviaMonthParam, response: withErrors({ 200: rankingsResponse }) },
    },
    async (request) => ({ results: await service.rankings(ctx, request.params.month) }),
  );

  r.post(
    '/trivia/create',
    {
      config: { access: { module: 'admin_trivia', action: 'add' } },
      schema: {
        tags,
        security,
        summary: 'Schedule a question: { question: { question_answer, options: [{ option }], correct_option_id (1-based) }, date }',
        body: triviaCreateBody,
        response: withErrors({ 201: adminQuestionResponse }),
      },
    },
    async (request, reply) => reply.status(201).send({ results: await service.create(ctx, currentUser(request), request.body) }),
  );

  r.post(
    '/trivia/update',
    {
      config: { access: { module: 'admin_trivia', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Edit or reschedule a question (answered questions: wording only)',
        body: triviaUpdateBody,
        response: withErrors({ 200: adminQuestionResponse }),
      },
    },
    async (request) => ({ results: await service.update(ctx, request.body) }),
  );

  r.delete(
    '/trivia/delete/:id',
    {
      config: { access: { module: 'admin_trivia', action: 'delete' }, audit: { target: 'trivia_question', title: titleOf('trivia_questions', 'question_answer') } },
      schema: { tags, security, summary: 'Delete a question with its answers', params: triviaIdParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.remove(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/trivia/generate',
    {
      config: { access: { module: 'admin_trivia', action: 'add' }, rateLimit: generateRateLimit },
      schema: {
        tags,
        security,
        summary: 'A question idea: from the model when LLM_BASE_URL is set, else from the latest news and announcements',
        querystring: triviaEmptyQuery,
        response: withErrors({ 200: generatedSchema }),
      },
    },
    async (request) => generate(ctx, llm, request.log),
  );
}
