import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_MESSAGES, type Account, type AccountUpgradeRequest, type PortalNotification } from '@portal/shared';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { accountsFingerprint, auditRows, bearer, signIn } from './testSupport';

type One = { results: AccountUpgradeRequest };

describe.each(databases)('account upgrades on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await Promise.all((['admin', 'staff', 'partner'] as const).map((u) => ctx.token(u)));
  });
  afterAll(() => ctx.close());

  /** An active partner (personal email) signed in: a fresh one per test, so tests do not share requests. */
  async function partner() {
    const tag = factories.unique();
    const account = await factories.account(ctx.db, { email: `pat.${tag}@vendorco.example`, group_id: 16 });
    await ctx.db.updateTable('accounts').set({ profile_id: 2, is_company_email: false }).where('id', '=', account.id).execute();
    const { token } = await signIn(ctx, account.email);
    const ask = (payload: unknown) => ctx.request({ method: 'POST', url: '/api/v1/accounts/upgrade', payload: payload as object, headers: bearer(token) });
    return { account, token, tag, ask };
  }
  const upgrade = (customerId: number, payload: object, as: 'admin' | 'staff' | 'partner' = 'admin') =>
    ctx.request({ method: 'PUT', url: `/api/v1/accounts/upgrade/${customerId}`, payload, as });

  it('401 without a token on every upgrade route; 403 for the admin side without user_validation; nothing written', async () => {
    const before = await accountsFingerprint(ctx.db);
    for (const [method, url] of [
      ['POST', '/api/v1/accounts/upgrade'],
      ['GET', '/api/v1/accounts/upgrade/mine'],
      ['GET', '/api/v1/accounts/upgrade/list'],
      ['PUT', '/api/v1/accounts/upgrade/1'],
    ] as const) {
      expect((await ctx.request({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/upgrade/list', as: 'staff' })).statusCode).toBe(403);
    expect((await upgrade(1, { business_email: 'x@arcadia.example', groupId: 15 }, 'staff')).statusCode).toBe(403);
    expect((await upgrade(1, { nonsense: true }, 'partner')).statusCode).toBe(403);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });

  it('a partner asks once with a company email; refusals say why and write nothing', async () => {
    const me = await partner();
    const before = await accountsFingerprint(ctx.db);
    const refusals: Array<[unknown, number, string]> = [
      [{}, 400, UPGRADE_MESSAGES.companyEmailRequired],
      [{ business_email: 'not-an-email' }, 400, UPGRADE_MESSAGES.companyEmailRequired],
      [{ business_email: `pat.${me.tag}@gmail.example` }, 400, UPGRADE_MESSAGES.companyEmailRequired],
      [{ business_email: 'staff@arcadia.example' }, 409, UPGRADE_MESSAGES.emailTaken],
      [{ business_email: 'STAFF@Arcadia.example' }, 409, UPGRADE_MESSAGES.emailTaken],
    ];
    for (const [payload, status, message] of refusals) {
      const res = await me.ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    expect((await me.ask({ business_email: 'a@arcadia.example', extra: 1 })).statusCode).toBe(400);
    // a company-email account is a business account already
    const staff = await ctx.request({ method: 'POST', url: '/api/v1/accounts/upgrade', payload: { business_email: `s.${me.tag}@arcadia.example` }, as: 'staff' });
    expect(staff.json().error).toEqual({ code: 'CONFLICT', message: UPGRADE_MESSAGES.alreadyBusiness });
    expect(await accountsFingerprint(ctx.db)).toEqual(before);

    const mineBefore = await ctx.request({ method: 'GET', url: '/api/v1/accounts/upgrade/mine', headers: bearer(me.token) });
    expect(mineBefore.json()).toEqual({ results: null });
    const asked = await me.ask({ business_email: ` Pat.${me.tag}@Arcadia.example ` });
    expect(asked.statusCode).toBe(201);
    const request = asked.json<One>().results;
    expect(request).toMatchObject({
      customer_id: me.account.id,
      user_email: me.account.email,
      business_email: `pat.${me.tag}@arcadia.example`,
      full_name: 'Test User',
      status: 'PENDING',
    });
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/upgrade/mine', headers: bearer(me.token) })).json<One>().results).toEqual(request);
    const twice = await me.ask({ business_email: `other.${me.tag}@arcadia.example` });
    expect(twice.json().error).toEqual({ code: 'CONFLICT', message: UPGRADE_MESSAGES.alreadyPending });
    // someone else cannot ask for an email already asked for
    const other = await partner();
    expect((await other.ask({ business_email: `pat.${me.tag}@arcadia.example` })).json().error.message).toBe(UPGRADE_MESSAGES.emailTaken);
    expect(await auditRows(ctx.db, 'account.upgrade_request', me.account.id)).toHaveLength(1);
    // validators hear of it
    const adminBell = (await ctx.request({ method: 'GET', url: `/api/v1/notify/find/${await ctx.idOf('admin')}`, as: 'admin' })).json<{ results: PortalNotification[] }>();
    expect(adminBell.results.some((n) => n.content.includes(`pat.${me.tag}@arcadia.example`) && n.link_desktop === '/user')).toBe(true);
  });

  it('lists pending requests for validators, oldest first, without blocked accounts', async () => {
    const first = await partner();
    const second = await partner();
    const gone = await partner();
    await first.ask({ business_email: `first.${first.tag}@arcadia.example` });
    await second.ask({ business_email: `second.${second.tag}@arcadia.example` });
    await gone.ask({ business_email: `gone.${gone.tag}@arcadia.example` });
    await ctx.db.updateTable('accounts').set({ status: 'BLOCKED' }).where('id', '=', gone.account.id).execute();
    const res = await ctx.request({ method: 'GET', url: '/api/v1/accounts/upgrade/list', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ results: AccountUpgradeRequest[] }>().results.map((r) => r.customer_id);
    expect(ids.indexOf(first.account.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.account.id)).toBeGreaterThan(ids.indexOf(first.account.id));
    expect(ids).not.toContain(gone.account.id);
  });

  it('refuses an upgrade without a company email or a group, for a changed personal email or a taken email; nothing written', async () => {
    const me = await partner();
    await me.ask({ business_email: `me.${me.tag}@arcadia.example` });
    const noRequest = await factories.account(ctx.db);
    const before = await accountsFingerprint(ctx.db);
    const good = { business_email: `me.${me.tag}@arcadia.example`, personal_email: me.account.email, groupId: 15, profile_id: 1 };
    const cases: Array<[object, number, string, string | undefined]> = [
      [{ ...good, business_email: undefined }, 400, UPGRADE_MESSAGES.companyEmailRequired, 'business_email'],
      [{ ...good, business_email: '' }, 400, UPGRADE_MESSAGES.companyEmailRequired, 'business_email'],
      [{ ...good, business_email: `me.${me.tag}@vendorco.example` }, 400, UPGRADE_MESSAGES.companyEmailRequired, 'business_email'],
      [{ ...good, groupId: undefined }, 400, UPGRADE_MESSAGES.groupRequired, 'groupId'],
      [{ ...good, groupId: null }, 400, UPGRADE_MESSAGES.groupRequired, 'groupId'],
      [{ ...good, groupId: 99 }, 400, UPGRADE_MESSAGES.groupRequired, 'groupId'],
      [{ ...good, groupId: 'x' }, 400, UPGRADE_MESSAGES.groupRequired, 'groupId'],
      [{ ...good, profile_id: 2 }, 400, UPGRADE_MESSAGES.profileFixed, 'profile_id'],
      [{ ...good, personal_email: 'someone@else.example' }, 409, UPGRADE_MESSAGES.personalEmailChanged, 'personal_email'],
      [{ ...good, business_email: 'manager@arcadia.example' }, 409, UPGRADE_MESSAGES.emailTaken, 'business_email'],
    ];
    for (const [payload, status, message, field] of cases) {
      const res = await upgrade(me.account.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toMatchObject({ message, ...(field ? { field } : {}) });
    }
    const nobody = await upgrade(999_999, good);
    expect(nobody.json().error).toEqual({ code: 'NOT_FOUND', message: UPGRADE_MESSAGES.notPending });
    expect((await upgrade(noRequest.id, good)).statusCode).toBe(404);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });

  it('upgrades: business email, Company Business profile, the group, request closed, audited, the user told', async () => {
    const me = await partner();
    await me.ask({ business_email: `asked.${me.tag}@arcadia.example` });
    // the validator may correct the business email in the modal
    const business = `final.${me.tag}@arcadia.example`;
    const res = await upgrade(me.account.id, { business_email: business, personal_email: me.account.email, groupId: 14, profile_id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ results: Account }>().results).toMatchObject({
      id: me.account.id,
      email: business,
      is_company_email: true,
      profile_id: 1,
      profiles_name: 'Company Business',
      group_id: 14,
      group_name: 'Guest Services',
    });
    const row = await ctx.db.selectFrom('account_upgrades').selectAll().where('account_id', '=', me.account.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'UPGRADED', group_id: 14, decided_by: await ctx.idOf('admin'), business_email: business });
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/upgrade/mine', headers: bearer(me.token) })).json()).toEqual({ results: null });
    const listed = (await ctx.request({ method: 'GET', url: '/api/v1/accounts/upgrade/list', as: 'admin' })).json<{ results: AccountUpgradeRequest[] }>();
    expect(listed.results.map((r) => r.customer_id)).not.toContain(me.account.id);
    expect((await auditRows(ctx.db, 'account.upgrade', me.account.id)).map((a) => a.details)).toEqual([
      { request_id: row.id, from_email: me.account.email, to_email: business, group_id: 14, profile_id: 1 },
    ]);
    const bell = (await ctx.request({ method: 'GET', url: `/api/v1/notify/find/${me.account.id}`, headers: bearer(me.token) })).json<{ results: PortalNotification[] }>();
    expect(bell.results[0]?.content).toContain(business);
    // the new email signs in; a second upgrade finds nothing pending; a business account cannot ask again
    const again = await signIn(ctx, business);
    expect((await upgrade(me.account.id, { business_email: business, groupId: 14 })).statusCode).toBe(404);
    const askAgain = await ctx.request({
      method: 'POST',
      url: '/api/v1/accounts/upgrade',
      payload: { business_email: `x.${me.tag}@arcadia.example` },
      headers: bearer(again.token),
    });
    expect(askAgain.json().error.message).toBe(UPGRADE_MESSAGES.alreadyBusiness);
  });

  it('only a Super Admin may upgrade someone into the Super Admin group', async () => {
    const me = await partner();
    await me.ask({ business_email: `boss.${me.tag}@arcadia.example` });
    const hr = await factories.account(ctx.db, { group_id: 11 }); // HR: user_validation edit
    const { token } = await signIn(ctx, hr.email);
    const before = await accountsFingerprint(ctx.db);
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/v1/accounts/upgrade/${me.account.id}`,
      payload: { business_email: `boss.${me.tag}@arcadia.example`, groupId: 1 },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
    // nor into a group with rights HR lacks (Supervisor: events add, location view); Team Member is within them
    expect(
      (
        await ctx.request({
          method: 'PUT',
          url: `/api/v1/accounts/upgrade/${me.account.id}`,
          payload: { business_email: `boss.${me.tag}@arcadia.example`, groupId: 8 },
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(403);
    const ok = await ctx.request({
      method: 'PUT',
      url: `/api/v1/accounts/upgrade/${me.account.id}`,
      payload: { business_email: `boss.${me.tag}@arcadia.example`, groupId: 15 },
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('two validators upgrading at once: one succeeds, the other finds nothing pending; one audit row', async () => {
    const me = await partner();
    await me.ask({ business_email: `race.${me.tag}@arcadia.example` });
    const body = { business_email: `race.${me.tag}@arcadia.example`, groupId: 15 };
    const results = await Promise.all([upgrade(me.account.id, body), upgrade(me.account.id, { ...body, groupId: 14 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await auditRows(ctx.db, 'account.upgrade', me.account.id)).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 200)!.json<{ results: Account }>().results;
    const row = await ctx.db.selectFrom('account_upgrades').select(['status', 'group_id']).where('account_id', '=', me.account.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'UPGRADED', group_id: winner.group_id });
  });

  it('the database keeps one pending request per account and per business email, whatever the timing', async () => {
    const me = await partner();
    const other = await partner();
    await ctx.db
      .insertInto('account_upgrades')
      .values({ account_id: me.account.id, personal_email: me.account.email, business_email: `race.${me.tag}@arcadia.example` })
      .execute();
    await expect(
      ctx.db
        .insertInto('account_upgrades')
        .values({ account_id: me.account.id, personal_email: me.account.email, business_email: `race2.${me.tag}@arcadia.example` })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      ctx.db
        .insertInto('account_upgrades')
        .values({ account_id: other.account.id, personal_email: other.account.email, business_email: `RACE.${me.tag}@arcadia.example` })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
