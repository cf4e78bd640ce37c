import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EXPORT_COLUMNS, AUDIT_MESSAGES, auditActionLabel, type AuditEntry, type Page } from '@portal/shared';
import { SEED_PERMISSIONS } from '../../db/seedData';
import { createTestContext, databaseFingerprint, databases, factories, type TestContext } from '../../test/harness';

async function readSheet(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push(AUDIT_EXPORT_COLUMNS.map((_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}

function csvRows(text: string): string[] {
  return text.split('\r\n').filter(Boolean);
}

describe.each(databases)('audit log on %s', (kind) => {
  let ctx: TestContext;
  let evilToken: string;
  let deletedLocation: string;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await Promise.all([ctx.token('admin'), ctx.token('manager'), ctx.token('staff')]);
    // what administrators do, each of which the log must hold
    const managerId = await ctx.idOf('manager');
    await ctx.request({ method: 'GET', url: `/api/v1/accounts/impersonate/${managerId}`, as: 'admin' });
    const someone = await factories.account(ctx.db);
    await ctx.request({ method: 'PUT', url: `/api/v1/accounts/change_status/${someone.id}`, payload: { status_name: 'inactive' }, as: 'admin' });
    await ctx.request({ method: 'PUT', url: '/api/v1/permissions/14', payload: SEED_PERMISSIONS[14]!, as: 'admin' });
    await ctx.request({ method: 'PUT', url: '/api/v1/remotes/mf_admin', payload: { manifestUrl: '/mf/mf-admin/v2/mf-manifest.json' }, as: 'admin' });
    await ctx.request({ method: 'PUT', url: '/api/v1/remotes/mf_admin', payload: { rollback: true }, as: 'admin' });
    const location = await factories.location(ctx.db);
    deletedLocation = location.name;
    await ctx.request({ method: 'DELETE', url: `/api/v1/locations/${location.id}`, as: 'admin' });
    // a Super Admin whose name a spreadsheet would run as a formula
    const evil = await factories.account(ctx.db, { group_id: 1 });
    await ctx.db.updateTable('accounts').set({ first_name: '=HYPERLINK("x")', last_name: 'Evil' }).where('id', '=', evil.id).execute();
    evilToken = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: evil.email, password: 'Demo#2026' } })).json().token;
    await ctx.request({ method: 'PUT', url: '/api/v1/permissions/13', payload: SEED_PERMISSIONS[13]!, headers: { authorization: `Bearer ${evilToken}` } });
  });
  afterAll(() => ctx.close());

  const nameOf = async (email: string) => {
    const row = await ctx.db.selectFrom('accounts').select(['first_name', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();
    return `${row.first_name} ${row.last_name}`;
  };
  const get = (url: string, as: 'admin' | 'manager' | 'staff' | null = 'admin') => ctx.request({ method: 'GET', url, as });
  const page = async (query = '') => {
    const res = await get(`/api/v1/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<AuditEntry>>();
  };

  it('401 without a token; 403 for everyone but Super Admins (an Admin too), before the query is read', async () => {
    const before = await databaseFingerprint(ctx.db);
    const urls = ['/api/v1/audit', '/api/v1/audit/actions', '/api/v1/audit/export/csv', '/api/v1/audit/export/xlsx'];
    for (const url of urls) expect((await get(url, null)).statusCode).toBe(401);
    const admin2 = await factories.account(ctx.db, { group_id: 2 });
    const admin2Token = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: admin2.email, password: 'Demo#2026' } })).json().token;
    const fingerprint = await databaseFingerprint(ctx.db);
    for (const url of urls) {
      expect((await get(url, 'manager')).statusCode).toBe(403);
      expect((await get(`${url}?limit=nonsense`, 'staff')).statusCode).toBe(403);
      const res = await ctx.request({ method: 'GET', url, headers: { authorization: `Bearer ${admin2Token}` } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(AUDIT_MESSAGES.superAdminsOnly);
    }
    expect(await databaseFingerprint(ctx.db)).toEqual(fingerprint);
    expect(before.audit_log).not.toBe('');
  });

  it('lists who did what to whom, newest first: impersonation, status, permission, registry and deletion', async () => {
    const { results, total } = await page('?limit=100');
    expect(total).toBe(results.length);
    expect(results.map((e) => e.action)).toEqual([
      'permissions.update',
      'location.delete',
      'remote.rollback',
      'remote.update',
      'permissions.update',
      'account.status',
      'account.impersonate',
    ]);
    const byAction = (action: string) => results.filter((e) => e.action === action).at(-1)!;
    expect(byAction('account.impersonate')).toMatchObject({
      actor_name: await nameOf('admin@arcadia.example'),
      actor_email: 'admin@arcadia.example',
      actor_id: await ctx.idOf('admin'),
      target_type: 'account',
      target_id: String(await ctx.idOf('manager')),
      target_label: await nameOf('manager@arcadia.example'),
    });
    expect(byAction('permissions.update')).toMatchObject({ target_type: 'group', target_id: '14', target_label: 'Guest Services' });
    expect(byAction('remote.update')).toMatchObject({ target_label: 'mf_admin', details: { from: '/mf/mf-admin/mf-manifest.json', to: '/mf/mf-admin/v2/mf-manifest.json' } });
    expect(byAction('location.delete')).toMatchObject({ target_type: 'location', target_label: deletedLocation });
    expect(byAction('account.status').details).toMatchObject({ from: 'ACTIVE', to: 'INACTIVE' });
    expect(results.every((e) => !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
  });

  it('filters by action, by who or what, by day, and pages with next/prev query strings', async () => {
    expect((await page('?action=remote.update')).results.map((e) => e.action)).toEqual(['remote.update']);
    expect((await page('?search=HYPERLINK')).results.map((e) => e.target_label)).toEqual(['Operations']);
    expect((await page('?search=manager@arcadia')).results.map((e) => e.action)).toEqual(['account.impersonate']);
    expect((await page('?search=100%25')).total).toBe(0);
    expect((await page(`?from=${today}&to=${today}`)).total).toBe(7);
    expect((await page('?to=2000-01-01')).total).toBe(0);

    const first = await page('?limit=3');
    expect(first).toMatchObject({ limit: 3, offset: 0, total: 7, pageCount: 3, prevPage: null, nextPage: 'limit=3&offset=3' });
    const second = await page(`?${first.nextPage}`);
    expect(second).toMatchObject({ offset: 3, prevPage: 'limit=3&offset=0', nextPage: 'limit=3&offset=6' });
    expect(second.results.map((e) => e.id).some((id) => first.results.some((f) => f.id === id))).toBe(false);
    expect((await page('?limit=3&offset=0&action=permissions.update')).nextPage).toBeNull();
  });

  it('refuses bad queries with a clear message', async () => {
    const cases: Array<[string, string]> = [
      ['?limit=0', AUDIT_MESSAGES.limit],
      ['?limit=101', AUDIT_MESSAGES.limit],
      ['?offset=-1', AUDIT_MESSAGES.offset],
      ['?from=2026-13-01', AUDIT_MESSAGES.date],
      ['?from=2026-02-30', AUDIT_MESSAGES.date],
      ['?from=2026-11-02&to=2026-11-01', AUDIT_MESSAGES.range],
      ['?action=DROP TABLE', AUDIT_MESSAGES.action],
      [`?search=${'x'.repeat(81)}`, AUDIT_MESSAGES.search],
      ['?search=a%00b', 'The text contains characters that cannot be stored.'],
      ['?sort=id', 'Unknown field "sort" in the query.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/v1/audit${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await get('/api/v1/audit/export/csv?limit=5')).statusCode).toBe(400);
  });

  it('names the actions it holds for the filter', async () => {
    const { results } = (await get('/api/v1/audit/actions')).json<{ results: Array<{ value: string; label: string }> }>();
    expect(results.map((r) => r.value)).toEqual(['account.impersonate', 'account.status', 'location.delete', 'permissions.update', 'remote.rollback', 'remote.update']);
    expect(results.find((r) => r.value === 'permissions.update')!.label).toBe(auditActionLabel('permissions.update'));
  });

  it('exports the filtered log as CSV and Excel, streamed, with formulas neutralised', async () => {
    const csv = await get('/api/v1/audit/export/csv?action=permissions.update');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="export-${today}.csv"`);
    const lines = csvRows(csv.body);
    expect(lines[0]).toBe(AUDIT_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Evil"`);
    expect(lines[2]).toContain(`${await nameOf('admin@arcadia.example')},admin@arcadia.example,group,Guest Services (14)`);

    const xlsx = await get('/api/v1/audit/export/xlsx?action=permissions.update');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="export-${today}.xlsx"`);
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]).toEqual([...AUDIT_EXPORT_COLUMNS]);
    expect(sheet).toHaveLength(3);
    expect(sheet[1]![1]).toBe('Permission change');
    expect(sheet[1]![2]).toBe('\'=HYPERLINK("x") Evil');
    expect(JSON.parse(sheet[2]![6]!)).toMatchObject({ group: 'Guest Services' });
  });
});
