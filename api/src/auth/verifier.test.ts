import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { AUTH_MESSAGES, type SessionTokens } from '@portal/shared';
import { createTestContext, databases, factories, type TestContext } from '../test/harness';
import { connected, join, listen, openSocket, until } from '../modules/chat/testKit';
import { loadSigningKeys, type SigningKeys } from './keys';
import { ACCESS_TOKEN_TYPE, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@portal/shared';

/** Issue 19, points 1–3: one verifier for api and sockets; sessions that end end everything, sockets included. */
describe.each(databases)('access token verifier and session end on %s', (kind) => {
  let ctx: TestContext;
  let url: string;
  let keys: SigningKeys;
  const opened: { disconnect(): unknown }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    url = await listen(ctx);
    // the key the app signs with (generated under its DATA_DIR)
    keys = await loadSigningKeys({ privateKeyPem: null, publicKeyPem: null, dataDir: ctx.config.dataDir, db: ctx.db });
  });
  afterAll(async () => {
    for (const socket of opened) socket.disconnect();
    await ctx.close();
  });

  async function signIn(email: string, password = 'Demo#2026'): Promise<SessionTokens> {
    const res = await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return res.json<SessionTokens>();
  }
  /** a signed-in call: the caller's own account (the id read from the token without trusting it) */
  const me = (token: string) => {
    let id: unknown = 0;
    try {
      id = decodeJwt(token).id;
    } catch {}
    return ctx.request({ method: 'GET', url: `/api/v1/accounts/${String(id)}`, headers: { authorization: `Bearer ${token}` } });
  };
  async function socketOutcome(token: unknown): Promise<string> {
    const { socket, outcome } = openSocket(url, token);
    opened.push(socket);
    return outcome;
  }

  /** A token signed with the api's own key, from a real one with some claims or header fields changed. */
  async function forge(real: string, claims: Record<string, unknown>, header: Record<string, unknown> = {}, drop: string[] = []) {
    const payload: Record<string, unknown> = { ...decodeJwt(real), ...claims };
    for (const name of drop) delete payload[name];
    return new SignJWT(payload).setProtectedHeader({ ...decodeProtectedHeader(real), ...header, alg: 'ES256', kid: keys.kid } as never).sign(keys.privateKey);
  }

  it('a real token works on the api and the socket', async () => {
    const { token } = await signIn('staff@arcadia.example');
    expect(decodeProtectedHeader(token).typ).toBe(ACCESS_TOKEN_TYPE);
    expect(decodeJwt(token)).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    expect((await me(token)).statusCode).toBe(200);
    expect(await socketOutcome(token)).toBe('connected');
  });

  it('refuses tokens with the wrong typ, iss or aud, without exp, iat in the future, or naming no session (api 401, socket refused)', async () => {
    const { token } = await signIn('staff@arcadia.example');
    const now = Math.floor(Date.now() / 1000);
    const forged = {
      'typ JWT': await forge(token, {}, { typ: 'JWT' }),
      'no typ': await forge(token, {}, { typ: undefined }),
      'another issuer': await forge(token, { iss: 'https://elsewhere.example' }),
      'another audience': await forge(token, { aud: 'some-other-service' }),
      'no audience': await forge(token, {}, {}, ['aud']),
      'no exp': await forge(token, {}, {}, ['exp']),
      'no iat': await forge(token, {}, {}, ['iat']),
      'iat an hour ahead': await forge(token, { iat: now + 3600, exp: now + 4000 }),
      'nbf an hour ahead': await forge(token, { nbf: now + 3600 }),
      'a session id that does not exist': await forge(token, { sid: 987654321 }),
      'another account’s id in the session': await forge(token, { id: await ctx.idOf('admin'), sub: String(await ctx.idOf('admin')) }),
      'sub not the id': await forge(token, { sub: '1' }),
      'HS256 with the public key as secret': await new SignJWT(decodeJwt(token))
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: keys.kid })
        .sign(new TextEncoder().encode(JSON.stringify(keys.jwks.keys[0]))),
    };
    for (const [what, bad] of Object.entries(forged)) {
      expect({ what, status: (await me(bad)).statusCode }).toEqual({ what, status: 401 });
      expect({ what, socket: await socketOutcome(bad) }).toEqual({ what, socket: 'unauthorized' });
    }
    // a small clock skew between instances is fine
    const skewed = await forge(token, { iat: now + 10 });
    expect((await me(skewed)).statusCode).toBe(200);
  });

  it('sign-out ends the access token at once and closes the session’s sockets within 5 s', async () => {
    const session = await signIn('manager@arcadia.example');
    const other = await signIn('manager@arcadia.example');
    expect((await me(session.token)).statusCode).toBe(200);
    const socket = await connected(url, session.token);
    const otherSocket = await connected(url, other.token);
    opened.push(socket, otherSocket);
    const res = await ctx.request({ method: 'POST', url: '/api/v1/auth/signout', payload: { refresh_token: session.refresh_token } });
    expect(res.statusCode).toBe(204);
    expect((await me(session.token)).statusCode).toBe(401);
    await until(() => socket.disconnected, 5_000);
    // the account's other session goes on
    expect((await me(other.token)).statusCode).toBe(200);
    expect(otherSocket.connected).toBe(true);
  });

  it('a refresh keeps the session (and its sockets); the old refresh token is dead', async () => {
    const session = await signIn('partner@vendorco.example');
    const socket = await connected(url, session.token);
    opened.push(socket);
    const res = await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: session.refresh_token } });
    expect(res.statusCode).toBe(200);
    const next = res.json<SessionTokens>();
    expect(decodeJwt(next.token).sid).toBe(decodeJwt(session.token).sid);
    expect((await me(next.token)).statusCode).toBe(200);
    const again = await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: session.refresh_token } });
    expect(again.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 300)); // a sweep ran after the rotation's notification
    expect(socket.connected).toBe(true);
  });

  for (const status_name of ['blocked', 'inactive'] as const) {
    it(`${status_name}: the user's tokens stop at once and every socket (location chat included) closes within 5 s`, async () => {
      const location = await factories.location(ctx.db);
      const account = await factories.account(ctx.db, { location_id: location.id });
      const { token } = await signIn(account.email);
      const bell = await connected(url, token);
      const chat = await connected(url, token);
      opened.push(bell, chat);
      expect(await join(chat, location.id)).toEqual({ ok: true });
      const started = Date.now();
      const res = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${account.id}`, payload: { status_name }, as: 'admin' });
      expect(res.statusCode).toBe(200);
      expect((await me(token)).statusCode).toBe(401);
      await until(() => bell.disconnected && chat.disconnected, 5_000);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await socketOutcome(token)).toBe('unauthorized');
    });
  }

  it('a session ended by a write from elsewhere (another instance, psql) closes its sockets through the change notification', async () => {
    const account = await factories.account(ctx.db);
    const { token } = await signIn(account.email);
    const socket = await connected(url, token);
    opened.push(socket);
    // straight to the database: no api code runs, only the NOTIFY of migration 20261125060000 tells the app
    await ctx.db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('account_id', '=', account.id).execute();
    await until(() => socket.disconnected, 5_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('an administrator setting a password ends the account’s sessions', async () => {
    const account = await factories.account(ctx.db);
    const { token } = await signIn(account.email);
    const socket = await connected(url, token);
    opened.push(socket);
    const res = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${account.id}`, payload: { password: 'Another#2026' }, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    await until(() => socket.disconnected, 5_000);
  });

  describe('POST /accounts/change/password_temporary', () => {
    const change = (token: string, password: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/v1/accounts/change/password_temporary',
        payload: { id: decodeJwt(token).id, password },
        headers: { authorization: `Bearer ${token}` },
      });

    it('is refused with a clear message when the password has not expired, and changes nothing', async () => {
      const account = await factories.account(ctx.db);
      const { token } = await signIn(account.email);
      const res = await change(token, 'Takeover#2026');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(AUTH_MESSAGES.passwordNotExpired);
      // the old password still signs in, the new one does not
      await signIn(account.email);
      const refused = await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: account.email, password: 'Takeover#2026' } });
      expect(refused.statusCode).toBe(401);
    });

    it('replaces an expired password and ends every other session of the account', async () => {
      const account = await factories.account(ctx.db, { password_expired_time: new Date(Date.now() - 86_400_000) });
      const elsewhere = await signIn(account.email);
      const elsewhereSocket = await connected(url, elsewhere.token);
      opened.push(elsewhereSocket);
      const here = await signIn(account.email);
      const res = await change(here.token, 'Chosen#2026x');
      expect(res.statusCode).toBe(200);
      const fresh = res.json<SessionTokens>();
      expect(decodeJwt(fresh.token).password_expired).toBe(false);
      expect((await me(fresh.token)).statusCode).toBe(200);
      expect((await me(elsewhere.token)).statusCode).toBe(401);
      const refresh = await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: elsewhere.refresh_token } });
      expect(refresh.statusCode).toBe(401);
      await until(() => elsewhereSocket.disconnected, 5_000);
      // now that it is not expired any more, a second call is refused
      expect((await change(fresh.token, 'Again#2026xx')).statusCode).toBe(409);
    });
  });
});
