import type { RedisClient } from '../redis';

/** A fixed-window counter: how many hits `key` had in its current window, and how long that window still runs. */
export interface Counter {
  incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  get(key: string): Promise<{ count: number; ttlMs: number }>;
}

/** One process's counters (no `REDIS_URL`: one instance). Expired windows are swept as they are met. */
export class MemoryCounter implements Counter {
  private readonly windows = new Map<string, { count: number; until: number }>();
  private sweepAt = 0;

  async incr(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.until <= now) this.windows.set(key, (window = { count: 0, until: now + windowMs }));
    window.count++;
    return { count: window.count, ttlMs: window.until - now };
  }

  async get(key: string) {
    const now = Date.now();
    const window = this.windows.get(key);
    return window && window.until > now ? { count: window.count, ttlMs: window.until - now } : { count: 0, ttlMs: 0 };
  }

  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 60_000;
    for (const [key, window] of this.windows) if (window.until <= now) this.windows.delete(key);
  }
}

const INCR = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Counters every instance shares, in Redis under `<prefix>:limit:`, one round trip per hit. */
export class RedisCounter implements Counter {
  constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {}

  async incr(key: string, windowMs: number) {
    const [count, ttlMs] = (await this.client.eval(INCR, { keys: [`${this.prefix}:limit:${key}`], arguments: [String(windowMs)] })) as [number, number];
    return { count, ttlMs };
  }

  async get(key: string) {
    const full = `${this.prefix}:limit:${key}`;
    const [count, ttlMs] = await Promise.all([this.client.get(full), this.client.pTTL(full)]);
    return count ? { count: Number(count), ttlMs: Math.max(Number(ttlMs), 0) } : { count: 0, ttlMs: 0 };
  }
}
