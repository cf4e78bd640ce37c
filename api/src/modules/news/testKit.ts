import type { InjectOptions } from 'fastify';
import type { NewsItem, NewsUpload } from '@portal/shared';
import type { Db } from '../../db';
import type { DemoUser, TestContext } from '../../test/harness';
import './tables';

/** Tiny files whose first bytes say what they are. */
export const FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 3)]),
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 4)]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

/** A multipart/form-data body with one file part (what a browser's FormData sends). */
export function multipart(content: Buffer, options: { field?: string; filename?: string; mime?: string } = {}): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'picture.png'}"\r\n` +
    `Content-Type: ${options.mime ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(ctx: TestContext, content: Buffer, as: DemoUser = 'admin', options: Parameters<typeof multipart>[1] = {}) {
  return ctx.request({ method: 'POST', url: '/api/v1/latest-news/uploadFile', as, ...multipart(content, options) });
}

export async function uploaded(ctx: TestContext, content: Buffer = FILES.png, as: DemoUser = 'admin'): Promise<string> {
  const res = await upload(ctx, content, as);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json<NewsUpload>().url;
}

/** Creates an item as the admin (public, published now unless told otherwise). */
export async function createNews(ctx: TestContext, overrides: Record<string, unknown> = {}, as: DemoUser = 'admin'): Promise<NewsItem> {
  const body = { title: `News ${Math.random().toString(36).slice(2, 8)}`, prev_legend: 'Preview', full_legend: '<p>Body</p>', image: await uploaded(ctx), ...overrides };
  const res = await ctx.request({ method: 'POST', url: '/api/v1/latest-news/create', as, payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ results: NewsItem }>().results;
}

/** A public, published item written straight to the database (route matrix samples). */
export async function insertNewsRow(db: Db, ownerId: number | null = null): Promise<number> {
  const row = await db
    .insertInto('latest_news')
    .values({ owner_id: ownerId, title: 'Matrix news', prev_legend: 'Preview', image_url: null, video_url: null, thumbnail_url: null, notified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A comment by `authorId` on a fresh public item. */
export async function insertCommentRow(db: Db, authorId: number): Promise<number> {
  const newsId = await insertNewsRow(db);
  const row = await db
    .insertInto('latest_news_comments')
    .values({ latest_news_id: newsId, author_id: authorId, content: 'Matrix comment' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
