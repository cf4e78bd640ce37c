import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_MESSAGES, chatFilterQuery, chatFindParams, chatLocationParams, chatReadBody, chatViewerParams } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { badRequest, perUser } from '@portal/shared/node/server';
import { emptyResponse, withErrors } from '../../http/schemas';
import { chatLocationResponse, chatMessagePageResponse, chatUploadResponse, chatViewerAccessResponse } from './schemas';
import * as service from './service';

const tags = ['location chat'];
const security = [{ bearer: [] }];

/** Per signed-in user (the access hook has run by preHandler): a script cannot fill the disk. */
export const CHAT_UPLOAD_RATE = { max: 30, windowMs: 60_000 } as const;

/**
 * Every route is for signed-in users and decides per location (policy.ts): members of the location and location
 * administrators; anyone else gets 403 before the query or body is even looked at (a `preValidation` check on the
 * location in the path; the handler checks again on the validated input).
 */
export function chatRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accessFirst = (need: 'read' | 'write') => async (request: FastifyRequest) => {
    const raw = request.params as { locationId?: unknown; id?: unknown };
    const parsed = chatLocationParams.safeParse({ locationId: raw.locationId ?? raw.id });
    // a malformed id is the validator's 400
    if (parsed.success) await service.requireAccess(deps, currentUser(request).id, parsed.data.locationId, need);
  };

  r.get(
    '/location-messaging/filter/:locationId',
    {
      config: { access: 'signed-in' },
      preValidation: accessFirst('read'),
      schema: {
        tags,
        security,
        summary:
          'Messages of a location, oldest first: the latest page; `before` an id: the page before it (scroll up); `after` an id: everything newer (catch-up, and the 7 s poll while the socket is down)',
        params: chatLocationParams,
        querystring: chatFilterQuery,
        response: withErrors({ 200: chatMessagePageResponse }),
      },
    },
    async (request) => service.messagePage(deps, currentUser(request).id, request.params.locationId, request.query),
  );

  r.get(
    '/location-messaging/users/:email/:locationId',
    {
      config: { access: 'signed-in' },
      preValidation: accessFirst('read'),
      schema: {
        tags,
        security,
        summary: "The caller's admin flag for that location (spec 6: the input bar rule) and the locations they may open, with unread counts",
        params: chatViewerParams,
        response: withErrors({ 200: chatViewerAccessResponse }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      return service.viewerAccess(deps, { id: user.id, email: user.claims.email }, request.params.email, request.params.locationId);
    },
  );

  r.get(
    '/location-messaging/location/find/:id',
    {
      config: { access: 'signed-in' },
      preValidation: accessFirst('read'),
      schema: { tags, security, summary: 'The location and its users (active and inactive members)', params: chatFindParams, response: withErrors({ 200: chatLocationResponse }) },
    },
    async (request) => ({ results: await service.locationWithUsers(deps, currentUser(request).id, request.params.id) }),
  );

  r.put(
    '/location-messaging/read/:locationId',
    {
      config: { access: 'signed-in' },
      preValidation: accessFirst('read'),
      schema: {
        tags,
        security,
        summary: "Moves the caller's read mark of a location forward to a message id (unread counts)",
        params: chatLocationParams,
        body: chatReadBody,
        response: withErrors({ 204: emptyResponse }),
      },
    },
    async (request, reply) => {
      await service.markRead(deps, currentUser(request).id, request.params.locationId, request.body.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/location-messaging/upload/:locationId',
    {
      config: {
        access: 'signed-in',
        rateLimit: perUser('chat-upload', CHAT_UPLOAD_RATE),
      },
      preValidation: accessFirst('write'),
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Upload one picture (part "file", .jpg or .png by its bytes, under 4 MB) to send as an IMAGE message',
        params: chatLocationParams,
        response: withErrors({ 201: chatUploadResponse }),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(CHAT_MESSAGES.fileMissing, 'file');
      return reply.status(201).send(await service.uploadImage(deps, currentUser(request).id, request.params.locationId, await request.file()));
    },
  );
}
