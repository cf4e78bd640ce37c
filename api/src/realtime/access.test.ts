import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type RealtimeAck, type SessionTokens } from '@portal/shared';
import { createTestContext, databases, factories, type TestContext } from '../test/harness';
import { signIn } from '../modules/accounts/testSupport';
import { listen, nextEvent, socketOpener, subscribe } from '../test/realtimeKit';

// Issue 43: access changes reach open sockets. A socket leaves the rooms its user may no longer read when their
// location, group or group rights change; it is closed at sign-out; at token expiry it must refresh or is closed.
const next = nextEvent;

describe.each(databases)('socket access re-checks on %s', (kind) => {
  let ctx: TestContext;
  let url = '';
  const { open, closeAll } = socketOpener(() => url);
  let scratchGroup = 3000;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    url = await listen(ctx);
  });
  afterAll(async () => {
    closeAll();
    await ctx.close();
  });

  /** After `room_left`, a push to the room must not arrive: pushes on one socket keep their order, so a later push to
   * the user's own room arriving first shows the room push was not sent to it. */
  async function assertNoLongerIn(socket: Socket, room: string, userId: number) {
    let leaked = false;
    socket.on('probe-room', () => (leaked = true));
    const marker = next(socket, 'probe-user');
    ctx.app.realtime.toRoom(room, 'probe-room', {});
    ctx.app.realtime.toUsers([userId], 'probe-user', {});
    await marker;
    expect(leaked).toBe(false);
  }

  it('a user moved to another location leaves the old location chat room', async () => {
    const [a, b] = [await factories.location(ctx.db), await factories.location(ctx.db)];
    const user = await factories.account(ctx.db, { group_id: 15, location_id: a.id });
    const socket = await open((await signIn(ctx, user.email)).token);
    expect(await subscribe(socket, `chat:${a.id}`)).toEqual({ ok: true });
    const left = next<string>(socket, REALTIME_EVENTS.roomLeft);
    await ctx.db.updateTable('accounts').set({ location_id: b.id }).where('id', '=', user.id).execute();
    expect(await left).toBe(`chat:${a.id}`);
    await assertNoLongerIn(socket, `chat:${a.id}`, user.id);
    expect(socket.connected).toBe(true);
    expect(await subscribe(socket, `chat:${b.id}`)).toEqual({ ok: true });
  });

  it("a group losing location rights, and a user moved out of such a group, leave other locations' rooms", async () => {
    const groupId = scratchGroup++;
    await ctx.db
      .insertInto('groups')
      .values({ id: groupId, name: `Socket test ${groupId}`, profile_id: 1 })
      .execute();
    await ctx.db.insertInto('group_permissions').values({ group_id: groupId, module: 'location', view: true, add: false, edit: true, delete: false }).execute();
    const [home, other] = [await factories.location(ctx.db), await factories.location(ctx.db)];
    const first = await factories.account(ctx.db, { group_id: groupId, location_id: home.id });
    const second = await factories.account(ctx.db, { group_id: groupId, location_id: home.id });
    const s1 = await open((await signIn(ctx, first.email)).token);
    const s2 = await open((await signIn(ctx, second.email)).token);
    // location administrators read every location's chat
    expect(await subscribe(s1, `chat:${other.id}`)).toEqual({ ok: true });
    expect(await subscribe(s2, `chat:${other.id}`)).toEqual({ ok: true });

    const secondLeft = next<string>(s2, REALTIME_EVENTS.roomLeft);
    await ctx.db.updateTable('accounts').set({ group_id: 15 }).where('id', '=', second.id).execute();
    expect(await secondLeft).toBe(`chat:${other.id}`);

    const firstLeft = next<string>(s1, REALTIME_EVENTS.roomLeft);
    await ctx.db.updateTable('group_permissions').set({ edit: false }).where('group_id', '=', groupId).where('module', '=', 'location').execute();
    expect(await firstLeft).toBe(`chat:${other.id}`);
    await assertNoLongerIn(s1, `chat:${other.id}`, first.id);
    // their own location's room is theirs still
    expect(await subscribe(s1, `chat:${home.id}`)).toEqual({ ok: true });
  });

  it('signing out closes the socket of that session', async () => {
    const user = await factories.account(ctx.db, { group_id: 15 });
    const session = await signIn(ctx, user.email);
    const socket = await open(session.token);
    const gone = next<string>(socket, 'disconnect');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signout', payload: { refresh_token: session.refresh_token } })).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });
});

describe.each(databases)('socket token expiry on %s', (kind) => {
  let ctx: TestContext;
  let url = '';
  const { open, closeAll } = socketOpener(() => url);

  beforeAll(async () => {
    // short-lived access tokens: the socket outlives its token within the test
    ctx = await createTestContext(kind, { config: { jwt: { privateKeyPem: null, publicKeyPem: null, previousPublicKeyPem: null, accessTokenTtlSeconds: 8 } } });
    url = await listen(ctx);
  });
  afterAll(async () => {
    closeAll();
    await ctx.close();
  });

  it('a socket whose token expired is told so and closed; it cannot send meanwhile', async () => {
    const user = await factories.account(ctx.db, { group_id: 15 });
    const socket = await open((await signIn(ctx, user.email)).token);
    const expired = next(socket, REALTIME_EVENTS.sessionExpired);
    const gone = next<string>(socket, 'disconnect');
    await expired;
    expect(await gone).toBe('io server disconnect');
  });

  it('a refreshed token of the same session keeps it; another session’s or account’s token is refused', async () => {
    const user = await factories.account(ctx.db, { group_id: 15 });
    const other = await factories.account(ctx.db, { group_id: 15 });
    // every token first: the socket then has the token's whole life for the exchange
    const session = await signIn(ctx, user.email);
    const otherAccount = (await signIn(ctx, other.email)).token;
    const otherSession = (await signIn(ctx, user.email)).token;
    const renewed = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: session.refresh_token } });
    expect(renewed.statusCode).toBe(200);
    const socket = await open(session.token);
    const refresh = (token: unknown) => socket.timeout(10_000).emitWithAck(REALTIME_EVENTS.refreshToken, token) as Promise<RealtimeAck>;
    expect(await refresh(otherAccount)).toEqual({ ok: false, error: 'Invalid token.' });
    expect(await refresh(otherSession)).toEqual({ ok: false, error: 'Invalid token.' });
    expect(await refresh('not a token')).toEqual({ ok: false, error: 'Invalid token.' });
    expect(await refresh(renewed.json<SessionTokens>().token)).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
  });
});
