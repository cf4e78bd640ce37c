import { createClient, type RedisClientType } from 'redis';

export type RedisClient = RedisClientType<any, any, any, any, any>;

/**
 * The one Redis connection of an api instance (`REDIS_URL`): shared rate-limit counters and the socket adapter's
 * publishing side use it; the adapter's subscriber is its duplicate (a subscribed connection can do nothing else).
 * node-redis reconnects by itself; errors are logged, not thrown.
 */
export async function openRedis(url: string, log: { error(obj: unknown, msg?: string): void }): Promise<RedisClient> {
  const client = createClient({ url }) as RedisClient;
  client.on('error', (err: unknown) => log.error({ err }, 'redis'));
  await client.connect();
  return client;
}
