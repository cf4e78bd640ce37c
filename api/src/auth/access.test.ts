import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { SignJWT, generateKeyPair, decodeJwt, base64url } from 'jose';
import { AccessStateCache } from './accessState';
import { generatePemPair, loadSigningKeys } from './keys';
import { installAccessControl } from './access';
import type { AccessVerifier } from './verifier';
import { TokenService } from './tokens';
import { buildClaimsInput } from './testSupport';
import { createTestContext, databases, factories, type TestContext } from '../test/harness';
import type { Db } from '../db';

describe.each(databases)('access control on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const meWith = async (token: string) => ctx.request({ method: 'GET', url: `/api/v1/accounts/${await ctx.idOf('staff')}`, headers: { authorization: `Bearer ${token}` } });

  it('accepts a genuine token', async () => {
    expect((await meWith(await ctx.token('staff'))).statusCode).toBe(200);
  });

  it('401 for forged tokens: other key, alg none, expired, garbage, wrong scheme', async () => {
    const genuine = decodeJwt(await ctx.token('staff'));
    const kid = JSON.parse(Buffer.from((await ctx.token('staff')).split('.')[0]!, 'base64url').toString()).kid as string;
    const otherKey = await generateKeyPair('ES256');
    const forgedOtherKey = await new SignJWT({ ...genuine }).setProtectedHeader({ alg: 'ES256', kid }).sign(otherKey.privateKey);
    const unsigned = `${base64url.encode(JSON.stringify({ alg: 'none', kid }))}.${base64url.encode(JSON.stringify({ ...genuine, group_id: 1 }))}.`;
    const hs256 = await new SignJWT({ ...genuine }).setProtectedHeader({ alg: 'HS256', kid }).sign(new TextEncoder().encode('x'.repeat(32)));
    // the app's own key, but expired a minute ago
    const ourKeys = await loadSigningKeys({ privateKeyPem: null, publicKeyPem: null, dataDir: ctx.config.dataDir, db: ctx.db });
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...genuine, iat: now - 1000, exp: now - 60 }).setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' }).sign(ourKeys.privateKey);
    expect((await meWith(await new SignJWT({ ...genuine }).setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' }).sign(ourKeys.privateKey))).statusCode).toBe(200);
    const tampered = (await ctx.token('staff')).replace(/\.([^.]+)\./, (_m, payload: string) => {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      return `.${Buffer.from(JSON.stringify({ ...claims, group_id: 1 })).toString('base64url')}.`;
    });
    for (const token of [expired, forgedOtherKey, unsigned, hs256, tampered, 'garbage', 'a.b.c', '']) {
      const res = await meWith(token);
      expect(res.statusCode, token.slice(0, 30)).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    const noScheme = await ctx.request({ method: 'GET', url: `/api/v1/accounts/1`, headers: { authorization: await ctx.token('staff') } });
    expect(noScheme.statusCode).toBe(401);
  });

  it('reads the token from "Bearer <token>" only: any case of the scheme, nothing before or after the token', async () => {
    const token = await ctx.token('staff');
    const withHeader = async (authorization: string) =>
      (await ctx.request({ method: 'GET', url: `/api/v1/accounts/${await ctx.idOf('staff')}`, headers: { authorization } })).statusCode;
    expect(await withHeader(`bearer ${token}`)).toBe(200);
    expect(await withHeader(`BEARER ${token}`)).toBe(200);
    for (const header of [`Bearer ${token} extra`, `Bearer  ${token}`, `Basic ${token}`, `Bearer${token}`, 'Bearer ', 'Bearer']) {
      expect(await withHeader(header), header.slice(0, 20)).toBe(401);
    }
  });

  it('a blocked or inactive user’s existing token stops working at once', async () => {
    const account = await factories.account(ctx.db);
    const signin = await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: account.email, password: 'Demo#2026' } });
    const { token } = signin.json<{ token: string }>();
    const me = () => ctx.request({ method: 'GET', url: `/api/v1/accounts/${account.id}`, headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    const blocked = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${account.id}`, payload: { status_name: 'blocked' }, as: 'admin' });
    expect(blocked.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${account.id}`, payload: { status_name: 'active' }, as: 'admin' });
    await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${account.id}`, payload: { status_name: 'inactive' }, as: 'admin' });
    expect((await me()).statusCode).toBe(401);
  });

  it('permissions come from the database, not from the token', async () => {
    const account = await factories.account(ctx.db, { group_id: 6 }); // General Manager: location view
    const { token } = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: account.email, password: 'Demo#2026' } })).json<{ token: string }>();
    const list = () => ctx.request({ method: 'GET', url: '/api/v1/locations', headers: { authorization: `Bearer ${token}` } });
    expect((await list()).statusCode).toBe(200);
    await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${account.id}`, payload: { status_name: 'active', group_id: 16 }, as: 'admin' });
    const denied = await list();
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('Permission denied');
  });
});

describe('route access declarations', () => {
  it('refuses to start when a route does not declare its access', async () => {
    const app = Fastify({ logger: false });
    const db = {} as Db;
    installAccessControl(app, { verifier: {} as AccessVerifier, accessStates: new AccessStateCache(db) });
    app.get('/api/v1/forgotten', async () => 'oops');
    await expect(app.ready()).rejects.toThrow(/Routes without config.access: GET \/api\/v1\/forgotten/);
  });

  it('expired tokens are rejected even when cached', async () => {
    const fromPems = async () => {
      const { privatePem, publicPem } = await generatePemPair();
      return loadSigningKeys({ privateKeyPem: privatePem, publicKeyPem: publicPem });
    };
    const service = new TokenService(await fromPems(), 1);
    const claims = buildClaimsInput();
    const { token } = await service.sign(claims);
    expect((await service.verify(token))?.id).toBe(7);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await service.verify(token)).toBeNull();
    // a token whose kid names another key is refused before any crypto
    const other = new TokenService(await fromPems(), 60);
    expect(await other.verify((await service.sign(claims)).token)).toBeNull();
  });
});
