import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestContext, databaseFingerprint, type DemoUser, type TestContext, insertCommentRow, insertNewsRow, insertShortcutRow } from '@portal/api/testing';
import { FILES, connected, countMessages, join, listen, locationOf, multipart, send } from '@portal/api/testing/chat';
import { Tally } from '../tally';

/**
 * Per-object access: the role may call the route, but not on this object. Another user's comment, notifications,
 * activities and app order; another location's chat (http and socket); an announcement whose audience one is not in.
 * Each refused call answers 403 or 404 and leaves every table as it was.
 */
describe('per-object access', () => {
  let ctx: TestContext;
  let base = '';
  const tally = new Tally('objects');
  const ids = {} as Record<'admin' | 'manager' | 'staff', number>;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    for (const u of ['admin', 'manager', 'staff'] as const) ids[u] = await ctx.idOf(u);
    base = await listen(ctx);
    // signed in before any fingerprint is taken (a sign-in writes its session)
    for (const u of ['admin', 'manager', 'staff'] as const) await ctx.token(u);
  });
  afterAll(async () => {
    tally.save();
    await ctx?.close();
  });

  let failedBefore: number | null = null;
  /** this test's failures only */
  const mine = () => {
    const out = tally.failed.slice(failedBefore ?? 0);
    failedBefore = null;
    return out;
  };

  /** A call that must be refused (403/404) and write nothing. */
  async function refused(name: string, as: DemoUser, request: InjectOptions) {
    const before = await databaseFingerprint(ctx.db);
    const res = await ctx.request({ ...request, as });
    const after = await databaseFingerprint(ctx.db);
    failedBefore ??= tally.failed.length;
    tally.check(name, res.statusCode === 403 || res.statusCode === 404, `answered ${res.statusCode} ${res.body.slice(0, 100)}`);
    tally.check(`${name}: writes nothing`, JSON.stringify(before) === JSON.stringify(after), 'a table changed');
  }

  it("another user's comment, notifications, activities, apps and password", async () => {
    const comment = await insertCommentRow(ctx.db, ids.manager);
    await refused("staff deletes the manager's comment", 'staff', { method: 'DELETE', url: `/api/v1/comments-latest-news/delete/${comment}` });
    const still = await ctx.db.selectFrom('latest_news_comments').select('id').where('id', '=', comment).executeTakeFirst();
    tally.check("the manager's comment is still there", Boolean(still));
    const note = await ctx.db
      .insertInto('notifications')
      .values({ user_id_receptor: ids.manager, content: 'private', link_desktop: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refused("staff reads the manager's notifications", 'staff', { method: 'GET', url: `/api/v1/notify/find/${ids.manager}` });
    await refused("staff clears the manager's notifications", 'staff', { method: 'GET', url: `/api/v1/notify/clear/${ids.manager}` });
    await refused("staff clears one of the manager's notifications", 'staff', {
      method: 'POST',
      url: '/api/v1/notify/clear-one',
      payload: { id: note.id, user_id_receptor: ids.manager },
    });
    await refused("staff reads the manager's activities", 'staff', { method: 'GET', url: `/api/v1/accounts/${ids.manager}/activities?range=1m` });
    await refused("staff reads the manager's account", 'staff', { method: 'GET', url: `/api/v1/accounts/${ids.manager}` });
    await refused("staff edits the manager's account", 'staff', { method: 'PUT', url: `/api/v1/accounts/${ids.manager}`, payload: { first_name: 'Owned' } });
    await refused("staff reads the manager's app order", 'staff', { method: 'GET', url: `/api/v1/shortcuts/personalOrder/${ids.manager}` });
    await refused("staff rewrites the manager's app order", 'staff', { method: 'PUT', url: `/api/v1/shortcuts/personalOrder/${ids.manager}`, payload: { shortcuts_order: [] } });
    await refused("staff reads the manager's favourite apps", 'staff', { method: 'GET', url: `/api/v1/accounts/favorite_shortcut/${ids.manager}` });
    const shortcut = await insertShortcutRow(ctx.db);
    await refused('staff adds a favourite app for the manager', 'staff', { method: 'PUT', url: `/api/v1/accounts/${ids.manager}/favorite_shortcut`, payload: { id: shortcut.id } });
    await refused("staff sets the manager's first access", 'staff', { method: 'PUT', url: `/api/v1/accounts/${ids.manager}/user/first_access` });
    await refused("staff replaces the manager's password", 'staff', {
      method: 'POST',
      url: '/api/v1/accounts/change/password_temporary',
      payload: { id: ids.manager, password: 'Owned#2026xx' },
    });
    await refused('staff impersonates the manager', 'staff', { method: 'GET', url: `/api/v1/accounts/impersonate/${ids.manager}` });
    expect(mine()).toEqual([]);
  });

  it("another location's chat: http and socket", async () => {
    const own = await locationOf(ctx.db, 'staff');
    const other = (await ctx.db.selectFrom('locations').select('id').where('id', '!=', own).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
    await refused("staff reads another location's messages", 'staff', { method: 'GET', url: `/api/v1/location-messaging/filter/${other}` });
    await refused("staff lists another location's users", 'staff', {
      method: 'GET',
      url: `/api/v1/location-messaging/users/${encodeURIComponent('staff@arcadia.example')}/${other}`,
    });
    await refused("staff opens another location's chat", 'staff', { method: 'GET', url: `/api/v1/location-messaging/location/find/${other}` });
    await refused("staff marks another location's chat read", 'staff', { method: 'PUT', url: `/api/v1/location-messaging/read/${other}`, payload: { id: 0 } });
    await refused("staff uploads a picture to another location's chat", 'staff', { method: 'POST', url: `/api/v1/location-messaging/upload/${other}`, ...multipart(FILES.png) });

    const socket = await connected(base, await ctx.token('staff'));
    try {
      const before = await countMessages(ctx.db, other);
      const joined = await join(socket, other).catch(() => ({ ok: false }));
      tally.check("staff's socket joins another location's room", !joined.ok, 'joined');
      const sent = await send(socket, { location_id: other, content: 'not my location', client_id: 'sec-1' }).catch(() => ({ ok: false }));
      tally.check("staff's socket sends to another location", !(sent as { ok: boolean }).ok, 'sent');
      tally.check("another location's chat unchanged", (await countMessages(ctx.db, other)) === before);
      // the control: the same socket may join and write in its own location
      const ownJoin = await join(socket, own);
      tally.check("staff's socket joins its own location's room (control)", ownJoin.ok === true, JSON.stringify(ownJoin));
    } finally {
      socket.close();
    }
    expect(mine()).toEqual([]);
  });

  it('an announcement whose audience one is not in', async () => {
    const staffLocation = await locationOf(ctx.db, 'staff');
    const otherLocation = (await ctx.db.selectFrom('locations').select('id').where('id', '!=', staffLocation).orderBy('id').executeTakeFirstOrThrow()).id;
    const audiences = [
      { label: 'the General Manager group only', body: { target: 'specific', groups_ids: [6] } },
      { label: 'another location only', body: { target: 'specific', locations_ids: [otherLocation] } },
    ];
    for (const { label, body } of audiences) {
      const subject = `Audience check ${label} ${Date.now()}`;
      const created = await ctx.request({ method: 'POST', url: '/api/v1/announcements', payload: { ...body, subject, info: '<p>for some</p>' }, as: 'admin' });
      expect(created.statusCode, created.body).toBeLessThan(300);
      const row = await ctx.db.selectFrom('announcements').select('id').where('subject', '=', subject).executeTakeFirstOrThrow();
      await refused(`staff opens an announcement for ${label}`, 'staff', { method: 'GET', url: `/api/v1/announcements/${row.id}` });
      await refused(`staff reacts to an announcement for ${label}`, 'staff', {
        method: 'PUT',
        url: `/api/v1/announcements/${row.id}/interaction`,
        payload: { opinion: 'grinning' },
      });
      for (const tab of ['companies', 'locations', 'groups', 'others']) {
        const list = await ctx.request({ method: 'GET', url: `/api/v1/announcements/${tab}`, as: 'staff' });
        tally.check(`an announcement for ${label} is not in staff's ${tab} tab`, list.statusCode === 200 && !list.body.includes(subject), `${list.statusCode}`);
      }
    }
    // control: the audience itself sees it
    const forManager = await ctx.request({ method: 'GET', url: '/api/v1/announcements/groups', as: 'manager' });
    tally.check(
      'the General Manager group sees its announcement (control)',
      forManager.body.includes('Audience check the General Manager group only'),
      forManager.body.slice(0, 100),
    );
    expect(mine()).toEqual([]);
  });

  it('news items and comments: an inactive item is not readable by staff', async () => {
    const news = await insertNewsRow(ctx.db);
    await ctx.db.updateTable('latest_news').set({ active: false }).where('id', '=', news).execute();
    failedBefore = tally.failed.length;
    const res = await ctx.request({ method: 'GET', url: `/api/v1/latest-news/${news}`, as: 'staff' });
    tally.check('staff opens an inactive news item', res.statusCode === 403 || res.statusCode === 404, `answered ${res.statusCode}`);
    expect(mine()).toEqual([]);
  });
});
