import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createTestContext, databases, factories, type TestContext } from '../test/harness';
import { ChangeFeed } from '../db/changes';
import { AccessStateCache } from './accessState';

/** Counts the queries a Kysely instance runs. */
function counting() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
}

describe.each(databases)('AccessStateCache on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  it('concurrent requests of one account share one load, kept ~2 s', async () => {
    const { counter, plugin } = counting();
    const cache = new AccessStateCache(ctx.db.withPlugin(plugin));
    const account = await factories.account(ctx.db, { group_id: 6 });
    const states = await Promise.all(Array.from({ length: 50 }, () => cache.get(account.id)));
    expect(new Set(states).size).toBe(1);
    expect(states[0]).toMatchObject({ status: 'ACTIVE', group_id: 6 });
    expect(counter.queries).toBe(1); // the account joined to its group's permissions
    await cache.get(account.id);
    expect(counter.queries).toBe(1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2_001);
    await cache.get(account.id);
    expect(counter.queries).toBe(2);
  });

  it('an invalidation while a load runs is not undone by that load', async () => {
    const cache = new AccessStateCache(ctx.db);
    const account = await factories.account(ctx.db);
    const loading = cache.get(account.id); // reads ACTIVE
    await ctx.db.updateTable('accounts').set({ status: 'BLOCKED' }).where('id', '=', account.id).execute();
    cache.invalidate(account.id);
    expect((await loading)?.status).toBe('ACTIVE');
    expect((await cache.get(account.id))?.status).toBe('BLOCKED');
  });

  it('with a live change feed keeps entries up to a minute; a change to accounts or permissions drops them', async () => {
    const { counter, plugin } = counting();
    const feed = new ChangeFeed();
    feed.setLive(true);
    const cache = new AccessStateCache(ctx.db.withPlugin(plugin), feed);
    const account = await factories.account(ctx.db);
    await cache.get(account.id);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 30_000);
    await cache.get(account.id);
    expect(counter.queries).toBe(1);
    feed.changed('accounts');
    await cache.get(account.id);
    expect(counter.queries).toBe(2);
    feed.changed('group_permissions');
    await cache.get(account.id);
    expect(counter.queries).toBe(3);
    // not live (the listener lost): back to ~2 s
    feed.setLive(false);
    await cache.get(account.id);
    vi.spyOn(Date, 'now').mockReturnValue(now + 32_001);
    await cache.get(account.id);
    expect(counter.queries).toBe(5);
  });

  it("hears the database's own notifications: a write made behind the api's back reaches the cache", async () => {
    const cache = new AccessStateCache(ctx.db, ctx.changes);
    const account = await factories.account(ctx.db, { group_id: 14 });
    const settled = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 5_000;
      while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return check();
    };
    expect((await cache.get(account.id))?.status).toBe('ACTIVE');
    await ctx.db.updateTable('accounts').set({ status: 'INACTIVE' }).where('id', '=', account.id).execute();
    expect(await settled(async () => (await cache.get(account.id))?.status === 'INACTIVE')).toBe(true);
    await ctx.db.updateTable('group_permissions').set({ edit: true }).where('group_id', '=', 14).where('module', '=', 'location').execute();
    try {
      expect(await settled(async () => (await cache.get(account.id))?.roles.location.edit === true)).toBe(true);
    } finally {
      await ctx.db.updateTable('group_permissions').set({ edit: false }).where('group_id', '=', 14).where('module', '=', 'location').execute();
    }
  });

  it('drops every state when the change feed says group_permissions changed (another instance saved)', async () => {
    const feed = new ChangeFeed();
    const cache = new AccessStateCache(ctx.db, feed);
    const account = await factories.account(ctx.db);
    await cache.get(account.id);
    expect(cache.peek(account.id)).toBeTruthy();
    feed.changed('locations');
    expect(cache.peek(account.id)).toBeTruthy();
    feed.changed('group_permissions');
    expect(cache.peek(account.id)).toBeUndefined();
  });
});
