import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { USER_EXPORT_COLUMNS } from '@portal/shared';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { accountsFingerprint } from './testSupport';
import { EXPORT_BATCH } from './export';

async function readSheet(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(USER_EXPORT_COLUMNS.map((_, i) => String(row.getCell(i + 1).value ?? '')));
  });
  return rows;
}

describe.each(databases)('Excel export on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await Promise.all((['admin', 'partner'] as const).map((u) => ctx.token(u)));
  });
  afterAll(() => ctx.close());

  it('401 without a token, 403 without user_management view; nothing written', async () => {
    const before = await accountsFingerprint(ctx.db);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/export/xlsx' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/export/xlsx', as: 'partner' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/export/xlsx?filter=x&bad=1', as: 'partner' })).statusCode).toBe(403);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });

  it('refuses a bad query', async () => {
    expect((await ctx.request({ method: 'GET', url: `/api/v1/accounts/export/xlsx?filter=${'x'.repeat(81)}`, as: 'admin' })).statusCode).toBe(400);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/accounts/export/xlsx?sort=name', as: 'admin' })).statusCode).toBe(400);
  });

  it('has the CSV’s columns, rows (id order), status labels and neutralised formulas', async () => {
    const tag = factories.unique();
    const location = await factories.location(ctx.db, { display_name: `Xlsx ${tag}` });
    const evil = await factories.account(ctx.db, { email: `evil.${tag}@arcadia.example`, status: 'INACTIVE', location_id: location.id });
    await ctx.db.updateTable('accounts').set({ first_name: '=HYPERLINK("x")', last_name: '@SUM(1)' }).where('id', '=', evil.id).execute();
    await factories.account(ctx.db, { email: `ok.${tag}@arcadia.example` });
    await factories.account(ctx.db, { email: `gone.${tag}@arcadia.example`, status: 'BLOCKED' });
    await factories.account(ctx.db, { email: `new.${tag}@arcadia.example`, status: 'UNVERIFIED' });

    const res = await ctx.request({ method: 'GET', url: `/api/v1/accounts/export/xlsx?filter=${tag}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="export-${new Date().toISOString().slice(0, 10)}.xlsx"`);
    expect(await readSheet(res.rawPayload)).toEqual([
      [...USER_EXPORT_COLUMNS],
      ['\'=HYPERLINK("x")', "'@SUM(1)", `Xlsx ${tag}`, 'Company Business', 'Team Member', 'DISABLED', `evil.${tag}@arcadia.example`],
      ['Test', 'User', '', 'Company Business', 'Team Member', 'ACTIVATED', `ok.${tag}@arcadia.example`],
    ]);
    // the same rows as the CSV export
    const csv = await ctx.request({ method: 'GET', url: `/api/v1/accounts/export/csv?filter=${tag}`, as: 'admin' });
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('streams across batches: every row once, in id order', async () => {
    const tag = factories.unique();
    const count = EXPORT_BATCH + 50;
    await sql`insert into accounts (first_name, last_name, email, password_hash, profile_id, group_id, status)
      select 'Bulk', 'User ' || n, 'bulk.' || n || '.' || ${tag} || '@arcadia.example', 'not-a-hash', 1, 15, 'ACTIVE'
      from generate_series(1, ${count}) as n`.execute(ctx.db);
    const res = await ctx.request({ method: 'GET', url: `/api/v1/accounts/export/xlsx?filter=${tag}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    const rows = await readSheet(res.rawPayload);
    expect(rows).toHaveLength(count + 1);
    expect(rows.slice(1).map((r) => r[1])).toEqual(Array.from({ length: count }, (_, i) => `User ${i + 1}`));
    await ctx.db.deleteFrom('accounts').where('email', 'like', `bulk.%.${tag}@arcadia.example`).execute();
  }, 120_000);

  it('an empty result is a workbook with the header row only', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/accounts/export/xlsx?filter=zzz-nobody', as: 'admin' });
    expect(await readSheet(res.rawPayload)).toEqual([[...USER_EXPORT_COLUMNS]]);
  });
});
