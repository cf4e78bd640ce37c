import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { NEWS_REALTIME, type NewsComment, type NewsCommentEvent } from '@portal/shared';
import { createTestContext, databases, type DemoUser, type TestContext } from '../../test/harness';
import { listen, nextEvent, socketOpener, subscribe } from '../../test/realtimeKit';
import { createNews } from './testKit';

describe.each(databases)('latest news comments live on %s', (kind) => {
  let ctx: TestContext;
  let url: string;
  const sockets = socketOpener(() => url);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    url = await listen(ctx);
  });
  afterAll(async () => {
    sockets.closeAll();
    await ctx.close();
  });

  const open = async (user: DemoUser): Promise<Socket> => sockets.open(await ctx.token(user));
  const next = (socket: Socket) => nextEvent<NewsCommentEvent>(socket, NEWS_REALTIME.commentEvent);

  it('a second reader of the article receives new comments, likes and deletions as they happen', async () => {
    const item = await createNews(ctx, { title: 'Live article' });
    const reader = await open('manager');
    expect(await subscribe(reader, NEWS_REALTIME.room(item.id))).toEqual({ ok: true });

    let event = next(reader);
    const created = await ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/create', as: 'staff', payload: { latest_news_id: item.id, content: 'Live hello' } });
    const comment = created.json<{ results: NewsComment }>().results;
    expect(await event).toEqual({ newsId: item.id, action: 'created', comment });

    event = next(reader);
    const liked = await ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/like', as: 'partner', payload: { id: comment.id } });
    expect(await event).toEqual({ newsId: item.id, action: 'liked', comment: liked.json().results });

    event = next(reader);
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/comments-latest-news/delete/${comment.id}`, as: 'staff' })).statusCode).toBe(204);
    expect(await event).toEqual({ newsId: item.id, action: 'deleted', commentId: comment.id });
  });

  it('only readers of an item may join its room; other items’ comments do not reach it', async () => {
    const hidden = await createNews(ctx, { title: 'Live hidden', publish_date: new Date(Date.now() + 86_400_000).toISOString() });
    const open1 = await createNews(ctx, { title: 'Live open' });
    const other = await createNews(ctx, { title: 'Live other' });
    const staff = await open('staff');
    expect(await subscribe(staff, NEWS_REALTIME.room(hidden.id))).toEqual({ ok: false, error: 'Not allowed.' });
    expect(await subscribe(staff, 'news:999999')).toEqual({ ok: false, error: 'Not allowed.' });
    expect(await subscribe(staff, 'news:abc')).toEqual({ ok: false, error: 'Not allowed.' });
    const admin = await open('admin');
    expect(await subscribe(admin, NEWS_REALTIME.room(hidden.id))).toEqual({ ok: true });

    expect(await subscribe(staff, NEWS_REALTIME.room(open1.id))).toEqual({ ok: true });
    let got = 0;
    staff.on(NEWS_REALTIME.commentEvent, () => got++);
    await ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/create', as: 'manager', payload: { latest_news_id: other.id, content: 'Elsewhere' } });
    await ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/create', as: 'admin', payload: { latest_news_id: hidden.id, content: 'Secret' } });
    // the item goes private while staff still has it open: what admins say about it afterwards stays with them
    expect((await ctx.request({ method: 'POST', url: '/api/v1/latest-news/active-status', as: 'admin', payload: { id: open1.id, active: false } })).statusCode).toBe(200);
    await ctx.request({ method: 'POST', url: '/api/v1/comments-latest-news/create', as: 'admin', payload: { latest_news_id: open1.id, content: 'Now private' } });
    await new Promise((r) => setTimeout(r, 150));
    expect(got).toBe(0);
  });
});
