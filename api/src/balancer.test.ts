import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db';
import { DEMO_PASSWORD } from './db/seedData';
import { createTestContext, DEMO, type TestContext } from './test/harness';
import { answers, ensureHaproxy, startHaproxy, type Balancer } from './test/haproxy';

const REDIS_URL = 'redis://127.0.0.1:6379';
const missing = [process.env.DATABASE_URL ? '' : 'DATABASE_URL (PostgreSQL)', (await answers(6379)) ? '' : 'Redis at 127.0.0.1:6379'].filter(Boolean);
const skipReason = missing.length ? `needs ${missing.join(' and ')}` : await ensureHaproxy();
if (skipReason) console.log(`balancer: SKIPPED the in-process HAProxy test: ${skipReason}`);

/**
 * Issue 48: two api instances on one PostgreSQL and Redis behind a real HAProxy that polls /health/ready. Tokens,
 * limits and the balancer's view of each instance's health, through the balancer.
 */
describe.runIf(!skipReason)('two api instances behind HAProxy', () => {
  let ctx: TestContext;
  let assistant: http.Server;
  let balancer: Balancer;
  let base = '';
  const apps: FastifyInstance[] = [];
  const closers: (() => Promise<void>)[] = [];
  const workDir = path.join(os.tmpdir(), `portal-haproxy-${randomBytes(4).toString('hex')}`);
  const prefix = `portal-test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    // stands for the assistant service both instances forward to: readiness asks its /health
    assistant = http.createServer((_req, res) => res.writeHead(200).end('{}'));
    await new Promise<void>((resolve) => assistant.listen(0, '127.0.0.1', resolve));
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db);
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
    const ports: number[] = [];
    for (let i = 0; i < 2; i++) {
      const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      const config = {
        ...ctx.config,
        databaseUrl: url.toString(),
        redisUrl: REDIS_URL,
        redisPrefix: prefix,
        trustProxy: true,
        assistantUrl: `http://127.0.0.1:${(assistant.address() as AddressInfo).port}`,
        limits: { signinFailures: { max: 4, windowMs: 60_000 }, registration: { max: 100, windowMs: 60_000 } },
      };
      const app = await buildApp({ db, config, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      ports.push((app.server.address() as AddressInfo).port);
      apps.push(app);
      closers.push(async () => {
        await app.close();
        await db.destroy();
      });
    }
    balancer = await startHaproxy({
      dir: workDir,
      servers: [
        { name: 'a', port: ports[0]! },
        { name: 'b', port: ports[1]! },
      ],
    });
    base = balancer.url;
    await vi.waitFor(async () => expect(await balancer.states()).toEqual({ a: 'UP', b: 'UP' }), { timeout: 20_000, interval: 200 });
  });
  afterAll(async () => {
    await balancer?.stop();
    for (const close of closers) await close().catch(() => {});
    await new Promise((resolve) => assistant?.close(resolve));
    await ctx?.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  const serverStates = () => balancer.states();

  let staffToken = '';
  const signIn = (email: string, password = DEMO_PASSWORD) =>
    fetch(`${base}/api/v1/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

  it('a token signed through one instance is accepted by both (round robin)', async () => {
    const res = await signIn(DEMO.staff);
    expect(res.status, await res.clone().text()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    staffToken = token;
    const id = await ctx.idOf('staff');
    for (let i = 0; i < 6; i++) expect((await fetch(`${base}/api/v1/accounts/${id}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('sign-in failures of one client address are counted across both instances (Redis), 429 with Retry-After', async () => {
    // round robin: two failures land on each instance; counted apart, neither would be over 4
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(DEMO.manager, 'wrong-Passw0rd')).status);
    const limited = await signIn(DEMO.manager, 'wrong-Passw0rd');
    expect([...statuses, limited.status]).toEqual([401, 401, 401, 401, 429]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an instance going not-ready is marked down by its health route, the other serves everything', async () => {
    apps[0]!.stopReadiness();
    await vi.waitFor(async () => expect(await serverStates()).toMatchObject({ a: 'DOWN', b: 'UP' }), { timeout: 10_000, interval: 200 });
    // then it dies: nothing is sent to it any more
    apps[0]!.server.closeAllConnections();
    await closers[0]!();
    for (let i = 0; i < 6; i++) expect((await fetch(`${base}/api/v1/auth/locations`)).status).toBe(200);
    // the session signed in through either instance goes on
    const id = await ctx.idOf('staff');
    expect((await fetch(`${base}/api/v1/accounts/${id}`, { headers: { authorization: `Bearer ${staffToken}` } })).status).toBe(200);
  });
});
