import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountUpgradeRequest, Page, ValidationRequests } from '@portal/shared';
import { createTestContext, databases, type TestContext } from '../../test/harness';
import { DEMO_ACCOUNTS, DIRECTORY_USERS, UPGRADE_REQUEST_SEED } from '../../db/seedData';

describe.each(databases)('users demo data on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('fills every validation sub-group', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/accounts?user_status=unverified', as: 'admin' });
    const { employees, partners } = res.json<{ results: ValidationRequests }>().results;
    for (const list of [employees.employee, employees.companyEmail, partners.partner, partners.nonCompanyEmail]) expect(list.length).toBeGreaterThan(0);
    expect(employees.companyEmail.map((a) => a.email)).toContain('quinn.harper@arcadia.example');
    expect(partners.nonCompanyEmail.map((a) => a.email)).toContain('morgan.blake@outlook.example');
  });

  it('has more than six pages of users, active and inactive, across locations and groups, two with expired passwords', async () => {
    const page = (await ctx.request({ method: 'GET', url: '/api/v1/accounts?limit=100', as: 'admin' })).json<Page<Account>>();
    expect(page.total).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.filter((a) => a.status === 'ACTIVE').length + DIRECTORY_USERS.length);
    expect(page.total).toBeGreaterThanOrEqual(30);
    const inactive = page.results.filter((a) => a.status === 'INACTIVE');
    expect(inactive.length).toBeGreaterThanOrEqual(4);
    expect(new Set(page.results.map((a) => a.location_id)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(page.results.map((a) => a.group_id)).size).toBeGreaterThanOrEqual(12);
    expect(
      page.results
        .filter((a) => a.password_is_expired)
        .map((a) => a.email)
        .sort(),
    ).toEqual(['expired@arcadia.example', 'kevin.nakamura@arcadia.example']);
    expect(page.results.some((a) => a.has_permission_service_request !== null)).toBe(true);
  });

  it('has one pending account upgrade, from a partner', async () => {
    const list = (await ctx.request({ method: 'GET', url: '/api/v1/accounts/upgrade/list', as: 'admin' })).json<{ results: AccountUpgradeRequest[] }>();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({
      user_email: UPGRADE_REQUEST_SEED.account.email,
      business_email: UPGRADE_REQUEST_SEED.business_email,
      profiles_name: 'Partners',
      group_name: 'Read Only (Partners)',
      status: 'PENDING',
    });
  });

  it('keeps the contract’s demo accounts first and as they were', async () => {
    const rows = await ctx.db.selectFrom('accounts').select(['id', 'email', 'group_id', 'status']).orderBy('id').limit(DEMO_ACCOUNTS.length).execute();
    expect(rows.map((r) => [r.email, r.group_id, r.status])).toEqual(DEMO_ACCOUNTS.map((a) => [a.email, a.group_id, a.status]));
  });
});
