import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, createLocalJWKSet, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importPKCS8, type JWK, type JWTPayload } from 'jose';
import { io as connect } from 'socket.io-client';
import { REALTIME_PATH } from '@portal/shared';
import { createTestContext, type TestContext, DEMO_PASSWORD } from '@portal/api/testing';
import { setKeySet, verifyToken } from '@portal/shell/auth/verify-token';
import { Tally } from '../tally';

type Surface = 'api' | 'socket' | 'shell';
interface Case {
  name: string;
  token(): Promise<string>;
  /** surfaces that can tell (the shell's verifier has no sessions to look up) */
  surfaces?: Surface[];
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/**
 * JWT matrix (RFC 8725): forged and misused tokens against the api (a signed-in route), the socket handshake and
 * the shell's verifier; every one refused. Each case changes one thing of a genuine token, so a pass means that one
 * check exists. A genuine token is accepted on every surface (the control: a matrix that refuses everything proves
 * nothing).
 */
describe('JWT matrix', () => {
  let ctx: TestContext;
  let base = '';
  let privateKey: CryptoKey;
  let publicPem = '';
  let kid = '';
  let jwks: { keys: JWK[] };
  const tally = new Tally('jwt');

  async function signIn(email = 'staff@arcadia.example') {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; refresh_token?: string }>();
    // the refresh token may travel in the body or, once kept out of scripts' reach, in a cookie
    const cookie = String(res.headers['set-cookie'] ?? '').match(/refresh_token=([^;]+)/)?.[1];
    return { token: body.token, refresh: body.refresh_token ?? (cookie ? decodeURIComponent(cookie) : '') };
  }

  let genuine: Promise<{ token: string; refresh: string }> | null = null;
  /** One staff session whose token the forgeries start from (a sign-in costs a password hash). */
  const staffSession = () => (genuine ??= signIn());

  /** The genuine token's header and claims, changed, signed with the api's own key. */
  async function resign(change: (header: Record<string, unknown>, claims: JWTPayload) => void, key: CryptoKey | Uint8Array = privateKey) {
    const { token } = await staffSession();
    const header = { ...decodeProtectedHeader(token) } as Record<string, unknown>;
    const claims = { ...decodeJwt(token) };
    change(header, claims);
    return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
  }

  const cases: Case[] = [
    {
      name: 'alg none',
      token: async () => {
        const { token } = await staffSession();
        return `${b64({ ...decodeProtectedHeader(token), alg: 'none' })}.${b64(decodeJwt(token))}.`;
      },
    },
    { name: 'HS256 signed with the public key (PEM)', token: () => resign((h) => (h.alg = 'HS256'), new TextEncoder().encode(publicPem)) },
    { name: 'HS256 signed with the public JWK', token: () => resign((h) => (h.alg = 'HS256'), new TextEncoder().encode(JSON.stringify(jwks.keys[0]))) },
    { name: 'unknown kid', token: () => resign((h) => (h.kid = 'rotated-away-2019')) },
    { name: 'injected kid (path)', token: () => resign((h) => (h.kid = '../../../../../../dev/null')) },
    { name: 'injected kid (SQL)', token: () => resign((h) => (h.kid = `' UNION SELECT 'secret' --`)) },
    {
      name: 'jku to an attacker key set, signed by the attacker',
      token: async () => {
        const attacker = await generateKeyPair('ES256');
        return resign((h) => (h.jku = 'https://attacker.example/jwks.json'), attacker.privateKey);
      },
    },
    {
      name: 'embedded jwk of the attacker',
      token: async () => {
        const attacker = await generateKeyPair('ES256', { extractable: true });
        const jwk = await exportJWK(attacker.publicKey);
        return resign((h) => (h.jwk = jwk), attacker.privateKey);
      },
    },
    { name: 'signed by another ES256 key, same kid', token: async () => resign(() => {}, (await generateKeyPair('ES256')).privateKey) },
    { name: 'expired beyond the leeway (5 min ago)', token: () => resign((_, c) => Object.assign(c, { iat: now() - 3600, exp: now() - 300 })) },
    { name: 'nbf in the future (5 min)', token: () => resign((_, c) => (c.nbf = now() + 300)) },
    { name: 'iat in the future (5 min)', token: () => resign((_, c) => Object.assign(c, { iat: now() + 300, exp: now() + 1200 })) },
    { name: 'wrong aud', token: () => resign((_, c) => (c.aud = 'https://payroll.vendorco.example')) },
    { name: 'wrong iss', token: () => resign((_, c) => (c.iss = 'https://idp.vendorco.example')) },
    { name: 'wrong typ (secevent+jwt)', token: () => resign((h) => (h.typ = 'secevent+jwt')) },
    { name: 'refresh token used as access token', token: async () => (await staffSession()).refresh },
    {
      name: 'tampered payload (staff claims the Super Admin group), signature kept',
      token: async () => {
        const { token } = await staffSession();
        const [h, , s] = token.split('.');
        return `${h}.${b64({ ...decodeJwt(token), group_id: 1, roles: { all: ['view', 'add', 'edit', 'delete'] } })}.${s}`;
      },
    },
    { name: 'missing exp', token: () => resign((_, c) => delete c.exp) },
    { name: 'unknown session (sid never issued)', token: () => resign((_, c) => (c.sid = 987_654_321)), surfaces: ['api', 'socket'] },
    {
      name: 'ended session (signed out)',
      token: async () => {
        const { token, refresh } = await signIn();
        const out = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signout',
          payload: refresh ? { refresh_token: refresh } : {},
          headers: { authorization: `Bearer ${token}` },
        });
        expect(out.statusCode).toBeLessThan(300);
        return token;
      },
      surfaces: ['api', 'socket'],
    },
    { name: 'garbage', token: async () => 'not.a.token' },
    { name: 'oversized header (8 KB)', token: async () => `${b64({ alg: 'ES256', pad: 'x'.repeat(8000) })}.e30.AA` },
  ];

  async function apiAccepts(token: string): Promise<boolean> {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/permissions/mine', headers: { authorization: `Bearer ${token}` } });
    return res.statusCode === 200;
  }

  function socketAccepts(token: string): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(base, { path: REALTIME_PATH, transports: ['websocket'], auth: { token }, reconnection: false, timeout: 5000 });
      const done = (ok: boolean) => {
        socket.close();
        resolve(ok);
      };
      socket.on('connect', () => done(true));
      socket.on('connect_error', () => done(false));
    });
  }

  async function shellAccepts(token: string): Promise<boolean> {
    try {
      await verifyToken(token);
      return true;
    } catch {
      return false;
    }
  }

  const accepts: Record<Surface, (token: string) => Promise<boolean>> = { api: apiAccepts, socket: socketAccepts, shell: shellAccepts };

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    // the app's signing key, kept in the database (shared by every instance)
    const stored = await ctx.db.selectFrom('signing_keys').select(['private_pem', 'public_pem']).where('state', '=', 'current').executeTakeFirstOrThrow();
    privateKey = await importPKCS8(stored.private_pem, 'ES256');
    publicPem = stored.public_pem;
    jwks = (await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    kid = String(jwks.keys[0]!.kid);
    // the shell's verifier with the key set it would fetch from the api
    setKeySet(createLocalJWKSet(jwks));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    tally.save();
    setKeySet(null);
    await ctx?.close();
  });

  it('a genuine token is accepted on the api, the socket handshake and the shell (control)', async () => {
    const { token } = await staffSession();
    expect(decodeProtectedHeader(token).kid).toBe(kid);
    for (const surface of ['api', 'socket', 'shell'] as const) tally.check(`genuine token accepted by the ${surface}`, await accepts[surface](token), 'refused');
    expect(tally.failed).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: refused by the api, the socket handshake and the shell', async (_name, c) => {
    const failures: string[] = [];
    // one token per case (an ended session is ended once), tried on each surface
    const token = await c.token();
    for (const surface of c.surfaces ?? (['api', 'socket', 'shell'] as const)) {
      const ok = tally.check(`${c.name} refused by the ${surface}`, !(await accepts[surface](token)), 'accepted');
      if (!ok) failures.push(`${surface} accepted it`);
    }
    expect(failures).toEqual([]);
  });
});
