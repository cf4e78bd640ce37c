import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CHAT_MESSAGES, type ChatLocation, type ChatMessagePage, type ChatViewerAccess } from '@portal/shared';
import { DEMO_PASSWORD } from '../../db/seedData';
import { createTestContext, databases, DEMO, factories, type DemoUser, type TestContext } from '../../test/harness';
import { connected, FILES, join, listen, locationOf, multipart, send } from './testKit';

const calls = (email: string, locationId: number) => ({
  filter: { method: 'GET' as const, url: `/api/v1/location-messaging/filter/${locationId}` },
  users: { method: 'GET' as const, url: `/api/v1/location-messaging/users/${encodeURIComponent(email)}/${locationId}` },
  find: { method: 'GET' as const, url: `/api/v1/location-messaging/location/find/${locationId}` },
  read: { method: 'PUT' as const, url: `/api/v1/location-messaging/read/${locationId}`, payload: { id: 0 } },
  upload: { method: 'POST' as const, url: `/api/v1/location-messaging/upload/${locationId}`, ...multipart(FILES.png) },
});

describe.each(databases)('location chat http calls on %s', (kind) => {
  let ctx: TestContext;
  let url: string;
  const sockets: Socket[] = [];
  let dallas: number;
  let orlando: number;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    url = await listen(ctx);
    dallas = await locationOf(ctx.db, 'staff');
    orlando = await locationOf(ctx.db, 'partner');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx.close();
  });

  /** A token for any seeded account (the location administrator below is a directory user). */
  async function tokenOf(email: string): Promise<string> {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.body}`);
    return res.json<{ token: string }>().token;
  }

  it('401 on every call without a token, or with a forged one', async () => {
    const [head, body] = (await ctx.token('staff')).split('.');
    for (const call of Object.values(calls(DEMO.staff, dallas))) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      const forged = await ctx.app.inject({ ...call, headers: { ...('headers' in call ? call.headers : {}), authorization: `Bearer ${head}.${body}.AAAA` } });
      expect(forged.statusCode).toBe(401);
    }
  });

  // policy.ts: members of the location, and location administrators (group with location edit) for every location;
  // a location administrator who is not a member writes only as the master account (Super Admin group).
  it('the access matrix: each demo user × own / other location × every call and the socket room', async () => {
    const perimeterAdmin = 'mei.tanaka@arcadia.example'; // group 13: location edit, not the master account
    const rows: { who: string; email: string; token: string; own: number; other: number; other_read: boolean; other_write: boolean; admin_other: boolean }[] = [];
    const demo = async (user: DemoUser, other: number, otherRead: boolean, otherWrite: boolean) =>
      rows.push({
        who: user,
        email: DEMO[user],
        token: await ctx.token(user),
        own: await locationOf(ctx.db, user),
        other,
        other_read: otherRead,
        other_write: otherWrite,
        admin_other: otherRead,
      });
    await demo('admin', dallas, true, true);
    await demo('manager', orlando, false, false);
    await demo('staff', orlando, false, false);
    await demo('partner', dallas, false, false);
    await demo('expired', dallas, false, false);
    const mei = await ctx.db.selectFrom('accounts').select('location_id').where('email', '=', perimeterAdmin).executeTakeFirstOrThrow();
    rows.push({
      who: 'location administrator',
      email: perimeterAdmin,
      token: await tokenOf(perimeterAdmin),
      own: mei.location_id!,
      other: dallas,
      other_read: true,
      other_write: false,
      admin_other: true,
    });

    const outcome: string[] = [];
    const expected: string[] = [];
    for (const row of rows) {
      const socket = await connected(url, row.token);
      sockets.push(socket);
      for (const [where, locationId, read, write, admin] of [
        ['own', row.own, true, true, false],
        ['other', row.other, row.other_read, row.other_write, row.admin_other],
      ] as const) {
        const headers = { authorization: `Bearer ${row.token}` };
        for (const [name, call] of Object.entries(calls(row.email, locationId))) {
          const res = await ctx.app.inject({ ...call, headers: { ...('headers' in call ? call.headers : {}), ...headers } });
          outcome.push(`${row.who} ${where} ${name} ${res.statusCode}`);
          const ok = name === 'upload' ? write : read;
          expected.push(`${row.who} ${where} ${name} ${ok ? { filter: 200, users: 200, find: 200, read: 204, upload: 201 }[name] : 403}`);
          if (name === 'users' && ok) expect(res.json<ChatViewerAccess>()).toMatchObject({ admin, master: row.who === 'admin' });
          if (name === 'upload' && !ok && read) expect(res.json().error.message).toBe(CHAT_MESSAGES.readOnly);
        }
        const joined = await join(socket, locationId);
        outcome.push(`${row.who} ${where} join ${joined.ok ? 'ok' : joined.error}`);
        expected.push(`${row.who} ${where} join ${read ? 'ok' : 'Not allowed.'}`);
        const sent = await send(socket, { room: locationId, type: 'TEXT', content: `Matrix hello from ${row.who}` });
        outcome.push(`${row.who} ${where} send ${sent.ok ? 'ok' : sent.error}`);
        expected.push(`${row.who} ${where} send ${write ? 'ok' : read ? CHAT_MESSAGES.readOnly : CHAT_MESSAGES.notAllowed}`);
      }
    }
    expect(outcome).toEqual(expected);
  });

  it('the users call gives the admin flag and the locations to choose from, with unread counts; only for yourself', async () => {
    const staff = (await ctx.request({ ...calls(DEMO.staff, dallas).users, as: 'staff' })).json<ChatViewerAccess>();
    expect(staff.admin).toBe(false);
    expect(staff.master).toBe(false);
    expect(staff.locations.map((l) => l.id)).toEqual([dallas]);
    const admin = (await ctx.request({ ...calls(DEMO.admin, dallas).users, as: 'admin' })).json<ChatViewerAccess>();
    const active = await ctx.db.selectFrom('locations').select('id').where('active', '=', true).execute();
    expect(admin.locations.map((l) => l.id).sort()).toEqual(active.map((l) => l.id).sort());
    // the location opened counts as read; others show what the admin has not read (the seed wrote in Dallas)
    expect(admin.locations.find((l) => l.id === dallas)!.unread).toBe(0);
    const adminOwn = await locationOf(ctx.db, 'admin');
    const fromOthers = await ctx.db
      .selectFrom('location_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('location_id', '=', dallas)
      .where('sender_id', '<>', await ctx.idOf('admin'))
      .executeTakeFirstOrThrow();
    const fromOwn = (await ctx.request({ ...calls(DEMO.admin, adminOwn).users, as: 'admin' })).json<ChatViewerAccess>();
    expect(fromOwn.locations.find((l) => l.id === dallas)!.unread).toBe(Number(fromOthers.n));

    // someone else's email: 403, even for an administrator
    expect((await ctx.request({ ...calls(DEMO.manager, dallas).users, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ ...calls(DEMO.manager, dallas).users, as: 'admin' })).statusCode).toBe(403);
    // the email is compared without regard to case
    expect((await ctx.request({ ...calls(DEMO.staff.toUpperCase(), dallas).users, as: 'staff' })).statusCode).toBe(200);
  });

  it('read marks lower the unread count, never move back and never pass the newest message', async () => {
    const unread = async () => (await ctx.request({ ...calls(DEMO.manager, orlando).users, as: 'admin' })).statusCode;
    expect(await unread()).toBe(403); // (the manager's email with the admin's token)
    const count = async () => (await ctx.request({ ...calls(DEMO.staff, dallas).users, as: 'staff' })).json<ChatViewerAccess>().locations[0]!.unread;
    const page = (await ctx.request({ ...calls(DEMO.staff, dallas).filter, as: 'staff' })).json<ChatMessagePage>();
    const newest = page.results.at(-1)!.id;
    // "opening" Dallas in the users call does not mark anything: the count is read from the marks
    const before = await ctx.db
      .selectFrom('location_chat_reads')
      .selectAll()
      .where('account_id', '=', await ctx.idOf('staff'))
      .execute();
    expect(before.every((r) => r.location_id !== dallas || r.last_read_id < newest)).toBe(true);
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/location-messaging/read/${dallas}`, as: 'staff', payload: { id: 2_000_000_000 } })).statusCode).toBe(204);
    const mark = async () =>
      (
        await ctx.db
          .selectFrom('location_chat_reads')
          .select('last_read_id')
          .where('account_id', '=', await ctx.idOf('staff'))
          .where('location_id', '=', dallas)
          .executeTakeFirstOrThrow()
      ).last_read_id;
    expect(await mark()).toBe(newest);
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/location-messaging/read/${dallas}`, as: 'staff', payload: { id: 1 } })).statusCode).toBe(204);
    expect(await mark()).toBe(newest);
    expect(await count()).toBe(0);
    for (const bad of [{ id: -1 }, { id: 'x' }, {}, { id: 1, extra: true }, { id: 3_000_000_000 }]) {
      expect((await ctx.request({ method: 'PUT', url: `/api/v1/location-messaging/read/${dallas}`, as: 'staff', payload: bad })).statusCode).toBe(400);
    }
  });

  it('pages the thread: latest first page, older ones before an id, everything after an id', async () => {
    const admin = await connected(url, await ctx.token('admin'));
    sockets.push(admin);
    for (let i = 0; i < 5; i++) expect((await send(admin, { room: orlando, type: 'TEXT', content: `Paging ${i}` })).ok).toBe(true);
    const get = async (query: string) => {
      const res = await ctx.request({ method: 'GET', url: `/api/v1/location-messaging/filter/${orlando}${query}`, as: 'partner' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatMessagePage>();
    };
    const all = await get('?limit=100');
    const ids = all.results.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const latest = await get('?limit=2');
    expect(latest.results.map((m) => m.id)).toEqual(ids.slice(-2));
    expect(latest.hasOlder).toBe(true);
    const older = await get(`?limit=2&before=${latest.results[0]!.id}`);
    expect(older.results.map((m) => m.id)).toEqual(ids.slice(-4, -2));
    const after = await get(`?after=${ids.at(-3)}&limit=1`);
    expect(after.results.map((m) => m.id)).toEqual([ids.at(-2)]);
    expect(after.hasNewer).toBe(true);
    expect((await get(`?after=${ids.at(-1)}`)).results).toEqual([]);
    expect(await get(`?before=${ids[0]}`)).toMatchObject({ results: [], hasOlder: false });
    expect(all.results.at(-1)).toMatchObject({ content: 'Paging 4', type: 'TEXT', full_name_remetente: 'Alex Morgan', location_id: orlando, image_url: null });

    for (const bad of ['?after=1&before=9', '?after=x', '?before=-1', '?limit=0', '?limit=101', '?since=4', '?after=99999999999']) {
      const res = await ctx.request({ method: 'GET', url: `/api/v1/location-messaging/filter/${orlando}${bad}`, as: 'partner' });
      expect(res.statusCode, bad).toBe(400);
    }
    // a bad query from someone without access is still a 403 first
    expect((await ctx.request({ method: 'GET', url: `/api/v1/location-messaging/filter/${orlando}?after=x`, as: 'staff' })).statusCode).toBe(403);
    for (const bad of ['0', 'abc', '99999999999', '1.5']) {
      expect((await ctx.request({ method: 'GET', url: `/api/v1/location-messaging/filter/${bad}`, as: 'admin' })).statusCode).toBe(400);
    }
    // a location administrator asking for a location that does not exist
    expect((await ctx.request({ method: 'GET', url: '/api/v1/location-messaging/filter/999999', as: 'admin' })).statusCode).toBe(404);
  });

  it("lists the location's active and inactive members, not unverified or blocked accounts", async () => {
    const inactive = await factories.account(ctx.db, { location_id: orlando, status: 'INACTIVE' });
    const blocked = await factories.account(ctx.db, { location_id: orlando, status: 'BLOCKED' });
    const unverified = await factories.account(ctx.db, { location_id: orlando, status: 'UNVERIFIED', group_id: null });
    const res = await ctx.request({ ...calls(DEMO.partner, orlando).find, as: 'partner' });
    expect(res.statusCode).toBe(200);
    const location = res.json<{ results: ChatLocation }>().results;
    expect(location.location_name).toBe('Orlando, FL');
    const emails = location.users.map((u) => u.email);
    expect(emails).toContain(DEMO.partner);
    expect(location.users.find((u) => u.email === inactive.email)).toMatchObject({ user_status: 'INACTIVE', active: false });
    expect(emails).not.toContain(blocked.email);
    expect(emails).not.toContain(unverified.email);
    expect(location.users.find((u) => u.email === DEMO.partner)).not.toHaveProperty('password_hash');
  });
});
