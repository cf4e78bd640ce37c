import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  ANALYTICS_QUERY_MESSAGES,
  ANNOUNCEMENT_EXPORT_COLUMNS,
  type AnnouncementReportRow,
  type LoginsPerDay,
  type OpensPerDay,
  type Page,
  type UserActivityRow,
  type UserReportRow,
} from '@portal/shared';
import { DEMO_PASSWORD } from '../../db/seedData';
import { DeliveryWorker } from '../../delivery';
import { deliveryDb } from '../../delivery/schema';
import { createTestContext, databaseFingerprint, databases, factories, type DemoUser, type TestContext } from '../../test/harness';

describe.each(databases)('analytics api on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { config: { publicUrl: 'https://portal.arcadia.example' } });
    await Promise.all((['admin', 'manager', 'staff', 'partner'] as DemoUser[]).map((u) => ctx.token(u)));
  });
  afterAll(() => ctx.close());

  const get = (url: string, as: DemoUser | null = 'admin') => ctx.request({ method: 'GET', url: `/api/v1${url}`, as });
  const page = async <T>(url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.json<Page<T>>();
  };
  const signIn = async (email: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };
  /** Sends what the worker has queued (the test app runs none of its own). */
  const deliver = async () => {
    const worker = new DeliveryWorker({ db: ctx.db, config: ctx.config });
    await worker.drain();
  };
  const messagesOf = (id: number, channel: 'email' | 'sms') =>
    deliveryDb(ctx.db)
      .selectFrom('delivery_messages as m')
      .innerJoin('delivery_jobs as j', 'j.id', 'm.job_id')
      .select(['m.id', 'm.token', 'm.user_id', 'm.contact_id'])
      .where('j.source_kind', '=', 'announcement')
      .where('j.source_id', '=', id)
      .where('m.channel', '=', channel)
      .orderBy('m.id')
      .execute();

  const routes = [
    '/analytics/announcements?limit=5&offset=0',
    '/analytics/announcements?limit=5&offset=0&has_paylocity=true',
    '/analytics/announcements?limit=5&offset=0&has_benefits=true',
    '/analytics/users?limit=5&offset=0',
    '/analytics/logins',
    '/accounts/last/7days',
    '/accounts/last/1day',
    '/analytics/announcements/1/opens',
    '/analytics/announcements/export/csv/1',
    '/analytics/announcements/export/paylocity/excel/1',
    '/analytics/announcements/export/benefits/csv/1',
  ];

  it('401 without a token, 403 without analytics view (even with a bad query), nothing written', async () => {
    for (const url of routes) expect((await get(url, null)).statusCode, url).toBe(401);
    const before = await databaseFingerprint(ctx.db);
    for (const url of [...routes, '/analytics/announcements?limit=0&colour=red']) {
      const res = await get(url, 'staff');
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
      expect((await get(url, 'partner')).statusCode, url).toBe(403);
    }
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
    // a General Manager has analytics view
    expect((await get('/analytics/announcements?limit=5&offset=0', 'manager')).statusCode).toBe(200);
  });

  it('400 for a bad query or export, naming the field', async () => {
    for (const [url, field] of [
      ['/analytics/announcements?limit=0', 'limit'],
      ['/analytics/announcements?limit=101', 'limit'],
      ['/analytics/announcements?offset=-5', 'offset'],
      ['/analytics/announcements?has_paylocity=yes', 'has_paylocity'],
      ['/analytics/announcements?has_paylocity=true&has_benefits=true', 'has_benefits'],
      [`/analytics/announcements?filter=${'x'.repeat(81)}`, 'filter'],
      ['/analytics/announcements?sort=subject', 'sort'],
      ['/analytics/users?limit=abc', 'limit'],
      ['/accounts/last/7days?offset=x', 'offset'],
      ['/analytics/announcements/export/pdf/1', 'format'],
      ['/analytics/announcements/export/csv/abc', 'id'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: { field?: string } }>().error.field, url).toBe(field);
    }
    expect((await get('/analytics/announcements?has_paylocity=true&has_benefits=true')).json()).toMatchObject({ error: { message: ANALYTICS_QUERY_MESSAGES.bothFlags } });
  });

  it('counts a home-users announcement’s figures from the events it caused: sends, pixel opens, SMS clicks, reader opens', async () => {
    const location = await factories.location(ctx.db);
    const people = await Promise.all(
      ['Ana', 'Ben', '=HYPERLINK("http://evil")'].map((first, i) =>
        factories.account(ctx.db, { location_id: location.id }).then(async (a) => {
          await ctx.db
            .updateTable('accounts')
            .set({ first_name: first, phone_number: `(312) 555-01${10 + i}` })
            .where('id', '=', a.id)
            .execute();
          return a;
        }),
      ),
    );
    const subject = `Analytics ${factories.unique()}`;
    const created = await ctx.request({
      method: 'POST',
      url: '/api/v1/announcements',
      as: 'admin',
      payload: {
        target: 'specific',
        locations_ids: [location.id],
        subject,
        info: '<p>Figures</p>',
        text: 'Read it at https://arcadia.example/news',
        email_checked: true,
        sms_checked: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ results: { id: number } }>().results.id;
    await deliver();

    // two of the three emails are opened (one of them twice: a pixel counts once), one SMS link is clicked twice
    const emails = await messagesOf(id, 'email');
    expect(emails).toHaveLength(3);
    for (const token of [emails[0]!.token, emails[1]!.token, emails[1]!.token])
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/t/o/${token}.gif` })).statusCode).toBe(200);
    const sms = await messagesOf(id, 'sms');
    expect(sms).toHaveLength(3);
    const link = await deliveryDb(ctx.db).selectFrom('delivery_links').select('token').where('message_id', '=', sms[2]!.id).executeTakeFirstOrThrow();
    for (let i = 0; i < 2; i++) expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/t/l/${link.token}` })).statusCode).toBe(302);
    // one reader opens it in the portal (twice: one open per person)
    const reader = await signIn(people[0]!.email);
    for (let i = 0; i < 2; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/announcements/${id}`, headers: { authorization: `Bearer ${reader}` } })).statusCode).toBe(200);
    }

    const report = await page<AnnouncementReportRow>(`/analytics/announcements?limit=5&offset=0&filter=${encodeURIComponent(subject)}`);
    expect(report.total).toBe(1);
    const row = report.results[0]!;
    expect(row).toMatchObject({
      announcement_id: id,
      report_announcement_id: id,
      title: subject,
      audience: 3,
      total_opens: 1,
      open_rate: 33.3,
      amount_emails_sent: 3,
      open_rate_email: 66.7,
      amount_sms_sent: 3,
      total_clicks_sms: 1,
      open_rate_sms: 33.3,
      total_clicks: 2,
    });
    expect(Date.parse(row.dateEmailSent!)).toBeGreaterThanOrEqual(Date.parse(row.createdAt));
    // the other reports do not list it
    for (const flag of ['has_paylocity', 'has_benefits']) {
      expect((await page<AnnouncementReportRow>(`/analytics/announcements?${flag}=true&filter=${encodeURIComponent(subject)}`)).total).toBe(0);
    }

    const opens = (await get(`/analytics/announcements/${id}/opens`)).json<{ results: OpensPerDay[] }>().results;
    const today = new Date().toISOString().slice(0, 10);
    expect(opens.at(-1)).toEqual({ date: today, opens: 1, email_opens: 2 });

    // the export: a row per person it was for, with what each did; cells that look like formulas neutralised
    const csv = await get(`/analytics/announcements/export/csv/${id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="export-${today}.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(ANNOUNCEMENT_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    const byEmail = new Map(lines.slice(1).map((l) => [people.find((p) => l.includes(p.email))!.id, l]));
    expect(byEmail.get(people[0]!.id)).toMatch(/^Ana User,/);
    expect(byEmail.get(people[2]!.id)).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\) User",/);
    const clicksOf = (line: string) => Number(line.split(',').at(-1));
    expect(people.map((p) => clicksOf(byEmail.get(p.id)!))).toEqual(people.map((p) => (p.id === sms[2]!.user_id ? 2 : 0)));

    const xlsx = await get(`/analytics/announcements/export/excel/${id}`);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="export-${today}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Recipients')!;
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...ANNOUNCEMENT_EXPORT_COLUMNS]);
    const names = [2, 3, 4].map((r) => String(sheet.getRow(r).getCell(1).value));
    expect(names).toContain(`'=HYPERLINK("http://evil") User`);

    // an id of another report through this route: not found
    expect((await get(`/analytics/announcements/export/paylocity/csv/${id}`)).statusCode).toBe(404);
  });

  it('reports a payroll-provider announcement from its contacts and their viewer opens', async () => {
    const contacts = await ctx.db.selectFrom('contacts').select('id').orderBy('id').limit(3).execute();
    const subject = `Payroll ${factories.unique()}`;
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/announcements/ap',
      as: 'admin',
      payload: { target: 'specific', users: contacts.map((c) => c.id), subject, info: '<p>W-2</p>' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ results: { id: number } }>().results.id;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/analytics/viewed/announcements/${id}/payroll/${contacts[1]!.id}` })).statusCode).toBe(204);

    const report = await page<AnnouncementReportRow>(`/analytics/announcements?limit=5&offset=0&has_paylocity=true&filter=${encodeURIComponent(subject)}`);
    expect(report.results).toHaveLength(1);
    expect(report.results[0]).toMatchObject({ announcement_id: id, audience: 3, total_opens: 1, open_rate: 33.3, amount_emails_sent: 0, open_rate_email: 0, dateEmailSent: null });
    expect((await page<AnnouncementReportRow>(`/analytics/announcements?filter=${encodeURIComponent(subject)}`)).total).toBe(0);
    const csv = (await get(`/analytics/announcements/export/paylocity/csv/${id}`)).body.trimEnd().split('\r\n');
    expect(csv).toHaveLength(4);
    expect(csv.filter((l) => /,\d{4}-\d\d-\d\dT[^,]*Z,/.test(l))).toHaveLength(1);
  });

  it('reports a benefits announcement, opened in the public viewer by phone', async () => {
    const subject = `Benefits ${factories.unique()}`;
    const res = await ctx.request({ method: 'POST', url: '/api/v1/announcements/ab', as: 'admin', payload: { subject, info: '<p>Plans</p>' } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ results: { id: number } }>().results.id;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/analytics/viewed/announcements/${id}/benefits/3125550142` })).statusCode).toBe(204);
    const active = await ctx.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const row = (await page<AnnouncementReportRow>(`/analytics/announcements?has_benefits=true&filter=${encodeURIComponent(subject)}`)).results[0]!;
    expect(row).toMatchObject({ announcement_id: id, audience: Number(active.n), total_opens: 1 });
    expect(row.open_rate).toBe(Math.round((1 / Number(active.n)) * 1000) / 10);
  });

  it('pages 5 at a time with next / prev query strings, newest first, each row once', async () => {
    const first = await page<AnnouncementReportRow>('/analytics/announcements?limit=5&offset=0');
    expect(first.limit).toBe(5);
    expect(first.prevPage).toBeNull();
    expect(first.total).toBeGreaterThan(5);
    expect(first.nextPage).toBe('limit=5&offset=5');
    const seen: number[] = [];
    let query: string | null = 'limit=5&offset=0';
    while (query) {
      const p: Page<AnnouncementReportRow> = await page(`/analytics/announcements?${query}`);
      seen.push(...p.results.map((r) => r.announcement_id));
      query = p.nextPage;
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(seen.length);
    const payroll = await page<AnnouncementReportRow>('/analytics/announcements?limit=1&offset=1&has_paylocity=true');
    expect(payroll.prevPage).toBe('limit=1&offset=0&has_paylocity=true');
    // scheduled and deleted announcements are not reported
    const hidden = await ctx.db
      .selectFrom('announcements')
      .select('id')
      .where((eb) => eb.or([eb('visibility', '=', false), eb('created_at', '>', new Date())]))
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect(seen).not.toContain(h.id);
  });

  it('reports users’ sign-ins: last login, sign-ins this week, the 7-day and 24-hour windows, logins per day', async () => {
    const loginsBefore = (await get('/analytics/logins')).json<{ results: LoginsPerDay[] }>().results;
    const fresh = await factories.account(ctx.db);
    const quiet = await factories.account(ctx.db);
    await signIn(fresh.email);
    await signIn(fresh.email);
    // `quiet` last signed in three days ago
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await ctx.db.updateTable('accounts').set({ last_login_at: threeDaysAgo }).where('id', '=', quiet.id).execute();
    await ctx.db.insertInto('account_logins').values({ account_id: quiet.id, created_at: threeDaysAgo }).execute();

    const activity = await page<UserActivityRow>(`/analytics/users?limit=5&offset=0&filter=${encodeURIComponent(fresh.email)}`);
    expect(activity.results).toEqual([
      expect.objectContaining({ id: fresh.id, email: fresh.email, daily_ago: 0, amount_login_in_week: 2, full_name: 'Test User', group_name: 'Team Member' }),
    ]);
    expect((await page<UserActivityRow>(`/analytics/users?filter=${encodeURIComponent(quiet.email)}`)).results[0]).toMatchObject({ daily_ago: 3, amount_login_in_week: 1 });

    const week = await page<UserReportRow>(`/accounts/last/7days?limit=100&filter=${encodeURIComponent('user.')}`);
    const day = await page<UserReportRow>(`/accounts/last/1day?limit=100&filter=${encodeURIComponent('user.')}`);
    expect(week.results.map((r) => r.id)).toEqual(expect.arrayContaining([fresh.id, quiet.id]));
    expect(day.results.map((r) => r.id)).toContain(fresh.id);
    expect(day.results.map((r) => r.id)).not.toContain(quiet.id);
    expect(day.results.find((r) => r.id === fresh.id)).toMatchObject({ user_email: fresh.email, status_name: 'Active', full_name: 'Test User' });
    // the spec's call as written: the first page of 5
    expect((await page<UserReportRow>('/accounts/last/7days')).limit).toBe(5);

    const logins = (await get('/analytics/logins')).json<{ results: LoginsPerDay[] }>().results;
    expect(logins).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(logins.at(-1)!.date).toBe(today);
    expect(logins.at(-1)!.logins - loginsBefore.at(-1)!.logins).toBe(2);
    const threeDaysKey = threeDaysAgo.toISOString().slice(0, 10);
    expect(logins.find((d) => d.date === threeDaysKey)!.logins - loginsBefore.find((d) => d.date === threeDaysKey)!.logins).toBe(1);
  });
});
