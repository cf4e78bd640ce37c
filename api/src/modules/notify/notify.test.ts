import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalNotification } from '@portal/shared';
import { createNotification } from './service';
import { createTestContext, databaseFingerprint, databases, type TestContext } from '../../test/harness';

describe.each(databases)('notify api on %s', (kind) => {
  let ctx: TestContext;
  let staffId: number;
  let managerId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    staffId = await ctx.idOf('staff');
    managerId = await ctx.idOf('manager');
    await Promise.all([ctx.token('staff'), ctx.token('admin')]);
  });
  afterAll(() => ctx.close());

  it('401 without a token', async () => {
    expect((await ctx.request({ method: 'GET', url: `/api/v1/notify/find/${staffId}` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/notify/clear-one', payload: { id: 1, user_id_receptor: staffId } })).statusCode).toBe(401);
  });

  it('403 for somebody else’s notifications, even for an admin; nothing cleared', async () => {
    const before = await databaseFingerprint(ctx.db);
    for (const [method, url] of [
      ['GET', `/api/v1/notify/find/${managerId}`],
      ['GET', `/api/v1/notify/clear/${managerId}`],
    ] as const) {
      expect((await ctx.request({ method, url, as: 'staff' })).statusCode).toBe(403);
      expect((await ctx.request({ method, url, as: 'admin' })).statusCode).toBe(403);
    }
    const other = await ctx.db.selectFrom('notifications').select('id').where('user_id_receptor', '=', managerId).executeTakeFirstOrThrow();
    const res = await ctx.request({ method: 'POST', url: '/api/v1/notify/clear-one', payload: { id: other.id, user_id_receptor: managerId }, as: 'staff' });
    expect(res.statusCode).toBe(403);
    // naming yourself does not reach someone else's notification either
    const sneaky = await ctx.request({ method: 'POST', url: '/api/v1/notify/clear-one', payload: { id: other.id, user_id_receptor: staffId }, as: 'staff' });
    expect(sneaky.statusCode).toBe(404);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('finds, clears one, clears all', async () => {
    const find = async () => (await ctx.request({ method: 'GET', url: `/api/v1/notify/find/${staffId}`, as: 'staff' })).json<{ results: PortalNotification[] }>().results;
    const mine = await find();
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine[0]).toMatchObject({ user_id_receptor: staffId, is_open: false });
    const one = await ctx.request({ method: 'POST', url: '/api/v1/notify/clear-one', payload: { id: mine[0]!.id, user_id_receptor: staffId }, as: 'staff' });
    expect(one.statusCode).toBe(204);
    expect((await find()).map((n) => n.id)).not.toContain(mine[0]!.id);
    expect((await ctx.request({ method: 'GET', url: `/api/v1/notify/clear/${staffId}`, as: 'staff' })).statusCode).toBe(204);
    expect(await find()).toEqual([]);
  });

  it('createNotification gives each distinct receiver one notification, newest first in their list', async () => {
    const created = await createNotification(ctx.db, { userIds: [staffId, managerId, staffId], content: 'New event: Bowling night', link: '/calendar' });
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ content: 'New event: Bowling night', link_desktop: '/calendar', is_open: false });
    const res = await ctx.request({ method: 'GET', url: `/api/v1/notify/find/${staffId}`, as: 'staff' });
    expect(res.json<{ results: PortalNotification[] }>().results[0]).toMatchObject({ content: 'New event: Bowling night', link_desktop: '/calendar' });
    expect(await createNotification(ctx.db, { userIds: [], content: 'nobody' })).toEqual([]);
    const [noLink] = await createNotification(ctx.db, { userIds: [managerId], content: 'plain' });
    expect(noLink!.link_desktop).toBeNull();
  });
});
