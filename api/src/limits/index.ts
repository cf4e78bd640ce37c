import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '@portal/shared';
import { HttpError } from '@portal/shared/node/server';
import type { Counter } from './counter';

export { MemoryCounter, RedisCounter, type Counter } from './counter';
export { LIMITS, limitPresets, type LimitPreset, type LimitPresets } from './presets';

interface RateLimitStoreParams {
  routeInfo?: { method: string; url: string };
}
type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Every rate limit of an instance counts in one place: in memory alone, in Redis when `REDIS_URL` is set (every
 * instance then shares each count, so a limit holds across a balancer instead of being N times looser).
 */
export class Limits {
  constructor(
    readonly counter: Counter,
    private readonly log: { warn(obj: unknown, msg?: string): void } = { warn() {} },
  ) {}

  /** Counts one hit of `key` under `name`; when over the preset, how many seconds until the window ends. */
  async hit(name: string, key: string, preset: { max: number; windowMs: number }): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const { count, ttlMs } = await this.counted(() => this.counter.incr(`${name}:${key}`, preset.windowMs));
    return { allowed: count <= preset.max, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  /** Whether `key` is already over the preset (counts nothing): a limit on failures is checked before the attempt. */
  async exceeded(name: string, key: string, preset: { max: number }): Promise<{ exceeded: boolean; retryAfterSeconds: number }> {
    const { count, ttlMs } = await this.counted(() => this.counter.get(`${name}:${key}`));
    return { exceeded: count >= preset.max, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  /** Redis unreachable: the limit lets the request through (logged) rather than failing sign-in for everyone. */
  private async counted(count: () => Promise<{ count: number; ttlMs: number }>) {
    try {
      return await count();
    } catch (err) {
      this.log.warn({ err }, 'rate-limit counter unavailable: request allowed');
      return { count: 0, ttlMs: 0 };
    }
  }

  /** A `store` for @fastify/rate-limit: the routes' own `rateLimit` settings count in the same place. */
  rateLimitStore() {
    const counter = this.counter;
    return class SharedStore {
      private readonly prefix: string;
      constructor(options: object = {}) {
        const params = options as RateLimitStoreParams;
        this.prefix = params.routeInfo ? `route:${params.routeInfo.method}${params.routeInfo.url}:` : 'route:';
      }
      incr(key: string, cb: StoreCallback, timeWindow: number) {
        counter.incr(this.prefix + key, timeWindow).then(
          (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
          (e: Error) => cb(e),
        );
      }
      read(key: string, cb: StoreCallback) {
        counter.get(this.prefix + key).then(
          (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
          (e: Error) => cb(e),
        );
      }
      child(routeOptions: object) {
        return new SharedStore(routeOptions);
      }
    };
  }
}

/** The 429 of a limit counted by hand, with `Retry-After` as the plugin's own 429s carry it. */
export function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, ERROR_CODES.tooMany, message);
}
