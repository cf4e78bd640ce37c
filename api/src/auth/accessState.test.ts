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
    expect(counter.queries).toBe(2); // the account, then its group's permissions
    await cache.get(account.id);
    expect(counter.queries).toBe(2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2_001);
    await cache.get(account.id);
    expect(counter.queries).toBe(4);
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
