import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databases, type TestContext } from '../test/harness';

const ALLOWED = 'http://localhost:3007';
const OTHER = 'http://evil.example';

/** CORS only for the configured origins (dev servers); same-origin needs none. */
describe.each(databases)('CORS on %s', (kind) => {
  let ctx: TestContext;
  let plain: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { config: { corsOrigins: [ALLOWED] } });
    plain = await createTestContext(kind);
  });
  afterAll(async () => {
    await ctx.close();
    await plain.close();
  });

  it('answers a listed origin’s preflight before routing and access, with the methods and headers allowed', async () => {
    const res = await ctx.request({
      method: 'OPTIONS',
      url: '/api/v1/locations',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(
      String(res.headers['access-control-allow-methods'])
        .split(',')
        .map((m) => m.trim()),
    ).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(
      String(res.headers['access-control-allow-headers'])
        .split(',')
        .map((h) => h.trim()),
    ).toEqual(['authorization', 'content-type']);
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(String(res.headers.vary)).toMatch(/origin/i);
    expect(res.body).toBe('');
  });

  it('marks a listed origin’s calls as readable by it, and still checks access', async () => {
    const ok = await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'admin', headers: { origin: ALLOWED } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED);
    const anonymous = await ctx.request({ method: 'GET', url: '/api/v1/locations', headers: { origin: ALLOWED } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('gives an origin not listed no CORS headers and no preflight answer', async () => {
    const preflight = await ctx.request({ method: 'OPTIONS', url: '/api/v1/locations', headers: { origin: OTHER, 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
    const call = await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'admin', headers: { origin: OTHER } });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds nothing when no origin is configured', async () => {
    const preflight = await plain.request({ method: 'OPTIONS', url: '/api/v1/locations', headers: { origin: ALLOWED, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
