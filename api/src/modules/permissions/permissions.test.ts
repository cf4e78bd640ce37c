import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS, MODULE_KEYS, PERMISSION_MESSAGES, type GroupPermissions, type MyPermissions, type Roles } from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, factories, type TestContext } from '../../test/harness';

const signIn = async (ctx: TestContext, email: string) =>
  (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password: 'Demo#2026' } })).json<{ token: string }>().token;

describe.each(databases)('groups, profiles, permissions on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await Promise.all([ctx.token('admin'), ctx.token('staff'), ctx.token('manager')]);
  });
  afterAll(() => ctx.close());

  const rolesOf = async (groupId: number) =>
    (await ctx.request({ method: 'GET', url: '/api/v1/permissions', as: 'admin' })).json<{ results: GroupPermissions[] }>().results.find((g) => g.group_id === groupId)!.roles;

  it('401 without a token', async () => {
    for (const url of ['/api/v1/groups', '/api/v1/profiles', '/api/v1/permissions', '/api/v1/permissions/mine']) {
      expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('403 for the permission table without permissions_management, nothing written', async () => {
    const before = await databaseFingerprint(ctx.db);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/permissions', as: 'staff' })).statusCode).toBe(403);
    const roles = await rolesOf(15);
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/permissions/15', payload: roles, as: 'manager' })).statusCode).toBe(403);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('lists the 2 profiles and 16 groups to any signed-in user', async () => {
    const profiles = (await ctx.request({ method: 'GET', url: '/api/v1/profiles', as: 'staff' })).json();
    expect(profiles.results).toEqual([
      { id: 1, name: 'Company Business' },
      { id: 2, name: 'Partners' },
    ]);
    const groups = (await ctx.request({ method: 'GET', url: '/api/v1/groups', as: 'staff' })).json();
    // each says whether the caller may assign it: a Team Member only the groups whose rights are within theirs
    expect(groups.results).toEqual(GROUPS.map((g) => ({ ...g, assignable: [14, 15, 16].includes(g.id) })));
  });

  it('returns the seeded table: Super Admin all, Admin all but permission delete, Team Member and partner read-only sets', async () => {
    const table = (await ctx.request({ method: 'GET', url: '/api/v1/permissions', as: 'admin' })).json<{ results: GroupPermissions[] }>().results;
    expect(table).toHaveLength(16);
    const byId = new Map(table.map((g) => [g.group_id, g.roles]));
    expect(MODULE_KEYS.every((m) => Object.values(byId.get(1)![m]).every(Boolean))).toBe(true);
    expect(byId.get(2)!.permissions_management).toEqual({ view: true, add: true, edit: true, delete: false });
    const viewOnly = (roles: Roles) => MODULE_KEYS.filter((m) => roles[m].view).sort();
    expect(viewOnly(byId.get(15)!)).toEqual(['announcements', 'chat_feg', 'chat_feg_repository', 'events', 'home_page']);
    expect(viewOnly(byId.get(16)!)).toEqual(['announcements', 'events', 'home_page']);
    expect(MODULE_KEYS.some((m) => byId.get(16)![m].add || byId.get(16)![m].edit || byId.get(16)![m].delete)).toBe(false);
    expect(byId.get(6)!.events).toEqual({ view: true, add: true, edit: true, delete: true });
    expect(byId.get(6)!.location.view).toBe(true);
  });

  it('saves a group’s flags, and they apply to its members at once', async () => {
    const member = await factories.account(ctx.db, { group_id: 14 });
    const { token } = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: member.email, password: 'Demo#2026' } })).json();
    const list = () => ctx.request({ method: 'GET', url: '/api/v1/locations', headers: { authorization: `Bearer ${token}` } });
    expect((await list()).statusCode).toBe(403);
    const roles = await rolesOf(14);
    const res = await ctx.request({
      method: 'PUT',
      url: '/api/v1/permissions/14',
      payload: { ...roles, location: { view: true, add: false, edit: false, delete: false } },
      as: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.roles.location.view).toBe(true);
    expect((await list()).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'permissions.update').executeTakeFirst()).toBeTruthy();
  });

  it('keeps Super Admin locked and wants every module', async () => {
    const roles = await rolesOf(1);
    const locked = await ctx.request({ method: 'PUT', url: '/api/v1/permissions/1', payload: roles, as: 'admin' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(PERMISSION_MESSAGES.superAdminLocked);
    const { home_page: _dropped, ...partial } = await rolesOf(15);
    const missing = await ctx.request({ method: 'PUT', url: '/api/v1/permissions/15', payload: partial, as: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('home_page');
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/permissions/99', payload: roles, as: 'admin' })).statusCode).toBe(404);
  });

  it('tells each user their current rights, which follow a save without a new token', async () => {
    const member = await factories.account(ctx.db, { group_id: 13 });
    const token = await signIn(ctx, member.email);
    const mine = async () =>
      (await ctx.request({ method: 'GET', url: '/api/v1/permissions/mine', headers: { authorization: `Bearer ${token}` } })).json<{ results: MyPermissions }>().results;
    const before = await mine();
    expect(before.group_id).toBe(13);
    expect(before.roles).toEqual(await rolesOf(13));
    expect(before.modules.locations).toEqual({ list: true, read: true, write: true, delete: false });
    const roles = await rolesOf(13);
    const saved = await ctx.request({
      method: 'PUT',
      url: '/api/v1/permissions/13',
      payload: { ...roles, location: { view: false, add: false, edit: false, delete: false } },
      as: 'admin',
    });
    expect(saved.statusCode).toBe(200);
    const after = await mine();
    expect(after.roles.location).toEqual({ view: false, add: false, edit: false, delete: false });
    expect(after.modules.locations.list).toBe(false);
    // the refused call of the e2e walk: the old token, the new rights
    expect((await ctx.request({ method: 'GET', url: '/api/v1/locations', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
  });

  it('audits what changed, module by module', async () => {
    const roles = await rolesOf(12);
    await ctx.request({ method: 'PUT', url: '/api/v1/permissions/12', payload: { ...roles, shortcuts: { view: true, add: true, edit: false, delete: false } }, as: 'admin' });
    const entry = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'permissions.update')
      .where('target_id', '=', '12')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(await ctx.idOf('admin'));
    expect(entry.details).toEqual({
      group: 'Finance',
      changes: { shortcuts: { from: roles.shortcuts, to: { view: true, add: true, edit: false, delete: false } } },
    });
  });

  it('hears permission writes made elsewhere (another api instance, psql) through the change feed', async () => {
    const heard = new Promise<void>((resolve) => {
      const off = ctx.changes.on('group_permissions', () => {
        off();
        resolve();
      });
    });
    // a write that bypasses this api: only the trigger's NOTIFY can tell the access-state cache
    await ctx.db.updateTable('group_permissions').set({ view: true }).where('group_id', '=', 11).where('module', '=', 'admin_trivia').execute();
    await heard;
  });

  it('refuses to leave nobody able to manage permissions, and writes nothing', async () => {
    const admin2 = await factories.account(ctx.db, { group_id: 2 });
    const token = await signIn(ctx, admin2.email);
    const put = (groupId: number, roles: Roles) =>
      ctx.request({ method: 'PUT', url: `/api/v1/permissions/${groupId}`, payload: roles, headers: { authorization: `Bearer ${token}` } });
    const roles2 = await rolesOf(2);
    const withoutManagement = { ...roles2, permissions_management: { view: true, add: false, edit: false, delete: false } };

    // the only other managers (Super Admins, other Admins) are inactive: this save would lock everyone out
    const others = await ctx.db.selectFrom('accounts').select('id').where('group_id', 'in', [1, 2]).where('status', '=', 'ACTIVE').where('id', '!=', admin2.id).execute();
    const otherIds = others.map((o) => o.id);
    await ctx.db.updateTable('accounts').set({ status: 'INACTIVE' }).where('id', 'in', otherIds).execute();
    try {
      const before = await databaseFingerprint(ctx.db);
      const refused = await put(2, withoutManagement);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ message: PERMISSION_MESSAGES.lastManager, field: 'permissions_management' });
      expect(await databaseFingerprint(ctx.db)).toEqual(before);
      // other changes to the group still save
      expect((await put(2, { ...roles2, analytics: { view: true, add: false, edit: false, delete: false } })).statusCode).toBe(200);
    } finally {
      await ctx.db.updateTable('accounts').set({ status: 'ACTIVE' }).where('id', 'in', otherIds).execute();
    }
    // with an active Super Admin left, the Admin group may give the right up (analytics stays as the save above left
    // it: turning its add/edit/delete back on is a right this Admin no longer holds, refused by who-may-grant-what)
    expect((await put(2, { ...withoutManagement, analytics: { view: true, add: false, edit: false, delete: false } })).statusCode).toBe(200);
    await ctx.request({ method: 'PUT', url: '/api/v1/permissions/2', payload: roles2, as: 'admin' });
  });
});
