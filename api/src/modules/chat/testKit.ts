import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_REALTIME, REALTIME_PATH, type ChatSendAck, type LocationMessage, type RealtimeAck } from '@portal/shared';
import type { Db } from '../../db';
import { DEMO, type DemoUser, type TestContext } from '../../test/harness';
import './tables';

export { FILES, multipart } from '../news/testKit';

/** The base URL of an app listening on a free loopback port. */
export async function listen(ctx: Pick<TestContext, 'app'>): Promise<string> {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A socket.io client as the page opens it (token in `auth`, websocket only), resolved once connected or refused. */
export function openSocket(url: string, token: unknown, options: { reconnection?: boolean } = {}): { socket: Socket; outcome: Promise<string> } {
  const socket = connect(url, { path: REALTIME_PATH, transports: ['websocket'], auth: { token }, reconnection: options.reconnection ?? false, forceNew: true });
  const outcome = new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return { socket, outcome };
}

export async function connected(url: string, token: string): Promise<Socket> {
  const { socket, outcome } = openSocket(url, token);
  const result = await outcome;
  if (result !== 'connected') throw new Error(`socket refused: ${result}`);
  return socket;
}

export const join = (socket: Socket, locationId: number) => socket.timeout(5_000).emitWithAck('subscribe', CHAT_REALTIME.room(locationId)) as Promise<RealtimeAck>;
export const send = (socket: Socket, payload: unknown) => socket.timeout(5_000).emitWithAck(CHAT_REALTIME.send, payload) as Promise<ChatSendAck>;

/** Every `newMessage` a socket receives, in order. */
export function collect(socket: Socket): LocationMessage[] {
  const got: LocationMessage[] = [];
  socket.on(CHAT_REALTIME.newMessage, (m: LocationMessage) => got.push(m));
  return got;
}

/** Waits until `check` holds (polling every 20 ms), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The main location of a demo user. */
export async function locationOf(db: Db, user: DemoUser): Promise<number> {
  const row = await db.selectFrom('accounts').select('location_id').where('email', '=', DEMO[user]).executeTakeFirstOrThrow();
  return row.location_id!;
}

export const countMessages = async (db: Db, locationId: number) =>
  Number(
    (
      await db
        .selectFrom('location_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('location_id', '=', locationId)
        .executeTakeFirstOrThrow()
    ).n,
  );
