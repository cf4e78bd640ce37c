import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, ChatUpload, NewsItem, Shortcut } from '@portal/shared';
import { buildApp } from '../app';
import { createTestContext, databases, type DemoUser, type TestContext } from '../test/harness';
import { locationOf } from '../modules/chat/testKit';
import { DEMO_VIDEO_URL, provideDemoMedia } from '../modules/news/demoMedia';
import { FILES, multipart } from '../modules/news/testKit';
import { removeAbandonedUploads } from '../modules/news/uploads';
import { shortcutBody, squareIcon } from '../modules/shortcuts/testKit';
import { FILE_CHUNK_BYTES, DatabaseFileStore } from './database';
import { FileStorage } from './index';
import { parseRange } from './serve';

const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
const PDF = Buffer.from('%PDF-1.4\n% portal test\n');

/**
 * Issue 48: with FILE_STORAGE=database (the default with DATABASE_URL) every upload lives in the database, so what one
 * instance stored the other serves, and a delete on one is gone on both. Two apps on one database, each with a data
 * folder of its own that stays empty.
 */
describe.each(databases)('files in the database, two instances, on %s', (kind) => {
  let ctx: TestContext;
  let second: FastifyInstance;
  let storage: FileStorage;
  const secondDataDir = () => `${ctx.config.dataDir}-second`;

  beforeAll(async () => {
    ctx = await createTestContext(kind, { config: { fileStorage: 'database' } });
    second = await buildApp({ db: ctx.db, changes: ctx.changes, config: { ...ctx.config, dataDir: secondDataDir() }, logger: false, realtimeAdapter: null });
    await second.ready();
    storage = new FileStorage(new DatabaseFileStore(ctx.db));
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
    fs.rmSync(secondDataDir(), { recursive: true, force: true });
  });

  /** the first instance (the test context's app) */
  const onA = (options: InjectOptions & { as?: DemoUser }) => ctx.request(options);
  /** the second instance, with the same users' tokens */
  const onB = async ({ as, ...options }: InjectOptions & { as?: DemoUser }) =>
    second.inject({ ...options, headers: { ...(options.headers ?? {}), ...(as ? { authorization: `Bearer ${await ctx.token(as)}` } : {}) } });
  const rowsOf = async (url: string) => {
    const key = url.slice('/uploads/'.length);
    const files = await ctx.db.selectFrom('stored_files').select('key').where('key', '=', key).execute();
    const chunks = await ctx.db.selectFrom('stored_file_chunks').select('seq').where('key', '=', key).execute();
    return files.length + chunks.length;
  };
  /** served by the other instance, byte for byte */
  const expectServedByB = async (url: string, bytes?: Buffer) => {
    const res = await onB({ method: 'GET', url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    if (bytes) expect(res.rawPayload.equals(bytes)).toBe(true);
    return res;
  };
  const expectGone = async (url: string) => {
    expect((await onA({ method: 'GET', url })).statusCode).toBe(404);
    expect((await onB({ method: 'GET', url })).statusCode).toBe(404);
    expect(await rowsOf(url)).toBe(0);
  };

  it('keeps bytes in chunks: ranges across chunk edges, nothing left of a failed write, deletes take the chunks', async () => {
    const bytes = randomBytes(2 * FILE_CHUNK_BYTES + 1234);
    const url = await storage.save('tests', bytes, 'bin');
    const whole = await expectServedByB(url, bytes);
    expect(whole.headers['content-length']).toBe(String(bytes.length));
    expect(whole.headers['content-disposition']).toBe('attachment');
    for (const [start, end] of [
      [0, 9],
      [FILE_CHUNK_BYTES - 5, FILE_CHUNK_BYTES + 5],
      [FILE_CHUNK_BYTES, 2 * FILE_CHUNK_BYTES + 1233],
    ] as const) {
      const part = await onA({ method: 'GET', url, headers: { range: `bytes=${start}-${end}` } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(part.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    expect((await onB({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } })).statusCode).toBe(416);
    for (const other of ['/uploads/../package.json', '/uploads/tests/%2e%2e/x.bin', '/uploads/tests/.hidden', '/uploads/tests/none.bin']) {
      expect({ other, status: (await onB({ method: 'GET', url: other })).statusCode }).toEqual({ other, status: 404 });
    }
    expect(await ctx.db.selectFrom('stored_file_chunks').select('seq').where('key', '=', url.slice('/uploads/'.length)).execute()).toHaveLength(3);
    await storage.remove(url);
    await expectGone(url);

    // a write that fails half-way (the client went away, a check refused the rest) leaves nothing
    async function* dying() {
      yield randomBytes(FILE_CHUNK_BYTES + 10);
      throw new Error('client went away');
    }
    await expect(storage.store.write('tests/dying.bin', dying())).rejects.toThrow('client went away');
    await expectGone('/uploads/tests/dying.bin');
  });

  it('understands the byte ranges browsers send', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=2-', 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=4-100', 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('bad');
    expect(parseRange('bytes=5-2', 10)).toBe('bad');
    expect(parseRange('items=1-2', 10)).toBeNull();
  });

  it('profile pictures: stored through one instance, served by the other, the replaced one removed', async () => {
    const partner = await ctx.idOf('partner');
    const first = await onA({ method: 'PUT', url: `/api/v1/accounts/${partner}`, as: 'partner', payload: { image: dataUrl(FILES.png) } });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ results: { url_image: string } }>().results.url_image;
    await expectServedByB(firstUrl, FILES.png);
    const second = await onB({ method: 'PUT', url: `/api/v1/accounts/${partner}`, as: 'partner', payload: { image: dataUrl(FILES.jpg, 'image/jpeg') } });
    expect(second.statusCode, second.body).toBe(200);
    await expectServedByB(second.json<{ results: { url_image: string } }>().results.url_image, FILES.jpg);
    await expectGone(firstUrl);
  });

  it('shortcut icons: stored through one instance, served by the other, a replaced one removed', async () => {
    const created = await onA({ method: 'POST', url: '/api/v1/shortcuts', as: 'admin', payload: shortcutBody() });
    expect(created.statusCode, created.body).toBe(201);
    const shortcut = created.json<{ results: Shortcut }>().results;
    const icon = await expectServedByB(shortcut.desktop_image);
    expect(icon.headers['content-type']).toBe('image/png');
    const fields = {
      name: shortcut.name,
      display_name1: 'Renamed',
      display_name2: 'New words.',
      link_desktop: shortcut.link_desktop,
      link_mobile: shortcut.link_mobile,
      group_ids: [15],
    };
    const edited = await onB({ method: 'PUT', url: `/api/v1/shortcuts/${shortcut.id}`, as: 'admin', payload: { ...fields, desktop_image: squareIcon('Z') } });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectServedByB(edited.json<{ results: Shortcut }>().results.desktop_image);
    await expectGone(shortcut.desktop_image);
  });

  it('chat pictures: uploaded through one instance, served by the other', async () => {
    const location = await locationOf(ctx.db, 'staff');
    const res = await onA({
      method: 'POST',
      url: `/api/v1/location-messaging/upload/${location}`,
      as: 'staff',
      ...multipart(FILES.jpg, { filename: 'photo.jpg', mime: 'image/jpeg' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    await expectServedByB(res.json<ChatUpload>().url, FILES.jpg);
  });

  it('news pictures and videos: uploaded on one, used and served on the other, deleted with their item', async () => {
    const upload = async (bytes: Buffer) => {
      const res = await onA({ method: 'POST', url: '/api/v1/latest-news/uploadFile', as: 'admin', ...multipart(bytes) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ url: string }>().url;
    };
    const image = await upload(FILES.png);
    const video = await upload(FILES.mp4);
    const thumbnail = await upload(FILES.jpg);
    // the other instance checks that the files are ours and there (it never saw them arrive)
    const created = await onB({
      method: 'POST',
      url: '/api/v1/latest-news/create',
      as: 'admin',
      payload: { title: 'Two instances', prev_legend: 'Preview', full_legend: '<p>Body</p>', image, video, thumbnail },
    });
    expect(created.statusCode, created.body).toBe(201);
    await expectServedByB(image, FILES.png);
    const clip = await onB({ method: 'GET', url: video, headers: { range: 'bytes=0-11' } });
    expect(clip.statusCode).toBe(206);
    expect(clip.rawPayload.equals(FILES.mp4.subarray(0, 12))).toBe(true);
    const item = created.json<{ results: NewsItem }>().results;
    expect((await onA({ method: 'DELETE', url: `/api/v1/latest-news/delete/${item.id}`, as: 'admin' })).statusCode).toBe(204);
    await expectGone(image);
    await expectGone(video);
    await expectGone(thumbnail);
  });

  it('news clean-up: an abandoned upload and a half-written one go, a used one stays', async () => {
    const abandoned = await storage.save('news', FILES.png, 'png');
    const used = await storage.save('news', FILES.png, 'png');
    await ctx.db.insertInto('stored_files').values({ key: 'news/half-written.png' }).execute();
    const inTwoDays = Date.now() + 2 * 86_400_000;
    await removeAbandonedUploads(storage, new Set([used]), inTwoDays);
    await expectGone(abandoned);
    expect(await rowsOf('/uploads/news/half-written.png')).toBe(0);
    await expectServedByB(used, FILES.png);
  });

  it('announcement pictures and documents: attached on one instance, served by the other', async () => {
    const res = await onA({
      method: 'POST',
      url: '/api/v1/announcements',
      as: 'admin',
      payload: {
        target: 'everyone',
        subject: 'Two instances',
        info: '<p>Body</p>',
        image: { data: dataUrl(FILES.png), type: 'image/png', name: 'pic.png' },
        doc: { data: dataUrl(PDF, 'application/pdf'), type: 'application/pdf', name: 'Report.pdf' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ results: Announcement }>().results;
    await expectServedByB(created.url_image!, FILES.png);
    const doc = await expectServedByB(created.url_doc!, PDF);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe('attachment');
  });

  it('event comment pictures: posted on one instance, served by the other, deleted with their comment', async () => {
    const event = await onA({
      method: 'POST',
      url: '/api/v1/events',
      as: 'admin',
      payload: {
        title: 'Files',
        type: 'Project',
        address: 'Room 1',
        description: 'x',
        start: '2040-05-04T13:00:00.000Z',
        end: '2040-05-04T13:30:00.000Z',
        color: null,
        groups_ids: [],
        locations_ids: [],
        isForMe: false,
        isForEveryone: false,
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    const eventId = event.json<{ results: { event_id: number } }>().results.event_id;
    const comment = await onA({
      method: 'POST',
      url: '/api/v1/events/special/comments',
      as: 'admin',
      payload: { event_id: eventId, message: 'see picture', files: [dataUrl(FILES.png)] },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const { id, files } = comment.json<{ results: { id: number; files: string[] } }>().results;
    await expectServedByB(files[0]!, FILES.png);
    expect((await onB({ method: 'DELETE', url: `/api/v1/events/special/comments/${id}`, as: 'admin' })).statusCode).toBe(204);
    await expectGone(files[0]!);
  });

  it('the demo video: both instances starting at once store it once, from the database', async () => {
    await storage.remove(DEMO_VIDEO_URL);
    const seeded = await ctx.db.selectFrom('latest_news').select('id').where('video_url', '=', DEMO_VIDEO_URL).executeTakeFirst();
    if (!seeded)
      await ctx.db
        .insertInto('latest_news')
        .values({ owner_id: null, title: 'Demo video', prev_legend: 'x', image_url: null, video_url: DEMO_VIDEO_URL, thumbnail_url: null })
        .execute();
    await Promise.all([provideDemoMedia(ctx.db, storage), provideDemoMedia(ctx.db, new FileStorage(new DatabaseFileStore(ctx.db)))]);
    const source = fs.readFileSync(path.join(import.meta.dirname, '../modules/news/demo/vr-arena-tour.mp4'));
    await expectServedByB(DEMO_VIDEO_URL, source);
  });

  it('a switch from the disk loses nothing: files an earlier instance kept in DATA_DIR/uploads move in at start, once', async () => {
    const thirdDataDir = `${ctx.config.dataDir}-third`;
    const picture = randomBytes(3000);
    const nested = randomBytes(FILE_CHUNK_BYTES + 10);
    fs.mkdirSync(path.join(thirdDataDir, 'uploads', 'avatars'), { recursive: true });
    fs.mkdirSync(path.join(thirdDataDir, 'uploads', 'news', '2026'), { recursive: true });
    fs.writeFileSync(path.join(thirdDataDir, 'uploads', 'avatars', 'kept-from-disk.png'), picture);
    fs.writeFileSync(path.join(thirdDataDir, 'uploads', 'news', '2026', 'clip-from-disk.mp4'), nested);
    // a half-written upload of the old instance stays behind
    fs.writeFileSync(path.join(thirdDataDir, 'uploads', 'avatars', '.0b7f2f8e-4f7e-4a4e-9f1e-2f4d2b1c9a10.part'), 'x');
    try {
      // two instances starting on that disk at once copy each file once
      const [third, fourth] = await Promise.all(
        [0, 1].map(() => buildApp({ db: ctx.db, changes: ctx.changes, config: { ...ctx.config, dataDir: thirdDataDir }, logger: false, realtimeAdapter: null })),
      );
      await third!.close();
      await fourth!.close();
      await expectServedByB('/uploads/avatars/kept-from-disk.png', picture);
      await expectServedByB('/uploads/news/2026/clip-from-disk.mp4', nested);
      expect(await storage.has('/uploads/avatars/.0b7f2f8e-4f7e-4a4e-9f1e-2f4d2b1c9a10.part')).toBe(false);
      const rows = await ctx.db.selectFrom('stored_files').select('key').where('key', 'in', ['avatars/kept-from-disk.png', 'news/2026/clip-from-disk.mp4']).execute();
      expect(rows).toHaveLength(2);
      // the disk copies stay where they were
      expect(fs.existsSync(path.join(thirdDataDir, 'uploads', 'avatars', 'kept-from-disk.png'))).toBe(true);
    } finally {
      fs.rmSync(thirdDataDir, { recursive: true, force: true });
    }
  });

  it('wrote nothing to either instance’s disk', () => {
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(secondDataDir(), 'uploads'))).toBe(false);
  });
});
