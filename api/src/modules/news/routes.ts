import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_NEWS_COMMENT_SORT,
  NEWS_MESSAGES,
  newsActiveBody,
  newsCommentCreateBody,
  newsCommentFindParams,
  newsCommentLikeBody,
  newsCreateBody,
  newsIdParam,
  newsListQuery,
  newsUpdateBody,
} from '@portal/shared';
import { titleOf } from '../../audit/deletions';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { badRequest, perUser } from '@portal/shared/node/server';
import { emptyResponse, withErrors } from '../../http/schemas';
import { requireMayUpload, requireNewsAdmin } from './policy';
import { newsCarouselResponse, newsCommentListResponse, newsCommentResponse, newsItemResponse, newsListResponse, newsUploadResponse } from './schemas';
import * as service from './service';
import { storeNewsUpload } from './uploads';

const tags = ['latest news'];
const security = [{ bearer: [] }];

/** Per signed-in user (the access hook has run by preHandler): a script cannot fill the disk or a comment thread. */
export const NEWS_RATE_LIMITS = { uploads: 30, comments: 30, likes: 120, windowMs: 60_000 } as const;
const newsPerUser = (max: number) => perUser('news-user', { max, windowMs: NEWS_RATE_LIMITS.windowMs });

/** The Super Admin-only routes refuse others before their body is even validated (403 before 400). */
async function newsAdminOnly(request: FastifyRequest) {
  requireNewsAdmin(currentUser(request));
}

export function newsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sweep = (request: FastifyRequest, force = false) => service.sweepInBackground(deps, request.log, force);

  r.get(
    '/latest-news',
    {
      config: { access: { module: 'announcements', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'The feed, newest first: what the caller may see (a news administrator sees private and scheduled items too)',
        querystring: newsListQuery,
        response: withErrors({ 200: newsListResponse }),
      },
    },
    async (request) => {
      sweep(request);
      return { results: await service.list(deps, currentUser(request), request.query) };
    },
  );

  r.get(
    '/latest-news/carousel',
    {
      config: { access: { module: 'home_page', action: 'view' } },
      schema: {
        tags,
        security,
        summary: 'Home carousel: active, published items, active first then newest, each with its 3 most liked comments',
        response: withErrors({ 200: newsCarouselResponse }),
      },
    },
    async (request) => {
      sweep(request);
      return { results: await service.carousel(deps) };
    },
  );

  r.get(
    '/latest-news/:id',
    {
      config: { access: { module: 'announcements', action: 'view' } },
      schema: { tags, security, summary: 'One item (the full article)', params: newsIdParam, response: withErrors({ 200: newsItemResponse }) },
    },
    async (request) => ({ results: await service.get(deps, currentUser(request), request.params.id) }),
  );

  r.post(
    '/latest-news/uploadFile',
    {
      config: { access: 'signed-in', rateLimit: newsPerUser(NEWS_RATE_LIMITS.uploads) },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Upload one file (part "file"): .jpg/.png up to 4 MB or .mp4 up to 200 MB, checked by its bytes',
        response: withErrors({ 201: newsUploadResponse }),
      },
    },
    async (request, reply) => {
      requireMayUpload(currentUser(request));
      if (!request.isMultipart()) throw badRequest(NEWS_MESSAGES.fileMissing, 'file');
      const upload = await storeNewsUpload(deps.storage, await request.file());
      return reply.status(201).send(upload);
    },
  );

  r.post(
    '/latest-news/create',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Publish an item (announcements add) or submit an idea (idea: true; home_page view; kept private for review)',
        body: newsCreateBody,
        response: withErrors({ 201: newsItemResponse }),
      },
    },
    async (request, reply) => {
      const item = await service.create(deps, currentUser(request), request.body);
      sweep(request, true);
      return reply.status(201).send({ results: item });
    },
  );

  r.post(
    '/latest-news/update',
    {
      config: { access: { module: 'announcements', action: 'edit' } },
      preValidation: newsAdminOnly,
      schema: { tags, security, summary: 'Edit an item (Super Admin group)', body: newsUpdateBody, response: withErrors({ 200: newsItemResponse }) },
    },
    async (request) => {
      const item = await service.update(deps, currentUser(request), request.body);
      sweep(request, true);
      return { results: item };
    },
  );

  r.post(
    '/latest-news/active-status',
    {
      config: { access: { module: 'announcements', action: 'edit' } },
      preValidation: newsAdminOnly,
      schema: { tags, security, summary: 'Public (true) / private (false) (Super Admin group)', body: newsActiveBody, response: withErrors({ 200: newsItemResponse }) },
    },
    async (request) => {
      const item = await service.setActive(deps, currentUser(request), request.body.id, request.body.active);
      sweep(request, true);
      return { results: item };
    },
  );

  r.delete(
    '/latest-news/delete/:id',
    {
      config: { access: { module: 'announcements', action: 'delete' }, audit: { target: 'latest_news', title: titleOf('latest_news', 'title') } },
      preValidation: newsAdminOnly,
      schema: { tags, security, summary: 'Delete an item with its comments (Super Admin group)', params: newsIdParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.remove(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const findComments = {
    config: { access: { module: 'announcements', action: 'view' } as const },
    schema: {
      tags,
      security,
      summary: 'Comments of an item: sort most-liked (default), desc (newest) or asc (oldest)',
      params: newsCommentFindParams,
      response: withErrors({ 200: newsCommentListResponse }),
    },
  };
  r.get('/comments-latest-news/find/:newsId/:sort', findComments, async (request) => ({
    results: await service.comments(deps, currentUser(request), request.params.newsId, request.params.sort ?? DEFAULT_NEWS_COMMENT_SORT),
  }));
  r.get('/comments-latest-news/find/:newsId', findComments, async (request) => ({
    results: await service.comments(deps, currentUser(request), request.params.newsId, DEFAULT_NEWS_COMMENT_SORT),
  }));

  r.post(
    '/comments-latest-news/create',
    {
      config: { access: { module: 'announcements', action: 'view' }, rateLimit: newsPerUser(NEWS_RATE_LIMITS.comments) },
      schema: { tags, security, summary: 'Comment on an item (the author is the caller)', body: newsCommentCreateBody, response: withErrors({ 201: newsCommentResponse }) },
    },
    async (request, reply) => reply.status(201).send({ results: await service.addComment(deps, currentUser(request), request.body) }),
  );

  r.post(
    '/comments-latest-news/like',
    {
      config: { access: { module: 'announcements', action: 'view' }, rateLimit: newsPerUser(NEWS_RATE_LIMITS.likes) },
      schema: { tags, security, summary: "Like or unlike (toggles the caller's like)", body: newsCommentLikeBody, response: withErrors({ 200: newsCommentResponse }) },
    },
    async (request) => ({ results: await service.toggleLike(deps, currentUser(request), request.body.id) }),
  );

  r.delete(
    '/comments-latest-news/delete/:id',
    {
      config: { access: { module: 'announcements', action: 'view' }, audit: { target: 'latest_news_comment', title: titleOf('latest_news_comments', 'content') } },
      schema: { tags, security, summary: "Delete a comment: your own, or anyone's for the Super Admin group", params: newsIdParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.removeComment(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
