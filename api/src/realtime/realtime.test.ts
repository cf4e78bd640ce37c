import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, REALTIME_PATH, type PortalNotification, type RealtimeAck } from '@portal/shared';
import { notifyUsers } from '../modules/notify/service';
import { createTestContext, databases, type TestContext } from '../test/harness';

describe.each(databases)('realtime on %s', (kind) => {
  let ctx: TestContext;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}`;
    ctx.app.realtime.allowRooms('test-room:', (viewer, key) => key === 'open' || key === `own-${viewer.userId}`);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx.close();
  });

  function open(token: unknown): Socket {
    const socket = connect(url, { path: REALTIME_PATH, transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    sockets.push(socket);
    outcomes.set(
      socket,
      new Promise((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      }),
    );
    return socket;
  }
  const outcomes = new WeakMap<Socket, Promise<string>>();
  /** 'connected', or the server's refusal */
  const connected = (socket: Socket) => outcomes.get(socket)!;
  const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
  const subscribe = (socket: Socket, room: unknown) => socket.timeout(5_000).emitWithAck('subscribe', room) as Promise<RealtimeAck>;

  it('refuses a missing, malformed or forged token', async () => {
    expect(await connected(open(undefined))).toBe('unauthorized');
    expect(await connected(open({ not: 'a token' }))).toBe('unauthorized');
    const [head, body] = (await ctx.token('staff')).split('.');
    expect(await connected(open(`${head}.${body}.AAAA`))).toBe('unauthorized');
  });

  it('pushes a new bell notification to its receiver only', async () => {
    const staff = open(await ctx.token('staff'));
    const manager = open(await ctx.token('manager'));
    expect(await connected(staff)).toBe('connected');
    expect(await connected(manager)).toBe('connected');
    let managerGot = 0;
    manager.on(REALTIME_EVENTS.notification, () => managerGot++);
    const received = next<PortalNotification>(staff, REALTIME_EVENTS.notification);
    const [created] = await notifyUsers({ db: ctx.db, realtime: ctx.app.realtime }, { userIds: [await ctx.idOf('staff')], content: 'Live hello', link: '/calendar' });
    expect(await received).toEqual(created);
    // the manager's socket got nothing (give a stray push time to arrive)
    await new Promise((r) => setTimeout(r, 100));
    expect(managerGot).toBe(0);
  });

  it('joins only rooms a module allows; bad room names change nothing', async () => {
    const staff = open(await ctx.token('staff'));
    expect(await connected(staff)).toBe('connected');
    const staffId = await ctx.idOf('staff');
    expect(await subscribe(staff, 'test-room:open')).toEqual({ ok: true });
    expect(await subscribe(staff, `test-room:own-${staffId}`)).toEqual({ ok: true });
    expect(await subscribe(staff, `test-room:own-${staffId + 1}`)).toEqual({ ok: false, error: 'Not allowed.' });
    expect(await subscribe(staff, 'nobody-registered:1')).toEqual({ ok: false, error: 'Unknown room.' });
    expect(await subscribe(staff, `user:${staffId + 1}`)).toEqual({ ok: false, error: 'Unknown room.' });
    for (const bad of [42, null, { room: 'x' }, 'x'.repeat(500), 'no spaces: allowed']) {
      expect(await subscribe(staff, bad)).toMatchObject({ ok: false });
    }
    const pushed = next<{ n: number }>(staff, 'test-event');
    ctx.app.realtime.toRoom('test-room:open', 'test-event', { n: 1 });
    expect(await pushed).toEqual({ n: 1 });
    // still connected after all that
    expect(staff.connected).toBe(true);
  });

  it('drops the live channel of an account blocked after it connected', async () => {
    const blockedOne = open(await ctx.token('expired'));
    // the expired-password account is ACTIVE, so it connects
    expect(await connected(blockedOne)).toBe('connected');
    const id = await ctx.idOf('expired');
    // the session end closes the socket from the change feed, with no further message from the client
    const gone = next<string>(blockedOne, 'disconnect');
    await ctx.db.updateTable('accounts').set({ status: 'BLOCKED' }).where('id', '=', id).execute();
    expect(await gone).toBeTruthy();
    expect(await connected(open(await ctx.token('expired')))).toBe('unauthorized');
  });
});
