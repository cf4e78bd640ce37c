import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Server, type Namespace, type Socket } from 'socket.io';
import { controlCharsFieldMessage, findControlChars, REALTIME_EVENTS, REALTIME_PATH, realtimeRoomSchema, type RealtimeAck } from '@portal/shared';
import type { AccessStateCache } from '../auth/accessState';
import type { AccessClaims } from '../auth/tokens';
import type { AccessVerifier } from '../auth/verifier';
import type { ChangeFeed } from '../db/changes';
import { HttpError } from '@portal/shared/node/server';
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
/** Sessions end → sockets close: a sweep runs this soon after a change notification (several ends make one sweep). */
const SWEEP_DELAY_MS = 100;
/** Without live change notifications, every socket's session and account are re-read this often (goal: closed within 5 s). */
const FALLBACK_SWEEP_MS = 2_000;
const RESERVED_EVENTS = new Set(['subscribe', 'unsubscribe', 'disconnect', 'disconnecting', 'error', REALTIME_EVENTS.refreshToken]);
/** setTimeout's longest delay; a token living longer is re-armed when it fires */
const MAX_TIMER_MS = 2 ** 31 - 1;

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
  private sweepTimer: NodeJS.Timeout | null = null;
  private fallbackTimer: NodeJS.Timeout | null = null;
  private stopFeed: (() => void)[] = [];
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  /** socket events being answered: a shutdown waits for them (their acks) before closing the sockets */
  private readonly inflight = new Set<Promise<unknown>>();
  private closing = false;

  constructor(
    private readonly deps: {
      verifier: AccessVerifier;
      accessStates: AccessStateCache;
      /** session ends and account changes (every instance's, by NOTIFY): each closes its own sockets that lost access */
      changes?: ChangeFeed;
      corsOrigins: readonly string[];
      /** carries room broadcasts between api instances (PostgreSQL or Redis); none = this process only */
      adapter?: RealtimeAdapter | null;
      log?: { error(obj: unknown, msg?: string): void };
      /** the api's security headers, also on socket.io's own answers (its errors never pass through Fastify) */
      securityHeaders?: Record<string, string>;
    },
  ) {}

  allowRooms(prefix: string, check: RoomCheck): void {
    if (prefix.startsWith('user:')) throw new Error('user rooms are managed by the realtime module');
    this.roomChecks.set(prefix, check);
  }

  /** The room kinds modules registered (the security suite checks each one loses its sockets on access changes). */
  roomPrefixes(): string[] {
    return [...this.roomChecks.keys()];
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
    // engine.io answers its path itself (a bad handshake's 400 among them): set the headers before it writes; runs
    // first because socket.io has just wrapped the server's other request listeners behind its own
    const securityHeaders = Object.entries(this.deps.securityHeaders ?? {});
    if (securityHeaders.length) {
      server.prependListener('request', (req, res) => {
        if (!req.url?.startsWith(`${REALTIME_PATH}/`)) return;
        for (const [name, value] of securityHeaders) if (!res.hasHeader(name)) res.setHeader(name, value);
      });
      // a refused websocket upgrade is answered by engine.io on the raw socket (no response object): the headers go
      // into the status block of its first write, when that write is a refusal
      const headerLines = securityHeaders.map(([name, value]) => `${name}: ${value}\r\n`).join('');
      server.prependListener('upgrade', (req: IncomingMessage, socket: Duplex) => {
        if (!req.url?.startsWith(`${REALTIME_PATH}/`)) return;
        const write = socket.write;
        socket.write = function (this: Duplex, chunk: unknown, ...rest: unknown[]) {
          socket.write = write;
          const refused = typeof chunk === 'string' && /^HTTP\/1\.1 4\d\d /.test(chunk);
          const out = refused ? (chunk as string).replace('\r\n', `\r\n${headerLines}`) : chunk;
          return (write as (...args: unknown[]) => boolean).call(this, out, ...rest);
        } as Duplex['write'];
      });
    }
    // the same handshake on every namespace, the default one (chat, bell, news) and any created later
    const guard = (nsp: Namespace) =>
      nsp.use((socket, next) => {
        this.authenticate(socket)
          .then((claims) => {
            if (claims === null) return next(new Error('unauthorized'));
            socket.data.userId = claims.id;
            socket.data.claims = claims;
            next();
          })
          .catch(() => next(new Error('unauthorized')));
      });
    guard(this.io.of('/'));
    this.io.on('new_namespace', guard);
    this.io.on('connection', (socket) => this.onConnection(socket));
    const soon = () => this.scheduleSweep();
    // sessions, accounts (status, group, location) and group rights: each may take a room (or the socket) away
    if (this.deps.changes) this.stopFeed = ['refresh_tokens', 'accounts', 'group_permissions'].map((table) => this.deps.changes!.on(table, soon));
    this.fallbackTimer = setInterval(() => {
      if (!this.deps.changes?.live) this.scheduleSweep();
    }, FALLBACK_SWEEP_MS);
    this.fallbackTimer.unref();
  }

  /** Every socket of this instance, in every namespace. */
  private localSockets(): Socket[] {
    const out: Socket[] = [];
    for (const nsp of this.io?._nsps.values() ?? []) out.push(...nsp.sockets.values());
    return out;
  }

  private scheduleSweep(): void {
    if (!this.io || this.sweepTimer) return;
    this.sweepTimer = setTimeout(() => {
      this.sweepTimer = null;
      void this.sweep();
    }, SWEEP_DELAY_MS);
  }

  /** Access changed somewhere (a location, group, permission or status): re-check every socket soon. */
  accessChanged(): void {
    this.scheduleSweep();
  }

  /**
   * Closes this instance's sockets whose session ended (sign-out, password change), whose token expired, or whose
   * account (or impersonator) is no longer ACTIVE (block, disable, delete); the others leave every room their module no
   * longer lets them join (a move to another location, a group or its rights changed). Runs after each change
   * notification, so this holds on every instance within well under 5 s.
   */
  async sweep(): Promise<void> {
    if (this.sweeping) {
      this.sweepAgain = true;
      return this.sweeping;
    }
    this.sweeping = (async () => {
      do {
        this.sweepAgain = false;
        const sockets = this.localSockets();
        const verdicts = new Map<AccessClaims, Promise<boolean>>();
        await Promise.all(
          sockets.map(async (socket) => {
            const claims = socket.data.claims as AccessClaims | undefined;
            let keep: Promise<boolean> = Promise.resolve(false);
            if (claims) {
              keep = verdicts.get(claims) ?? this.stillAllowed(claims);
              verdicts.set(claims, keep);
            }
            if (!(await keep.catch(() => true))) socket.disconnect(true);
            else await this.recheckRooms(socket).catch((err: unknown) => this.deps.log?.error({ err }, 'realtime room re-check failed'));
          }),
        );
      } while (this.sweepAgain);
    })().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  /** Leaves every module room of `socket` whose check no longer lets its user in. */
  private async recheckRooms(socket: Socket): Promise<void> {
    const userId = socket.data.userId as number;
    for (const room of [...socket.rooms]) {
      if (room === socket.id || room === userRoom(userId)) continue;
      const prefix = [...this.roomChecks.keys()].find((p) => room.startsWith(p));
      const check = prefix === undefined ? undefined : this.roomChecks.get(prefix);
      if (check && (await check({ userId }, room.slice(prefix!.length)))) continue;
      await socket.leave(room);
      socket.emit(REALTIME_EVENTS.roomLeft, room);
    }
  }

  /** Closes the socket when its access token expires, unless a refreshed one replaced it first. */
  private armExpiry(socket: Socket): void {
    clearTimeout(socket.data.expiryTimer as NodeJS.Timeout | undefined);
    const claims = socket.data.claims as AccessClaims;
    const fire = () => {
      if (socket.data.claims !== claims) return;
      if (claims.exp * 1000 > Date.now()) return this.armExpiry(socket);
      socket.emit(REALTIME_EVENTS.sessionExpired);
      socket.disconnect(true);
    };
    socket.data.expiryTimer = setTimeout(fire, Math.min(MAX_TIMER_MS, Math.max(0, claims.exp * 1000 - Date.now())));
    (socket.data.expiryTimer as NodeJS.Timeout).unref();
  }

  /** A refreshed access token of the same account (and impersonator) replaces the socket's; its rooms are re-checked. */
  private async refresh(socket: Socket, token: unknown): Promise<RealtimeAck> {
    if (typeof token !== 'string' || token.length > 4096) return { ok: false, error: 'Invalid token.' };
    const claims = await this.deps.verifier.verify(token);
    const current = socket.data.claims as AccessClaims;
    // the same session (POST /auth/refresh keeps it): a token of another session or account is no refresh
    if (!claims || claims.id !== current.id || claims.sid !== current.sid || claims.impersonator_id !== current.impersonator_id) return { ok: false, error: 'Invalid token.' };
    if (!(await this.stillAllowed(claims))) {
      socket.disconnect(true);
      return { ok: false, error: 'Signed out.' };
    }
    socket.data.claims = claims;
    this.armExpiry(socket);
    await this.recheckRooms(socket);
    return { ok: true };
  }

  private async stillAllowed(claims: AccessClaims): Promise<boolean> {
    // a socket keeps sending only while its token is valid (it refreshes it, or is closed)
    if (claims.exp * 1000 <= Date.now()) return false;
    if (!(await this.deps.verifier.sessionLive(claims))) return false;
    if (!(await this.isActive(claims.id))) return false;
    return claims.impersonator_id === undefined || (await this.isActive(claims.impersonator_id));
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = null;
    if (!io) return;
    // graceful: no new events; the ones being answered finish and are acknowledged (at most 5 s) before sockets close
    this.closing = true;
    if (this.inflight.size) await Promise.race([Promise.allSettled([...this.inflight]), new Promise((r) => setTimeout(r, 5_000).unref())]);
    for (const stop of this.stopFeed) stop();
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    if (this.fallbackTimer) clearInterval(this.fallbackTimer);
    await this.sweeping?.catch(() => {});
    for (const nsp of io._nsps.values()) nsp.disconnectSockets(true);
    // io.close() would close the api's HTTP server too; Fastify does that itself
    io.removeAllListeners();
    await io.of('/').adapter.close();
    await this.deps.adapter?.close();
  }

  /** The handshake: the api's own verifier (token and live session) and the account's current status. */
  private async authenticate(socket: Socket): Promise<AccessClaims | null> {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length > 4096) return null;
    const claims = await this.deps.verifier.verify(token);
    if (!claims) return null;
    return (await this.stillAllowed(claims)) ? claims : null;
  }

  private async isActive(userId: number) {
    const state = await this.deps.accessStates.get(userId);
    return state?.status === 'ACTIVE';
  }

  private onConnection(socket: Socket) {
    const userId = socket.data.userId as number;
    void socket.join(userRoom(userId));
    this.armExpiry(socket);
    socket.on('disconnect', () => clearTimeout(socket.data.expiryTimer as NodeJS.Timeout | undefined));
    socket.on(REALTIME_EVENTS.refreshToken, (token: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: RealtimeAck) => void) : () => {};
      this.refresh(socket, token).then(reply, () => reply({ ok: false, error: 'Invalid token.' }));
    });
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
        if (this.closing) return reply({ ok: false, error: 'The server is restarting. Please try again in a moment.' });
        queue = queue.then(() => this.dispatch(socket, userId, handler, payload, client).then(reply));
        const pending = queue;
        this.inflight.add(pending);
        void pending.finally(() => this.inflight.delete(pending));
      });
    }
  }

  private async dispatch(socket: Socket, userId: number, handler: EventHandler, payload: unknown, client: RealtimeClient): Promise<unknown> {
    try {
      // as on every join: an ended session or a blocked or inactive account keeps no live channel (dropped right after this answer)
      if (!(await this.stillAllowed(socket.data.claims as AccessClaims))) {
        setImmediate(() => socket.disconnect(true));
        return { ok: false, error: 'Signed out.' };
      }
      // the api's rule for every text field (issue 19): a control character is refused, naming the field
      const field = findControlChars(payload);
      if (field) return { ok: false, error: controlCharsFieldMessage(field), field };
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
    if (!(await this.stillAllowed(socket.data.claims as AccessClaims))) {
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
