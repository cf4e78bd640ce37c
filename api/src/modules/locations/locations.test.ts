import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, type Location } from '@portal/shared';
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
    expect((await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: body() })).statusCode).toBe(401);
  });

  it('403 Permission denied without the location permission, and nothing written', async () => {
    await Promise.all([ctx.token('staff'), ctx.token('manager')]);
    const before = await databaseFingerprint(ctx.db);
    const list = await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'staff' });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
    // a General Manager may view but not add
    expect((await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'manager' })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/locations', payload: body(), as: 'manager' })).statusCode).toBe(403);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('lists active locations by default, inactive or both on request', async () => {
    const active = await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'admin' });
    const { results, total } = active.json<{ results: Location[]; total: number }>();
    expect(total).toBe(results.length);
    expect(results.length).toBeGreaterThanOrEqual(10);
    expect(results.every((l) => l.active)).toBe(true);
    const inactive = (await ctx.request({ method: 'GET', url: '/api/v1/locations?active=false', as: 'admin' })).json<{ results: Location[] }>();
    expect(inactive.results.length).toBeGreaterThan(0);
    expect(inactive.results.every((l) => !l.active)).toBe(true);
    const both = (await ctx.request({ method: 'GET', url: '/api/v1/locations?active=both', as: 'admin' })).json<{ total: number }>();
    expect(both.total).toBe(total + inactive.results.length);
  });

  it('searches name, display name, store id and address, case-insensitively', async () => {
    const search = async (text: string) =>
      (await ctx.request({ method: 'GET', url: `/api/v1/locations?active=both&search_for=${encodeURIComponent(text)}`, as: 'admin' })).json<{
        results: Location[];
      }>().results;
    expect((await search('SCHAUMBURG')).map((l) => l.name)).toContain('Arcadia Schaumburg');
    expect((await search('galleria, tx')).map((l) => l.display_name)).toContain('Dallas Galleria, TX');
    expect((await search('201')).some((l) => l.store_id === '201')).toBe(true);
    expect((await search('martingale')).map((l) => l.name)).toEqual(['Arcadia Schaumburg']);
    // LIKE wildcards are plain characters
    expect(await search('%')).toEqual([]);
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
