/** Where the api's socket.io server listens (under /api so one proxy rule covers the api and its sockets). */
export const REALTIME_PATH = '/api/socket.io';

/** The answer to a client's `subscribe` message. */
export type RealtimeAck = { ok: true } | { ok: false; error: string };

/** Events the server pushes. Modules add theirs here so the pages and the api spell them alike. */
export const REALTIME_EVENTS = {
  /** a new bell notification for this user (payload: PortalNotification) */
  notification: 'notification',
} as const;
