import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Socket } from 'socket.io-client';
import { REALTIME_EVENTS } from '@portal/shared';
import { listen, socketOpener, subscribe as joinRoom } from '@portal/api/testing/realtime';
import {
  createTestContext,
  databaseFingerprint,
  factories,
  type TestContext,
  signIn,
  GRANT_PATHS,
  GROUP_IDS,
  mayGrant,
  DELETE_SAMPLES,
  insertEventRow,
  insertNewsRow,
} from '@portal/api/testing';
import { Tally } from '../tally';

/**
 * The access classes of issue 43 that the generated parts cannot find, for every domain:
 * - who may grant what: every path that sets a group or a group's rights, every acting group × every target group;
 * - every DELETE route of the OpenAPI document leaves an audit row (who, what, which), a refused one nothing;
 * - every room kind a module registers loses its sockets when access changes (rights and location taken, account
 *   blocked, signed out).
 * A new path, DELETE route or room kind without a sample in the kits fails here.
 */
describe('access: grants, deletions, sockets', () => {
  let ctx: TestContext;
  let url = '';
  const tally = new Tally('access');
  let grantsTried = 0;
  let deletesAudited = 0;
  let socketsRechecked = 0;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    url = await listen(ctx);
  });
  afterAll(async () => {
    closeAll();
    tally.figures.grants = grantsTried;
    tally.figures.deletes = deletesAudited;
    tally.figures.sockets = socketsRechecked;
    tally.save();
    await ctx?.close();
  });

  it('nobody grants rights they do not hold, on any path', async () => {
    const tokens = new Map<number, string>();
    for (const groupId of GROUP_IDS) {
      const actor = await factories.account(ctx.db, { group_id: groupId });
      tokens.set(groupId, (await signIn(ctx, actor.email)).token);
    }
    const before = tally.failed.length;
    for (const path of GRANT_PATHS) {
      for (const actor of GROUP_IDS) {
        for (const target of GROUP_IDS) {
          const res = await path.attempt(ctx, tokens.get(actor)!, target);
          const expected = path.routeRight(actor) && mayGrant(actor, target) ? 200 : 403;
          grantsTried++;
          tally.check(`${path.name}: group ${actor} → group ${target}`, res.status === expected, `answered ${res.status}, expected ${expected}: ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(tally.failed.slice(before)).toEqual([]);
  });

  it('every DELETE route is audited; a refused one writes nothing', async () => {
    const spec = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(spec.paths)
      .filter(([, ops]) => 'delete' in ops)
      .map(([p]) => p);
    const adminId = await ctx.idOf('admin');
    // signed in before any fingerprint is taken (a sign-in writes its session)
    await ctx.token('admin');
    await ctx.token('partner');
    const before = tally.failed.length;
    for (const route of routes) {
      const sample = DELETE_SAMPLES[route];
      if (!tally.check(`${route}: has a sample in api/src/audit/deletionsTestKit.ts`, Boolean(sample))) continue;
      // a partner may delete nothing of anyone else's: refused, and nothing written (the audit log included); a route
      // without a path parameter acts on the caller's own thing (their feed token) and names nobody else's
      if (route.includes('{')) {
        const refusedThing = await sample!(ctx, adminId);
        const untouched = await databaseFingerprint(ctx.db);
        const refused = await ctx.request({ method: 'DELETE', url: refusedThing.url, as: 'partner' } as InjectOptions & { as: 'partner' });
        tally.check(`${route}: a partner is refused`, refused.statusCode === 403 || refused.statusCode === 404, `answered ${refused.statusCode}`);
        tally.check(`${route}: a refused DELETE writes nothing`, JSON.stringify(untouched) === JSON.stringify(await databaseFingerprint(ctx.db)), 'a table changed');
      }

      const { url: target, id, title } = await sample!(ctx, adminId);
      const last = await ctx.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const res = await ctx.request({ method: 'DELETE', url: target, as: 'admin' } as InjectOptions & { as: 'admin' });
      if (!tally.check(`${route}: the Super Admin's DELETE succeeds`, res.statusCode < 300, `answered ${res.statusCode} ${res.body.slice(0, 120)}`)) continue;
      const row = await ctx.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'target_id', 'details'])
        .where('id', '>', Number(last?.id ?? 0))
        .where('action', 'like', '%.delete')
        .where('target_id', '=', id)
        .executeTakeFirst();
      deletesAudited++;
      if (!tally.check(`${route}: leaves an audit row`, Boolean(row))) continue;
      tally.check(`${route}: the row names who deleted`, row!.actor_id === adminId, `actor ${row!.actor_id}`);
      const details = (typeof row!.details === 'string' ? JSON.parse(row!.details) : row!.details) as Record<string, unknown>;
      if (title !== null) tally.check(`${route}: the row names what was deleted`, details.title === title, `title ${JSON.stringify(details.title)}`);
    }
    expect(tally.failed.slice(before)).toEqual([]);
  });

  /** One room of each kind a module registers, readable by a staff member of `locationId`. */
  const ROOM_SAMPLES: Record<string, (locationId: number) => Promise<string>> = {
    'chat:': async (locationId) => String(locationId),
    'event:': async () => String(await insertEventRow(ctx.db, { kind: 'special', groups: [15] })),
    'news:': async () => String(await insertNewsRow(ctx.db)),
  };

  const { open, closeAll } = socketOpener(() => url);
  const subscribe = (socket: Socket, room: string) => joinRoom(socket, room, 20_000);

  /** A staff member's socket in one room of every registered kind; fails the kinds without a sample. */
  async function socketInEveryRoom(name: string) {
    const home = await factories.location(ctx.db);
    const user = await factories.account(ctx.db, { group_id: 15, location_id: home.id });
    const session = await signIn(ctx, user.email);
    const socket = await open(session.token);
    const rooms: string[] = [];
    for (const prefix of ctx.app.realtime.roomPrefixes()) {
      const sample = ROOM_SAMPLES[prefix];
      if (!tally.check(`${name}: room kind ${prefix} has a sample in security/api/access.test.ts`, Boolean(sample))) continue;
      const room = `${prefix}${await sample!(home.id)}`;
      const ack = await subscribe(socket, room);
      if (tally.check(`${name}: a staff member joins ${room}`, ack.ok, JSON.stringify(ack))) rooms.push(room);
    }
    return { user, session, socket, rooms };
  }

  it('a socket leaves every room kind when its rights and location are taken', async () => {
    const before = tally.failed.length;
    const { user, socket, rooms } = await socketInEveryRoom('rights taken');
    const left = new Set<string>();
    const allLeft = new Promise<void>((resolve) => {
      socket.on(REALTIME_EVENTS.roomLeft, (room: string) => {
        left.add(room);
        if (rooms.every((r) => left.has(r))) resolve();
      });
    });
    const groupId = 3100;
    await ctx.db.insertInto('groups').values({ id: groupId, name: 'No rights at all', profile_id: 1 }).execute();
    const elsewhere = await factories.location(ctx.db);
    await ctx.db.updateTable('accounts').set({ group_id: groupId, location_id: elsewhere.id }).where('id', '=', user.id).execute();
    await allLeft;
    for (const room of rooms) {
      socketsRechecked++;
      tally.check(`rights taken: the socket left ${room}`, left.has(room));
      // and a push to it no longer arrives: a later push to the user's own room comes first
      let leaked = false;
      socket.on('probe-room', () => (leaked = true));
      const marker = new Promise((resolve) => socket.once('probe-user', resolve));
      ctx.app.realtime.toRoom(room, 'probe-room', {});
      ctx.app.realtime.toUsers([user.id], 'probe-user', {});
      await marker;
      tally.check(`rights taken: nothing pushed to ${room} arrives`, !leaked);
    }
    expect(tally.failed.slice(before)).toEqual([]);
  });

  it('a blocked account and a signed-out session lose their sockets', async () => {
    const before = tally.failed.length;
    const blocked = await socketInEveryRoom('blocked');
    const blockedGone = new Promise<string>((resolve) => blocked.socket.once('disconnect', resolve));
    await ctx.db.updateTable('accounts').set({ status: 'BLOCKED' }).where('id', '=', blocked.user.id).execute();
    socketsRechecked++;
    tally.check('blocked: the socket is closed by the server', (await blockedGone) === 'io server disconnect');

    const signedOut = await socketInEveryRoom('signed out');
    const signedOutGone = new Promise<string>((resolve) => signedOut.socket.once('disconnect', resolve));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signout', payload: { refresh_token: signedOut.session.refresh_token } });
    tally.check('signed out: the sign-out succeeds', res.statusCode === 204, `answered ${res.statusCode}`);
    socketsRechecked++;
    tally.check('signed out: the socket is closed by the server', (await signedOutGone) === 'io server disconnect');
    expect(tally.failed.slice(before)).toEqual([]);
  });
});
