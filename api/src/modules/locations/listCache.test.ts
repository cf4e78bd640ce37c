import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Location } from '@portal/shared';
import { ChangeFeed } from '../../db/changes';
import { pickEncoding } from '../../http/preparedJson';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { FALLBACK_MAX_AGE_MS, LocationListCache } from './listCache';

type List = { results: Location[]; total: number };

describe.each(databases)('the cached location lists on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const list = async (query = '') => (await ctx.request({ method: 'GET', url: `/api/v1/locations${query}`, as: 'admin' })).json<List>();
  const names = async (query = '') => (await list(query)).results.map((l) => l.name);

  it('listens to the database’s change notifications', () => {
    expect(ctx.changes.live).toBe(true);
  });

  it('every write through the api shows in the next list at once', async () => {
    await list(); // cached now
    const name = `Cached ${factories.unique()}`;
    const created = await ctx.request({
      method: 'POST',
      url: '/api/v1/locations',
      payload: { name, display_name: 'Cached', store_id: String(8000 + Math.floor(Math.random() * 999)) },
      as: 'admin',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ results: Location }>().results.id;
    expect(await names()).toContain(name);

    const renamed = `${name} renamed`;
    const location = created.json<{ results: Location }>().results;
    const body = { name: renamed, display_name: location.display_name, store_id: location.store_id };
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/locations/${id}`, payload: body, as: 'admin' })).statusCode).toBe(200);
    expect(await names()).toContain(renamed);

    expect((await ctx.request({ method: 'POST', url: `/api/v1/locations/${id}/toggle`, as: 'admin' })).statusCode).toBe(200);
    expect(await names()).not.toContain(renamed);
    expect(await names('?active=false')).toContain(renamed);

    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/locations/${id}`, as: 'admin' })).statusCode).toBe(204);
    expect(await names('?active=both')).not.toContain(renamed);
  });

  it('a write made elsewhere (another api instance, psql) reaches the list through NOTIFY', async () => {
    await list();
    // straight into the table, as another instance would: this app's services never see it
    const row = await factories.location(ctx.db);
    await vi.waitFor(async () => expect(await names()).toContain(row.name), { timeout: 1_500, interval: 20 });
  });

  it('sends the same body compressed to clients that accept it, and says so', async () => {
    const plain = await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'admin' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const asBrowser = await ctx.request({ method: 'GET', url: '/api/v1/locations', headers: { 'accept-encoding': 'gzip, deflate, br' }, as: 'admin' });
    expect(asBrowser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asBrowser.rawPayload).toString()).toBe(plain.body);
    const gzipOnly = await ctx.request({ method: 'GET', url: '/api/v1/locations', headers: { 'accept-encoding': 'gzip' }, as: 'admin' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);
  });

  it('sends only the documented fields', async () => {
    const { results, total } = await list('?active=both');
    expect(total).toBe(results.length);
    for (const location of results) {
      expect(Object.keys(location).sort()).toEqual(['active', 'address', 'createdAt', 'display_name', 'id', 'name', 'phone', 'store_id', 'updatedAt']);
    }
  });

  it('without notifications, keeps an entry only briefly', async () => {
    const cache = new LocationListCache(ctx.db, new ChangeFeed()); // never live
    const before = (await cache.get('both')).bytes.toString();
    const row = await factories.location(ctx.db);
    expect((await cache.get('both')).bytes.toString()).toBe(before);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + FALLBACK_MAX_AGE_MS + 1);
    expect((await cache.get('both')).bytes.toString()).toContain(row.name);
  });
});

describe('pickEncoding', () => {
  it('prefers br, then gzip, honours q=0, and defaults to none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });
});
