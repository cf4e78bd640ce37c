import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegistryRemote } from '@portal/shared';
import { ChangeFeed } from '../../db/changes';
import { createTestContext, databases, type TestContext } from '../../test/harness';
import { FALLBACK_MAX_AGE_MS, RegistryCache } from './registryCache';

describe.each(databases)('the cached registry on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const registry = async () => (await ctx.request({ method: 'GET', url: '/api/v1/remotes' })).json<RegistryRemote[]>();
  const switchAdmin = (payload: object) => ctx.request({ method: 'PUT', url: '/api/v1/remotes/mf_admin', payload, as: 'admin' });

  it('a switch through the api shows in the next registry at once', async () => {
    const before = await registry(); // cached now
    expect(before.find((r) => r.name === 'mf_admin')).toMatchObject({ manifestUrl: '/mf/mf-admin/mf-manifest.json' });
    expect((await switchAdmin({ manifestUrl: '/mf/mf-admin/v2/mf-manifest.json' })).statusCode).toBe(200);
    try {
      expect((await registry()).find((r) => r.name === 'mf_admin')).toMatchObject({ manifestUrl: '/mf/mf-admin/v2/mf-manifest.json', title: 'Administration v2' });
    } finally {
      expect((await switchAdmin({ rollback: true })).statusCode).toBe(200);
    }
    expect((await registry()).find((r) => r.name === 'mf_admin')).toMatchObject({ manifestUrl: '/mf/mf-admin/mf-manifest.json', title: 'Administration' });
  });

  it('a change made elsewhere (another api instance, psql) reaches the registry through NOTIFY', async () => {
    expect(ctx.changes.live).toBe(true);
    const title = (await registry()).find((r) => r.name === 'mf_admin')!.title;
    // straight into the table, as another instance would: this app's services never see it
    const renamed = sql<string>`jsonb_set(descriptor::jsonb, '{title}', '"Administration elsewhere"')`;
    await ctx.db.updateTable('remotes').set({ descriptor: renamed }).where('name', '=', 'mf_admin').execute();
    try {
      await vi.waitFor(async () => expect((await registry()).find((r) => r.name === 'mf_admin')!.title).toBe('Administration elsewhere'), { timeout: 1_500, interval: 20 });
    } finally {
      await ctx.db
        .updateTable('remotes')
        .set({ descriptor: sql<string>`jsonb_set(descriptor::jsonb, '{title}', to_jsonb(${title}::text))` })
        .where('name', '=', 'mf_admin')
        .execute();
    }
    await vi.waitFor(async () => expect((await registry()).find((r) => r.name === 'mf_admin')!.title).toBe(title), { timeout: 1_500, interval: 20 });
  });

  it('reads the table once while nothing changes; a failed read is not kept', async () => {
    // a feed of its own: the database's notifications are database-wide, and other test files write to `remotes`
    const changes = new ChangeFeed();
    const cache = new RegistryCache(ctx.db, changes);
    const first = await cache.remotes();
    expect(await cache.remotes()).toBe(first);
    changes.changed('remotes');
    const second = await cache.remotes();
    expect(second).not.toBe(first);
    expect(second).toEqual(first);

    const broken = new RegistryCache(
      { selectFrom: () => ({ selectAll: () => ({ orderBy: () => ({ execute: () => Promise.reject(new Error('down')) }) }) }) } as never,
      new ChangeFeed(),
    );
    await expect(broken.remotes()).rejects.toThrow('down');
    await expect(broken.remotes()).rejects.toThrow('down'); // asked again, not the kept failure of a cached promise
  });

  it('without notifications, keeps the rows only briefly', async () => {
    const cache = new RegistryCache(ctx.db, new ChangeFeed()); // never live
    const before = await cache.remotes();
    const title = before.find((r) => r.name === 'mf_admin')!.title;
    await ctx.db
      .updateTable('remotes')
      .set({ descriptor: sql<string>`jsonb_set(descriptor::jsonb, '{title}', '"Administration later"')` })
      .where('name', '=', 'mf_admin')
      .execute();
    try {
      expect((await cache.remotes()).find((r) => r.name === 'mf_admin')!.title).toBe(title);
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + FALLBACK_MAX_AGE_MS + 1);
      expect((await cache.remotes()).find((r) => r.name === 'mf_admin')!.title).toBe('Administration later');
    } finally {
      vi.restoreAllMocks();
      await ctx.db
        .updateTable('remotes')
        .set({ descriptor: sql<string>`jsonb_set(descriptor::jsonb, '{title}', to_jsonb(${title}::text))` })
        .where('name', '=', 'mf_admin')
        .execute();
    }
  });
});
