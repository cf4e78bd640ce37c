import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the `portal_notify_change()` trigger (migration 20261122120000) notifies, payload = table name. */
export const CHANGES_CHANNEL = 'portal_changes';
const RECONNECT_MS = 1_000;
/** How often the listening connection is asked to answer, and how long it has to: a connection that died without a
 * word (a half-open TCP connection, a frozen network path) stops the feed being live within their sum. */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

type Handler = () => void;
type Log = { warn(obj: unknown, msg?: string): void };

/**
 * Tells in-process caches that a table changed. Fed by the database's NOTIFY (so writes made by other api
 * instances, migrations or psql count too) and by this process's own writes, which call `changed()` at
 * once so a caller reads its own write even before the notification comes back.
 *
 * `live` is true only while notifications are known to arrive; caches must not trust old entries otherwise.
 */
export class ChangeFeed {
  private readonly handlers = new Map<string, Set<Handler>>();
  private liveState = false;
  private stopper: () => Promise<void> = async () => {};

  get live(): boolean {
    return this.liveState;
  }

  on(table: string, handler: Handler): () => void {
    let set = this.handlers.get(table);
    if (!set) this.handlers.set(table, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  changed(table: string): void {
    for (const handler of this.handlers.get(table) ?? []) handler();
  }

  /** Notifications may have been missed (listener lost or just connected): everything cached is suspect. */
  private resetAll(): void {
    for (const set of this.handlers.values()) for (const handler of set) handler();
  }

  setLive(live: boolean): void {
    this.liveState = live;
    this.resetAll();
  }

  onStop(stop: () => Promise<void>): void {
    this.stopper = stop;
  }

  async stop(): Promise<void> {
    this.liveState = false;
    await this.stopper();
  }
}

/** PGlite is in-process and one process owns its data folder, so LISTEN there sees every write. */
export async function pgliteChangeFeed(pglite: PGlite): Promise<ChangeFeed> {
  const feed = new ChangeFeed();
  const unlisten = await pglite.listen(CHANGES_CHANNEL, (table) => feed.changed(table));
  feed.setLive(true);
  feed.onStop(unlisten);
  return feed;
}

export interface PostgresChangeFeedOptions {
  log?: Log;
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

/**
 * A dedicated PostgreSQL connection that LISTENs (a pooled one would drop the LISTEN when released).
 * When it breaks, or stops answering the heartbeat, the feed goes not-live and reconnects every second; caches fall
 * back to short lifetimes. So while it is live, caches may keep entries long: every change reaches them.
 */
export async function postgresChangeFeed(connectionString: string, options: PostgresChangeFeedOptions = {}): Promise<ChangeFeed> {
  const { log, heartbeatMs = HEARTBEAT_MS, heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS } = options;
  const feed = new ChangeFeed();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let beating = false;
  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || !feed.live || beating) return;
    beating = true;
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to the heartbeat in ${heartbeatTimeoutMs} ms`)), heartbeatTimeoutMs);
    });
    Promise.race([current.query('select 1'), silent])
      .catch((e: unknown) => lost(current, e))
      .finally(() => {
        clearTimeout(timer);
        beating = false;
      });
  }, heartbeatMs);
  heartbeat.unref();

  const lost = (which: pg.Client, error?: unknown) => {
    if (client !== which || stopped) return;
    client = null;
    feed.setLive(false);
    if (error) log?.warn({ err: error }, 'change notifications lost; reconnecting');
    which.end().catch(() => {});
    retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) feed.changed(message.payload);
    });
    next.on('error', (e) => lost(next, e));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      if (client === next && !stopped) feed.setLive(true);
    } catch (e) {
      lost(next, e);
    }
  };

  await connect();
  feed.onStop(async () => {
    stopped = true;
    clearInterval(heartbeat);
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  });
  return feed;
}
