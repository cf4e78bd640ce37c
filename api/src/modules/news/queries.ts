import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { NewsCommentSort } from '@portal/shared';
import type { Database, Db } from '../../db';
import type { LatestNewsTable } from '../../db/schema';
import './tables';

/** The date an item went (or goes) public: the feed's order. */
const feedDate = sql<Date>`coalesce(n.publish_date, n.created_at)`;

function newsSelect(db: Db) {
  return db
    .selectFrom('latest_news as n')
    .leftJoin('accounts as a', 'a.id', 'n.owner_id')
    .leftJoin('locations as l', 'l.id', 'a.location_id')
    .select([
      'n.id',
      'n.owner_id',
      'n.title',
      'n.prev_legend',
      'n.full_legend',
      'n.image_url',
      'n.video_url',
      'n.thumbnail_url',
      'n.active',
      'n.publish_date',
      'n.idea',
      'n.notify_desktop',
      'n.notify_mobile',
      'n.created_at',
      'n.updated_at',
      'a.first_name',
      'a.last_name',
      'l.store_id',
      sql<number>`(select count(*)::int from latest_news_comments c where c.latest_news_id = n.id)`.as('comments_count'),
    ]);
}
export type NewsRow = Awaited<ReturnType<ReturnType<typeof newsSelect>['executeTakeFirstOrThrow']>>;

/** Spec 4: only active items whose publish date is empty or past (`now`). */
function published(now: Date) {
  return (eb: ExpressionBuilder<Database & { n: LatestNewsTable }, 'n'>) =>
    eb.and([eb('n.active', '=', true), eb.or([eb('n.publish_date', 'is', null), eb('n.publish_date', '<=', now)])]);
}

export async function listNews(db: Db, options: { onlyPublishedAt: Date | null; limit: number; offset: number }): Promise<NewsRow[]> {
  let query = newsSelect(db);
  if (options.onlyPublishedAt) query = query.where(published(options.onlyPublishedAt));
  return query.orderBy(feedDate, 'desc').orderBy('n.id', 'desc').limit(options.limit).offset(options.offset).execute();
}

/** Spec 2, section 4: active items with a publish date not in the future; active first, then newest. */
export async function listCarousel(db: Db, now: Date, limit: number): Promise<NewsRow[]> {
  return newsSelect(db).where(published(now)).orderBy('n.active', 'desc').orderBy(feedDate, 'desc').orderBy('n.id', 'desc').limit(limit).execute();
}

export async function findNews(db: Db, id: number): Promise<NewsRow | undefined> {
  return newsSelect(db).where('n.id', '=', id).executeTakeFirst();
}

/** Just the columns visibility needs (comment routes, socket room checks). */
export async function findNewsVisibility(db: Db, id: number) {
  return db.selectFrom('latest_news').select(['id', 'active', 'publish_date']).where('id', '=', id).executeTakeFirst();
}

