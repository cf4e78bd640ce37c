import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { REALTIME_PATH, realtimeRoomSchema, type RealtimeAck } from '@portal/shared';
import type { AccessStateCache } from '../auth/accessState';
import type { TokenService } from '../auth/tokens';
import { HttpError } from '../errors';
import type { RealtimeAdapter } from './adapter';

export type { RealtimeAdapter } from './adapter';
export { createRealtimeAdapter } from './adapter';

export interface RealtimeViewer {
  userId: number;
}

/** Decides whether a viewer may join `${prefix}${key}`; modules register one per prefix they publish to. */
export type RoomCheck = (viewer: RealtimeViewer, key: string) => boolean | Promise<boolean>;

/**
 * Answers one client → server event (the value returned is the acknowledgement). Runs only for an account that is
 * still ACTIVE; a module re-checks its own rights. An HttpError's message goes back to the client as `{ ok: false, error }`.
 */
export type EventHandler = (viewer: RealtimeViewer, payload: unknown, socket: RealtimeClient) => Promise<unknown>;

/** What an event handler may do to the socket that sent it. */
export interface RealtimeClient {
  readonly rooms: ReadonlySet<string>;
  leave(room: string): void;
}

const userRoom = (userId: number) => `user:${userId}`;
const RESERVED_EVENTS = new Set(['subscribe', 'unsubscribe', 'disconnect', 'disconnecting', 'error']);

/**
 * Live pushes over socket.io. Every socket authenticates with the same access token as the api (handshake
 * `auth.token`) and is checked against the account's current status like an api call; it is put in its own user
 * room at once and may join other rooms only through a check the owning module registered. Publishing is
 * fire-and-forget: a push is a hint to refresh, never the only copy of anything (the database is).
 */
export class Realtime {
  private io: Server | null = null;
  private readonly roomChecks = new Map<string, RoomCheck>();
  private readonly handlers = new Map<string, EventHandler>();

  constructor(
    private readonly deps: {
      tokens: TokenService;
      accessStates: AccessStateCache;
      corsOrigins: readonly string[];
      /** carries room broadcasts between api instances (PostgreSQL or Redis); none = this process only */
      adapter?: RealtimeAdapter | null;
      log?: { error(obj: unknown, msg?: string): void };
    },
  ) {}

  allowRooms(prefix: string, check: RoomCheck): void {
    if (prefix.startsWith('user:')) throw new Error('user rooms are managed by the realtime module');
    this.roomChecks.set(prefix, check);
  }

  /** Registers the answer to a client event (one handler per event; `subscribe`/`unsubscribe` are this module's). */
  handle(event: string, handler: EventHandler): void {
    if (RESERVED_EVENTS.has(event) || this.handlers.has(event)) throw new Error(`realtime event "${event}" is taken`);
    this.handlers.set(event, handler);
  }

  toUsers(userIds: readonly number[], event: string, payload: unknown): void {
    if (!this.io || userIds.length === 0) return;
    this.io.to([...new Set(userIds)].map(userRoom)).emit(event, payload);
  }

  toRoom(room: string, event: string, payload: unknown): void {
    this.io?.to(room).emit(event, payload);
  }

  /** Attaches to the api's HTTP server (after it exists, before it listens). */
  attach(server: HttpServer): void {
    if (this.io) return;
    const origins = this.deps.corsOrigins;
    this.io = new Server(server, {
      path: REALTIME_PATH,
      serveClient: false,
      // polling would need sticky sessions behind several api processes; the portal only targets current browsers
      transports: ['websocket'],
      maxHttpBufferSize: 16 * 1024,
      cors: origins.length ? { origin: [...origins], credentials: false } : undefined,
    });
    if (this.deps.adapter) this.io.adapter(this.deps.adapter.create);
    this.io.use((socket, next) => {
      this.authenticate(socket)
        .then((userId) => {
          if (userId === null) return next(new Error('unauthorized'));
          socket.data.userId = userId;
          next();
        })
        .catch(() => next(new Error('unauthorized')));
    });
    this.io.on('connection', (socket) => this.onConnection(socket));
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = null;
    if (!io) return;
    io.disconnectSockets(true);
    // io.close() would close the api's HTTP server too; Fastify does that itself
    io.removeAllListeners();
    await io.of('/').adapter.close();
    await this.deps.adapter?.close();
  }

  private async authenticate(socket: Socket): Promise<number | null> {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length > 4096) return null;
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    return (await this.isActive(claims.id)) ? claims.id : null;
  }

  private async isActive(userId: number) {
    const state = await this.deps.accessStates.get(userId);
    return state?.status === 'ACTIVE';
  }

  private onConnection(socket: Socket) {
    const userId = socket.data.userId as number;
    void socket.join(userRoom(userId));
    socket.on('subscribe', (room: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: RealtimeAck) => void) : () => {};
      this.subscribe(socket, userId, room).then(reply, () => reply({ ok: false, error: 'Could not join.' }));
    });
    socket.on('unsubscribe', (room: unknown) => {
      const parsed = realtimeRoomSchema.safeParse(room);
      if (parsed.success && !parsed.data.startsWith('user:')) void socket.leave(parsed.data);
    });
    // one socket's events are answered in the order they came (a sender's messages keep their order)
    let queue: Promise<void> = Promise.resolve();
    const client: RealtimeClient = { rooms: socket.rooms, leave: (room) => void socket.leave(room) };
    for (const [event, handler] of this.handlers) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => {};
        queue = queue.then(() => this.dispatch(socket, userId, handler, payload, client).then(reply));
      });
    }
  }

  private async dispatch(socket: Socket, userId: number, handler: EventHandler, payload: unknown, client: RealtimeClient): Promise<unknown> {
    try {
      // as on every join: a blocked or inactive account keeps no live channel (dropped right after this answer)
      if (!(await this.isActive(userId))) {
        setImmediate(() => socket.disconnect(true));
        return { ok: false, error: 'Signed out.' };
      }
      return await handler({ userId }, payload, client);
    } catch (e) {
      if (e instanceof HttpError) return { ok: false, error: e.message, ...(e.field ? { field: e.field } : {}) };
      this.deps.log?.error({ err: e }, 'realtime event failed');
      return { ok: false, error: 'Something went wrong. Please try again.' };
    }
  }

  private async subscribe(socket: Socket, userId: number, room: unknown): Promise<RealtimeAck> {
    const parsed = realtimeRoomSchema.safeParse(room);
    if (!parsed.success) return { ok: false, error: 'Unknown room.' };
    // a blocked account keeps no live channel: its next subscription is refused and the socket dropped
    if (!(await this.isActive(userId))) {
      socket.disconnect(true);
      return { ok: false, error: 'Signed out.' };
    }
    const name = parsed.data;
    for (const [prefix, check] of this.roomChecks) {
      if (!name.startsWith(prefix)) continue;
      const key = name.slice(prefix.length);
      if (!(await check({ userId }, key))) return { ok: false, error: 'Not allowed.' };
      await socket.join(name);
      return { ok: true };
    }
    return { ok: false, error: 'Unknown room.' };
  }
}
