import type { FastifyBaseLogger } from 'fastify';
import {
  NEWS_CAROUSEL_COMMENTS,
  NEWS_LIST_MAX,
  NEWS_MESSAGES,
  NEWS_REALTIME,
  isNewsVisibleTo,
  type NewsCarouselItem,
  type NewsComment,
  type NewsCommentEvent,
  type NewsCommentSort,
  type NewsItem,
  type PortalNotification,
  type newsCommentCreateBody,
  type newsCreateBody,
  type newsUpdateBody,
} from '@portal/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { RequestUser } from '../../auth/access';
import { badRequest, notFound } from '@portal/shared/node/server';
import { sanitizeRichHtml, toPlainText } from '../../http/sanitize';
import { enqueueDelivery } from '../../delivery';
import { createNotification, publishNotifications } from '../notify/service';
import { mayFollowNews, requireMayCreate, requireMayDeleteComment, requireNewsAdmin, requireVisible, seesUnpublished } from './policy';
import * as q from './queries';
import { NEWS_UPLOAD_FOLDER, removeAbandonedUploads, storedUploadKind } from './uploads';

type CreateInput = z.output<typeof newsCreateBody>;
type UpdateInput = z.output<typeof newsUpdateBody>;
type CommentInput = z.output<typeof newsCommentCreateBody>;

