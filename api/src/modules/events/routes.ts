import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { additionalUsersBody, commentCreateBody, commentUpdateBody, eventBody, eventIdParam, eventRangeQuery, specialEventUpdateBody } from '@portal/shared';
import { titleOf } from '../../audit/deletions';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { HttpError } from '@portal/shared/node/server';
import { ERROR_CODES } from '@portal/shared';
import { emptyResponse, withErrors } from '../../http/schemas';
import { buildIcs } from './ics';
import { eventsInRange } from './queries';
import {
  commentResponse,
  emptyQuery,
  eventResponse,
  eventsResponse,
  feedLinkResponse,
  feedStateResponse,
  feedTokenParam,
  specialEventResponse,
  specialListResponse,
} from './schemas';
import * as service from './service';

const tags = ['events'];
const security = [{ bearer: [] }];
const view = { module: 'events', action: 'view' } as const;
const ics = z.string().describe('text/calendar (RFC 5545)');

/** How far the private feed reaches: what calendar apps show around today. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;

/**
 * The spec's events and special events calls (second document, 7) with the Events flags of spec 6: view to read,
 * add to create, edit to change (drag, special event fields, followers), delete to delete. What a caller may see is
 * the audience rule of `queries.visibleTo`: anything else is a 404.
 */
