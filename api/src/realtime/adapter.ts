import pg from 'pg';
import type { Server } from 'socket.io';

/** A socket.io adapter that carries room broadcasts between api instances, and how to let go of its connections. */
export interface RealtimeAdapter {
  kind: 'postgres' | 'redis';
  create: Parameters<Server['adapter']>[0];
  close(): Promise<void>;
}

interface AdapterOptions {
  databaseUrl: string | null;
  redisUrl: string | null;
  /** the bus channel (PostgreSQL) / key prefix (Redis); default: per database schema, so two portals never mix */
  channel?: string;
  log?: { error(obj: unknown, msg?: string): void };
}

/**
 * Several api instances behind a load balancer each hold some of the sockets: a message stored by one must reach the
 * room's sockets on all of them. Redis when `REDIS_URL` is set, else PostgreSQL (`LISTEN`/`NOTIFY`, payloads over
 * 8000 bytes through the `socket_io_attachments` table) when `DATABASE_URL` is set; with embedded PGlite there is
 * one instance (it owns its data folder) and no adapter.
 */
export async function createRealtimeAdapter(options: AdapterOptions): Promise<RealtimeAdapter | null> {
  const onError = (err: unknown) => options.log?.error({ err }, 'realtime adapter');
  if (options.redisUrl) {
    const [{ createClient }, { createAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-adapter')]);
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', onError);
    sub.on('error', onError);
    await Promise.all([pub.connect(), sub.connect()]);
    return {
      kind: 'redis',
      create: createAdapter(pub, sub, { key: options.channel ?? 'portal-realtime' }),
      async close() {
        await Promise.allSettled([pub.quit(), sub.quit()]);
      },
    };
  }
  if (options.databaseUrl) {
    const { createAdapter } = await import('@socket.io/postgres-adapter');
    // one connection LISTENs for good, one publishes
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    pool.on('error', onError);
    // the adapter keeps one client checked out for LISTEN and listens only for its 'end' (then reconnects): a server
    // restart first emits 'error' on that client, which would end the process without a listener
    pool.on('connect', (client) => client.on('error', onError));
    const { rows } = await pool.query<{ schema: string }>('select current_schema() as schema');
    return {
      kind: 'postgres',
      create: createAdapter(pool, { channelPrefix: options.channel ?? `portal-realtime-${rows[0]?.schema ?? 'public'}`, errorHandler: onError }),
      async close() {
        await pool.end();
      },
    };
  }
  return null;
}