/** How many items the home carousel shows. */
export const NEWS_CAROUSEL_MAX = 20;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toNewsItem(row: q.NewsRow, now = new Date()): NewsItem {
  return {
    id: row.id,
    title: row.title,
    prev_legend: row.prev_legend,
    full_legend: row.full_legend,
    image_url: row.image_url,
    video_url: row.video_url,
    thumbnail_url: row.thumbnail_url,
    active: row.active,
    publish_date: iso(row.publish_date),
    scheduled: row.publish_date !== null && row.publish_date.getTime() > now.getTime(),
    idea: row.idea,
    customer_id: row.owner_id,
    full_name: row.first_name ? `${row.first_name} ${row.last_name}`.trim() : '',
    store_id: row.store_id ?? null,
    notify_desktop: row.notify_desktop,
    notify_mobile: row.notify_mobile,
    comments_count: Number(row.comments_count),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toNewsComment(row: q.CommentRow): NewsComment {
  const likes = typeof row.like_ids === 'string' ? (JSON.parse(row.like_ids) as number[]) : row.like_ids;
  return {
    id: row.id,
    latest_news_id: row.latest_news_id,
    id_remetente: row.author_id,
    full_name_remetente: `${row.first_name} ${row.last_name}`.trim(),
    url_image_remetente: row.url_image,
    content: row.content,
    type: 'TEXT',
    like: (likes ?? []).map(Number),
    createdAt: row.created_at.toISOString(),
  };
}

/** image / thumbnail must be images and video an .mp4 that uploadFile stored (never a url from elsewhere). */
async function checkUploads(deps: AppDeps, body: Pick<CreateInput, 'image' | 'video' | 'thumbnail'>) {
  const checks = [
    ['image', body.image, 'image', NEWS_MESSAGES.imageNotUploaded],
    ['video', body.video, 'video', NEWS_MESSAGES.videoNotUploaded],
    ['thumbnail', body.thumbnail, 'image', NEWS_MESSAGES.thumbnailNotUploaded],
  ] as const;
  for (const [field, url, want, message] of checks) {
    if (url && (await storedUploadKind(deps.storage, url)) !== want) throw badRequest(message, field);
  }
}

// ---- notifications -------------------------------------------------------------------------------------------

const SWEEP_EVERY_MS = 30_000;
const CLEANUP_EVERY_MS = 3_600_000;
const lastSweep = new WeakMap<AppDeps, number>();
const lastCleanup = new WeakMap<AppDeps, number>();

/** Hourly per process: uploads that no item used within a day are deleted (abandoned forms must not fill the disk). */
export async function cleanUpUploads(deps: AppDeps, force = false): Promise<number> {
  const now = Date.now();
  if (!force && now - (lastCleanup.get(deps) ?? 0) < CLEANUP_EVERY_MS) return 0;
  lastCleanup.set(deps, now);
  const referenced = await q.referencedUploads(deps.db, `/uploads/${NEWS_UPLOAD_FOLDER}/`);
  return removeAbandonedUploads(deps.storage, referenced, now);
}

/**
 * Sends the notifications of items that are now published: at once for an item published on creation, and for a
 * scheduled one on the first feed read (or write) after its publish date, at most every 30 s per process. Desktop:
 * the bell of every active reader, pushed live. Mobile: a push to the same readers through the delivery engine.
 */
export async function sendDueNotifications(deps: AppDeps, force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - (lastSweep.get(deps) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(deps, now);
  // the claim and the bell rows commit together: a failure leaves the item due for the next sweep
  const written = await deps.db.transaction().execute(async (tx) => {
    const due = await q.claimDueNotifications(tx, new Date(now));
    const rows: PortalNotification[] = [];
    for (const item of due) {
      const userIds = await q.readerIds(tx, item.owner_id ?? 0);
      const content = `Latest News: ${item.title}`;
      const link = `/announcements?id=${item.id}`;
      if (item.notify_desktop) rows.push(...(await createNotification(tx, { userIds, content, link })));
      if (item.notify_mobile && userIds.length) {
        await enqueueDelivery(tx, {
          source: { kind: 'latest_news', id: item.id },
          subject: content,
          html: '',
          text: item.prev_legend || item.title,
          link,
          channels: { email: false, sms: false, push: true, desktop: false },
          recipients: userIds.map((userId) => ({ userId })),
        });
      }
    }
    return rows;
  });
  publishNotifications(deps, written);
}

/** Runs the sweep without holding up the request that triggered it; a failure is logged, never the caller's. */
export function sweepInBackground(deps: AppDeps, log: FastifyBaseLogger, force = false): void {
  sendDueNotifications(deps, force).catch((err: unknown) => log.error({ err }, 'latest news notifications failed'));
  cleanUpUploads(deps).catch((err: unknown) => log.error({ err }, 'latest news upload clean-up failed'));
}

/** Title and preview are plain text; markup is dropped, and what is left must still say something. */
function plainField(value: string, field: 'title' | 'prev_legend'): string {
  const text = toPlainText(value).replace(/\s+/g, ' ').trim();
  if (!text) throw badRequest(NEWS_MESSAGES.fillAllFields, field);
  return text;
}

// ---- items ---------------------------------------------------------------------------------------------------

export async function list(deps: AppDeps, user: RequestUser, query: { limit?: number; offset?: number }): Promise<NewsItem[]> {
  const now = new Date();
  const rows = await q.listNews(deps.db, {
    onlyPublishedAt: seesUnpublished(user) ? null : now,
    limit: query.limit ?? NEWS_LIST_MAX,
    offset: query.offset ?? 0,
  });
  return rows.map((row) => toNewsItem(row, now));
}

export async function carousel(deps: AppDeps): Promise<NewsCarouselItem[]> {
  const now = new Date();
  const rows = await q.listCarousel(deps.db, now, NEWS_CAROUSEL_MAX);
  const comments = await q.topComments(
    deps.db,
    rows.map((r) => r.id),
    NEWS_CAROUSEL_COMMENTS,
  );
  return rows.map((row) => ({
    ...toNewsItem(row, now),
    comments: comments.filter((c) => c.latest_news_id === row.id).map(toNewsComment),
  }));
}

export async function get(deps: AppDeps, user: RequestUser, id: number): Promise<NewsItem> {
  const row = await q.findNews(deps.db, id);
  requireVisible(user, row);
  return toNewsItem(row!);
}

async function reload(deps: AppDeps, id: number): Promise<NewsItem> {
  const row = await q.findNews(deps.db, id);
  if (!row) throw notFound('Latest news');
  return toNewsItem(row);
}

export async function create(deps: AppDeps, user: RequestUser, body: CreateInput): Promise<NewsItem> {
  requireMayCreate(user, body.idea);
  await checkUploads(deps, body);
  const idea = body.idea;
  const id = await q.insertNews(deps.db, {
    owner_id: user.id,
    title: plainField(body.title, 'title'),
    prev_legend: plainField(body.prev_legend, 'prev_legend'),
    full_legend: sanitizeRichHtml(body.full_legend),
    image_url: body.image ?? null,
    video_url: body.video ?? null,
    thumbnail_url: body.thumbnail ?? null,
    // an idea waits, private, for a news administrator to publish it
    active: !idea,
    publish_date: idea ? null : (body.publish_date ?? null),
    idea,
    notify_desktop: !idea && body.notify_desktop,
    notify_mobile: !idea && body.notify_mobile,
    notified_at: idea || (!body.notify_desktop && !body.notify_mobile) ? new Date() : null,
  });
  return reload(deps, id);
}

export async function update(deps: AppDeps, user: RequestUser, body: UpdateInput): Promise<NewsItem> {
  requireNewsAdmin(user);
  const patch = {
    ...(body.title !== undefined ? { title: plainField(body.title, 'title') } : {}),
    ...(body.prev_legend !== undefined ? { prev_legend: plainField(body.prev_legend, 'prev_legend') } : {}),
    ...(body.full_legend !== undefined ? { full_legend: sanitizeRichHtml(body.full_legend) } : {}),
    ...(body.publish_date !== undefined ? { publish_date: body.publish_date } : {}),
  };
  if (!(await q.updateNews(deps.db, body.id, patch))) throw notFound('Latest news');
  return reload(deps, body.id);
}

export async function setActive(deps: AppDeps, user: RequestUser, id: number, active: boolean): Promise<NewsItem> {
  requireNewsAdmin(user);
  if (!(await q.updateNews(deps.db, id, { active }))) throw notFound('Latest news');
  return reload(deps, id);
}

export async function remove(deps: AppDeps, user: RequestUser, id: number): Promise<void> {
  requireNewsAdmin(user);
  const row = await q.deleteNews(deps.db, id);
  if (!row) throw notFound('Latest news');
  for (const url of [row.image_url, row.video_url, row.thumbnail_url]) {
    if (url && !(await q.isFileInUse(deps.db, url))) await deps.storage.remove(url);
  }
}

// ---- comments ------------------------------------------------------------------------------------------------

/** The item a comment call is about, refused as not found when the caller may not read it. */
async function readableNews(deps: AppDeps, user: RequestUser, newsId: number) {
  const item = await q.findNewsVisibility(deps.db, newsId);
  requireVisible(user, item);
  return item!;
}

/**
 * Pushes a comment change to the item's room, only while the item is public: a reader who joined before the item
 * went private (or was rescheduled) stays in the room, and must not hear what is said about it afterwards.
 */
function publish(deps: AppDeps, item: { active: boolean; publish_date: Date | null }, event: NewsCommentEvent) {
  if (!isNewsVisibleTo({ group_id: null }, item)) return;
  deps.realtime.toRoom(NEWS_REALTIME.room(event.newsId), NEWS_REALTIME.commentEvent, event);
}

export async function comments(deps: AppDeps, user: RequestUser, newsId: number, sort: NewsCommentSort): Promise<NewsComment[]> {
  await readableNews(deps, user, newsId);
  return (await q.listComments(deps.db, newsId, sort)).map(toNewsComment);
}

export async function addComment(deps: AppDeps, user: RequestUser, body: CommentInput): Promise<NewsComment> {
  const item = await readableNews(deps, user, body.latest_news_id);
  // comments are plain text: tags go, and what is left must still say something
  const content = toPlainText(body.content);
  if (!content) throw badRequest(NEWS_MESSAGES.commentEmpty, 'content');
  const id = await q.insertComment(deps.db, { latest_news_id: body.latest_news_id, author_id: user.id, content });
  const comment = toNewsComment((await q.findComment(deps.db, id))!);
  publish(deps, item, { newsId: comment.latest_news_id, action: 'created', comment });
  return comment;
}

async function readableComment(deps: AppDeps, user: RequestUser, id: number) {
  const row = await q.findComment(deps.db, id);
  if (!row) throw notFound('Comment');
  const item = await q.findNewsVisibility(deps.db, row.latest_news_id);
  if (!item) throw notFound('Comment');
  requireVisible(user, item);
  return { row, item };
}

export async function toggleLike(deps: AppDeps, user: RequestUser, id: number): Promise<NewsComment> {
  const { row, item } = await readableComment(deps, user, id);
  await q.toggleLike(deps.db, id, user.id);
  const fresh = await q.findComment(deps.db, id);
  if (!fresh) throw notFound('Comment');
  const comment = toNewsComment(fresh);
  publish(deps, item, { newsId: row.latest_news_id, action: 'liked', comment });
  return comment;
}

export async function removeComment(deps: AppDeps, user: RequestUser, id: number): Promise<void> {
  const { row, item } = await readableComment(deps, user, id);
  requireMayDeleteComment(user, row.author_id);
  if (!(await q.deleteComment(deps.db, id))) throw notFound('Comment');
  publish(deps, item, { newsId: row.latest_news_id, action: 'deleted', commentId: id });
}

/** Socket room check: `news:<id>` is open to whoever may read that item now. */
export async function mayJoinNewsRoom(deps: AppDeps, userId: number, key: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(key)) return false;
  const state = await deps.accessStates.get(userId);
  if (!mayFollowNews(state)) return false;
  const item = await q.findNewsVisibility(deps.db, Number(key));
  return Boolean(item && isNewsVisibleTo({ group_id: state.group_id }, item));
}
