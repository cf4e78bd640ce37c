import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type RealtimeAck } from '@portal/shared';
import type { TestContext } from './harness';

/** Makes the test app listen on a free port of 127.0.0.1; answers its base URL. */
export async function listen(ctx: Pick<TestContext, 'app'>): Promise<string> {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Real sockets against a listening test app, as the pages open them (websocket, token in `auth`, no reconnection).
 * `open` resolves once connected and rejects with the handshake's refusal; `closeAll` in `afterAll`.
 */
export function socketOpener(url: () => string) {
  const sockets: Socket[] = [];
  return {
    async open(token: string): Promise<Socket> {
      const socket = connect(url(), { path: REALTIME_PATH, transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll(): void {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/** Joins a room; the server's answer (`{ ok: true }` or the refusal). */
export const subscribe = (socket: Socket, room: string, timeoutMs = 10_000) => socket.timeout(timeoutMs).emitWithAck('subscribe', room) as Promise<RealtimeAck>;

/** The next `event` the socket receives. */
export const nextEvent = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
