import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SHORTCUT_MESSAGES as M, type DirectoryShortcut, type PersonalOrder } from '@portal/shared';
import { createTestContext, databases, type DemoUser, type TestContext } from '../../test/harness';
import { insertShortcutRow } from './testKit';

describe.each(databases)('apps directory api on %s', (kind) => {
  let ctx: TestContext;
  const ids = {} as Record<'admin' | 'staff' | 'partner' | 'manager', number>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    for (const user of ['admin', 'staff', 'partner', 'manager'] as const) ids[user] = await ctx.idOf(user);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'PUT', url: string, as: DemoUser | null, payload?: object) => ctx.request({ method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
  const order = async (as: 'admin' | 'staff' | 'partner' | 'manager') => (await call('GET', `/shortcuts/personalOrder/${ids[as]}`, as)).json<PersonalOrder>();
  const favorites = async (as: 'admin' | 'staff' | 'partner' | 'manager') =>
    (await call('GET', `/accounts/favorite_shortcut/${ids[as]}`, as)).json<{ results: DirectoryShortcut[] }>().results;
  const digest = async () => {
    const { rows } = await sql<{ d: string | null }>`
      select md5(coalesce((select string_agg(t::text, '|' order by t::text) from shortcut_favorites t), '') ||
                 coalesce((select string_agg(t::text, '|' order by t::text) from shortcut_personal_orders t), '')) as d`.execute(ctx.db);
    return rows[0]?.d;
  };

  it('401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/shortcuts/byName/pay'],
      ['GET', `/shortcuts/personalOrder/${ids.staff}`],
      ['PUT', `/shortcuts/personalOrder/${ids.staff}`],
      ['GET', `/accounts/favorite_shortcut/${ids.staff}`],
      ['PUT', `/accounts/${ids.staff}/favorite_shortcut`],
    ] as const) {
      expect((await call(method, url, null, method === 'PUT' ? { id: 1 } : undefined)).statusCode, url).toBe(401);
    }
  });

  it('403 for someone else’s personal order and favourites, administrators included; nothing written', async () => {
    const before = await digest();
    const refused = [
      await call('GET', `/shortcuts/personalOrder/${ids.staff}`, 'admin'),
      await call('PUT', `/shortcuts/personalOrder/${ids.staff}`, 'admin', { shortcuts_order: [] }),
      await call('GET', `/accounts/favorite_shortcut/${ids.staff}`, 'admin'),
      await call('PUT', `/accounts/${ids.staff}/favorite_shortcut`, 'partner', { id: 1 }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(refused[0]!.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
    expect(await digest()).toBe(before);
  });

  it('shows each user only the active shortcuts of their group (or of every group)', async () => {
    const rows = await ctx.db
      .selectFrom('shortcuts')
      .select(['id', 'name', 'status', sql<number[]>`group_ids`.as('groups')])
      .execute();
    const expected = (groupId: number) =>
      rows
        .filter((r) => r.status === 'active' && (r.groups.length === 0 || r.groups.map(Number).includes(groupId)))
        .map((r) => r.id)
        .sort((a, b) => a - b);
    for (const [user, groupId] of [
      ['staff', 15],
      ['partner', 16],
      ['manager', 6],
      ['admin', 1],
    ] as const) {
      const seen = (await order(user)).results.map((s) => s.id).sort((a, b) => a - b);
      expect(seen, user).toEqual(expected(groupId));
    }
    // the demo data has apps some groups do not get
    expect((await order('staff')).results.map((s) => s.name)).not.toContain('Marketing Assets');
    expect((await order('partner')).results.map((s) => s.name)).toContain('Vendor Portal');
  });

  it('toggles a favourite on and off, only for a shortcut the user can see', async () => {
    const mine = (await order('staff')).results.find((s) => !s.favorite)!;
    const on = await call('PUT', `/accounts/${ids.staff}/favorite_shortcut`, 'staff', mine);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ results: { id: mine.id, favorite: true } });
    expect((await favorites('staff')).map((s) => s.id)).toContain(mine.id);
    expect((await order('staff')).results.find((s) => s.id === mine.id)!.favorite).toBe(true);
    expect((await call('PUT', `/accounts/${ids.staff}/favorite_shortcut`, 'staff', { id: mine.id })).json()).toEqual({ results: { id: mine.id, favorite: false } });
    expect((await favorites('staff')).map((s) => s.id)).not.toContain(mine.id);

    const before = await digest();
    const otherGroup = await insertShortcutRow(ctx.db, { group_ids: [10] });
    const inactive = await insertShortcutRow(ctx.db, { status: 'inactive' });
    for (const id of [otherGroup.id, inactive.id, 999_999]) {
      expect((await call('PUT', `/accounts/${ids.staff}/favorite_shortcut`, 'staff', { id })).statusCode).toBe(404);
    }
    expect((await call('PUT', `/accounts/${ids.staff}/favorite_shortcut`, 'staff', { id: 'x' })).statusCode).toBe(400);
    expect(await digest()).toBe(before);
  });

  it('keeps a personal order: saved ones first as saved, the rest in the shared order; favourites follow it', async () => {
    const { results } = await order('manager');
    const reversed = results.map((s) => s.id).reverse();
    const saved = await call('PUT', `/shortcuts/personalOrder/${ids.manager}`, 'manager', { shortcuts_order: reversed.slice(0, 3) });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<PersonalOrder>();
    expect(body.shortcuts_order.slice(0, 3)).toEqual(reversed.slice(0, 3));
    const rest = results.filter((s) => !reversed.slice(0, 3).includes(s.id)).sort((a, b) => a.order - b.order);
    expect(body.results.slice(3).map((s) => s.id)).toEqual(rest.map((s) => s.id));
    expect((await order('manager')).shortcuts_order).toEqual(body.shortcuts_order);

    // favourites come in that order too
    const favs = await favorites('manager');
    const favOrder = body.shortcuts_order.filter((id) => favs.some((f) => f.id === id));
    expect(favs.map((f) => f.id)).toEqual(favOrder);

    // ids the user cannot see are dropped (not stored); a repeated id is refused
    const hidden = await insertShortcutRow(ctx.db, { group_ids: [10] });
    const dropped = (await call('PUT', `/shortcuts/personalOrder/${ids.manager}`, 'manager', { order: [hidden.id, ...reversed] })).json<PersonalOrder>();
    expect(dropped.shortcuts_order).toEqual(reversed);
    const stored = await ctx.db
      .selectFrom('shortcut_personal_orders')
      .select(sql<number[]>`shortcut_ids`.as('ids'))
      .where('account_id', '=', ids.manager)
      .executeTakeFirstOrThrow();
    expect(stored.ids.map(Number)).toEqual(reversed);
    const twice = await call('PUT', `/shortcuts/personalOrder/${ids.manager}`, 'manager', { shortcuts_order: [reversed[0], reversed[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ error: { message: M.duplicateIds } });
    expect((await call('PUT', `/shortcuts/personalOrder/${ids.manager}`, 'manager', {})).statusCode).toBe(400);
  });

  it('searches the user’s apps by name or display names from 3 characters', async () => {
    const found = await call('GET', '/shortcuts/byName/PAYR', 'staff');
    expect(found.statusCode).toBe(200);
    expect(found.json<{ results: DirectoryShortcut[] }>().results.map((s) => s.name)).toEqual(['Payroll Portal']);
    // the description (display_name2) matches too; only apps of the user's group
    const byDescription = (await call('GET', `/shortcuts/byName/${encodeURIComponent('repair')}`, 'staff')).json<{ results: DirectoryShortcut[] }>().results;
    expect(byDescription).toEqual([]); // Game Service is not for Team Members
    expect((await call('GET', '/shortcuts/byName/repair', 'manager')).json<{ results: DirectoryShortcut[] }>().results.map((s) => s.name)).toEqual(['Game Service']);
    expect((await call('GET', `/shortcuts/byName/${encodeURIComponent('%%%')}`, 'staff')).json<{ results: DirectoryShortcut[] }>().results).toEqual([]);
    const short = await call('GET', '/shortcuts/byName/pa', 'staff');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { message: M.searchTooShort } });
  });
});
