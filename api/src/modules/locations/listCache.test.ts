import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { normaliseLocationListQuery, type Location, type Page } from '@portal/shared';
import { ChangeFeed } from '../../db/changes';
import { pickEncoding } from '@portal/shared/node/server';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { FALLBACK_MAX_AGE_MS, LocationListCache, MAX_ENTRIES } from './listCache';

type List = Page<Location>;

describe.each(databases)('the cached location pages on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const list = async (query = '') => (await ctx.request({ method: 'GET', url: `/api/v1/locations${query}`, as: 'admin' })).json<List>();
  /** the names a search for `text` finds (every state unless `active` says otherwise) */
  const names = async (query = '') => (await list(query)).results.map((l) => l.name);
  const options = async () =>
    (await ctx.request({ method: 'GET', url: '/api/v1/locations/options', as: 'staff' })).json<{ results: { id: number; display_name: string }[] }>().results;

  it('listens to the database’s change notifications', () => {
    expect(ctx.changes.live).toBe(true);
  });

  it('every write through the api shows in the next list, search and options at once', async () => {
    const stamp = factories.unique();
    const name = `Cached ${stamp}`;
    const find = `?search_for=${encodeURIComponent(stamp)}`;
    await Promise.all([list(), list(find), list(`${find}&active=false`), list(`${find}&active=both`), options()]); // cached now
    const created = await ctx.request({
      method: 'POST',
      url: '/api/v1/locations',
      payload: { name, display_name: `Cached ${stamp}`, store_id: String(8000 + Math.floor(Math.random() * 999)) },
      as: 'admin',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ results: Location }>().results.id;
    expect(await names(find)).toEqual([name]);
    expect((await options()).map((o) => o.id)).toContain(id);

    const renamed = `${name} renamed`;
    const location = created.json<{ results: Location }>().results;
    const body = { name: renamed, display_name: location.display_name, store_id: location.store_id };
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/locations/${id}`, payload: body, as: 'admin' })).statusCode).toBe(200);
    expect(await names(find)).toEqual([renamed]);

    expect((await ctx.request({ method: 'POST', url: `/api/v1/locations/${id}/toggle`, as: 'admin' })).statusCode).toBe(200);
    expect(await names(find)).toEqual([]);
    expect(await names(`${find}&active=false`)).toEqual([renamed]);
    expect((await options()).map((o) => o.id)).not.toContain(id);

    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/locations/${id}`, as: 'admin' })).statusCode).toBe(204);
    expect(await names(`${find}&active=both`)).toEqual([]);
  });

  it('a write drops every cached page: a row that sorts first shifts page 1 and page 2', async () => {
    const pageOne = await list('?active=both&limit=3');
    const pageTwo = await list('?active=both&limit=3&offset=3');
    const first = await ctx.request({
      method: 'POST',
      url: '/api/v1/locations',
      payload: { name: `!First ${factories.unique()}`, display_name: 'First', store_id: String(8000 + Math.floor(Math.random() * 999)) },
      as: 'admin',
    });
    expect(first.statusCode).toBe(201);
    const row = first.json<{ results: Location }>().results;
    const newOne = await list('?active=both&limit=3');
    const newTwo = await list('?active=both&limit=3&offset=3');
    expect(newOne.total).toBe(pageOne.total + 1);
    expect(newOne.results.map((l) => l.id)).toEqual([row.id, ...pageOne.results.slice(0, 2).map((l) => l.id)]);
    expect(newTwo.results.map((l) => l.id)).toEqual([pageOne.results[2]!.id, ...pageTwo.results.slice(0, 2).map((l) => l.id)]);
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/locations/${row.id}`, as: 'admin' })).statusCode).toBe(204);
    expect((await list('?active=both&limit=3')).results).toEqual(pageOne.results);
  });

  it('the same page asked in other words is one entry (defaults and trimmed search make the key)', async () => {
    // not listening: other suites' writes (NOTIFY is per database) would drop the entries mid-test
    const cache = new LocationListCache(ctx.db, new ChangeFeed());
    const a = await cache.page(normaliseLocationListQuery({}));
    const b = await cache.page(normaliseLocationListQuery({ limit: '10', offset: '0', sort: 'name', order: 'asc', active: 'true' }));
    expect(b).toBe(a);
    const c = await cache.page(normaliseLocationListQuery({ search_for: ' arcadia ' }));
    expect(await cache.page(normaliseLocationListQuery({ search_for: 'arcadia' }))).toBe(c);
    expect(cache.size).toBe(2);
  });

  it('keeps at most its bound of pages, dropping the least recently read', async () => {
    const cache = new LocationListCache(ctx.db, new ChangeFeed(), 3); // never live: nothing drops it but age and the bound
    const page = (search: string) => cache.page(normaliseLocationListQuery({ active: 'both', search_for: search }));
    const stamp = factories.unique();
    await page(`${stamp} a`);
    await page(`${stamp} b`);
    await page(`${stamp} c`);
    await page(`${stamp} a`); // read again: b is now the oldest
    await page(stamp); // evicts b
    expect(cache.size).toBe(3);
    // rows written behind the cache's back show only in pages that had to be loaded again
    await factories.location(ctx.db, { name: `${stamp} a` });
    await factories.location(ctx.db, { name: `${stamp} b` });
    const totalOf = async (search: string) => (JSON.parse((await page(search)).bytes.toString()) as List).total;
    expect(await totalOf(`${stamp} a`)).toBe(0); // still cached
    expect(await totalOf(`${stamp} b`)).toBe(1); // was evicted, so loaded afresh
    expect(cache.size).toBe(3);
    expect(MAX_ENTRIES).toBe(200);
  });

  it('a write made elsewhere (another api instance, psql) reaches the list through NOTIFY', async () => {
    const name = `Elsewhere ${factories.unique()}`;
    const find = `?search_for=${encodeURIComponent(name)}`;
    const [before] = await Promise.all([list(), list(find)]); // both cached, the search empty
    expect(await names(find)).toEqual([]);
    // straight into the table, as another instance would: this app's services never see it
    const row = await factories.location(ctx.db, { name });
    await vi.waitFor(async () => expect(await names(find)).toEqual([row.name]), { timeout: 1_500, interval: 20 });
    expect((await list()).total).toBe(before.total + 1);
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
    const { results, total } = await list('?active=both&limit=100');
    expect(total).toBe(results.length);
    for (const location of results) {
      expect(Object.keys(location).sort()).toEqual(['active', 'address', 'createdAt', 'display_name', 'id', 'name', 'phone', 'store_id', 'updatedAt']);
    }
  });

  it('without notifications, keeps an entry only briefly', async () => {
    const cache = new LocationListCache(ctx.db, new ChangeFeed()); // never live
    const request = normaliseLocationListQuery({ active: 'both', limit: '1' });
    const before = (await cache.page(request)).bytes.toString();
    const options = (await cache.options()).bytes.toString();
    const row = await factories.location(ctx.db);
    expect((await cache.page(request)).bytes.toString()).toBe(before);
    expect((await cache.options()).bytes.toString()).toBe(options);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + FALLBACK_MAX_AGE_MS + 1);
    const after = JSON.parse((await cache.page(request)).bytes.toString()) as List;
    expect(after.total).toBe((JSON.parse(before) as List).total + 1);
    expect((await cache.options()).bytes.toString()).toContain(`"id":${row.id},`);
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
