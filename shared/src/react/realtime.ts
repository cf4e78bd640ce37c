import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { REALTIME_EVENTS, REALTIME_PATH, type RealtimeAck } from '../realtime/constants';
import { getApiBase } from './apiClient';
import { useAuthStore } from './authStore';

/** The part of a socket.io client socket the portal uses (a fake in component tests). */
export interface RealtimeSocket {
  readonly connected: boolean;
  // socket.io's own listener type (its untyped events take `(...args: any[]) => void`): both it and the fake must fit
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event: string, listener: (...args: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  off(event: string, listener: (...args: any[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Opens a socket for a token getter; the default loads socket.io-client on first use (never on first paint). */
export type RealtimeConnector = (getToken: () => string | null) => Promise<RealtimeSocket>;

const socketIoConnector: RealtimeConnector = async (getToken) => {
  const { io } = await import(/* webpackChunkName: "socket-io-client" */ 'socket.io-client');
  return io(getApiBase() || location.origin, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    // read at every (re)connection, so a refreshed token is used after a drop
    auth: (cb) => cb({ token: getToken() }),
  });
};

let connector: RealtimeConnector = socketIoConnector;
/** a connector installed by tests opens at once; the real one waits until the page has settled */
let waitForSettledPage = true;
let socket: Promise<RealtimeSocket> | null = null;
let socketUserId: number | null = null;
const rooms = new Map<string, number>();
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const wiredEvents = new WeakMap<RealtimeSocket, Set<string>>();

/** One socket listener per event, fanning out to the hooks' handlers. */
function wire(s: RealtimeSocket, event: string) {
  let wired = wiredEvents.get(s);
  if (!wired) wiredEvents.set(s, (wired = new Set()));
  if (wired.has(event)) return;
  wired.add(event);
  s.on(event, (payload: unknown) => listeners.get(event)?.forEach((handler) => handler(payload)));
}

/** Tests (and the standalone harness) swap how sockets are opened; resets the current connection. */
export function setRealtimeConnector(next: RealtimeConnector | null) {
  disconnectRealtime();
  connector = next ?? socketIoConnector;
  waitForSettledPage = next === null;
}

let forgetNetworkEvents = () => {};

export function disconnectRealtime() {
  const current = socket;
  socket = null;
  socketUserId = null;
  forgetNetworkEvents();
  void current?.then((s) => s.disconnect()).catch(() => undefined);
}

/** A browser that knows it is offline drops the socket at once (a dead link takes a heartbeat to notice) and reconnects when back. */
function followNetwork(s: RealtimeSocket) {
  if (typeof window === 'undefined') return;
  const offline = () => s.disconnect();
  const online = () => s.connect();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  forgetNetworkEvents = () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

function joinRoom(s: RealtimeSocket, room: string) {
  s.emit('subscribe', room, (ack: RealtimeAck) => {
    if (!ack?.ok && typeof console !== 'undefined') console.warn(`live updates for ${room} refused: ${ack?.error}`);
  });
}

function ensureSocket(): Promise<RealtimeSocket> | null {
  const { token, claims } = useAuthStore.getState();
  if (!token || !claims) return null;
  // impersonation swaps the user: the old socket sits in the other user's room
  if (socket && socketUserId !== claims.id) disconnectRealtime();
  if (socket) return socket;
  socketUserId = claims.id;
  const opening = connector(() => useAuthStore.getState().token).then((s) => {
    for (const event of listeners.keys()) wire(s, event);
    s.on('connect', () => {
      // rooms are per connection: join again after every reconnection
      for (const room of rooms.keys()) joinRoom(s, room);
    });
    if (s.connected) for (const room of rooms.keys()) joinRoom(s, room);
    if (socket === opening) followNetwork(s);
    return s;
  });
  opening.catch(() => {
    if (socket === opening) socket = null;
  });
  socket = opening;
  return opening;
}

/**
 * A refreshed token goes to the open socket at once (the server closes a socket whose token expired); one it refuses,
 * or a socket already closed for expiry, connects again with the new token.
 */
function passRefreshedToken(token: string) {
  void socket
    ?.then((s) => {
      if (!s.connected) return void s.connect();
      s.emit(REALTIME_EVENTS.refreshToken, token, (ack: RealtimeAck | undefined) => {
        if (ack?.ok) return;
        s.disconnect();
        s.connect();
      });
    })
    .catch(() => undefined);
}

// signing out (or a session that ended) closes the live channel
useAuthStore.subscribe((state, previous) => {
  if (!state.token && previous.token) disconnectRealtime();
  else if (state.claims?.id !== previous.claims?.id && socket) disconnectRealtime();
  else if (state.token && previous.token && state.token !== previous.token && socket) passRefreshedToken(state.token);
});

function addListener(event: string, handler: (payload: unknown) => void) {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
    // a socket already open learns the new event; later sockets get every event when they open
    void socket?.then((s) => wire(s, event)).catch(() => undefined);
  }
  set.add(handler);
  return () => set.delete(handler);
}

function addRoom(room: string) {
  const count = rooms.get(room) ?? 0;
  rooms.set(room, count + 1);
  if (count === 0) void socket?.then((s) => s.connected && joinRoom(s, room)).catch(() => undefined);
  return () => {
    const left = (rooms.get(room) ?? 1) - 1;
    if (left > 0) return void rooms.set(room, left);
    rooms.delete(room);
    void socket?.then((s) => s.connected && s.emit('unsubscribe', room)).catch(() => undefined);
  };
}

/** Marks the shell sets once a page is usable: the home page with its widgets, or a remote's first render. */
function pageSettled(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return true;
  return performance.getEntriesByType('mark').some((m) => m.name === 'home-interactive' || m.name.startsWith('remote-rendered:'));
}

const SETTLE_POLL_MS = 250;
const SETTLE_MAX_MS = 5_000;

/**
 * Runs `run` once the page has settled (the shell's marks, or 5 s at most) and the browser is idle: the live channel
 * is never needed to draw the first screen, so its script and its connection must not compete with it.
 */
function whenPageSettled(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const startedAt = Date.now();
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 3_000 });
    else timer = setTimeout(run, 0);
  };
  const check = () => {
    if (cancelled) return;
    if (!waitForSettledPage || pageSettled() || Date.now() - startedAt >= SETTLE_MAX_MS) whenIdle();
    else timer = setTimeout(check, SETTLE_POLL_MS);
  };
  check();
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

/**
 * Calls `handler` for every `event` the api pushes while the component is mounted (joining `room` when
 * given: the server checks the viewer may). The connection opens on the first subscription once the page has
 * settled and the browser is idle, so live updates never weigh on the first screen. A push is a hint to refresh: the data stays in the api.
 */
export function useRealtimeEvent(event: string, handler: (payload: unknown) => void, room?: string) {
  // the newest handler, for pushes after this commit (a new handler does not join the room again)
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const userId = useAuthStore((state) => state.claims?.id ?? null);
  useEffect(() => {
    if (userId === null) return;
    const removeListener = addListener(event, (payload) => latest.current(payload));
    const leaveRoom = room ? addRoom(room) : () => {};
    let cancelled = false;
    const open = () => {
      if (!cancelled) void ensureSocket()?.catch(() => undefined);
    };
    const cancelOpen = whenPageSettled(open);
    return () => {
      cancelled = true;
      cancelOpen();
      leaveRoom();
      removeListener();
    };
  }, [event, room, userId]);
}

/**
 * The page's socket once it is open (null until the page has settled and it connected once; again null after sign-out),
 * for a page that talks over it itself: acknowledged events, rooms it joins and re-joins on `connect`, its own catch-up.
 */
export function useRealtimeSocket(): RealtimeSocket | null {
  const userId = useAuthStore((state) => state.claims?.id ?? null);
  const [current, setCurrent] = useState<RealtimeSocket | null>(null);
  // another user (or sign-out) drops the socket at once, in the same render: it sat in the other user's rooms
  const [socketUser, setSocketUser] = useState(userId);
  if (socketUser !== userId) {
    setSocketUser(userId);
    setCurrent(null);
  }
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    const cancelOpen = whenPageSettled(() => {
      void ensureSocket()
        ?.then((s) => !cancelled && setCurrent(s))
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelOpen();
    };
  }, [userId]);
  return current;
}
