import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, BUSINESS_PROFILE_ID, PARTNER_PROFILE_ID, type SessionTokens, type TokenClaims } from '@portal/shared';
import { decodeJwt } from 'jose';
import { createTestContext, databases, DEMO, factories, type TestContext } from '../../test/harness';
import { DEMO_PASSWORD } from '../../db/seedData';
import { buildApp } from '../../app';
import { startSmtpSink } from '../../delivery/smtpSink';
import { REGISTERED_ALREADY_SUBJECT } from './service';

describe.each(databases)('auth api on %s', (kind) => {
  let ctx: TestContext;
  let locationId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    locationId = (await ctx.db.selectFrom('locations').select('id').where('active', '=', true).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}) =>
    ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password, ...extra } });
  const registration = (email: string) => ({
    first_name: 'Jamie',
    last_name: 'Rivera',
    email,
    password: 'Sup3r-secret',
    phone_number: '(312) 555-0177',
    location_id: locationId,
  });

  it('public routes need no token (explicitly public, not by prefix)', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/auth/locations' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: { id: number; display_name: string }[] }>();
    expect(results.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(results[0]!)).toEqual(['id', 'display_name']);
  });

  it('signs in with a case-insensitive email and returns ES256 tokens with the claims', async () => {
    const res = await signIn('Admin@Arcadia.Example');
    expect(res.statusCode).toBe(200);
    const tokens = res.json<SessionTokens>();
    const claims = decodeJwt(tokens.token) as unknown as TokenClaims;
    expect(claims).toMatchObject({ email: DEMO.admin, group_id: 1, impersonate: false, password_expired: false, first_access: false });
    expect(claims.roles.permissions_management.delete).toBe(true);
    expect(claims.modules.locations).toEqual({ list: true, read: true, write: true, delete: true });
    expect(tokens.expires_at).toBe(claims.exp);
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('401 with the same message for a wrong password and an unknown email', async () => {
    for (const res of [await signIn(DEMO.admin, 'wrong-password'), await signIn('nobody@arcadia.example')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.invalidCredentials } });
    }
  });

  it('refuses unverified, inactive and blocked accounts with their message and code', async () => {
    const cases = [
      ['UNVERIFIED', 'ACCOUNT_UNVERIFIED', AUTH_MESSAGES.unverified],
      ['INACTIVE', 'ACCOUNT_INACTIVE', AUTH_MESSAGES.inactive],
      ['BLOCKED', 'ACCOUNT_BLOCKED', AUTH_MESSAGES.blocked],
    ] as const;
    for (const [status, code, message] of cases) {
      const account = await factories.account(ctx.db, { status });
      const res = await signIn(account.email);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code, message } });
      // the status is not revealed without the password
      expect((await signIn(account.email, 'wrong-password')).statusCode).toBe(401);
    }
  });

  it('registers a company email as an unverified employee who cannot sign in yet', async () => {
    const email = `new.${factories.unique()}@arcadia.example`;
    const res = await ctx.request({ method: 'POST', url: '/api/v1/auth/register', payload: registration(email.toUpperCase()) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.registered });
    const row = await ctx.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'UNVERIFIED', profile_id: BUSINESS_PROFILE_ID, is_company_email: true, group_id: null });
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const denied = await signIn(email, 'Sup3r-secret');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toEqual({ code: 'ACCOUNT_UNVERIFIED', message: AUTH_MESSAGES.unverified });
    // validators hear about it
    const adminId = await ctx.idOf('admin');
    const notes = await ctx.db.selectFrom('notifications').select('content').where('user_id_receptor', '=', adminId).execute();
    expect(notes.some((n) => n.content.includes(email))).toBe(true);
  });

  it('registers any other email as a partner', async () => {
    const email = `vendor.${factories.unique()}@prizes.example`;
    expect((await ctx.request({ method: 'POST', url: '/api/v1/auth/register', payload: registration(email) })).statusCode).toBe(201);
    const row = await ctx.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'UNVERIFIED', profile_id: PARTNER_PROFILE_ID, is_company_email: false });
  });

  it('an email that exists gets the same answer as a new one (no enumeration) and its owner an email, through a real SMTP server', async () => {
    const smtp = await startSmtpSink();
    const app = await buildApp({ db: ctx.db, changes: ctx.changes, config: { ...ctx.config, deliveryWorker: true, smtpUrl: smtp.url }, logger: false });
    try {
      await app.ready();
      const before = await ctx.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const taken = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration('STAFF@arcadia.example') });
      const fresh = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration(`new.${factories.unique()}@arcadia.example`) });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual(fresh.json());
      expect(taken.json()).toEqual({ message: AUTH_MESSAGES.registered });
      const after = await ctx.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n) + 1); // the new one only
      const deadline = Date.now() + 20_000;
      while (!smtp.mails.some((m) => m.subject === REGISTERED_ALREADY_SUBJECT) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const mail = smtp.mails.find((m) => m.subject === REGISTERED_ALREADY_SUBJECT);
      expect(mail?.to).toEqual([DEMO.staff]);
      expect(mail?.decoded).toContain('You already have one');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('400 for a short password or an unknown location', async () => {
    const short = await ctx.request({ method: 'POST', url: '/api/v1/auth/register', payload: { ...registration('a@b.example'), password: 'short' } });
    expect(short.json()).toEqual({ error: { code: 'VALIDATION_ERROR', field: 'password', message: AUTH_MESSAGES.passwordTooShort } });
    const nowhere = await ctx.request({ method: 'POST', url: '/api/v1/auth/register', payload: { ...registration('c@d.example'), location_id: 99999 } });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.field).toBe('location_id');
  });

  it('refresh rotates: the new pair works, the old refresh token does not', async () => {
    const first = (await signIn(DEMO.manager)).json<SessionTokens>();
    const res = await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: first.refresh_token } });
    expect(res.statusCode).toBe(200);
    const second = res.json<SessionTokens>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const me = await ctx.request({ method: 'GET', url: `/api/v1/accounts/${await ctx.idOf('manager')}`, headers: { authorization: `Bearer ${second.token}` } });
    expect(me.statusCode).toBe(200);
    const replay = await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: first.refresh_token } });
    expect(replay.statusCode).toBe(401);
  });

  it('stay signed in: 30 days with remember, 12 hours without', async () => {
    const days = async (remember: boolean) => {
      const tokens = (await signIn(DEMO.partner, DEMO_PASSWORD, { remember })).json<SessionTokens>();
      const claims = decodeJwt(tokens.token) as unknown as { sid: number };
      const row = await ctx.db.selectFrom('refresh_tokens').select('expires_at').where('id', '=', claims.sid).executeTakeFirstOrThrow();
      return (row.expires_at.getTime() - Date.now()) / 86_400_000;
    };
    expect(await days(true)).toBeCloseTo(30, 1);
    expect(await days(false)).toBeCloseTo(0.5, 1);
  });

  it('signout ends the refresh token (204)', async () => {
    const tokens = (await signIn(DEMO.staff)).json<SessionTokens>();
    const out = await ctx.request({ method: 'POST', url: '/api/v1/auth/signout', payload: { refresh_token: tokens.refresh_token } });
    expect(out.statusCode).toBe(204);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: tokens.refresh_token } })).statusCode).toBe(401);
  });

  it('refresh refuses an account blocked since sign-in', async () => {
    const account = await factories.account(ctx.db);
    const tokens = (await signIn(account.email)).json<SessionTokens>();
    await ctx.db.updateTable('accounts').set({ status: 'BLOCKED' }).where('id', '=', account.id).execute();
    const res = await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: tokens.refresh_token } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_BLOCKED');
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with the spec message after 3 attempts a minute (configured)', async () => {
    const ctx = await createTestContext('pglite', { config: { signinRateLimit: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const attempt = () => ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: DEMO.staff, password: 'nope-nope' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts } });
    } finally {
      await ctx.close();
    }
  });
});