export function eventRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const host = new URL(deps.config.publicUrl).host;
  const icsOptions = (calendarName: string, email: string | null) => ({ timeZone: deps.config.timeZone, host, calendarName, email });

  r.get(
    '/events/sample',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'Calendar: the events the caller may see that overlap start..end (instants, or dates in the portal zone; end exclusive; default this month)',
        querystring: eventRangeQuery,
        response: withErrors({ 200: eventsResponse }),
      },
    },
    async (request) => ({ results: await service.listEvents(deps, currentUser(request), request.query) }),
  );

  r.get(
    '/events/special',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'The Location Openings and Projects the caller follows (calendar sidebar)',
        querystring: emptyQuery,
        response: withErrors({ 200: specialListResponse }),
      },
    },
    async (request) => ({ results: await service.listSpecialEvents(deps, currentUser(request)) }),
  );

  r.get(
    '/events/special/:id',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'A special event with its followers and comments (spec: /events/special/{ownerId})',
        params: eventIdParam,
        response: withErrors({ 200: specialEventResponse }),
      },
    },
    async (request) => ({ results: await service.getSpecialEvent(deps, currentUser(request), request.params.id) }),
  );

  r.post(
    '/events',
    {
      config: { access: { module: 'events', action: 'add' } },
      schema: { tags, security, summary: 'Create an event (spec 3 payload; spec 5 checks in order)', body: eventBody, response: withErrors({ 201: eventResponse }) },
    },
    async (request, reply) => reply.status(201).send({ results: await service.createEvent(deps, currentUser(request), request.body) }),
  );

  r.get(
    '/events/:id',
    { config: { access: view }, schema: { tags, security, summary: 'One event the caller may see', params: eventIdParam, response: withErrors({ 200: eventResponse }) } },
    async (request) => ({ results: await service.getEvent(deps, currentUser(request), request.params.id) }),
  );

  r.get(
    '/events/:id/ics',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'Export event: an .ics file (time zone, reminders: email a day before, display 10 minutes before)',
        params: eventIdParam,
        response: withErrors({ 200: ics }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const event = await service.getEvent(deps, user, request.params.id);
      const email = (await deps.db.selectFrom('accounts').select('email').where('id', '=', user.id).executeTakeFirst())?.email ?? null;
      const body = buildIcs([event], icsOptions(event.event_title, email));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${event.event_id}.ics"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  r.put(
    '/events/:id',
    {
      config: { access: { module: 'events', action: 'edit' } },
      schema: { tags, security, summary: 'Update (or move) an event', params: eventIdParam, body: eventBody, response: withErrors({ 200: eventResponse }) },
    },
    async (request) => ({ results: await service.updateEvent(deps, currentUser(request), request.params.id, request.body) }),
  );

  r.delete(
    '/events/:id',
    {
      config: { access: { module: 'events', action: 'delete' }, audit: { target: 'event', title: titleOf('events', 'title') } },
      schema: { tags, security, summary: 'Delete an event for everyone', params: eventIdParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.deleteEvent(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/events/special/:id',
    {
      config: { access: { module: 'events', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: 'Save changes of a special event page',
        params: eventIdParam,
        body: specialEventUpdateBody,
        response: withErrors({ 200: specialEventResponse }),
      },
    },
    async (request) => ({ results: await service.updateSpecialEvent(deps, currentUser(request), request.params.id, request.body) }),
  );

  r.post(
    '/events/special/comments',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'Comment on a special event (≤ 100 characters; .jpg / .png pictures as data URLs, checked by their bytes)',
        body: commentCreateBody,
        response: withErrors({ 201: commentResponse }),
      },
    },
    async (request, reply) => reply.status(201).send({ results: await service.createComment(deps, currentUser(request), request.body) }),
  );

  r.put(
    '/events/special/comments/:id',
    {
      config: { access: view },
      schema: {
        tags,
        security,
        summary: 'Edit a comment (≤ 255 characters): its author, or events edit',
        params: eventIdParam,
        body: commentUpdateBody,
        response: withErrors({ 200: commentResponse }),
      },
    },
    async (request) => ({ results: await service.updateComment(deps, currentUser(request), request.params.id, request.body.message) }),
  );

  r.delete(
    '/events/special/comments/:id',
    {
      config: { access: view, audit: { target: 'event_comment', title: titleOf('event_comments', 'message') } },
      schema: { tags, security, summary: 'Delete a comment: its author, or events delete', params: eventIdParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.deleteComment(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/events/special/additional_users',
    {
      config: { access: { module: 'events', action: 'edit' } },
      schema: {
        tags,
        security,
        summary: "Set a special event's additional followers (the whole list)",
        body: additionalUsersBody,
        response: withErrors({ 200: specialEventResponse }),
      },
    },
    async (request) => ({ results: await service.setFollowers(deps, currentUser(request), request.body.event_id, request.body.customer_ids) }),
  );

  r.get(
    '/events/feed-token',
    {
      config: { access: view },
      schema: { tags, security, summary: 'Whether the caller has a private calendar feed address', querystring: emptyQuery, response: withErrors({ 200: feedStateResponse }) },
    },
    async (request) => ({ results: await service.feedState(deps.db, currentUser(request).id) }),
  );

  r.post(
    '/events/feed-token',
    {
      config: { access: view },
      schema: { tags, security, summary: 'A new private calendar feed address (replaces the old one)', response: withErrors({ 201: feedLinkResponse }) },
    },
    async (request, reply) => reply.status(201).send({ results: await service.createFeedToken(deps, currentUser(request).id) }),
  );

  r.delete(
    '/events/feed-token',
    {
      config: { access: view, audit: { target: 'calendar_feed_token', id: (request) => request.user?.id } },
      schema: { tags, security, summary: 'Revoke the private calendar feed address', response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.revokeFeedToken(deps.db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/events/feed/:token',
    {
      // public: calendar apps cannot sign in; the unguessable token is the credential (revocable from /profile)
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A user's private calendar feed (…/feed/<token>.ics): the events they may see, 90 days back to 400 ahead",
        params: feedTokenParam,
        response: withErrors({ 200: ics }),
      },
    },
    async (request, reply) => {
      const owner = await service.feedOwner(deps, request.params.token.replace(/\.ics$/, ''));
      if (!owner) throw new HttpError(404, ERROR_CODES.notFound, 'Calendar feed not found.');
      const now = Date.now();
      const events = await eventsInRange(deps.db, owner, new Date(now - FEED_PAST_DAYS * 86_400_000), new Date(now + FEED_FUTURE_DAYS * 86_400_000), 5000);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(buildIcs(events, icsOptions('Arcadia portal', owner.email)));
    },
  );
}
