import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssistant, loadAssistantConfig } from '@portal/assistant';
import { fromPGlite, migrateToLatest } from '@portal/assistant/db';
import { createTestContext, factories, type TestContext, DEMO_PASSWORD } from '@portal/api/testing';
import { Tally } from '../tally';
import { fuzzCase, rng, WILDCARD_PATHS, type Mutation } from './fuzzCases';
import { freePort } from './processes';
import { operationsOf, type Operation } from './routeTable';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_2026);

/**
 * The assistant service the api forwards `/assistant/*` to, on a PGlite of its own and a free port, verifying tokens
 * against the api under test (as `npm start` runs it): the fuzz reaches it through the api instead of a 502.
 */
async function startAssistant(portalApiUrl: string, port: number): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secsuite-assistant-'));
  const opened = await fromPGlite(await PGlite.create({ extensions: { pg_trgm } }));
  await migrateToLatest(opened.db);
  const config = { ...loadAssistantConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), portalApiUrl, llm: null };
  const app = await buildAssistant({ database: opened, config, logger: false });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/**
 * Fuzz: REQUESTS requests generated from the OpenAPI document (every operation, wrong types, huge and unicode
 * strings, NUL, missing and extra fields, deep JSON, malformed bodies, odd path and query values), as the Super Admin
 * and without a token, in turn. Expected: no 5xx, no request that throws, the api healthy afterwards.
 */
describe('fuzz from the OpenAPI document', () => {
  let ctx: TestContext;
  let assistant: FastifyInstance | undefined;
  let adminToken = '';
  const tally = new Tally('fuzz');

  async function freshAdmin() {
    // the fuzz may disable, demote or re-password whoever it runs as: a new Super Admin then takes over
    const account = await factories.account(ctx.db, { group_id: 1, email: `fuzz.admin.${factories.unique()}@arcadia.example` });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: account.email, password: DEMO_PASSWORD } });
    adminToken = res.json<{ token: string }>().token;
  }

  beforeAll(async () => {
    const assistantPort = await freePort();
    ctx = await createTestContext('pglite', { config: { assistantUrl: `http://127.0.0.1:${assistantPort}` } });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    assistant = await startAssistant(address, assistantPort);
    await freshAdmin();
  });
  afterAll(async () => {
    tally.save();
    await assistant?.close();
    await ctx?.close();
  });

  it(`${REQUESTS} requests: 0 answers 5xx, the api healthy after`, async () => {
    const documented = operationsOf(ctx.app);
    const known = new Set(documented.map((o) => `${o.method} ${o.route}`));
    // routes the document leaves out (static files, uploads, the remotes' builds, the docs UI): their paths fuzzed
    const hidden: Operation[] = ctx.app.declaredRoutes
      .filter((r) => !known.has(`${r.method} ${r.url}`))
      .map((r) => ({ method: r.method, path: r.url, route: r.url, params: [], body: null, bodyType: null }));
    const operations = [...documented, ...hidden];
    const r = rng(SEED);
    const byStatus = new Map<number, number>();
    const byMutation = new Map<Mutation | 'wildcard', number>();
    const serverErrors = new Map<string, { count: number; example: string }>();
    const started = Date.now();
    // where the time goes: milliseconds per operation (and in re-signing the Super Admin), the slowest printed
    const spent = new Map<string, number>();
    let reSignIns = 0;

    for (let i = 0; i < REQUESTS; i++) {
      const op = operations[i % operations.length]!;
      const asAdmin = Math.floor(i / operations.length) % 2 === 0;
      let mutation: Mutation | 'wildcard';
      let request;
      if (op.path.includes('*')) {
        mutation = 'wildcard';
        request = { method: op.method as 'GET', url: op.path.replace('*', r.pick(WILDCARD_PATHS)) };
      } else ({ mutation, request } = fuzzCase(op, r));
      byMutation.set(mutation, (byMutation.get(mutation) ?? 0) + 1);
      if (asAdmin) request.headers = { ...(request.headers as object), authorization: `Bearer ${adminToken}` };
      let status: number;
      let body = '';
      const sent = performance.now();
      try {
        const res = await ctx.app.inject(request);
        status = res.statusCode;
        if (status >= 500) body = res.body.slice(0, 200);
      } catch (e) {
        status = 599; // the request threw inside the server: counted as a 5xx
        body = String(e).slice(0, 200);
      }
      const opKey = `${op.method} ${op.route}`;
      spent.set(opKey, (spent.get(opKey) ?? 0) + performance.now() - sent);
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (status >= 500) {
        const key = `${op.method} ${op.route} [${mutation}${asAdmin ? ', admin' : ''}] → ${status}`;
        const seen = serverErrors.get(key);
        if (seen) seen.count++;
        else serverErrors.set(key, { count: 1, example: `${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 160)} :: ${body}` });
      }
      if (asAdmin && status === 401 && !op.route.startsWith('/api/v1/auth/')) {
        const before = performance.now();
        await freshAdmin();
        reSignIns++;
        spent.set('(re-signing the Super Admin)', (spent.get('(re-signing the Super Admin)') ?? 0) + performance.now() - before);
      }
    }
    const seconds = (Date.now() - started) / 1000;

    // healthy after: public reads, a sign-in, an authenticated list and a write still answer as usual
    const health: [string, number][] = [];
    health.push(['GET /api/v1/portal-settings', (await ctx.app.inject({ method: 'GET', url: '/api/v1/portal-settings' })).statusCode]);
    // an account made after the fuzz: the Super Admin's fuzzed writes may legitimately have blocked any demo account
    const fresh = await factories.account(ctx.db, { group_id: 15 });
    const signin = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: fresh.email, password: DEMO_PASSWORD } });
    health.push(['POST /api/v1/auth/signin (an account made after)', signin.statusCode]);
    await freshAdmin();
    const auth = { authorization: `Bearer ${adminToken}` };
    health.push(['GET /api/v1/locations (admin)', (await ctx.app.inject({ method: 'GET', url: '/api/v1/locations', headers: auth })).statusCode]);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/locations',
      headers: auth,
      payload: { name: `After fuzz ${factories.unique()}`, display_name: 'After fuzz', store_id: String(7000 + Math.floor(Math.random() * 2000)) },
    });
    health.push(['POST /api/v1/locations (admin)', created.statusCode]);

    const fiveXx = [...byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    tally.checks = REQUESTS + health.length;
    for (const [key, { count, example }] of serverErrors) tally.failed.push(`${key} ×${count}: ${example}`);
    for (const [name, status] of health) tally.check(`healthy after: ${name}`, status >= 200 && status < 300, `answered ${status}`);
    tally.checks -= health.length; // check() counted them again
    Object.assign(tally.figures, {
      requests: REQUESTS,
      operations: operations.length,
      seed: SEED,
      seconds: Math.round(seconds),
      fiveXx,
      byStatus: Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)),
      byMutation: Object.fromEntries(byMutation),
      reSignIns,
      slowest: Object.fromEntries(
        [...spent]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 8)
          .map(([k, ms]) => [k, Math.round(ms)]),
      ),
    });
    const counts = [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ');
    console.log(`fuzz: ${REQUESTS} requests over ${operations.length} operations in ${seconds.toFixed(0)} s (seed ${SEED}); per status ${counts}`);
    console.log(`fuzz: slowest ${JSON.stringify(tally.figures.slowest)}; the Super Admin signed in again ${reSignIns} times`);
    for (const failure of tally.failed) console.log(`  ✗ ${failure}`);
    expect(tally.failed).toEqual([]);
  }, 600_000);
});
