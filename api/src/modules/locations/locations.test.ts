import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, LOCATION_QUERY_MESSAGES, LOCATION_SORTS, type Location, type Page } from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, factories, type TestContext } from '../../test/harness';

describe.each(databases)('locations api on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: `Arcadia ${factories.unique()}`,
    display_name: 'New Store',
    store_id: String(7000 + Math.floor(Math.random() * 2000)),
    address: '1 Main St, Springfield, IL 62701',
    phone: '(217) 555-0100',
    ...overrides,
  });

  it('401 without a token', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/v1/locations' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/locations?limit=10&offset=10&sort=phone' })).statusCode).toBe(401);
    // the query is checked only after the caller is known: a bad one without a token is still a 401
    expect((await ctx.request({ method: 'GET', url: '/api/v1/locations?sort=password' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/locations/options' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: body() })).statusCode).toBe(401);
  });

  it('403 Permission denied without the location permission, and nothing written', async () => {
    await Promise.all([ctx.token('staff'), ctx.token('manager')]);
    const before = await databaseFingerprint(ctx.db);
    const list = await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'staff' });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
    const badQuery = await ctx.request({ method: 'GET', url: '/api/v1/locations?sort=password&limit=1000', as: 'staff' });
    expect(badQuery.statusCode).toBe(403);
    // a General Manager may view but not add
    expect((await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'manager' })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: body(), as: 'manager' })).statusCode).toBe(403);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  type List = Page<Location>;
  const get = (query: string, as: 'admin' | 'staff' | 'manager' = 'admin') => ctx.request({ method: 'GET', url: `/api/v1/locations${query}`, as });
  const list = async (query = '') => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return res.json<List>();
  };

  it('sends the spec’s first page of 10 active locations by default, with the paging object', async () => {
    const page = await list();
    expect(page.limit).toBe(10);
    expect(page.offset).toBe(0);
    expect(page.results).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(11);
    expect(page.pageCount).toBe(Math.ceil(page.total / 10));
    expect(page.prevPage).toBeNull();
    expect(page.nextPage).toBe('limit=10&offset=10&sort=name&order=asc&active=true');
    expect(page.results.every((l) => l.active)).toBe(true);
    expect(Object.keys(page).sort()).toEqual(['limit', 'nextPage', 'offset', 'pageCount', 'prevPage', 'results', 'total']);
  });

  it('lists active locations by default, inactive or both on request', async () => {
    const active = await list('?limit=100');
    expect(active.total).toBe(active.results.length);
    expect(active.results.every((l) => l.active)).toBe(true);
    const inactive = await list('?active=false&limit=100');
    expect(inactive.results.length).toBeGreaterThan(0);
    expect(inactive.total).toBe(inactive.results.length);
    expect(inactive.results.every((l) => !l.active)).toBe(true);
    const both = await list('?active=both&limit=1');
    expect(both.results).toHaveLength(1);
    expect(both.total).toBe(active.total + inactive.total);
    expect(both.pageCount).toBe(both.total);
  });

  it('walks every page through nextPage and back through prevPage, each row once, in the order of one big page', async () => {
    const whole = await list('?active=both&limit=100');
    const seen: number[] = [];
    let query: string | null = 'limit=3&active=both';
    let pages = 0;
    let last: List | null = null;
    while (query) {
      last = await list(`?${query}`);
      expect(last.results.length).toBeLessThanOrEqual(3);
      seen.push(...last.results.map((l) => l.id));
      query = last.nextPage;
      pages += 1;
    }
    expect(seen).toEqual(whole.results.map((l) => l.id));
    expect(pages).toBe(last!.pageCount);
    expect(last!.offset).toBe((pages - 1) * 3);

    const back: number[][] = [];
    query = last!.prevPage;
    while (query) {
      const page: List = await list(`?${query}`);
      back.unshift(page.results.map((l) => l.id));
      query = page.prevPage;
    }
    expect([...back.flat(), ...last!.results.map((l) => l.id)]).toEqual(seen);
  });

  it('past the last page: no rows, the total, and a prevPage to the last page that has rows', async () => {
    const { total } = await list('?active=both&limit=1');
    const past = await list(`?active=both&limit=5&offset=${total + 20}`);
    expect(past.results).toEqual([]);
    expect(past.total).toBe(total);
    expect(past.nextPage).toBeNull();
    const lastStart = Math.floor((total - 1) / 5) * 5;
    expect(past.prevPage).toBe(`limit=5&offset=${lastStart}&sort=name&order=asc&active=both`);
    expect((await list(`?${past.prevPage}`)).results.length).toBeGreaterThan(0);
  });

  it('sorts by each whitelisted column, both ways, ties by name', async () => {
    const collator = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
    const key: Record<(typeof LOCATION_SORTS)[number], (l: Location) => string | number> = {
      name: (l) => l.name.toLowerCase(),
      display_name: (l) => l.display_name.toLowerCase(),
      store_id: (l) => Number(l.store_id),
      address: (l) => l.address.toLowerCase(),
      phone: (l) => l.phone,
      active: (l) => (l.active ? 0 : 1), // ascending = active first, as the screen shows
    };
    for (const sort of LOCATION_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const { results, total } = await list(`?active=both&limit=100&sort=${sort}&order=${order}`);
        expect(results).toHaveLength(total);
        for (let i = 1; i < results.length; i++) {
          const [a, b] = [key[sort](results[i - 1]!), key[sort](results[i]!)];
          if (a === b) expect(collator(results[i - 1]!.name, results[i]!.name), `${sort} ${order} tie`).toBeLessThanOrEqual(0);
          else expect(order === 'asc' ? a < b : a > b, `${sort} ${order} at ${i}: ${a} then ${b}`).toBe(true);
        }
      }
    }
  });

  it('400 with a clear message and the field for a bad sort, order, limit, offset, filter or an unknown parameter', async () => {
    const cases: [string, string, string][] = [
      ['?sort=password', 'sort', LOCATION_QUERY_MESSAGES.sort],
      ['?sort=id;drop table locations', 'sort', LOCATION_QUERY_MESSAGES.sort],
      ['?order=up', 'order', LOCATION_QUERY_MESSAGES.order],
      ['?limit=0', 'limit', LOCATION_QUERY_MESSAGES.limit],
      ['?limit=101', 'limit', LOCATION_QUERY_MESSAGES.limit],
      ['?limit=ten', 'limit', LOCATION_QUERY_MESSAGES.limit],
      ['?limit=1.5', 'limit', LOCATION_QUERY_MESSAGES.limit],
      ['?offset=-1', 'offset', LOCATION_QUERY_MESSAGES.offset],
      ['?active=yes', 'active', LOCATION_QUERY_MESSAGES.active],
      [`?search_for=${'x'.repeat(81)}`, 'search_for', LOCATION_QUERY_MESSAGES.search],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: { code: 'VALIDATION_ERROR', field, message } });
    }
    const unknown = await get('?page=2');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'page' });
    expect(LOCATION_QUERY_MESSAGES.limit).toBe('limit must be a whole number from 1 to 100.');
    expect((await get('?limit=100')).statusCode).toBe(200);
  });

  it('GET /locations/options: every active location as { id, display_name }, for any signed-in user', async () => {
    const active = await list('?limit=100');
    for (const as of ['admin', 'staff', 'manager'] as const) {
      const res = await ctx.request({ method: 'GET', url: '/api/v1/locations/options', as });
      expect(res.statusCode).toBe(200);
      const { results } = res.json<{ results: { id: number; display_name: string }[] }>();
      expect(results.map((o) => o.id).sort((a, b) => a - b)).toEqual(active.results.map((l) => l.id).sort((a, b) => a - b));
      for (const option of results) expect(Object.keys(option)).toEqual(['id', 'display_name']);
    }
  });

  it('searches name, display name, store id and address, case-insensitively', async () => {
    const search = async (text: string) => (await list(`?active=both&limit=100&search_for=${encodeURIComponent(text)}`)).results;
    expect((await search('SCHAUMBURG')).map((l) => l.name)).toContain('Arcadia Schaumburg');
    expect((await search('galleria, tx')).map((l) => l.display_name)).toContain('Dallas Galleria, TX');
    expect((await search('201')).some((l) => l.store_id === '201')).toBe(true);
    expect((await search('martingale')).map((l) => l.name)).toEqual(['Arcadia Schaumburg']);
    // LIKE wildcards are plain characters
    expect(await search('%')).toEqual([]);
  });

  it('pages a search, keeps the search in the paging links and counts only matches', async () => {
    const stamp = factories.unique();
    for (let i = 0; i < 3; i++) await factories.location(ctx.db, { name: `Paged ${stamp} ${i}` });
    const first = await list(`?limit=2&search_for=${encodeURIComponent(`  paged ${stamp} `)}`);
    expect(first.total).toBe(3);
    expect(first.results.map((l) => l.name)).toEqual([`Paged ${stamp} 0`, `Paged ${stamp} 1`]);
    expect(first.nextPage).toBe(`limit=2&offset=2&sort=name&order=asc&active=true&search_for=paged+${stamp}`);
    const second = await list(`?${first.nextPage}`);
    expect(second.results.map((l) => l.name)).toEqual([`Paged ${stamp} 2`]);
    expect(second.nextPage).toBeNull();
  });

  it('creates, updates, toggles and deletes', async () => {
    const created = await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: body({ phone: '' }), as: 'admin' });
    expect(created.statusCode).toBe(201);
    const location = created.json<{ results: Location }>().results;
    expect(location).toMatchObject({ display_name: 'New Store', active: true, phone: '' });

    const updated = await ctx.request({
      method: 'PUT',
      url: `/api/v1/locations/${location.id}`,
      payload: body({ name: location.name, store_id: location.store_id, display_name: 'Renamed' }),
      as: 'admin',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ results: Location }>().results.display_name).toBe('Renamed');

    const toggled = await ctx.request({ method: 'POST', url: `/api/v1/locations/${location.id}/toggle`, as: 'admin' });
    expect(toggled.json<{ results: Location }>().results.active).toBe(false);
    const back = await ctx.request({ method: 'POST', url: `/api/v1/locations/${location.id}/toggle`, as: 'admin' });
    expect(back.json<{ results: Location }>().results.active).toBe(true);

    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/locations/${location.id}`, as: 'admin' })).statusCode).toBe(204);
    // a deletion cannot be undone: the audit log keeps who did it and what the location was
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'location.delete').where('target_id', '=', String(location.id)).executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(await ctx.idOf('admin'));
    expect(audit.details).toEqual({
      name: location.name,
      display_name: 'Renamed',
      store_id: updated.json<{ results: Location }>().results.store_id,
      address: updated.json<{ results: Location }>().results.address,
    });
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/locations/${location.id}`, as: 'admin' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'POST', url: `/api/v1/locations/${location.id}/toggle`, as: 'admin' })).statusCode).toBe(404);
  });

  it('409 with the spec message and field for a duplicate name or store id', async () => {
    const existing = await factories.location(ctx.db);
    const byName = await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: body({ name: existing.name.toUpperCase() }), as: 'admin' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toEqual({ error: { code: 'CONFLICT', field: 'name', message: LOCATION_MESSAGES.duplicate('name') } });

    const byStore = await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: body({ store_id: existing.store_id }), as: 'admin' });
    expect(byStore.statusCode).toBe(409);
    expect(byStore.json()).toEqual({ error: { code: 'CONFLICT', field: 'store_id', message: 'The store_id value set already exists.' } });

    const other = await factories.location(ctx.db);
    const onUpdate = await ctx.request({ method: 'PUT', url: `/api/v1/locations/${other.id}`, payload: body({ store_id: existing.store_id }), as: 'admin' });
    expect(onUpdate.statusCode).toBe(409);
    expect(onUpdate.json().error.field).toBe('store_id');
  });

  it('refuses to delete a location accounts still use (409) and keeps it', async () => {
    const location = await factories.location(ctx.db);
    await factories.account(ctx.db, { location_id: location.id });
    const res = await ctx.request({ method: 'DELETE', url: `/api/v1/locations/${location.id}`, as: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/still the main location of 1 user/);
    expect(await ctx.db.selectFrom('locations').select('id').where('id', '=', location.id).executeTakeFirst()).toBeTruthy();
  });

  it('validates the form rules with readable messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ store_id: '12345' }), 'store_id', LOCATION_MESSAGES.storeIdDigits],
      [body({ store_id: 'ab' }), 'store_id', LOCATION_MESSAGES.storeIdDigits],
      [body({ phone: '12' }), 'phone', LOCATION_MESSAGES.phoneFormat],
      [body({ name: 'x'.repeat(81) }), 'name', 'Name must be at most 80 characters.'],
      [body({ name: '   ' }), 'name', 'Name is required.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await ctx.request({ method: 'POST', url: '/api/v1/locations', payload, as: 'admin' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', field, message } });
    }
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/locations/999999', payload: body(), as: 'admin' })).statusCode).toBe(404);
    const bad = await ctx.request({ method: 'POST', url: '/api/v1/locations/abc/toggle', as: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('id');
  });
});
