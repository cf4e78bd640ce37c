import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { RECOVER_PASSWORD_MESSAGES, TEMPORARY_PASSWORD_LENGTH, type Account, type SessionTokens, type TokenClaims } from '@portal/shared';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { DEMO_PASSWORD } from '../../db/seedData';
import { accountsFingerprint, auditRows, bearer, signIn } from './testSupport';

const URL = '/api/v1/accounts/recover_password_expired';

describe.each(databases)('recover an expired password on %s', (kind) => {
  let ctx: TestContext;
  let expiredId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    expiredId = await ctx.idOf('expired');
    await Promise.all((['admin', 'staff', 'partner'] as const).map((u) => ctx.token(u)));
  });
  afterAll(() => ctx.close());

  const expiredUser = async (overrides: Parameters<typeof factories.account>[1] = {}) => {
    return factories.account(ctx.db, { password_expired_time: new Date(Date.now() - 86_400_000), ...overrides });
  };

  it('401 without a token, 403 without user_management edit; nothing written', async () => {
    const before = await accountsFingerprint(ctx.db);
    expect((await ctx.request({ method: 'POST', url: URL, payload: { id: expiredId } })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: URL, payload: { id: expiredId }, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'POST', url: URL, payload: { id: 'x' }, as: 'partner' })).statusCode).toBe(403);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });

  it('refuses bad bodies, unknown ids, unexpired passwords, yourself and unlisted accounts; nothing written', async () => {
    const fresh = await factories.account(ctx.db);
    const blocked = await expiredUser({ status: 'BLOCKED' });
    const adminId = await ctx.idOf('admin');
    const before = await accountsFingerprint(ctx.db);
    for (const payload of [{}, { id: 'abc' }, { id: -1 }, { id: expiredId, more: 1 }]) {
      expect((await ctx.request({ method: 'POST', url: URL, payload, as: 'admin' })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await ctx.request({ method: 'POST', url: URL, payload: { id: 999_999 }, as: 'admin' })).statusCode).toBe(404);
    const notExpired = await ctx.request({ method: 'POST', url: URL, payload: { id: fresh.id }, as: 'admin' });
    expect(notExpired.statusCode).toBe(409);
    expect(notExpired.json().error).toEqual({ code: 'CONFLICT', field: 'id', message: RECOVER_PASSWORD_MESSAGES.notExpired });
    const self = await ctx.request({ method: 'POST', url: URL, payload: { id: adminId }, as: 'admin' });
    expect(self.json().error.message).toBe(RECOVER_PASSWORD_MESSAGES.self);
    expect((await ctx.request({ method: 'POST', url: URL, payload: { id: blocked.id }, as: 'admin' })).json().error.message).toBe(RECOVER_PASSWORD_MESSAGES.notListed);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });

  it('sets a temporary password that only opens the Update Password overlay, ends old sessions, audited', async () => {
    const user = await expiredUser({ status: 'INACTIVE' });
    await ctx.db.updateTable('accounts').set({ status: 'ACTIVE' }).where('id', '=', user.id).execute();
    const old = await signIn(ctx, user.email);
    const res = await ctx.request({ method: 'POST', url: URL, payload: { id: user.id }, as: 'admin' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: Account; temporary_password: string }>();
    expect(body.temporary_password).toMatch(new RegExp(`^[A-Za-z2-9]{${TEMPORARY_PASSWORD_LENGTH}}$`));
    expect(body.results).toMatchObject({ id: user.id, password_is_expired: true });
    // the old password and the old session are gone
    expect((await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: user.email, password: DEMO_PASSWORD } })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: old.refresh_token } })).statusCode).toBe(401);
    // the temporary one signs in flagged, and the user's own change clears the flag
    const temp = await signIn(ctx, user.email, body.temporary_password);
    expect((decodeJwt(temp.token) as unknown as TokenClaims).password_expired).toBe(true);
    const changed = await ctx.request({
      method: 'POST',
      url: '/api/v1/accounts/change/password_temporary',
      payload: { id: user.id, password: 'My-own-2026' },
      headers: bearer(temp.token),
    });
    expect(changed.statusCode).toBe(200);
    expect((decodeJwt(changed.json<SessionTokens>().token) as unknown as TokenClaims).password_expired).toBe(false);
    const audits = await auditRows(ctx.db, 'account.recover_password', user.id);
    expect(audits).toEqual([{ actor_id: await ctx.idOf('admin'), details: { email: user.email } }]);
    expect(JSON.stringify(audits)).not.toContain(body.temporary_password);
    // once changed, the password is no longer expired: a second recovery is refused
    expect((await ctx.request({ method: 'POST', url: URL, payload: { id: user.id }, as: 'admin' })).statusCode).toBe(409);
  });

  it('works on the seeded expired account too, and a non-Super-Admin cannot recover a Super Admin', async () => {
    expect((await ctx.request({ method: 'POST', url: URL, payload: { id: expiredId }, as: 'admin' })).statusCode).toBe(200);
    const hr = await factories.account(ctx.db, { group_id: 11 });
    const { token } = await signIn(ctx, hr.email);
    const boss = await expiredUser({ group_id: 1 });
    const before = await accountsFingerprint(ctx.db);
    expect((await ctx.request({ method: 'POST', url: URL, payload: { id: boss.id }, headers: bearer(token) })).statusCode).toBe(403);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });
});
