import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SHORTCUT_MESSAGES as M, type Shortcut } from '@portal/shared';
import { controlCharsFieldMessage } from '@portal/shared';
import { DEMO_PASSWORD } from '../../db/seedData';
import { createTestContext, databaseFingerprint, databases, factories, type DemoUser, type TestContext } from '../../test/harness';
import { insertShortcutRow, jpegOfSize, pngOfSize, shortcutBody, squareIcon } from './testKit';

describe.each(databases)('shortcuts manager api on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** Every shortcut row and favourite, to prove a refused call wrote nothing. */
  const shortcutsDigest = async () => {
    const { rows } = await sql<{ d: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as d from (select * from shortcuts) t`.execute(ctx.db);
    return rows[0]?.d;
  };
  const uploaded = async () => (await ctx.storage.list('shortcuts')).length;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: DemoUser | null = 'admin', payload?: unknown) =>
    ctx.request({ method, url: `/api/v1${url}`, as, ...(payload === undefined ? {} : { payload: payload as object }) });
  const active = async () => (await call('GET', '/shortcuts')).json<{ results: Shortcut[] }>().results;
  const inactive = async () => (await call('GET', '/shortcuts?status=inactive')).json<{ results: Shortcut[] }>().results;
  const expectContiguous = (rows: Shortcut[]) => expect(rows.map((s) => s.order)).toEqual(rows.map((_, i) => i + 1));

  it('401 without a token, on every route', async () => {
    const one = await insertShortcutRow(ctx.db);
    for (const [method, url] of [
      ['GET', '/shortcuts'],
      ['GET', '/shortcuts?status=inactive'],
      ['POST', '/shortcuts'],
      ['PUT', `/shortcuts/${one.id}`],
      ['DELETE', `/shortcuts/${one.id}/${one.sort_order}`],
      ['GET', `/shortcuts/up/${one.id}/${one.sort_order}`],
      ['GET', `/shortcuts/down/${one.id}/${one.sort_order}`],
      ['PUT', `/shortcuts/${one.id}/${one.sort_order}/move`],
      ['PUT', `/shortcuts/${one.id}/${one.sort_order}/activate`],
    ] as const) {
      const res = await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('403 by the flags (view, add, edit, delete), and nothing written', async () => {
    const one = await insertShortcutRow(ctx.db);
    const gone = await insertShortcutRow(ctx.db, { status: 'inactive' });
    await Promise.all([ctx.token('staff'), ctx.token('manager')]);
    const before = [await databaseFingerprint(ctx.db), await shortcutsDigest()];
    // a Team Member has no shortcuts right at all
    expect((await call('GET', '/shortcuts', 'staff')).json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
    // a General Manager may view, nothing more: not even the inactive tab (spec 6: delete)
    expect((await call('GET', '/shortcuts', 'manager')).statusCode).toBe(200);
    const refused = [
      await call('GET', '/shortcuts?status=inactive', 'manager'),
      await call('POST', '/shortcuts', 'manager', shortcutBody()),
      await call('PUT', `/shortcuts/${one.id}`, 'manager', shortcutBody()),
      await call('DELETE', `/shortcuts/${one.id}/${one.sort_order}`, 'manager'),
      await call('GET', `/shortcuts/up/${one.id}/${one.sort_order}`, 'manager'),
      await call('GET', `/shortcuts/down/${one.id}/${one.sort_order}`, 'manager'),
      await call('PUT', `/shortcuts/${one.id}/${one.sort_order}/move`, 'manager', { to: 1 }),
      await call('PUT', `/shortcuts/${gone.id}/${gone.sort_order}/activate`, 'manager'),
      // a bad body from someone without the right is still refused as such
      await call('POST', '/shortcuts', 'manager', { name: 1 }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
    expect([await databaseFingerprint(ctx.db), await shortcutsDigest()]).toEqual(before);
  });

  it('adds a shortcut last in the order, stores its images by their bytes and audits it', async () => {
    const before = await active();
    const body = shortcutBody({ mobile_image: jpegOfSize(200, 200), group_ids: [6, 15] });
    const res = await call('POST', '/shortcuts', 'admin', body);
    expect(res.statusCode).toBe(201);
    const created = res.json<{ results: Shortcut }>().results;
    expect(created).toMatchObject({ name: body.name, display_name1: 'Test App', group_ids: [6, 15], status: 'active', order: before.length + 1 });
    expect(created.desktop_image).toMatch(/^\/uploads\/shortcuts\/[0-9a-f-]{36}\.png$/);
    expect(created.mobile_image).toMatch(/^\/uploads\/shortcuts\/[0-9a-f-]{36}\.jpg$/);
    const served = await ctx.app.inject({ method: 'GET', url: created.desktop_image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expectContiguous(await active());
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'shortcut.create')
      .where('target_id', '=', String(created.id))
      .execute();
    expect(audit).toEqual([{ actor_id: await ctx.idOf('admin'), details: { name: body.name, order: created.order } }]);
  });

  it('takes an image as a bare data URL too', async () => {
    const res = await call('POST', '/shortcuts', 'admin', shortcutBody({ desktop_image: squareIcon('D').data }));
    expect(res.statusCode).toBe(201);
    const edited = await call('PUT', `/shortcuts/${res.json<{ results: Shortcut }>().results.id}`, 'admin', { ...shortcutBody(), desktop_image: pngOfSize(200, 200).data });
    expect(edited.statusCode).toBe(200);
  });

  it('refuses each broken rule with its message and field, writing nothing (no file left either)', async () => {
    await call('POST', '/shortcuts', 'admin', shortcutBody()); // the uploads folder exists
    const taken = (await active())[0]!;
    const before = [await shortcutsDigest(), await uploaded()];
    const gif = { data: `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64')}`, type: 'image/gif' };
    const big = pngOfSize(200, 200);
    // a real 200x200 header followed by padding past 2 MB
    const padded = { ...big, data: `data:image/png;base64,${Buffer.concat([Buffer.from(big.data.split(',')[1]!, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}` };
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ name: '  ' }, 400, 'name', M.nameRequired],
      [{ display_name1: '' }, 400, 'display_name1', M.appNameRequired],
      [{ display_name2: undefined }, 400, 'display_name2', `display_name2: ${M.descriptionRequired}`],
      [{ display_name2: 'x'.repeat(201) }, 400, 'display_name2', M.descriptionTooLong],
      [{ name: 'Tab\u0000bed' }, 400, 'name', controlCharsFieldMessage('name')],
      [{ link_desktop: 'javascript:alert(1)' }, 400, 'link_desktop', M.link],
      [{ link_mobile: 'intranet' }, 400, 'link_mobile', M.link],
      [{ desktop_image: undefined }, 400, 'desktop_image', M.imageRequired],
      [{ desktop_image: pngOfSize(200, 199) }, 400, 'desktop_image', M.imageSize],
      [{ desktop_image: pngOfSize(400, 400) }, 400, 'desktop_image', M.imageSize],
      [{ mobile_image: jpegOfSize(150, 200) }, 400, 'mobile_image', M.imageSize],
      [{ desktop_image: gif }, 400, 'desktop_image', M.imageType],
      [{ desktop_image: { data: 'not base64 at all!' } }, 400, 'desktop_image', M.imageType],
      [{ desktop_image: padded }, 400, 'desktop_image', M.imageTooLarge],
      [{ group_ids: [999] }, 400, 'group_ids', M.unknownGroup],
      [{ group_ids: [1, 1] }, 400, 'group_ids', M.unknownGroup],
      [{ extra: true }, 400, 'extra', 'Unknown field "extra" in the body.'],
      [{ name: taken.name.toUpperCase() }, 409, 'name', 'The name already exists.'],
    ];
    for (const [overrides, status, field, message] of cases) {
      const res = await call('POST', '/shortcuts', 'admin', shortcutBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(status);
      expect(res.json<{ error: { field: string; message: string } }>().error).toMatchObject({ field, message });
    }
    expect([await shortcutsDigest(), await uploaded()]).toEqual(before);
  });

  it('edits: images left out or sent back are kept, a new one replaces the old file, null removes the mobile one', async () => {
    const created = (await call('POST', '/shortcuts', 'admin', shortcutBody({ mobile_image: squareIcon('M') }))).json<{ results: Shortcut }>().results;
    const fields = {
      name: created.name,
      display_name1: 'Renamed',
      display_name2: 'New words.',
      link_desktop: created.link_desktop,
      link_mobile: created.link_mobile,
      group_ids: [15],
    };
    const kept = await call('PUT', `/shortcuts/${created.id}`, 'admin', { ...fields, desktop_image: created.desktop_image });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ results: Shortcut }>().results).toMatchObject({
      display_name1: 'Renamed',
      group_ids: [15],
      desktop_image: created.desktop_image,
      mobile_image: created.mobile_image,
      order: created.order,
    });

    const replaced = (await call('PUT', `/shortcuts/${created.id}`, 'admin', { ...fields, desktop_image: squareIcon('X'), mobile_image: null })).json<{ results: Shortcut }>()
      .results;
    expect(replaced.desktop_image).not.toBe(created.desktop_image);
    expect(replaced.mobile_image).toBeNull();
    expect(await ctx.storage.has(created.desktop_image)).toBe(false);
    expect(await ctx.storage.has(replaced.desktop_image)).toBe(true);

    const audits = await ctx.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'shortcut.update')
      .where('target_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => (a.details as { fields: string[] }).fields)).toEqual([
      ['display_name1', 'display_name2', 'group_ids'],
      ['desktop_image', 'mobile_image'],
    ]);

    // refusals: unknown id, a url that is not its own, a missing field, another shortcut's name
    expect((await call('PUT', '/shortcuts/999999', 'admin', fields)).statusCode).toBe(404);
    const foreign = await call('PUT', `/shortcuts/${created.id}`, 'admin', { ...fields, desktop_image: '/uploads/avatars/someone.png' });
    expect(foreign.json()).toMatchObject({ error: { field: 'desktop_image', message: M.imageType } });
    expect((await call('PUT', `/shortcuts/${created.id}`, 'admin', { ...fields, link_mobile: '' })).json()).toMatchObject({ error: { field: 'link_mobile' } });
    const other = (await active()).find((s) => s.id !== created.id)!;
    const clash = await call('PUT', `/shortcuts/${created.id}`, 'admin', { ...fields, name: other.name });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: { field: 'name', message: 'The name already exists.' } });
  });

  it('deletes into the inactive list (later ones move up) and reactivates at its old place', async () => {
    const list = await active();
    const target = list[1]!;
    expect((await call('DELETE', `/shortcuts/${target.id}/${target.order}`)).statusCode).toBe(204);
    const after = await active();
    expect(after.map((s) => s.id)).toEqual(list.filter((s) => s.id !== target.id).map((s) => s.id));
    expectContiguous(after);
    expect((await inactive()).find((s) => s.id === target.id)).toMatchObject({ status: 'inactive', order: target.order });
    // deleting it again, moving it, or activating an active one: a state conflict, nothing changes
    expect((await call('DELETE', `/shortcuts/${target.id}/${target.order}`)).json()).toEqual({ error: { code: 'CONFLICT', message: M.notActive, field: 'status' } });
    expect((await call('GET', `/shortcuts/up/${target.id}/${target.order}`)).statusCode).toBe(409);
    expect((await call('PUT', `/shortcuts/${after[0]!.id}/${after[0]!.order}/activate`)).json()).toEqual({ error: { code: 'CONFLICT', message: M.notInactive, field: 'status' } });

    const activated = await call('PUT', `/shortcuts/${target.id}/${target.order}/activate`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json<{ results: Shortcut }>().results).toMatchObject({ status: 'active', order: target.order });
    expect((await active()).map((s) => s.id)).toEqual(list.map((s) => s.id));
    const actions = await ctx.db.selectFrom('audit_log').select('action').where('target_type', '=', 'shortcut').where('target_id', '=', String(target.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['shortcut.delete', 'shortcut.activate']);
  });

  it('an inactive shortcut whose place is past the end comes back last', async () => {
    const gone = await insertShortcutRow(ctx.db, { status: 'inactive' });
    await ctx.db.updateTable('shortcuts').set({ sort_order: 500 }).where('id', '=', gone.id).execute();
    const res = await call('PUT', `/shortcuts/${gone.id}/500/activate`);
    expect(res.json<{ results: Shortcut }>().results.order).toBe((await active()).length);
    expectContiguous(await active());
  });

  it('moves one place up or down, or anywhere in one call; the ends stay put', async () => {
    const list = await active();
    const [first, second, third] = list;
    const up = await call('GET', `/shortcuts/up/${second!.id}/${second!.order}`);
    expect(up.statusCode).toBe(200);
    expect(
      up
        .json<{ results: Shortcut[] }>()
        .results.slice(0, 2)
        .map((s) => s.id),
    ).toEqual([second!.id, first!.id]);
    const down = (await call('GET', `/shortcuts/down/${second!.id}/1`)).json<{ results: Shortcut[] }>().results;
    expect(down.map((s) => s.id)).toEqual(list.map((s) => s.id));
    // the first cannot go up, the last cannot go down: nothing changes
    expect((await call('GET', `/shortcuts/up/${first!.id}/1`)).json<{ results: Shortcut[] }>().results.map((s) => s.id)).toEqual(list.map((s) => s.id));
    const last = list[list.length - 1]!;
    expect((await call('GET', `/shortcuts/down/${last.id}/${last.order}`)).json<{ results: Shortcut[] }>().results.map((s) => s.id)).toEqual(list.map((s) => s.id));

    const moved = (await call('PUT', `/shortcuts/${first!.id}/1/move`, 'admin', { to: 3 })).json<{ results: Shortcut[] }>().results;
    expect(moved.slice(0, 3).map((s) => s.id)).toEqual([second!.id, third!.id, first!.id]);
    expectContiguous(moved);
    expect((await call('PUT', `/shortcuts/${first!.id}/3/move`, 'admin', { to: list.length + 1 })).json()).toMatchObject({ error: { field: 'to' } });
    const audit = await ctx.db.selectFrom('audit_log').select('details').where('action', '=', 'shortcut.reorder').where('target_id', '=', String(first!.id)).execute();
    expect(audit.map((a) => a.details)).toContainEqual({ name: first!.name, from: 1, to: 3 });
  });

  it('stays consistent under two administrators at once: a move from a place the list no longer has is a 409', async () => {
    const second = await factories.account(ctx.db, { group_id: 1 });
    const signin = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: second.email, password: DEMO_PASSWORD } });
    const otherToken = signin.json<{ token: string }>().token;
    const asOther = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${otherToken}` }, ...(payload ? { payload } : {}) });

    const seen = await active();
    const target = seen[3]!;
    // both saw the target at its place and move it at the same moment
    const [a, b] = await Promise.all([call('GET', `/shortcuts/up/${target.id}/${target.order}`), asOther('GET', `/shortcuts/up/${target.id}/${target.order}`)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json()).toEqual({ error: { code: 'CONFLICT', message: M.orderChanged, field: 'order' } });
    expect((await active()).find((s) => s.id === target.id)!.order).toBe(target.order - 1);

    // a burst of moves, deletions and additions from both, each from the list as it was seen first
    const now = await active();
    const burst = await Promise.all([
      call('PUT', `/shortcuts/${now[0]!.id}/${now[0]!.order}/move`, 'admin', { to: 4 }),
      asOther('PUT', `/shortcuts/${now[5]!.id}/${now[5]!.order}/move`, { to: 1 }),
      asOther('DELETE', `/shortcuts/${now[2]!.id}/${now[2]!.order}`),
      call('GET', `/shortcuts/down/${now[1]!.id}/${now[1]!.order}`),
      call('POST', '/shortcuts', 'admin', shortcutBody()),
      asOther('GET', `/shortcuts/up/${now[6]!.id}/${now[6]!.order}`),
    ]);
    for (const res of burst) expect([200, 201, 204, 409]).toContain(res.statusCode);
    const final = await active();
    expectContiguous(final);
    expect(new Set(final.map((s) => s.id)).size).toBe(final.length);
  });

  it('refuses a stale place for every order call, changing nothing', async () => {
    const list = await active();
    const one = list[2]!;
    const before = await shortcutsDigest();
    for (const [method, url, payload] of [
      ['DELETE', `/shortcuts/${one.id}/${one.order + 1}`, undefined],
      ['GET', `/shortcuts/up/${one.id}/${one.order + 1}`, undefined],
      ['GET', `/shortcuts/down/${one.id}/${one.order - 1}`, undefined],
      ['PUT', `/shortcuts/${one.id}/${one.order + 1}/move`, { to: 1 }],
    ] as const) {
      const res = await call(method, url, 'admin', payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
    }
    // malformed places and ids: 400, unknown ids: 404
    expect((await call('GET', `/shortcuts/up/${one.id}/0`)).statusCode).toBe(400);
    expect((await call('GET', '/shortcuts/up/abc/1')).statusCode).toBe(400);
    expect((await call('GET', '/shortcuts/up/999999/1')).statusCode).toBe(404);
    expect((await call('GET', '/shortcuts?status=deleted')).statusCode).toBe(400);
    expect(await shortcutsDigest()).toEqual(before);
  });
});
