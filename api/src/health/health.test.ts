import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Adapter } from 'socket.io-adapter';
import { buildApp } from '../app';
import { createTestContext, databases, type TestContext } from '../test/harness';

/** Issue 48: what a load balancer polls, unauthenticated. */
describe.each(databases)('health and readiness on %s', (kind) => {
  let ctx: TestContext;
  let assistant: http.Server;
  let assistantUp = true;

  beforeAll(async () => {
    // stands for the assistant service: its /health answers while `assistantUp`
    assistant = http.createServer((req, res) => res.writeHead(req.url === '/health' && assistantUp ? 200 : 503).end());
    await new Promise<void>((resolve) => assistant.listen(0, '127.0.0.1', resolve));
    ctx = await createTestContext(kind, { config: { assistantUrl: `http://127.0.0.1:${(assistant.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => assistant.close(resolve));
  });

  const ready = (app: FastifyInstance = ctx.app) => app.inject({ method: 'GET', url: '/health/ready' });

  it('live and ready answer 200 without a token when every part is there', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', assistant: 'ok', realtime: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('not ready while the assistant does not answer, or the socket adapter is disconnected', async () => {
    assistantUp = false;
    const other = await buildApp({
      db: ctx.db,
      changes: ctx.changes,
      config: ctx.config,
      logger: false,
      realtimeAdapter: { kind: 'redis', create: Adapter, connected: async () => false, close: async () => {} },
    });
    try {
      await other.ready();
      const res = await ready(other);
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toMatchObject({ database: 'ok', migrations: 'ok', assistant: 'failing', realtime: 'failing' });
    } finally {
      assistantUp = true;
      await other.close();
    }
  });

  it('not ready once shutdown begins (SIGTERM), while live still answers', async () => {
    const other = await buildApp({ db: ctx.db, changes: ctx.changes, config: ctx.config, logger: false, realtimeAdapter: null });
    try {
      await other.ready();
      other.stopReadiness();
      const res = await ready(other);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'stopping' });
      expect((await other.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      expect((await other.inject({ method: 'GET', url: '/api/v1/auth/locations' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
