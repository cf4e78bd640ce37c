/** Where the api's socket.io server listens (under /api so one proxy rule covers the api and its sockets). */
export const REALTIME_PATH = '/api/socket.io';

/** The answer to a client's `subscribe` message. */
export type RealtimeAck = { ok: true } | { ok: false; error: string };

/** Events the server pushes. Modules add theirs here so the pages and the api spell them alike. */
export const REALTIME_EVENTS = {
  /** a new bell notification for this user (payload: PortalNotification) */
  notification: 'notification',
  /** the socket's access token expired without a refresh: the server closes it next (the page reconnects with a fresh one) */
  sessionExpired: 'session_expired',
  /** client → server: `(token, ack)` swaps a refreshed access token of the same account into an open socket */
  refreshToken: 'refresh_token',
  /** the server took the socket out of a room it may no longer read (payload: the room's name) */
  roomLeft: 'room_left',
} as const;
