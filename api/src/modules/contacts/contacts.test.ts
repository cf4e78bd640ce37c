import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M, type Contact } from '@portal/shared';
import { createTestContext, databases, type DemoUser, type TestContext } from '../../test/harness';
import { normaliseContactPhone, parseCsv, readContactsCsv } from './csv';
import '../announcements/tables';

describe('contacts csv', () => {
  it('parses quoted fields, doubled quotes, CRLF and line breaks inside quotes', () => {
    const { records, lines } = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"multi\nline",z\n\n');
    expect(records).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', 'z'],
    ]);
    expect(lines).toEqual([1, 2, 3]);
    // mixed line ends, a blank line and a record over two lines: each record numbered by its first line
    expect(parseCsv('a,b\n\r\n"x\r\ny",3\rlast,1')).toEqual({
      records: [
        ['a', 'b'],
        ['x\r\ny', '3'],
        ['last', '1'],
      ],
      lines: [1, 3, 5],
    });
  });

  it('refuses a file whose quoted field is never closed, naming the line', () => {
    expect(readContactsCsv('first_name,email,role,location\nAnn,"ann@example.com,Cashier,Dallas\n').errors).toEqual([{ line: 2, message: M.csvQuote }]);
  });

  it('normalises phones', () => {
    expect(normaliseContactPhone('(214) 555-0100')).toBe('2145550100');
    expect(normaliseContactPhone('+1 214.555.0100')).toBe('+12145550100');
    expect(normaliseContactPhone('call me')).toBeNull();
    expect(normaliseContactPhone('12')).toBeNull();
  });

  it('reports every bad line with its number', () => {
    const csv = [
      'first_name,last_name,email,phone,role,location',
      'Ann,Lee,ann@example.com,,Cashier,Dallas',
      ',Lee,bad-email,,Cashier,Dallas',
      'Bob,,,,Cashier,Dallas',
      'Cy,,ann@example.com,abc,,',
      'Di,,"d@example.com",214 555 0100,Cashier,Dallas,extra',
    ].join('\n');
    const { contacts, errors } = readContactsCsv(csv);
    expect(contacts.map((c) => c.first_name)).toEqual(['Ann']);
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(errors[0]!.message).toBe(`${M.firstName} ${M.email}`);
    expect(errors[1]!.message).toBe(M.emailOrPhone);
    expect(errors[2]!.message).toContain(M.phone);
    expect(errors[2]!.message).toContain(M.duplicate(2));
    expect(errors[3]!.message).toContain('expected 6 columns, found 7.');
  });

  it('needs a header naming known columns', () => {
    expect(readContactsCsv('name,email\nA,a@x.example').errors).toEqual([{ line: 1, message: M.csvHeader }]);
    expect(readContactsCsv('first_name,email,role,location').errors).toEqual([{ line: 1, message: M.csvEmpty }]);
    expect(readContactsCsv('').errors).toEqual([{ line: 1, message: M.csvEmpty }]);
  });
});

