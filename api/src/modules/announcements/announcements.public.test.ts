import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databases, type TestContext } from '../../test/harness';
import { PUBLIC_RATE_LIMIT } from './routes';
import './tables';

/** The public viewers (/ap, /ab) and their view records: no token, rate limited per address. */
describe.each(databases)('announcements public viewers on %s', (kind) => {
  let ctx: TestContext;
  let seeded: Record<string, number>;
  let adminName: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const rows = await ctx.db.selectFrom('announcements').select(['id', 'subject']).execute();
    seeded = Object.fromEntries(rows.map((r) => [r.subject, r.id]));
    const admin = await ctx.db
      .selectFrom('accounts')
      .select(['first_name', 'last_name'])
      .where('id', '=', await ctx.idOf('admin'))
      .executeTakeFirstOrThrow();
    adminName = `${admin.first_name} ${admin.last_name}`;
  });
  afterAll(() => ctx.close());
  const anon = (url: string) => ctx.request({ method: 'GET', url: `/api/v1${url}` });

  it('expose payroll (ap) and benefits (ab) announcements only, and only the viewer’s fields', async () => {
    const payroll = await anon(`/announcements/ap/${seeded['W-2 forms are available']}`);
    expect(payroll.statusCode).toBe(200);
    const results = payroll.json<{ results: Record<string, unknown> }>().results;
    expect(Object.keys(results).sort()).toEqual(['createdAt', 'created_by', 'id', 'info', 'subject', 'url_image']);
    expect(results.created_by).toEqual({ full_name: adminName });
    expect((await anon(`/announcements/ab/${seeded['Open enrollment starts November 1']}`)).statusCode).toBe(200);
    for (const subject of ['Summer hours start June 1', 'Orlando: all-hands meeting', 'General Managers: quarterly review', 'November newsletter', 'Holiday party (scheduled)']) {
      expect((await anon(`/announcements/ap/${seeded[subject]}`)).statusCode, subject).toBe(404);
      expect((await anon(`/announcements/ab/${seeded[subject]}`)).statusCode, subject).toBe(404);
    }
    expect((await anon(`/announcements/ab/${seeded['W-2 forms are available']}`)).statusCode).toBe(404);
    expect((await anon(`/announcements/ap/${seeded['Open enrollment starts November 1']}`)).statusCode).toBe(404);
    expect((await anon('/announcements/ap/0')).statusCode).toBe(400);
    expect((await anon('/announcements/ap/1%20or%201=1')).statusCode).toBe(400);
  });

  it('view records: validated, only for recipients, repeats write nothing new', async () => {
    const id = seeded['W-2 forms are available']!;
    const contact = await ctx.db.selectFrom('contacts').select('id').where('first_name', '=', 'Omar').executeTakeFirstOrThrow();
    const views = () => ctx.db.selectFrom('announcement_views').select('id').where('announcement_id', '=', id).where('contact_id', '=', contact.id).execute();
    expect(await views()).toHaveLength(0);
    expect((await anon(`/analytics/viewed/announcements/${id}/payroll/${contact.id}`)).statusCode).toBe(204);
    expect((await anon(`/analytics/viewed/announcements/${id}/payroll/${contact.id}`)).statusCode).toBe(204);
    expect(await views()).toHaveLength(1);
    expect((await anon(`/analytics/viewed/announcements/${id}/payroll/999999`)).statusCode).toBe(404);
    expect((await anon(`/analytics/viewed/announcements/${seeded['Summer hours start June 1']}/payroll/${contact.id}`)).statusCode).toBe(404);
    expect((await anon(`/analytics/viewed/announcements/${id}/payroll/abc`)).statusCode).toBe(400);

    const benefit = seeded['Open enrollment starts November 1']!;
    expect((await anon(`/analytics/viewed/announcements/${benefit}/benefits/${encodeURIComponent('+12145550142')}`)).statusCode).toBe(204);
    expect((await anon(`/analytics/viewed/announcements/${benefit}/benefits/2145550142`)).statusCode).toBe(204);
    expect((await anon(`/analytics/viewed/announcements/${benefit}/benefits/2145550142`)).statusCode).toBe(204);
    const phoneViews = await ctx.db.selectFrom('announcement_views').select('phone').where('announcement_id', '=', benefit).where('phone', 'is not', null).execute();
    expect(phoneViews.map((v) => v.phone).sort()).toEqual(['+12145550142', '2145550142']);
    expect((await anon(`/analytics/viewed/announcements/${benefit}/benefits/${encodeURIComponent('<script>')}`)).statusCode).toBe(400);
    expect((await anon(`/analytics/viewed/announcements/${id}/benefits/2145550142`)).statusCode).toBe(404);
  });

  it('is rate limited per address (429 in the one error shape)', async () => {
    const url = `/announcements/ab/${seeded['Open enrollment starts November 1']}`;
    let last = 200;
    for (let i = 0; i <= PUBLIC_RATE_LIMIT.max && last !== 429; i++) last = (await anon(url)).statusCode;
    const refused = await anon(url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('TOO_MANY_REQUESTS');
  });
});
