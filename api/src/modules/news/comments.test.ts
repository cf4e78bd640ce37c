import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES, type NewsComment, type NewsItem } from '@portal/shared';
import { DEMO_PASSWORD } from '../../db/seedData';
import { createTestContext, databases, factories, type DemoUser, type TestContext } from '../../test/harness';
import { NEWS_RATE_LIMITS } from './routes';
import { createNews } from './testKit';

describe.each(databases)('latest news comments on %s', (kind) => {
  let ctx: TestContext;
  let item: NewsItem;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    item = await createNews(ctx, { title: 'Comment target' });
  });
  afterAll(() => ctx.close());

  const find = async (newsId: number, sort?: string, as: DemoUser = 'staff') => {
    const res = await ctx.request({ method: 'GET', url: `/api/v1/comments-latest-news/find/${newsId}${sort ? `/${sort}` : ''}`, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: NewsComment[] }>().results;
  };
  const comment = (content: string, as: DemoUser, newsId = item.id, extra: object = {}) =>
    ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/create', as, payload: { latest_news_id: newsId, content, type: 'TEXT', ...extra } });
  const like = (id: number, as: DemoUser) => ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/like', as, payload: { id } });
  const remove = (id: number, as: DemoUser | null) => ctx.request({ method: 'DELETE', url: `/api/v1/comments-latest-news/delete/${id}`, as });

  it('401 without a token on every comment route', async () => {
    expect((await ctx.request({ method: 'GET', url: `/api/v1/comments-latest-news/find/${item.id}/desc` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: `/api/v1/comments-latest-news/find/${item.id}` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/create', payload: { latest_news_id: item.id, content: 'x' } })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/like', payload: { id: 1 } })).statusCode).toBe(401);
    expect((await remove(1, null)).statusCode).toBe(401);
  });

  it('403 when deleting someone else’s comment (only its author or a news administrator may)', async () => {
    const mine = (await comment('Staff wrote this', 'staff')).json<{ results: NewsComment }>().results;
    for (const as of ['manager', 'partner'] as const) {
      const res = await remove(mine.id, as);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
    }
    expect((await find(item.id, 'asc')).some((c) => c.id === mine.id)).toBe(true);
    expect((await remove(mine.id, 'staff')).statusCode).toBe(204);
    expect((await find(item.id, 'asc')).some((c) => c.id === mine.id)).toBe(false);
    expect((await remove(mine.id, 'staff')).statusCode).toBe(404);
    const other = (await comment('Manager wrote this', 'manager')).json<{ results: NewsComment }>().results;
    expect((await remove(other.id, 'admin')).statusCode).toBe(204);
  });

  it('takes the author from the token, stores plain text, and refuses empty or long comments', async () => {
    const res = await comment('<b>Nice</b> <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">move</a>', 'partner', item.id, {
      id_remetente: await ctx.idOf('admin'),
      full_name_remetente: 'Alex Morgan',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ results: NewsComment }>().results;
    expect(created).toMatchObject({ id_remetente: await ctx.idOf('partner'), full_name_remetente: 'Pat Nguyen', type: 'TEXT', like: [], latest_news_id: item.id });
    expect(created.content).toBe('Nice move');
    for (const bad of ['<', 'script', 'alert', 'onerror', 'javascript:']) expect(created.content).not.toContain(bad);

    for (const [content, message] of [
      ['   ', NEWS_MESSAGES.commentEmpty],
      ['<script>alert(1)</script>', NEWS_MESSAGES.commentEmpty],
      ['x'.repeat(1001), NEWS_MESSAGES.commentTooLong],
    ] as const) {
      const bad = await comment(content, 'staff');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ message, field: 'content' });
    }
    expect((await comment('x', 'staff', item.id, { type: 'IMAGE' })).statusCode).toBe(400);
    expect((await comment('x', 'staff', 999999)).statusCode).toBe(404);
  });

  it('sorts most-liked (default), desc (newest) and asc (oldest); an unknown sort is a 400', async () => {
    const target = await createNews(ctx, { title: 'Sort target' });
    const ids: number[] = [];
    for (const [content, as] of [
      ['first', 'staff'],
      ['second', 'manager'],
      ['third', 'partner'],
    ] as const) {
      ids.push((await comment(content, as, target.id)).json<{ results: NewsComment }>().results.id);
      await new Promise((r) => setTimeout(r, 5));
    }
    // second gets 3 likes, first 1, third none
    for (const as of ['staff', 'partner', 'admin'] as const) await like(ids[1]!, as);
    await like(ids[0]!, 'manager');
    const texts = (cs: NewsComment[]) => cs.map((c) => c.content);
    expect(texts(await find(target.id, 'most-liked'))).toEqual(['second', 'first', 'third']);
    expect(texts(await find(target.id))).toEqual(['second', 'first', 'third']);
    expect(texts(await find(target.id, 'desc'))).toEqual(['third', 'second', 'first']);
    expect(texts(await find(target.id, 'asc'))).toEqual(['first', 'second', 'third']);
    const bad = await ctx.request({ method: 'GET', url: `/api/v1/comments-latest-news/find/${target.id}/popular`, as: 'staff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(NEWS_MESSAGES.commentSort);
  });

  it('like toggles: like, unlike, like again, per user', async () => {
    const c = (await comment('Like me', 'manager')).json<{ results: NewsComment }>().results;
    const staffId = await ctx.idOf('staff');
    const partnerId = await ctx.idOf('partner');
    const first = await like(c.id, 'staff');
    expect(first.statusCode).toBe(200);
    expect(first.json().results.like).toEqual([staffId]);
    expect((await like(c.id, 'partner')).json().results.like).toEqual([staffId, partnerId]);
    expect((await like(c.id, 'staff')).json().results.like).toEqual([partnerId]);
    expect((await like(c.id, 'staff')).json().results.like).toEqual([partnerId, staffId]);
    // id_remetente cannot like on someone else's behalf
    const spoof = await ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/like', as: 'admin', payload: { id: c.id, id_remetente: staffId } });
    expect(spoof.json().results.like).toEqual([partnerId, staffId, await ctx.idOf('admin')]);
    expect((await like(999999, 'staff')).statusCode).toBe(404);
  });

  it('comments of a hidden item cannot be read, written, liked or deleted by non-admins', async () => {
    const hidden = await createNews(ctx, { title: 'Hidden', publish_date: new Date(Date.now() + 86_400_000).toISOString() });
    const byAdmin = await comment('Admin note', 'admin', hidden.id);
    expect(byAdmin.statusCode).toBe(201);
    const id = byAdmin.json<{ results: NewsComment }>().results.id;
    expect((await ctx.request({ method: 'GET', url: `/api/v1/comments-latest-news/find/${hidden.id}`, as: 'staff' })).statusCode).toBe(404);
    expect((await comment('sneaky', 'staff', hidden.id)).statusCode).toBe(404);
    expect((await like(id, 'staff')).statusCode).toBe(404);
    expect((await remove(id, 'staff')).statusCode).toBe(404);
    expect((await find(hidden.id, 'desc', 'admin')).map((c) => c.content)).toEqual(['Admin note']);
  });

  it('throttles one user’s comments (429), not the others’', async () => {
    const flooder = await factories.account(ctx.db);
    const signin = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: flooder.email, password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${signin.json<{ token: string }>().token}` };
    const target = await createNews(ctx, { title: 'Flood target' });
    const statuses: number[] = [];
    for (let i = 0; i <= NEWS_RATE_LIMITS.comments; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments-latest-news/create', headers, payload: { latest_news_id: target.id, content: `spam ${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(NEWS_RATE_LIMITS.comments);
    expect(statuses.at(-1)).toBe(429);
    expect((await comment('Still fine', 'manager', target.id)).statusCode).toBe(201);
  });
});
