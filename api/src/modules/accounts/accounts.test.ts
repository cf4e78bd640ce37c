import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_QUERY_MESSAGES,
  AUTH_MESSAGES,
  illegalStatusChangeMessage,
  type Account,
  type SessionTokens,
  type TokenClaims,
  type UserStatus,
  type ValidationRequests,
} from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, factories, type TestContext } from '../../test/harness';
import { accountIdsSignedIn, bearer, type AccountIds } from './testSupport';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

describe.each(databases)('accounts api on %s', (kind) => {
  let ctx: TestContext;
  let ids: AccountIds;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    ids = await accountIdsSignedIn(ctx);
  });
  afterAll(() => ctx.close());

  it('401 without a token on every accounts route', async () => {
    for (const [method, url] of [
      ['GET', `/api/v1/accounts/${ids.staff}`],
      ['PUT', `/api/v1/accounts/${ids.staff}`],
      ['GET', `/api/v1/accounts/impersonate/${ids.staff}`],
      ['PUT', `/api/v1/accounts/${ids.staff}/user/first_access`],
      ['POST', '/api/v1/accounts/change/password_temporary'],
      ['PUT', `/api/v1/accounts/change_status/${ids.staff}`],
      ['GET', '/api/v1/accounts?user_status=unverified'],
      ['GET', '/api/v1/accounts?limit=5&offset=0'],
      ['POST', '/api/v1/accounts/filter/users'],
      ['GET', '/api/v1/accounts/export/csv'],
      ['GET', `/api/v1/accounts/${ids.staff}/activities`],
    ] as const) {
      expect((await ctx.request({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('403 for someone else’s account without user_management, nothing written', async () => {
    const before = await databaseFingerprint(ctx.db);
    expect((await ctx.request({ method: 'GET', url: `/api/v1/accounts/${ids.manager}`, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${ids.manager}`, payload: { first_name: 'X' }, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: `/api/v1/accounts/impersonate/${ids.partner}`, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${ids.manager}/user/first_access`, as: 'admin' })).statusCode).toBe(403);
    const otherPassword = await ctx.request({
      method: 'POST',
      url: '/api/v1/accounts/change/password_temporary',
      payload: { id: ids.manager, password: 'New-pass-2026' },
      as: 'staff',
    });
    expect(otherPassword.statusCode).toBe(403);
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${ids.partner}`, payload: { status_name: 'blocked' }, as: 'manager' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts?user_status=unverified', as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts?limit=5', as: 'partner' })).statusCode).toBe(403);
    // the right is checked before the query: a bad query from someone without it is still a 403
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts?limit=abc', as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/accounts/filter/users', payload: { type: 'G', groups: [15] }, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/export/csv', as: 'partner' })).statusCode).toBe(403);
    // activities are your own, even for an administrator
    expect((await ctx.request({ method: 'GET', url: `/api/v1/accounts/${ids.staff}/activities`, as: 'admin' })).statusCode).toBe(403);
    // a refused caller is refused before the move is judged, even an illegal one
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${ids.partner}`, payload: { status_name: 'active' }, as: 'staff' })).statusCode).toBe(403);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('returns my account, and others’ to user administrators', async () => {
    const mine = await ctx.request({ method: 'GET', url: `/api/v1/accounts/${ids.staff}`, as: 'staff' });
    expect(mine.statusCode).toBe(200);
    const account = mine.json<{ results: Account }>().results;
    expect(account).toMatchObject({
      email: 'staff@arcadia.example',
      group_name: 'Team Member',
      profiles_name: 'Company Business',
      status: 'ACTIVE',
      location_name: 'Dallas Galleria, TX',
    });
    expect(account).not.toHaveProperty('password_hash');
    expect((await ctx.request({ method: 'GET', url: `/api/v1/accounts/${ids.staff}`, as: 'admin' })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/999999', as: 'admin' })).statusCode).toBe(404);
  });

  it('lets a validator open a registration awaiting validation, and no other account', async () => {
    // group 9 (Technical) gets user_validation view only, as a validators' group would
    await ctx.db.updateTable('group_permissions').set({ view: true }).where('group_id', '=', 9).where('module', '=', 'user_validation').execute();
    await ctx.db.updateTable('group_permissions').set({ view: false }).where('group_id', '=', 9).where('module', '=', 'user_management').execute();
    const validator = await factories.account(ctx.db, { group_id: 9 });
    const pending = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
    const signIn = await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: validator.email, password: 'Demo#2026' } });
    expect(signIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signIn.json<{ token: string }>().token}` };

    const opened = await ctx.request({ method: 'GET', url: `/api/v1/accounts/${pending.id}`, headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<{ results: Account }>().results).toMatchObject({ id: pending.id, status: 'UNVERIFIED' });
    expect((await ctx.request({ method: 'GET', url: `/api/v1/accounts/${ids.manager}`, headers })).statusCode).toBe(403);
    // an unknown id is refused the same way, so a validator cannot probe which ids exist beyond the queue
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/999999', headers })).statusCode).toBe(403);
  });

  it('updates my names, phone and picture, and hands me a new token that says so', async () => {
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/v1/accounts/${ids.partner}`,
      payload: { first_name: 'Patricia', phone_number: '(407) 555-0199', image: dataUrl(PNG_1PX) },
      as: 'partner',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: Account } & SessionTokens>();
    expect(body.results).toMatchObject({ first_name: 'Patricia', last_name: 'Nguyen', phone_number: '(407) 555-0199' });
    expect(body.results.url_image).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.png$/);
    const claims = decodeJwt(body.token) as unknown as TokenClaims;
    expect(claims).toMatchObject({ first_name: 'Patricia', image_url: body.results.url_image });
    // the stored file is served, with its type from the bytes
    const file = await ctx.request({ method: 'GET', url: body.results.url_image! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(await ctx.storage.has(body.results.url_image!)).toBe(true);
    // the previous session's refresh token was rotated into the new one
    const refreshed = await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: body.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses a picture that is not a real .jpg/.png or is 4 MB or more', async () => {
    const fake = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${ids.staff}`, payload: { image: dataUrl(Buffer.from('GIF89a-not-a-png')) }, as: 'staff' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toEqual({ code: 'BAD_REQUEST', field: 'image', message: ACCOUNT_MESSAGES.imageType });
    const gif = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${ids.staff}`, payload: { image: 'data:image/gif;base64,R0lGODlh' }, as: 'staff' });
    expect(gif.statusCode).toBe(400);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(4 * 1024 * 1024)]);
    const tooBig = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${ids.staff}`, payload: { image: dataUrl(big) }, as: 'staff' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe(ACCOUNT_MESSAGES.imageTooLarge);
    const blank = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${ids.staff}`, payload: { first_name: '  ' }, as: 'staff' });
    expect(blank.json().error).toEqual({ code: 'VALIDATION_ERROR', field: 'first_name', message: "First name can't be blank." });
  });

  it('an administrator’s edit of someone else returns no token', async () => {
    const res = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${ids.manager}`, payload: { last_name: 'Lopez-Diaz' }, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('token');
    expect(res.json().results.last_name).toBe('Lopez-Diaz');
  });

  it('marks my first access done', async () => {
    expect((decodeJwt(await ctx.token('staff')) as unknown as TokenClaims).first_access).toBe(true);
    const res = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/${ids.staff}/user/first_access`, as: 'staff' });
    expect(res.statusCode).toBe(204);
    const row = await ctx.db.selectFrom('accounts').select('first_access').where('id', '=', ids.staff).executeTakeFirstOrThrow();
    expect(row.first_access).toBe(false);
  });

  it('an expired password signs in flagged, and the temporary-password change clears it', async () => {
    const signin = await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: 'expired@arcadia.example', password: 'Demo#2026' } });
    const tokens = signin.json<SessionTokens>();
    expect((decodeJwt(tokens.token) as unknown as TokenClaims).password_expired).toBe(true);
    const short = await ctx.request({
      method: 'POST',
      url: '/api/v1/accounts/change/password_temporary',
      payload: { id: ids.expired, password: 'short' },
      headers: bearer(tokens.token),
    });
    expect(short.json().error.message).toBe(AUTH_MESSAGES.passwordTooShort);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/accounts/change/password_temporary',
      payload: { id: ids.expired, password: 'Brand-new-2026' },
      headers: bearer(tokens.token),
    });
    expect(res.statusCode).toBe(200);
    expect((decodeJwt(res.json<SessionTokens>().token) as unknown as TokenClaims).password_expired).toBe(false);
    const again = await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: 'expired@arcadia.example', password: 'Brand-new-2026' } });
    expect(again.statusCode).toBe(200);
  });

  describe('impersonation', () => {
    it('gives an administrator the user’s tokens, flagged, and writes who/whom/when to the audit log', async () => {
      const res = await ctx.request({ method: 'GET', url: `/api/v1/accounts/impersonate/${ids.staff}`, as: 'admin' });
      expect(res.statusCode).toBe(200);
      const claims = decodeJwt(res.json<SessionTokens>().token) as unknown as TokenClaims;
      expect(claims).toMatchObject({ id: ids.staff, email: 'staff@arcadia.example', impersonate: true, impersonator_id: ids.admin });
      const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'account.impersonate').where('target_id', '=', String(ids.staff)).execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_id: ids.admin, target_type: 'account' });
      expect(audit[0]!.details).toMatchObject({ impersonator_email: 'admin@arcadia.example', target_email: 'staff@arcadia.example' });
      expect(Date.now() - audit[0]!.created_at.getTime()).toBeLessThan(60_000);
      // the impersonated session acts as the user (a Team Member may not list locations)
      const asStaff = await ctx.request({ method: 'GET', url: '/api/v1/locations', headers: bearer(res.json<SessionTokens>().token) });
      expect(asStaff.statusCode).toBe(403);
    });

    it('refuses inactive, blocked and unverified users with the spec message', async () => {
      for (const status of ['INACTIVE', 'BLOCKED', 'UNVERIFIED'] as const) {
        const target = await factories.account(ctx.db, { status });
        const res = await ctx.request({ method: 'GET', url: `/api/v1/accounts/impersonate/${target.id}`, as: 'admin' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe('Cannot impersonate Inactives users');
      }
    });

    it('refuses yourself, unknown ids, and a Super Admin for a non-Super-Admin', async () => {
      expect((await ctx.request({ method: 'GET', url: `/api/v1/accounts/impersonate/${ids.admin}`, as: 'admin' })).statusCode).toBe(400);
      expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/impersonate/999999', as: 'admin' })).statusCode).toBe(404);
      const hr = await factories.account(ctx.db, { group_id: 2 }); // Admin group: user_management edit
      const { token } = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: hr.email, password: 'Demo#2026' } })).json<SessionTokens>();
      const res = await ctx.request({ method: 'GET', url: `/api/v1/accounts/impersonate/${ids.admin}`, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect((await ctx.request({ method: 'GET', url: `/api/v1/accounts/impersonate/${ids.staff}`, headers: bearer(token) })).statusCode).toBe(200);
    });

    it('ends the impersonated session when the administrator is blocked', async () => {
      const admin2 = await factories.account(ctx.db, { group_id: 2 });
      const { token } = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: admin2.email, password: 'Demo#2026' } })).json<SessionTokens>();
      const imp = (await ctx.request({ method: 'GET', url: `/api/v1/accounts/impersonate/${ids.staff}`, headers: bearer(token) })).json<SessionTokens>();
      const me = () => ctx.request({ method: 'GET', url: `/api/v1/accounts/${ids.staff}`, headers: bearer(imp.token) });
      expect((await me()).statusCode).toBe(200);
      await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${admin2.id}`, payload: { status_name: 'blocked' }, as: 'admin' });
      expect((await me()).statusCode).toBe(401);
    });
  });

  describe('validation requests', () => {
    it('lists unverified accounts by category: email domain and registered profile', async () => {
      const unverified = async (email: string, profile_id: number, is_company_email: boolean) => {
        const row = await factories.account(ctx.db, { email, status: 'UNVERIFIED', group_id: null });
        await ctx.db.updateTable('accounts').set({ profile_id, is_company_email }).where('id', '=', row.id).execute();
        return row.id;
      };
      const tag = factories.unique();
      const companyPartner = await unverified(`cp.${tag}@arcadia.example`, 2, true);
      const outsideBusiness = await unverified(`ob.${tag}@elsewhere.example`, 1, false);
      const res = await ctx.request({ method: 'GET', url: '/api/v1/accounts?user_status=unverified', as: 'admin' });
      expect(res.statusCode).toBe(200);
      const { results } = res.json<{ results: ValidationRequests }>();
      const emails = (list: Account[]) => list.map((a) => a.email);
      // the seeded registrations: two company-domain employees, two outside partners
      expect(emails(results.employees.employee)).toEqual(expect.arrayContaining(['jordan.lee@arcadia.example', 'riley.chen@arcadia.example']));
      expect(emails(results.partners.partner)).toEqual(expect.arrayContaining(['casey.smith@gmail.example', 'drew.patel@prizesupply.example']));
      // earlier tests leave other unverified accounts behind: check where ours landed, and only there
      expect(results.employees.companyEmail.map((a) => a.id)).toContain(companyPartner);
      expect(results.partners.nonCompanyEmail.map((a) => a.id)).toContain(outsideBusiness);
      const all = [...results.employees.employee, ...results.employees.companyEmail, ...results.partners.partner, ...results.partners.nonCompanyEmail];
      expect(all.every((a) => a.status === 'UNVERIFIED')).toBe(true);
      expect(all.filter((a) => a.id === companyPartner || a.id === outsideBusiness)).toHaveLength(2);
      expect(all[0]).not.toHaveProperty('password_hash');
    });

    it('takes user_status=unverified alone', async () => {
      const other = await ctx.request({ method: 'GET', url: '/api/v1/accounts?user_status=active', as: 'admin' });
      expect(other.json().error).toEqual({ code: 'VALIDATION_ERROR', field: 'user_status', message: ACCOUNT_QUERY_MESSAGES.userStatus });
      const mixed = await ctx.request({ method: 'GET', url: '/api/v1/accounts?user_status=unverified&limit=5', as: 'admin' });
      expect(mixed.json().error.message).toBe(ACCOUNT_QUERY_MESSAGES.notWithStatus);
      expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts?user_status=unverified&x=1', as: 'admin' })).statusCode).toBe(400);
    });
  });

  describe('status machine', () => {
    const move = (id: number, status_name: string, as: 'admin' | 'manager' = 'admin', group_id?: number) =>
      ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${id}`, payload: { status_name, ...(group_id ? { group_id } : {}) }, as });
    const statusOf = async (id: number) => (await ctx.db.selectFrom('accounts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const audits = async (id: number) =>
      (await ctx.db.selectFrom('audit_log').select('details').where('action', '=', 'account.status').where('target_id', '=', String(id)).orderBy('id').execute()).map(
        (r) => r.details,
      );

    it('walks unverified → active → inactive → active → blocked, keeping the group, auditing each move', async () => {
      const user = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
      expect((await move(user.id, 'active', 'admin', 15)).statusCode).toBe(200);
      expect((await move(user.id, 'inactive')).json<{ results: Account }>().results).toMatchObject({ status: 'INACTIVE', group_id: 15 });
      expect((await move(user.id, 'active')).json<{ results: Account }>().results).toMatchObject({ status: 'ACTIVE', group_id: 15 });
      expect((await move(user.id, 'blocked')).json<{ results: Account }>().results.status).toBe('BLOCKED');
      expect((await audits(user.id)).map((d) => (d as { to: string }).to)).toEqual(['ACTIVE', 'INACTIVE', 'ACTIVE', 'BLOCKED']);
    });

    it('blocks an unverified registration', async () => {
      const user = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
      expect((await move(user.id, 'blocked')).statusCode).toBe(200);
      expect(await statusOf(user.id)).toBe('BLOCKED');
    });

    it('refuses illegal moves with 409 and a clear message, writing nothing', async () => {
      const cases: Array<[UserStatus, string, string]> = [
        ['UNVERIFIED', 'inactive', illegalStatusChangeMessage('UNVERIFIED', 'INACTIVE')],
        ['ACTIVE', 'active', ACCOUNT_MESSAGES.sameStatus],
        ['INACTIVE', 'inactive', ACCOUNT_MESSAGES.sameStatus],
        ['BLOCKED', 'active', illegalStatusChangeMessage('BLOCKED', 'ACTIVE')],
        ['BLOCKED', 'inactive', illegalStatusChangeMessage('BLOCKED', 'INACTIVE')],
        ['BLOCKED', 'blocked', ACCOUNT_MESSAGES.sameStatus],
      ];
      for (const [status, to, message] of cases) {
        const user = await factories.account(ctx.db, { status, group_id: 15 });
        const res = await move(user.id, to);
        expect(res.statusCode, `${status} → ${to}`).toBe(409);
        expect(res.json().error).toEqual({ code: 'CONFLICT', field: 'status_name', message });
        expect(await statusOf(user.id)).toBe(status);
        expect(await audits(user.id)).toEqual([]);
      }
      expect(illegalStatusChangeMessage('BLOCKED', 'ACTIVE')).toBe('A blocked account cannot be set active.');
    });

    it('lets an active account be activated again with another group (a group change), audited', async () => {
      const user = await factories.account(ctx.db, { group_id: 15 });
      expect((await move(user.id, 'active', 'admin', 15)).statusCode).toBe(409);
      const res = await move(user.id, 'active', 'admin', 14);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ results: Account }>().results).toMatchObject({ status: 'ACTIVE', group_id: 14 });
      expect(await audits(user.id)).toEqual([{ from: 'ACTIVE', to: 'ACTIVE', group_id: 14 }]);
    });

    it('asks user_validation add for registrations, user_management edit for active ↔ inactive, delete for blocking', async () => {
      // group 11 (HR): user_validation view/add/edit, user_management view/edit, no delete
      const hr = await factories.account(ctx.db, { group_id: 11 });
      const { token } = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: hr.email, password: 'Demo#2026' } })).json<SessionTokens>();
      const asHr = (id: number, status_name: string) =>
        ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${id}`, payload: { status_name, group_id: 15 }, headers: bearer(token) });
      const fresh = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
      expect((await asHr(fresh.id, 'active')).statusCode).toBe(200);
      expect((await asHr(fresh.id, 'inactive')).statusCode).toBe(200);
      expect((await asHr(fresh.id, 'blocked')).statusCode).toBe(403);
      expect(await statusOf(fresh.id)).toBe('INACTIVE');
      const spam = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
      expect((await asHr(spam.id, 'blocked')).statusCode).toBe(200);
    });
  });

  describe('status changes', () => {
    it('activates an unverified account with a group, audited', async () => {
      const target = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
      const noGroup = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${target.id}`, payload: { status_name: 'active' }, as: 'admin' });
      expect(noGroup.json().error).toEqual({ code: 'BAD_REQUEST', field: 'group_id', message: ACCOUNT_MESSAGES.groupRequired });
      const res = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${target.id}`, payload: { status_name: 'active', group_id: 15 }, as: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ results: Account }>().results).toMatchObject({ status: 'ACTIVE', group_name: 'Team Member' });
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'account.status')
        .where('target_id', '=', String(target.id))
        .executeTakeFirstOrThrow();
      expect(audit.details).toMatchObject({ from: 'UNVERIFIED', to: 'ACTIVE' });
    });

    it('refuses changing your own status', async () => {
      const res = await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${ids.admin}`, payload: { status_name: 'inactive' }, as: 'admin' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.cannotChangeOwnStatus);
    });
  });
});
