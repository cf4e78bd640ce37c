import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestContext, databases, type TestContext } from '../test/harness';
import { generatePemPair, loadSigningKeys, rotateStoredKeys } from './keys';
import { TokenService } from './tokens';
import { buildClaimsInput } from './testSupport';

const kidOf = (token: string) => decodeProtectedHeader(token).kid;

/** Issue 48: every instance of one database signs and verifies alike; a rotation signs nobody out. */
describe.each(databases)('shared signing keys on %s', (kind) => {
  let ctx: TestContext;
  let second: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    // a second instance on the same database, with a data folder of its own
    second = await buildApp({ db: ctx.db, changes: ctx.changes, config: { ...ctx.config, dataDir: `${ctx.config.dataDir}-second` }, logger: false, realtimeAdapter: null });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  const me = async (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: `/api/v1/accounts/${await ctx.idOf('staff')}`, headers: { authorization: `Bearer ${token}` } });

  it('a token signed by one instance is accepted by the other, and both publish the same keys', async () => {
    const token = await ctx.token('staff');
    expect((await me(second, token)).statusCode).toBe(200);
    const jwks = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/.well-known/jwks.json' }).then((r) => r.json());
    expect(await jwks(second)).toEqual(await jwks(ctx.app));
  });

  it('two instances starting at once agree on one key', async () => {
    await ctx.db.deleteFrom('signing_keys').execute();
    const started = await Promise.all([0, 1, 2].map(() => loadSigningKeys({ privateKeyPem: null, publicKeyPem: null, db: ctx.db })));
    expect(new Set(started.map((k) => k.kid)).size).toBe(1);
    expect(await ctx.db.selectFrom('signing_keys').select('kid').execute()).toEqual([{ kid: started[0]!.kid }]);
    // the running instances reload on the database's change notification
    await vi.waitFor(async () => expect(kidOf((await signIn(second)).token)).toBe(started[0]!.kid), { timeout: 10_000 });
  });

  async function signIn(app: FastifyInstance) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: 'staff@arcadia.example', password: 'Demo#2026' } });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>();
  }

  it('after a rotation: new tokens carry the new key, tokens of the old one stay valid on every instance, the JWKS has both', async () => {
    const before = (await signIn(ctx.app)).token;
    const { kid, previousKid } = await rotateStoredKeys(ctx.db, { accessTokenTtlSeconds: 900 });
    expect(previousKid).toBe(kidOf(before));
    // every instance learns it from the database's notification
    for (const app of [ctx.app, second]) await vi.waitFor(async () => expect(kidOf((await signIn(app)).token)).toBe(kid), { timeout: 10_000 });
    for (const app of [ctx.app, second]) expect((await me(app, before)).statusCode).toBe(200);
    const published = (await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<{ keys: { kid: string }[] }>().keys.map((k) => k.kid);
    expect(published.sort()).toEqual([kid, previousKid].sort());
    // a second rotation would drop a key whose tokens may still be live: refused unless forced
    await expect(rotateStoredKeys(ctx.db, { accessTokenTtlSeconds: 900 })).rejects.toThrow(/ACCESS_TOKEN_TTL/);
    await rotateStoredKeys(ctx.db, { accessTokenTtlSeconds: 900, force: true });
    await vi.waitFor(async () => expect((await me(second, before)).statusCode).toBe(401), { timeout: 10_000 });
  });

  it('keys from the environment: the previous public key still verifies', async () => {
    const old = await generatePemPair();
    const next = await generatePemPair();
    const oldKeys = await loadSigningKeys({ privateKeyPem: old.privatePem, publicKeyPem: old.publicPem });
    const rotated = await loadSigningKeys({ privateKeyPem: next.privatePem, publicKeyPem: next.publicPem, previousPublicKeyPem: old.publicPem });
    const claims = buildClaimsInput();
    const { token } = await new TokenService(oldKeys, 60).sign(claims);
    expect((await new TokenService(rotated, 60).verify(token))?.id).toBe(7);
    expect(rotated.jwks.keys).toHaveLength(2);
    const unrelated = await loadSigningKeys({ privateKeyPem: next.privatePem, publicKeyPem: next.publicPem });
    expect(await new TokenService(unrelated, 60).verify(token)).toBeNull();
  });
});
