import { createPool } from '@portal/shared/node/db/pool';
import type { Server } from 'socket.io';
import type { RedisClient } from '../redis';

/** A socket.io adapter that carries room broadcasts between api instances, and how to let go of its connections. */
export interface RealtimeAdapter {
  kind: 'postgres' | 'redis';
  create: Parameters<Server['adapter']>[0];
  /** whether broadcasts between instances get through now (readiness) */
  connected(): Promise<boolean>;
  close(): Promise<void>;
}

interface AdapterOptions {
  databaseUrl: string | null;
  /** the instance's one Redis connection (publishes; its duplicate subscribes) */
  redis?: RedisClient | null;
  /** `REDIS_PREFIX`: the Redis channel is `<prefix>-realtime` */
  redisPrefix?: string;
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
  if (options.redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = options.redis;
    const sub = pub.duplicate();
    sub.on('error', onError);
    await sub.connect();
    return {
      kind: 'redis',
      create: createAdapter(pub, sub, { key: options.channel ?? `${options.redisPrefix ?? 'portal'}-realtime` }),
      connected: async () => pub.isReady && sub.isReady,
      // the shared connection is closed by its owner (app.ts)
      async close() {
        await sub.quit().catch(() => {});
      },
    };
  }
  if (options.databaseUrl) {
    const { createAdapter } = await import('@socket.io/postgres-adapter');
    // one connection LISTENs for good, one publishes
    // the adapter keeps one client checked out for LISTEN and listens only for its 'end' (then reconnects): the kit's
    // pool reports the 'error' a server restart first emits on it, which would otherwise end the process
    const pool = createPool({ connectionString: options.databaseUrl, max: 2, onConnectionError: onError });
    const { rows } = await pool.query<{ schema: string }>('select current_schema() as schema');
    return {
      kind: 'postgres',
      create: createAdapter(pool, { channelPrefix: options.channel ?? `portal-realtime-${rows[0]?.schema ?? 'public'}`, errorHandler: onError }),
      connected: async () => (await pool.query('select 1'), true),
      async close() {
        await pool.end();
      },
    };
  }
  return null;
}
