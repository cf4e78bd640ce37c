import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { AUTH_MESSAGES } from '@portal/shared';
import { buildApp } from '../app';
import { Limits } from '.';
import type { AppConfig } from '../config';
import { DEMO_PASSWORD } from '../db/seedData';
import { REGISTERED_ALREADY_SUBJECT } from '../modules/auth/service';
import { createTestContext, databases, DEMO, factories, type TestContext } from '../test/harness';

const REDIS_URL = 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 6379, timeout: 1000 }, () => (socket.end(), resolve(true)));
  socket.on('error', () => resolve(false));
  socket.on('timeout', () => (socket.destroy(), resolve(false)));
});
if (!redisAnswers) console.log('limits: no Redis at 127.0.0.1:6379, the counters are tried in memory only');

// memory: one instance; redis: two instances sharing every count (a unique prefix per run keeps runs apart)
const stores = redisAnswers ? (['memory', 'redis'] as const) : (['memory'] as const);

/** Issues 43 ("floods are limited") and 48 (limits hold across instances). */
describe.each(databases.flatMap((kind) => stores.map((store) => [kind, store] as const)))('flood limits on %s, counted in %s', (kind, store) => {
  let ctx: TestContext;
  let apps: FastifyInstance[];
  const prefix = `portal-test-${randomBytes(4).toString('hex')}`;
  let locationId: number;

  beforeAll(async () => {
    const limits: Partial<AppConfig> = {
      trustProxy: true,
      signinRateLimit: { max: 1_000, timeWindowMs: 60_000 },
      limits: { signinFailures: { max: 3, windowMs: 60_000 }, registration: { max: 2, windowMs: 60_000 } },
      ...(store === 'redis' ? { redisUrl: REDIS_URL, redisPrefix: prefix } : {}),
    };
    ctx = await createTestContext(kind, { config: limits });
    apps = [ctx.app];
    if (store === 'redis') {
      const second = await buildApp({ db: ctx.db, changes: ctx.changes, config: ctx.config, logger: false, realtimeAdapter: null });
      await second.ready();
      apps.push(second);
    }
    locationId = (await ctx.request({ method: 'GET', url: '/api/v1/auth/locations' })).json<{ results: { id: number }[] }>().results[0]!.id;
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await ctx.close();
    if (store === 'redis') {
      const client = createClient({ url: REDIS_URL });
      await client.connect();
      for (const key of await client.keys(`${prefix}:*`)) await client.del(key);
      await client.quit();
    }
  });

  /** the n-th request goes to instance n mod 2 (with Redis), from `address` */
  let turn = 0;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const post = (url: string, payload: Record<string, unknown>, address: string) => apps[turn++ % apps.length]!.inject({ method: 'POST', url, payload, headers: from(address) });

  it('sign-in failures per client address across emails: 429 with Retry-After, other addresses unaffected', async () => {
    const address = '203.0.113.10';
    for (const email of [DEMO.staff, DEMO.manager, DEMO.admin]) expect((await post('/api/v1/auth/signin', { email, password: 'wrong-Passw0rd' }, address)).statusCode).toBe(401);
    // the right password of a fourth account from the same address is refused too: the address is over its limit
    const limited = await post('/api/v1/auth/signin', { email: DEMO.partner, password: DEMO_PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/v1/auth/signin', { email: DEMO.partner, password: DEMO_PASSWORD }, '203.0.113.11')).statusCode).toBe(200);
  });

  const registration = (email: string) => ({ first_name: 'Jamie', last_name: 'Rivera', email, password: 'Sup3r-secret', phone_number: '(312) 555-0177', location_id: locationId });

  it('registrations per client address: 429 with Retry-After once over', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 2; i++) expect((await post('/api/v1/auth/register', registration(`flood.${factories.unique()}@vendorco.example`), address)).statusCode).toBe(201);
    const limited = await post('/api/v1/auth/register', registration(`flood.${factories.unique()}@vendorco.example`), address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/v1/auth/register', registration(`flood.${factories.unique()}@vendorco.example`), '203.0.113.21')).statusCode).toBe(201);
  });

  it('re-registering an existing address mails its owner once an hour, not every time', async () => {
    const account = await factories.account(ctx.db);
    const mails = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('delivery_jobs' as never)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('subject' as never, '=', REGISTERED_ALREADY_SUBJECT as never)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await mails();
    for (const address of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) {
      const res = await post('/api/v1/auth/register', registration(account.email), address);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.registered });
    }
    expect((await mails()) - before).toBe(1);
  });
});

describe('a counter that cannot be reached (Redis down)', () => {
  it('lets requests through rather than failing them, and says so in the log', async () => {
    const warned: string[] = [];
    const down = { incr: () => Promise.reject(new Error('The client is closed')), get: () => Promise.reject(new Error('The client is closed')) };
    const limits = new Limits(down, { warn: (_obj, msg) => warned.push(msg ?? '') });
    expect((await limits.hit('signin-failures', '203.0.113.1', { max: 1, windowMs: 60_000 })).allowed).toBe(true);
    expect((await limits.exceeded('signin-failures', '203.0.113.1', { max: 1 })).exceeded).toBe(false);
    expect(warned).toHaveLength(2);
  });
});
