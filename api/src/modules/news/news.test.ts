import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES, type NewsCarouselItem, type NewsItem } from '@portal/shared';
import { DEMO_PASSWORD } from '../../db/seedData';
import { createTestContext, databases, factories, type DemoUser, type TestContext } from '../../test/harness';
import { createNews, FILES, uploaded } from './testKit';
import { sniffNewsFile } from './uploads';
import { deliveryDb } from '../../delivery/schema';

describe.each(databases)('latest news api on %s', (kind) => {
  let ctx: TestContext;
  /** a Marketing member: announcements edit, but not in the Super Admin group */
  let marketingToken: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const marketing = await factories.account(ctx.db, { group_id: 10 });
    const signin = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: marketing.email, password: DEMO_PASSWORD } });
    marketingToken = signin.json<{ token: string }>().token;
  });
  afterAll(() => ctx.close());

  const list = async (as: DemoUser) => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/latest-news', as });
    expect(res.statusCode).toBe(200);
    return res.json<{ results: NewsItem[] }>().results;
  };
  const seeded = async (title: string) => (await list('admin')).find((n) => n.title.startsWith(title))!;
  const post = (url: string, payload: unknown, as: DemoUser | null = 'admin') => ctx.request({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, as });
  const asMarketing = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { authorization: `Bearer ${marketingToken}` } });

  it('401 without a token on every route', async () => {
    const calls: [string, string][] = [
      ['GET', '/latest-news'],
      ['GET', '/latest-news/carousel'],
      ['GET', '/latest-news/1'],
      ['POST', '/latest-news/uploadFile'],
      ['POST', '/latest-news/create'],
      ['POST', '/latest-news/update'],
      ['POST', '/latest-news/active-status'],
      ['DELETE', '/latest-news/delete/1'],
    ];
    for (const [method, url] of calls) {
      const res = await ctx.request({ method: method as 'GET', url: `/api/v1${url}`, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('403 for the Super Admin-only functions, before the body is even checked, and nothing changes', async () => {
    const item = await seeded('Summer hours');
    for (const as of ['staff', 'partner', 'manager'] as const) {
      expect((await post('/latest-news/update', { id: item.id, title: 'Hacked' }, as)).statusCode).toBe(403);
      expect((await post('/latest-news/update', { nonsense: true }, as)).statusCode).toBe(403);
      expect((await post('/latest-news/active-status', { id: item.id, active: false }, as)).statusCode).toBe(403);
      expect((await ctx.request({ method: 'DELETE', url: `/api/v1/latest-news/delete/${item.id}`, as })).statusCode).toBe(403);
    }
    // announcements edit / delete rights are not enough: the spec ties these to the Super Admin group
    const update = await asMarketing('POST', '/latest-news/update', { id: item.id, title: 'Hacked' });
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
    expect((await asMarketing('POST', '/latest-news/active-status', { id: item.id, active: false })).statusCode).toBe(403);
    expect(await seeded('Summer hours')).toEqual(item);
  });

  it('403 for publishing from the composer without announcements add; staff may still submit ideas', async () => {
    const image = await uploaded(ctx, FILES.png, 'staff');
    const res = await post('/latest-news/create', { title: 'Mine', prev_legend: 'p', image }, 'staff');
    expect(res.statusCode).toBe(403);
    const idea = await post('/latest-news/create', { title: 'My idea', prev_legend: 'p', image, idea: true, customer_id: 999 }, 'staff');
    expect(idea.statusCode).toBe(201);
  });

  it('non-admins see only active items whose publish date is empty or past; admins see all, with flags', async () => {
    const adminView = await list('admin');
    const scheduled = adminView.find((n) => n.title.startsWith('Holiday tournament'))!;
    const privateOne = adminView.find((n) => n.title.startsWith('Q1 prize catalogue'))!;
    const idea = adminView.find((n) => n.title.startsWith('Idea: punch cards'))!;
    expect(scheduled).toMatchObject({ scheduled: true, active: true });
    expect(new Date(scheduled.publish_date!).getTime()).toBeGreaterThan(Date.now());
    expect(privateOne.active).toBe(false);
    expect(idea).toMatchObject({ idea: true, active: false });

    for (const as of ['staff', 'partner', 'manager'] as const) {
      const seen = await list(as);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((n) => n.active && !n.scheduled)).toBe(true);
      for (const hidden of [scheduled, privateOne, idea]) {
        expect(seen.some((n) => n.id === hidden.id)).toBe(false);
        const one = await ctx.request({ method: 'GET', url: `/api/v1/latest-news/${hidden.id}`, as });
        expect(one.statusCode).toBe(404);
        expect(one.json().error.message).toBe('Latest news not found.');
        expect((await ctx.request({ method: 'GET', url: `/api/v1/comments-latest-news/find/${hidden.id}/desc`, as })).statusCode).toBe(404);
      }
    }
    const full = await ctx.request({ method: 'GET', url: `/api/v1/latest-news/${scheduled.id}`, as: 'admin' });
    expect(full.json().results).toEqual(scheduled);
  });

  it('lists newest first with author, store and comment counts; the full article by id', async () => {
    const items = await list('staff');
    const dates = items.map((n) => new Date(n.publish_date ?? n.createdAt).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const summer = items.find((n) => n.title === 'Summer hours start June 1')!;
    expect(summer).toMatchObject({ full_name: 'Alex Morgan', store_id: '101', comments_count: 4, idea: false });
    const video = items.find((n) => n.video_url)!;
    expect(video.thumbnail_url).toBeTruthy();
    // the demo video is served where the seeded item points, and is a real mp4
    const clip = await ctx.app.inject({ method: 'GET', url: video.video_url! });
    expect(clip.statusCode).toBe(200);
    expect(await sniffNewsFile(clip.rawPayload)).toBe('mp4');
    const one = await ctx.request({ method: 'GET', url: `/api/v1/latest-news/${summer.id}`, as: 'partner' });
    expect(one.json().results).toEqual(summer);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/latest-news/999999', as: 'staff' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/latest-news?limit=1', as: 'staff' })).json().results).toHaveLength(1);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/latest-news?limit=0', as: 'staff' })).statusCode).toBe(400);
  });

  it('carousel: active, published items only, active first then newest, with the 3 most liked comments', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/latest-news/carousel', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ results: NewsCarouselItem[] }>().results;
    expect(items.every((n) => n.active && !n.scheduled)).toBe(true);
    expect(items.some((n) => n.title.startsWith('Holiday tournament'))).toBe(false);
    const dates = items.map((n) => new Date(n.publish_date ?? n.createdAt).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const summer = items.find((n) => n.title === 'Summer hours start June 1')!;
    expect(summer.comments).toHaveLength(3);
    const likes = summer.comments.map((c) => c.like.length);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    expect(summer.comments[0]!.content).toBe('Great news, will the party rooms open earlier too?');
  });

  it('creates an item with a sanitized body and plain-text title; the author is the caller', async () => {
    const item = await createNews(ctx, {
      title: '<b>Bold</b> title',
      full_legend:
        '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">link</a><img src="x" onerror="alert(3)">' +
        '<iframe src="https://evil.example"></iframe><a href="https://ok.example" target="_blank">ok</a></p>',
      customer_id: 12345,
      createdAt: '2001-01-01T00:00:00Z',
    });
    expect(item.title).toBe('Bold title');
    expect(item.customer_id).toBe(await ctx.idOf('admin'));
    expect(new Date(item.createdAt).getFullYear()).toBeGreaterThan(2020);
    for (const bad of ['<script', 'alert(1)', 'onclick', 'onerror', 'javascript:', 'iframe']) expect(item.full_legend).not.toContain(bad);
    expect(item.full_legend).toContain('Hi');
    expect(item.full_legend).toContain('href="https://ok.example"');
    expect(item).toMatchObject({ active: true, idea: false, scheduled: false, publish_date: null, comments_count: 0 });
    expect((await list('staff')).some((n) => n.id === item.id)).toBe(true);
  });

  it('refuses bad create bodies with the spec’s messages and writes nothing', async () => {
    const image = await uploaded(ctx);
    const video = await uploaded(ctx, FILES.mp4);
    const before = (await list('admin')).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ prev_legend: 'p', image }, NEWS_MESSAGES.fillAllFields, 'title'],
      [{ title: 't', prev_legend: '  ', image }, NEWS_MESSAGES.fillAllFields, 'prev_legend'],
      [{ title: '<script>x</script>', prev_legend: 'p', image }, NEWS_MESSAGES.fillAllFields, 'title'],
      [{ title: 't'.repeat(251), prev_legend: 'p', image }, NEWS_MESSAGES.titleTooLong, 'title'],
      [{ title: 't', prev_legend: 'p'.repeat(251), image }, NEWS_MESSAGES.previewTooLong, 'prev_legend'],
      [{ title: 't', prev_legend: 'p' }, NEWS_MESSAGES.uploadFile, 'image'],
      [{ title: 't', prev_legend: 'p', video }, NEWS_MESSAGES.thumbnailRequired, 'thumbnail'],
      [{ title: 't', prev_legend: 'p', image: 'https://evil.example/x.png' }, NEWS_MESSAGES.imageNotUploaded, 'image'],
      [{ title: 't', prev_legend: 'p', image: video }, NEWS_MESSAGES.imageNotUploaded, 'image'],
      [{ title: 't', prev_legend: 'p', video: image, thumbnail: image }, NEWS_MESSAGES.videoNotUploaded, 'video'],
      [{ title: 't', prev_legend: 'p', video, thumbnail: video }, NEWS_MESSAGES.thumbnailNotUploaded, 'thumbnail'],
      [{ title: 't', prev_legend: 'p', image: '/uploads/news/00000000-0000-0000-0000-000000000000.png' }, NEWS_MESSAGES.imageNotUploaded, 'image'],
      [{ title: 't', prev_legend: 'p', image, publish_date: 'next week' }, NEWS_MESSAGES.publishDate, 'publish_date'],
    ];
    for (const [body, message, field] of cases) {
      const res = await post('/latest-news/create', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error).toMatchObject({ message, field });
    }
    expect((await post('/latest-news/create', { title: 't', prev_legend: 'p', image, owner_id: 1 })).statusCode).toBe(400);
    expect((await list('admin')).length).toBe(before);
    const ok = await post('/latest-news/create', { title: 'Video', prev_legend: 'p', video, thumbnail: image });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().results).toMatchObject({ video_url: video, thumbnail_url: image, image_url: null });
  });

  it('a scheduled item stays hidden from non-admins until its publish date', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const item = await createNews(ctx, { publish_date: future });
    expect(item).toMatchObject({ scheduled: true, publish_date: future });
    expect((await list('staff')).some((n) => n.id === item.id)).toBe(false);
    expect((await list('admin')).some((n) => n.id === item.id)).toBe(true);
    // moving the date into the past publishes it
    const past = await post('/latest-news/update', { id: item.id, publish_date: '2020-01-01' });
    expect(past.json().results).toMatchObject({ scheduled: false, publish_date: '2020-01-01T00:00:00.000Z' });
    expect((await list('staff')).some((n) => n.id === item.id)).toBe(true);
  });

  it('ideas: submitted private by any home page user, reviewed and published by a news administrator', async () => {
    const image = await uploaded(ctx, FILES.jpg, 'partner');
    const res = await post(
      '/latest-news/create',
      { title: 'Idea from a partner', prev_legend: 'Prize lockers', image, idea: true, notify_desktop: true, publish_date: '2020-01-01' },
      'partner',
    );
    expect(res.statusCode).toBe(201);
    const idea = res.json<{ results: NewsItem }>().results;
    expect(idea).toMatchObject({ idea: true, active: false, publish_date: null, notify_desktop: false, customer_id: await ctx.idOf('partner') });
    expect((await list('partner')).some((n) => n.id === idea.id)).toBe(false);
    expect((await list('admin')).find((n) => n.id === idea.id)).toMatchObject({ idea: true });
    const published = await post('/latest-news/active-status', { id: idea.id, active: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().results.active).toBe(true);
    expect((await list('staff')).some((n) => n.id === idea.id)).toBe(true);
    expect((await post('/latest-news/active-status', { id: idea.id, active: false })).json().results.active).toBe(false);
    expect((await list('staff')).some((n) => n.id === idea.id)).toBe(false);
  });

  it('update keeps left-out fields, sanitizes the body, clears the publish date on null; 404 for a missing id', async () => {
    const item = await createNews(ctx, { publish_date: '2030-01-01' });
    const res = await post('/latest-news/update', { id: item.id, full_legend: '<p>New<script>x()</script></p>' });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ results: NewsItem }>().results;
    expect(updated).toMatchObject({ title: item.title, prev_legend: item.prev_legend, full_legend: '<p>New</p>', publish_date: '2030-01-01T00:00:00.000Z' });
    const cleared = await post('/latest-news/update', { id: item.id, title: 'Renamed', publish_date: null });
    expect(cleared.json().results).toMatchObject({ title: 'Renamed', publish_date: null, scheduled: false });
    expect((await post('/latest-news/update', { id: 999999, title: 'x' })).statusCode).toBe(404);
    expect((await post('/latest-news/update', { id: item.id, title: '' })).json().error.message).toBe(NEWS_MESSAGES.fillAllFields);
    expect((await post('/latest-news/active-status', { id: 999999, active: true })).statusCode).toBe(404);
  });

  it('delete removes the item, its comments and its stored files', async () => {
    const item = await createNews(ctx);
    const comment = await post('/comments-latest-news/create', { latest_news_id: item.id, content: 'Bye' }, 'staff');
    expect(comment.statusCode).toBe(201);
    expect(await ctx.storage.has(item.image_url!)).toBe(true);
    const res = await ctx.request({ method: 'DELETE', url: `/api/v1/latest-news/delete/${item.id}`, as: 'admin' });
    expect(res.statusCode).toBe(204);
    expect(await ctx.storage.has(item.image_url!)).toBe(false);
    expect(await ctx.db.selectFrom('latest_news_comments').select('id').where('latest_news_id', '=', item.id).execute()).toEqual([]);
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/latest-news/delete/${item.id}`, as: 'admin' })).statusCode).toBe(404);
  });

  it('notify_desktop: readers get a bell notification when the item is published, scheduled ones at their date', async () => {
    const staffId = await ctx.idOf('staff');
    const notes = (title: string) =>
      ctx.db.selectFrom('notifications').select(['content', 'link_desktop', 'user_id_receptor']).where('content', '=', `Latest News: ${title}`).execute();
    const now = await createNews(ctx, { title: 'Bell now', notify_desktop: true });
    await expect.poll(async () => (await notes('Bell now')).length, { timeout: 3000 }).toBeGreaterThan(0);
    const rows = await notes('Bell now');
    expect(rows.find((r) => r.user_id_receptor === staffId)).toMatchObject({ link_desktop: `/announcements?id=${now.id}` });
    expect(rows.some((r) => r.user_id_receptor === now.customer_id)).toBe(false);

    const later = await createNews(ctx, { title: 'Bell later', notify_desktop: true, publish_date: new Date(Date.now() + 86_400_000).toISOString() });
    await new Promise((r) => setTimeout(r, 200));
    expect(await notes('Bell later')).toEqual([]);
    await post('/latest-news/update', { id: later.id, publish_date: '2020-01-01' });
    await expect.poll(async () => (await notes('Bell later')).length, { timeout: 3000 }).toBeGreaterThan(0);
    // once only
    const count = (await notes('Bell later')).length;
    await post('/latest-news/update', { id: later.id, title: 'Bell later' });
    await new Promise((r) => setTimeout(r, 200));
    expect((await notes('Bell later')).length).toBe(count);
  });

  it('notify_mobile: a push to every reader is queued in the delivery engine once the item is published', async () => {
    const staffId = await ctx.idOf('staff');
    const item = await createNews(ctx, { title: 'Push now', notify_mobile: true });
    const pushes = () =>
      deliveryDb(ctx.db)
        .selectFrom('delivery_messages as m')
        .innerJoin('delivery_jobs as j', 'j.id', 'm.job_id')
        .select(['m.channel', 'm.user_id'])
        .where('j.source_kind', '=', 'latest_news')
        .where('j.source_id', '=', item.id)
        .execute();
    await expect.poll(async () => (await pushes()).length, { timeout: 3000 }).toBeGreaterThan(0);
    const rows = await pushes();
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(['push']));
    expect(rows.some((r) => r.user_id === staffId)).toBe(true);
  });
});
