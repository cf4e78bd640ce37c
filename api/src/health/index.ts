import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { migrations } from '../db/migrations';
import type { RealtimeAdapter } from '../realtime';

/** an answer of the assistant (or its absence) is reused this long: a balancer polling every second asks it less */
const ASSISTANT_CHECK_MS = 2_000;
const CHECK_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  db: Db;
  assistantUrl: string;
  adapter: RealtimeAdapter | null;
  /** true from SIGTERM on: the instance answers not-ready so the balancer sends it nothing new while it drains */
  stopping(): boolean;
}

type Check = 'database' | 'migrations' | 'assistant' | 'realtime';

const withTimeout = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);

/**
 * What a load balancer polls (issue 48). `/health/live`: the process answers (restart it if not). `/health/ready`: send
 * it requests, 200 only when the database answers, every migration has run, the assistant answers and the socket
 * adapter (Redis or PostgreSQL, when there is one) is connected; 503 with what failed otherwise, and from SIGTERM on.
 * Both unauthenticated and cheap: the migrations are read until they are all there, the assistant at most every 2 s.
 */
export async function healthModule(app: FastifyInstance, options: HealthOptions) {
  let migrated = false;
  let assistant: { at: number; ok: Promise<boolean> } | null = null;
  const checks: Record<Check, () => Promise<boolean>> = {
    database: async () => (await sql`select 1`.execute(options.db), true),
    async migrations() {
      if (migrated) return true;
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(options.db);
      const ran = new Set(rows.map((r) => r.name));
      migrated = Object.keys(migrations).every((name) => ran.has(name));
      return migrated;
    },
    assistant() {
      if (!assistant || Date.now() - assistant.at > ASSISTANT_CHECK_MS) {
        const ok = fetch(`${options.assistantUrl}/health`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
          (r) => r.ok,
          () => false,
        );
        assistant = { at: Date.now(), ok };
      }
      return assistant.ok;
    },
    realtime: async () => (options.adapter ? options.adapter.connected() : true),
  };

  app.get('/health/live', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/health/ready', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.stopping()) return reply.status(503).send({ status: 'stopping' });
    const names = Object.keys(checks) as Check[];
    const results = await Promise.all(names.map((name) => withTimeout(checks[name]()).catch(() => false)));
    const failing = names.filter((_, i) => !results[i]);
    return reply
      .status(failing.length ? 503 : 200)
      .send({ status: failing.length ? 'not ready' : 'ready', checks: Object.fromEntries(names.map((n, i) => [n, results[i] ? 'ok' : 'failing'])) });
  });
}
