import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pollCreateBody, pollUpdateBody, pollVoteBody, triviaCallerBody, triviaIdParam, triviaRangeQuery } from '@portal/shared';
import { titleOf } from '../../audit/deletions';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { emptyResponse, withErrors } from '../../http/schemas';
import { triviaContext } from '../trivia/context';
import { calendarPollsResponse, pollListResponse, pollResponse, pollVotesResponse } from './schemas';
import * as service from './service';

const tags = ['polls'];
const security = [{ bearer: [] }];

/**
 * The spec's poll calls (second document, 7), as written. Employee calls: any signed-in user (customers_id in the
 * body is ignored: the vote is the token user's). Administrator calls: admin_trivia view / add / edit / delete.
 */
export function pollsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = triviaContext(deps);

  r.post(
    '/polls/question',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: "The polls open today (portal time zone), with the caller's vote and, once voted, the percentages",
        body: triviaCallerBody,
        response: withErrors({ 200: pollListResponse }),
      },
    },
    async (request) => ({ results: await service.openPolls(ctx, currentUser(request).id) }),
  );

  r.post(
    '/polls/user-pontuation',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Vote in an open poll (once: a second vote is 409); answers the poll with its percentages',
        body: pollVoteBody,
        response: withErrors({ 200: pollResponse }),
      },
    },
    async (request) => ({ results: await service.vote(ctx, currentUser(request).id, request.body) }),
  );

  r.get(
    '/polls/calendar',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Calendar: polls overlapping start..end (YYYY-MM-DD, inclusive; default this month); only started ones without admin_trivia view',
        querystring: triviaRangeQuery,
        response: withErrors({ 200: calendarPollsResponse }),
      },
    },
    async (request) => ({ results: await service.calendar(ctx, currentUser(request), request.query) }),
  );

  r.get(
    '/polls/find-poll/:id',
    {
      config: { access: { module: 'admin_trivia', action: 'view' } },
      schema: { tags, security, summary: 'One poll with its percentages and total votes', params: triviaIdParam, response: withErrors({ 200: pollResponse }) },
    },
    async (request) => ({ results: await service.find(ctx, request.params.id) }),
  );

  r.get(
    '/polls/find/:id',
    {
      config: { access: { module: 'admin_trivia', action: 'view' } },
      schema: { tags, security, summary: "A poll's votes: who chose which option", params: triviaIdParam, response: withErrors({ 200: pollVotesResponse }) },
    },
    async (request) => ({ results: await service.votes(ctx, request.params.id) }),
  );

  r.post(
    '/polls/create',
    {
      config: { access: { module: 'admin_trivia', action: 'add' } },
      schema: {
        tags,
        security,
        summary: 'Create a poll: { polls_answer, options: [{ option }], date_start, date_end }',
        body: pollCreateBody,
        response: withErrors({ 201: pollResponse }),
      },
    },
    async (request, reply) => reply.status(201).send({ results: await service.create(ctx, currentUser(request), request.body) }),
  );

  r.put(
    '/polls/update',
    {
      config: { access: { module: 'admin_trivia', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Edit a poll: { id, question_answer, options, date_start, date_end } (voted polls keep their number of options)',
        body: pollUpdateBody,
        response: withErrors({ 200: pollResponse }),
      },
    },
    async (request) => ({ results: await service.update(ctx, request.body) }),
  );

  r.delete(
    '/polls/delete/:id',
    {
      config: { access: { module: 'admin_trivia', action: 'delete' }, audit: { target: 'poll', title: titleOf('polls', 'polls_answer') } },
      schema: { tags, security, summary: 'Delete a poll with its votes', params: triviaIdParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.remove(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
