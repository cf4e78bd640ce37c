import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES, type Account, type Page } from '@portal/shared';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { accountsFingerprint, auditRows, bearer, signIn } from './testSupport';

const url = (id: number) => `/api/v1/accounts/${id}/permission-service-request`;
const NONE = { has_permission_service_request: null, card_related_ticket_permission: null, game_related_ticket_permission: null };

describe.each(databases)('ticket permissions on %s', (kind) => {
  let ctx: TestContext;
  let managerId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    managerId = await ctx.idOf('manager');
    // signing in writes (sessions, last login): do it before any "nothing written" check
    await Promise.all((['admin', 'staff', 'partner'] as const).map((u) => ctx.token(u)));
  });
  afterAll(() => ctx.close());

  it('401 without a token, 403 without user_management edit; nothing written', async () => {
    const before = await accountsFingerprint(ctx.db);
    const body = { ...NONE, card_related_ticket_permission: 'END_USER' };
    expect((await ctx.request({ method: 'PUT', url: url(managerId), payload: body })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'PUT', url: url(managerId), payload: body, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'PUT', url: url(managerId), payload: body, as: 'partner' })).statusCode).toBe(403);
    // refused before the body is judged
    expect((await ctx.request({ method: 'PUT', url: url(managerId), payload: { nonsense: 1 }, as: 'staff' })).statusCode).toBe(403);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });

  it('every account starts with no ticket access (null), in GET /accounts/:id and in the list', async () => {
    const one = (await ctx.request({ method: 'GET', url: `/api/v1/accounts/${managerId}`, as: 'admin' })).json<{ results: Account }>().results;
    expect(one).toMatchObject(NONE);
    const page = (await ctx.request({ method: 'GET', url: '/api/v1/accounts?filter=manager%40arcadia', as: 'admin' })).json<Page<Account>>();
    expect(page.results[0]).toMatchObject({ id: managerId, ...NONE });
  });

  it('refuses bad bodies with the field and a clear message, changing nothing', async () => {
    const before = await accountsFingerprint(ctx.db);
    const bad = [
      { ...NONE, card_related_ticket_permission: 'ROOT' },
      { has_permission_service_request: 'END_USER' },
      { ...NONE, extra: true },
      { ...NONE, game_related_ticket_permission: 3 },
    ];
    for (const payload of bad) {
      const res = await ctx.request({ method: 'PUT', url: url(managerId), payload, as: 'admin' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const wrongValue = await ctx.request({ method: 'PUT', url: url(managerId), payload: bad[0], as: 'admin' });
    expect(wrongValue.json().error).toEqual({ code: 'VALIDATION_ERROR', field: 'card_related_ticket_permission', message: TICKET_MESSAGES.value });
    expect((await ctx.request({ method: 'PUT', url: url(999_999), payload: NONE, as: 'admin' })).statusCode).toBe(404);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });

  it('sets the three fields, returns them on the account and the list, audits from → to', async () => {
    const target = await factories.account(ctx.db);
    const body = { has_permission_service_request: 'STANDARD_AGENT', card_related_ticket_permission: 'AGENT_SUPER_ADMIN', game_related_ticket_permission: null };
    const res = await ctx.request({ method: 'PUT', url: url(target.id), payload: body, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ results: Account }>().results).toMatchObject({ id: target.id, ...body });
    const listed = (await ctx.request({ method: 'GET', url: `/api/v1/accounts?filter=${encodeURIComponent(target.email)}`, as: 'admin' })).json<Page<Account>>();
    expect(listed.results[0]).toMatchObject(body);
    const again = { ...body, game_related_ticket_permission: 'END_USER' };
    await ctx.request({ method: 'PUT', url: url(target.id), payload: again, as: 'admin' });
    const audits = await auditRows(ctx.db, 'account.ticket_permissions', target.id);
    expect(audits.map((a) => a.details)).toEqual([
      { from: NONE, to: body },
      { from: body, to: again },
    ]);
  });

  it('a user administrator who is not a Super Admin cannot change a Super Admin’s tickets', async () => {
    // group 11 (HR) has user_management edit
    const hr = await factories.account(ctx.db, { group_id: 11 });
    const { token } = await signIn(ctx, hr.email);
    const admin = await ctx.idOf('admin');
    const before = await accountsFingerprint(ctx.db);
    const res = await ctx.request({ method: 'PUT', url: url(admin), payload: { ...NONE, card_related_ticket_permission: 'END_USER' }, headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
    expect((await ctx.request({ method: 'PUT', url: url(managerId), payload: { ...NONE, card_related_ticket_permission: 'END_USER' }, headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });
});