export async function insertNews(db: Db, values: Insertable<LatestNewsTable>): Promise<number> {
  const row = await db.insertInto('latest_news').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNews(db: Db, id: number, patch: Updateable<LatestNewsTable>): Promise<boolean> {
  const row = await db
    .updateTable('latest_news')
    .set({ ...patch, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function deleteNews(db: Db, id: number) {
  return db.deleteFrom('latest_news').where('id', '=', id).returning(['id', 'image_url', 'video_url', 'thumbnail_url']).executeTakeFirst();
}

/** Whether another item still points at a stored file (seeded items may share one). */
export async function isFileInUse(db: Db, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('latest_news')
    .select('id')
    .where((eb) => eb.or([eb('image_url', '=', url), eb('video_url', '=', url), eb('thumbnail_url', '=', url)]))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

const likeIds = sql<
  number[] | string
>`coalesce((select json_agg(k.account_id order by k.created_at, k.account_id) from latest_news_comment_likes k where k.comment_id = c.id), '[]'::json)`;
const likeCount = sql<number>`(select count(*)::int from latest_news_comment_likes k where k.comment_id = c.id)`;

function commentSelect(db: Db) {
  return db
    .selectFrom('latest_news_comments as c')
    .innerJoin('accounts as a', 'a.id', 'c.author_id')
    .select([
      'c.id',
      'c.latest_news_id',
      'c.author_id',
      'c.content',
      'c.type',
      'c.created_at',
      'a.first_name',
      'a.last_name',
      'a.url_image',
      likeIds.as('like_ids'),
      likeCount.as('like_count'),
    ]);
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentSelect>['executeTakeFirstOrThrow']>>;

/** Spec 4: most-liked (most likes first, then newest), desc (newest first), asc (oldest first). */
export async function listComments(db: Db, newsId: number, sort: NewsCommentSort): Promise<CommentRow[]> {
  const query = commentSelect(db).where('c.latest_news_id', '=', newsId);
  if (sort === 'asc') return query.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc').execute();
  const newest = sort === 'most-liked' ? query.orderBy(likeCount, 'desc') : query;
  return newest.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute();
}

/** The `perItem` most liked comments of each item (home carousel), in one query. */
export async function topComments(db: Db, newsIds: number[], perItem: number): Promise<CommentRow[]> {
  if (newsIds.length === 0) return [];
  const ranked = commentSelect(db)
    .select(sql<number>`row_number() over (partition by c.latest_news_id order by ${likeCount} desc, c.created_at desc, c.id desc)`.as('rank'))
    .where('c.latest_news_id', 'in', newsIds);
  return db.selectFrom(ranked.as('r')).selectAll().where('r.rank', '<=', perItem).orderBy('r.latest_news_id').orderBy('r.rank').execute() as Promise<CommentRow[]>;
}

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  return commentSelect(db).where('c.id', '=', id).executeTakeFirst();
}

export async function insertComment(db: Db, values: { latest_news_id: number; author_id: number; content: string }): Promise<number> {
  const row = await db.insertInto('latest_news_comments').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteComment(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.deleteFrom('latest_news_comments').where('id', '=', id).returning('id').executeTakeFirst());
}

/** Like ↔ unlike for one user; true when the comment is liked afterwards. */
export async function toggleLike(db: Db, commentId: number, accountId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('latest_news_comment_likes')
    .where('comment_id', '=', commentId)
    .where('account_id', '=', accountId)
    .returning('comment_id')
    .executeTakeFirst();
  if (removed) return false;
  await db
    .insertInto('latest_news_comment_likes')
    .values({ comment_id: commentId, account_id: accountId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

/** Every ACTIVE account whose group may read the feed (notification receivers). */
export async function readerIds(db: Db, exceptId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('group_permissions as p', (join) => join.onRef('p.group_id', '=', 'a.group_id').on('p.module', '=', 'announcements'))
    .select('a.id')
    .where('a.status', '=', 'ACTIVE')
    .where('p.view', '=', true)
    .where('a.id', '<>', exceptId)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims items whose notifications are due (published, public, flags set, not sent yet). The update is the claim,
 * so with several api instances each item is notified once.
 */
export async function claimDueNotifications(db: Db, now: Date) {
  return db
    .updateTable('latest_news as n')
    .set({ notified_at: now })
    .where('n.notified_at', 'is', null)
    .where(published(now))
    .where((eb) => eb.or([eb('n.notify_desktop', '=', true), eb('n.notify_mobile', '=', true)]))
    .returning(['n.id', 'n.title', 'n.prev_legend', 'n.owner_id', 'n.notify_desktop', 'n.notify_mobile'])
    .execute();
}

/** Every stored news file an item points at (to tell abandoned uploads from used ones). */
export async function referencedUploads(db: Db, prefix: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('latest_news')
    .select(['image_url', 'video_url', 'thumbnail_url'])
    .where((eb) => eb.or([eb('image_url', 'like', `${prefix}%`), eb('video_url', 'like', `${prefix}%`), eb('thumbnail_url', 'like', `${prefix}%`)]))
    .execute();
  return new Set(rows.flatMap((r) => [r.image_url, r.video_url, r.thumbnail_url]).filter((u): u is string => Boolean(u)));
}
