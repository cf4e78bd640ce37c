import { createClient, type RedisClientType } from 'redis';

// node-redis's client type is invariant in its five parameters (modules, functions, scripts, RESP, type mapping): a
// client of any of them is what the limits and the socket adapter take, and `unknown` would accept none
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RedisClient = RedisClientType<any, any, any, any, any>;

/**
 * The one Redis connection of an api instance (`REDIS_URL`): shared rate-limit counters and the socket adapter's
 * publishing side use it; the adapter's subscriber is its duplicate (a subscribed connection can do nothing else).
 * node-redis reconnects by itself; errors are logged, not thrown; limits let requests through meanwhile.
 */
export async function openRedis(url: string, log: { error(obj: unknown, msg?: string): void }): Promise<RedisClient> {
  // while disconnected a command fails at once instead of waiting in a queue: a request never hangs on Redis
  const client = createClient({ url, disableOfflineQueue: true }) as RedisClient;
  client.on('error', (err: unknown) => log.error({ err }, 'redis'));
  await client.connect();
  return client;
}