describe.each(databases)('contacts api on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const get = (url: string, as: DemoUser | null = 'admin') => ctx.request({ method: 'GET', url: `/api/v1${url}`, as });
  const post = (url: string, payload: object, as: DemoUser | null = 'admin') => ctx.request({ method: 'POST', url: `/api/v1${url}`, payload, as });
  const importCsv = (csv: string, as: DemoUser | null = 'admin', contentType = 'text/csv') =>
    ctx.request({ method: 'POST', url: '/api/v1/contacts/import', payload: csv, headers: { 'content-type': contentType }, as });
  const count = async () => (await ctx.db.selectFrom('contacts').select('id').execute()).length;

  it('401 without a token, 403 without announcements add (import: edit)', async () => {
    for (const url of ['/contacts', '/contacts/locations', '/contacts/roles']) expect((await get(url, null)).statusCode).toBe(401);
    expect((await post('/contacts/byLocation', { location: [] }, null)).statusCode).toBe(401);
    expect((await importCsv('first_name\n', null)).statusCode).toBe(401);
    for (const url of ['/contacts', '/contacts/locations', '/contacts/roles']) expect((await get(url, 'staff')).statusCode).toBe(403);
    expect((await post('/contacts/byRole', { role: ['x'] }, 'partner')).statusCode).toBe(403);
    // the General Manager composes (add) but does not administer contacts (edit)
    expect((await get('/contacts', 'manager')).statusCode).toBe(200);
    const before = await count();
    expect((await importCsv('first_name,email,role,location\nA,a@x.example,R,L\n', 'manager')).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('lists, filters by location and by role, and offers value/label options', async () => {
    const all = (await get('/contacts')).json<{ results: Contact[] }>().results;
    expect(all.length).toBe(7);
    expect(all[0]).toMatchObject({ full_name: expect.any(String), role: expect.any(String), location: expect.any(String) });
    const dallas = (await post('/contacts/byLocation', { location: ['Dallas', 'Nowhere'] })).json<{ results: Contact[] }>().results;
    expect(dallas.map((c) => c.location)).toEqual(['Dallas', 'Dallas', 'Dallas']);
    const managers = (await post('/contacts/byRole', { role: ['payroll manager'] })).json<{ results: Contact[] }>().results;
    expect(managers.map((c) => c.role)).toEqual(['Payroll Manager', 'Payroll Manager']);
    expect((await post('/contacts/byRole', { role: [] })).json()).toEqual({ results: [] });
    expect((await post('/contacts/byRole', { roles: ['x'] })).statusCode).toBe(400);
    expect((await get('/contacts/locations')).json()).toEqual({
      results: ['Dallas', 'Orlando', 'Schaumburg'].map((v) => ({ value: v, label: v })),
    });
    expect((await get('/contacts/roles')).json<{ results: { value: string }[] }>().results.map((r) => r.value)).toEqual(['HR Generalist', 'Payroll Manager', 'Store Manager']);
  });

  it('import: all or nothing with line-numbered errors; upsert by email, else phone', async () => {
    const before = await count();
    const bad = await importCsv('first_name,last_name,email,phone,role,location\nGood,One,good1@example.com,,Cashier,Tampa\nBad,,nope,,Cashier,Tampa\n');
    expect(bad.statusCode).toBe(400);
    const error = bad.json<{ error: { code: string; message: string; field: string; lines: { line: number; message: string }[] } }>().error;
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'csv', message: `Line 3: ${M.email}` });
    expect(error.lines).toEqual([{ line: 3, message: M.email }]);
    expect(await count()).toBe(before);

    const ok = await importCsv(
      'location,role,first_name,last_name,email,phone\r\nTampa,Cashier,Good,One,GOOD1@example.com,\r\nTampa,Cashier,Good,Two,,(813) 555-0100\r\nDallas,Store Manager,Luis,Ortega-Diaz,luis.ortega@payrollpartner.example,\r\n',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ results: { created: 2, updated: 1 } });
    expect(await count()).toBe(before + 2);
    const luis = await ctx.db.selectFrom('contacts').selectAll().where('email', '=', 'luis.ortega@payrollpartner.example').executeTakeFirstOrThrow();
    expect(luis.last_name).toBe('Ortega-Diaz');
    const byPhone = await importCsv('first_name,phone,role,location\nGood Renamed,8135550100,Cashier,Tampa\n');
    expect(byPhone.json()).toEqual({ results: { created: 0, updated: 1 } });
    expect((await ctx.db.selectFrom('contacts').select('first_name').where('phone', '=', '8135550100').executeTakeFirstOrThrow()).first_name).toBe('Good Renamed');

    // an email of one contact and the phone of another cannot be merged: refused, nothing written
    const clash = await importCsv('first_name,email,phone,role,location\nX,good1@example.com,8135550100,Cashier,Tampa\n');
    expect(clash.statusCode).toBe(400);
    expect(clash.json<{ error: { message: string } }>().error.message).toBe('Line 2: phone belongs to another contact.');
  });

  it('refuses a body that is not CSV text', async () => {
    expect((await ctx.request({ method: 'POST', url: '/api/v1/contacts/import', payload: { csv: 'x' }, as: 'admin' })).statusCode).toBe(400);
    expect((await importCsv('x', 'admin', 'application/octet-stream')).statusCode).toBe(415);
  });
});
