import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES, type NewsUpload } from '@portal/shared';
import { DEMO_PASSWORD, SEED_PERMISSIONS } from '../../db/seedData';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { referencedUploads } from './queries';
import { removeAbandonedUploads, sniffNewsFile } from './uploads';
import { createNews, uploaded } from './testKit';
import { FILES, multipart, upload } from './testKit';

describe.each(databases)('latest news uploads on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** what uploads left in the folder, half-written ones included (the demo video is put there at start-up) */
  const stored = async () =>
    (await ctx.storage.list('news'))
      .map((f) => path.basename(f.key))
      .filter((name) => !name.startsWith('demo-'))
      .sort();
  /** as if the file had been stored at `when` */
  const storedAt = async (url: string, when: Date) => {
    if (ctx.config.fileStorage === 'database') await ctx.db.updateTable('stored_files').set({ created_at: when }).where('key', '=', url.slice('/uploads/'.length)).execute();
    else await fs.utimes(path.join(ctx.config.dataDir, url), when, when);
  };

  it('401 without a token, before the body is read', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/v1/latest-news/uploadFile', ...multipart(FILES.png) });
    expect(res.statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('403 for someone who may neither publish news nor see the home page', async () => {
    const member = await factories.account(ctx.db, { group_id: 14 });
    const rights = { ...SEED_PERMISSIONS[14]!, home_page: { view: false, add: false, edit: false, delete: false } };
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/permissions/14', as: 'admin', payload: rights })).statusCode).toBe(200);
    const signin = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: member.email, password: DEMO_PASSWORD } });
    const token = signin.json<{ token: string }>().token;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/latest-news/uploadFile',
      headers: { ...multipart(FILES.png).headers, authorization: `Bearer ${token}` },
      payload: multipart(FILES.png).payload,
    });
    expect(res.statusCode).toBe(403);
    const idea = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/latest-news/create',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 't', prev_legend: 'p', image: '/uploads/news/x.png', idea: true },
    });
    expect(idea.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['png', FILES.png, 'image', 'image/png'],
    ['jpg', FILES.jpg, 'image', 'image/jpeg'],
    ['mp4', FILES.mp4, 'video', 'video/mp4'],
  ] as const)('stores a %s by its bytes, whatever its name says', async (ext, bytes, type, mime) => {
    const res = await upload(ctx, bytes, 'staff', { filename: 'misleading.txt', mime: 'text/plain' });
    expect(res.statusCode).toBe(201);
    const body = res.json<NewsUpload>();
    expect(body).toMatchObject({ type, mime, size: bytes.length });
    expect(body.url).toMatch(new RegExp(`^/uploads/news/[0-9a-f-]{36}\\.${ext}$`));
    // it is served, byte for byte
    const served = await ctx.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
  });

  it('refuses other types, oversized images and requests without a file, keeping nothing', async () => {
    const before = await stored();
    for (const bytes of [FILES.html, FILES.heic, Buffer.from('GIF89a' + 'x'.repeat(30))]) {
      const res = await upload(ctx, bytes, 'admin', { filename: 'photo.png', mime: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: NEWS_MESSAGES.fileType, field: 'file' });
    }
    const big = Buffer.concat([FILES.png, Buffer.alloc(4 * 1024 * 1024)]);
    const tooBig = await upload(ctx, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(NEWS_MESSAGES.imageTooLarge);
    const empty = await upload(ctx, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(NEWS_MESSAGES.fileMissing);
    const wrongField = await upload(ctx, FILES.png, 'admin', { field: 'picture' });
    expect(wrongField.statusCode).toBe(400);
    const json = await ctx.request({ method: 'POST', url: '/api/v1/latest-news/uploadFile', as: 'admin', payload: { file: 'data:image/png;base64,AAAA' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(NEWS_MESSAGES.fileMissing);
    expect(await stored()).toEqual(before);
  });

  it('takes videos larger than the JSON body limit (streamed to disk, not buffered)', async () => {
    const video = Buffer.concat([FILES.mp4, Buffer.alloc(8 * 1024 * 1024, 7)]);
    const res = await upload(ctx, video, 'admin', { filename: 'tour.mp4', mime: 'video/mp4' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'video', size: video.length });
  });

  it('removes uploads no item used within a day, never a used or a recent one', async () => {
    const used = (await createNews(ctx)).image_url!;
    const abandoned = await uploaded(ctx);
    const recent = await uploaded(ctx);
    // the clock moves, not the files: the app's own background clean-up (real clock) then finds nothing old to race
    // this call for
    // (every other stored file, `recent` and earlier tests' leftovers, is written "at" that future time)
    const inTwoDays = Date.now() + 2 * 86_400_000;
    for (const file of await ctx.storage.list('news')) {
      if (file.url !== abandoned && file.url !== used) await storedAt(file.url, new Date(inTwoDays));
    }
    const removed = await removeAbandonedUploads(ctx.storage, await referencedUploads(ctx.db, '/uploads/news/'), inTwoDays);
    expect(removed).toBe(1);
    const names = await stored();
    expect(names).toContain(path.basename(used));
    expect(names).toContain(path.basename(recent));
    expect(names).not.toContain(path.basename(abandoned));
  });

  it('sniffs mp4 brands and pictures, not HEIF pictures or QuickTime', async () => {
    expect(await sniffNewsFile(FILES.mp4)).toBe('mp4');
    expect(await sniffNewsFile(FILES.jpg)).toBe('jpg');
    expect(await sniffNewsFile(FILES.png)).toBe('png');
    expect(await sniffNewsFile(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ')]))).toBeNull();
    expect(await sniffNewsFile(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypmp42')]))).toBe('mp4');
    expect(await sniffNewsFile(FILES.heic)).toBeNull();
    expect(await sniffNewsFile(Buffer.from('ftypisom'))).toBeNull();
  });
});
