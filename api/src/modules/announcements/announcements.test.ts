import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES as M, type Announcement, type AnnouncementDetail } from '@portal/shared';
import { DEMO_PASSWORD } from '../../db/seedData';
import { createTestContext, databases, factories, type DemoUser, type TestContext } from '../../test/harness';
import { deliveryDb } from '../../delivery/schema';
import './tables';
import { PDF, dataUrl, announcementFingerprint, announcementRequests } from './testKit';

describe.each(databases)('announcements api on %s', (kind) => {
  let ctx: TestContext;
  let ids: Record<'admin' | 'manager' | 'staff' | 'partner', number>;
  let seeded: Record<string, number>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    ids = { admin: await ctx.idOf('admin'), manager: await ctx.idOf('manager'), staff: await ctx.idOf('staff'), partner: await ctx.idOf('partner') };
    const rows = await ctx.db.selectFrom('announcements').select(['id', 'subject']).execute();
    seeded = Object.fromEntries(rows.map((r) => [r.subject, r.id]));
  });
  afterAll(() => ctx.close());

  const { get, post, list } = announcementRequests(() => ctx);
  const adminName = async () => {
    const admin = await ctx.db.selectFrom('accounts').select(['first_name', 'last_name']).where('id', '=', ids.admin).executeTakeFirstOrThrow();
    return `${admin.first_name} ${admin.last_name}`;
  };
  const subjects = (items: Announcement[]) => items.map((a) => a.subject);
  const homeUsers = (overrides: Record<string, unknown> = {}) => ({ target: 'everyone', subject: `Hello ${factories.unique()}`, info: '<p>Body text</p>', ...overrides });
  const expect400 = (res: { statusCode: number; json: () => unknown; body: string }, message: string, field?: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const error = (res.json() as { error: { message: string; field?: string } }).error;
    expect(error.message).toBe(message);
    if (field) expect(error.field).toBe(field);
  };

  it('401 without a token on every signed-in route', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/announcements/companies'],
      ['GET', '/announcements/locations'],
      ['GET', '/announcements/payroll'],
      ['GET', '/announcements/ab/all'],
      ['GET', '/announcements/newsletter_announcements'],
      ['GET', `/announcements/${seeded['Summer hours start June 1']}`],
      ['PUT', `/announcements/${seeded['Summer hours start June 1']}/interaction`, { opinion: 'grinning' }],
      ['PATCH', `/announcements/${seeded['Summer hours start June 1']}`, { visibility: false }],
      ['DELETE', `/announcements/ab/delete/${seeded['Open enrollment starts November 1']}`],
      ['POST', '/announcements', homeUsers()],
      ['POST', '/announcements/ap', {}],
      ['POST', '/announcements/ab', {}],
      ['POST', '/announcements/newsletter', {}],
      ['POST', '/announcements/email-test', {}],
      ['POST', '/announcements/email-test-benefits', {}],
      ['GET', '/newsletter-schedule/all'],
      ['POST', '/newsletter-schedule/create', {}],
      ['PUT', '/newsletter-schedule/update', {}],
      ['POST', '/newsletter-schedule/send-email-test', {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await ctx.request({ method: method as 'GET', url: `/api/v1${url}`, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('403 Permission denied without the right (composer: add; delete: delete), before validation, and nothing written', async () => {
    await Promise.all((['staff', 'partner', 'manager'] as const).map((u) => ctx.token(u)));
    const before = await announcementFingerprint(ctx.db);
    const calls: [DemoUser, string, string, object?][] = [
      ['staff', 'POST', '/announcements', homeUsers()],
      ['staff', 'POST', '/announcements', { nonsense: true }],
      ['partner', 'POST', '/announcements/ap', {}],
      ['staff', 'POST', '/announcements/ab', {}],
      ['staff', 'POST', '/announcements/newsletter', {}],
      ['staff', 'POST', '/announcements/email-test', { email: ['a@x.example'] }],
      ['staff', 'GET', '/newsletter-schedule/all'],
      ['staff', 'POST', '/newsletter-schedule/create', { draft: {} }],
      ['staff', 'PATCH', `/announcements/${seeded['Summer hours start June 1']}`, { visibility: false }],
      // a General Manager may compose but not delete
      ['manager', 'PATCH', `/announcements/${seeded['Summer hours start June 1']}`, { visibility: false }],
      ['manager', 'DELETE', `/announcements/ab/delete/${seeded['Open enrollment starts November 1']}`],
    ];
    for (const [as, method, url, payload] of calls) {
      const res = await ctx.request({ method: method as 'GET', url: `/api/v1${url}`, payload, as });
      expect(res.statusCode, `${as} ${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
    }
    expect(await announcementFingerprint(ctx.db)).toEqual(before);
  });

  it('tabs other than General need announcements view', async () => {
    await ctx.db.updateTable('group_permissions').set({ view: false }).where('group_id', '=', 14).where('module', '=', 'announcements').execute();
    const guest = await factories.account(ctx.db, { group_id: 14 });
    const signin = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: guest.email, password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${signin.json<{ token: string }>().token}` };
    const as = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    expect((await as('/announcements/companies')).statusCode).toBe(200);
    for (const url of [
      '/announcements/locations',
      '/announcements/groups',
      '/announcements/others',
      '/announcements/payroll',
      '/announcements/ab/all',
      '/announcements/newsletter_announcements',
    ]) {
      expect((await as(url)).statusCode, url).toBe(403);
    }
    expect((await as(`/announcements/${seeded['Summer hours start June 1']}`)).statusCode).toBe(200);
  });

  it('lists newest first with author and viewd; scheduled ones only for their author and managers', async () => {
    const staffCompany = await list('companies', 'staff');
    expect(subjects(staffCompany)).toEqual(expect.arrayContaining(['Summer hours start June 1', 'New prize counter system']));
    expect(subjects(staffCompany)).not.toContain('Holiday party (scheduled)');
    const dates = staffCompany.map((a) => a.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const summer = staffCompany.find((a) => a.subject === 'Summer hours start June 1')!;
    expect(summer.created_by.full_name).toBe(await adminName());
    expect(summer.full_name).toBe(await adminName());
    expect(summer.viewd).toBe(true); // seeded view
    expect(staffCompany.find((a) => a.subject === 'New prize counter system')!.viewd).toBe(false);
    const adminCompany = await list('companies', 'admin');
    expect(adminCompany.find((a) => a.subject === 'Holiday party (scheduled)')?.scheduled).toBe(true);
  });

  it('audiences: location, group and contacts announcements reach only their audience (and managers)', async () => {
    // staff: Dallas Galleria, Team Member; partner: Orlando, Read Only (Partners)
    expect(subjects(await list('locations', 'staff'))).toEqual(['Dallas Galleria: parking lot resurfacing']);
    expect(subjects(await list('locations', 'partner'))).toEqual(['Orlando: all-hands meeting']);
    expect(subjects(await list('groups', 'staff'))).toEqual(['Team Members: new uniforms']);
    expect(subjects(await list('groups', 'partner'))).toEqual([]);
    expect(subjects(await list('groups', 'manager'))).toEqual(['General Managers: quarterly review']);
    expect(subjects(await list('others', 'staff'))).toEqual(['Dallas Team Members: weekend shifts']);
    // the manager is in Dallas but a General Manager, not a Team Member: not in the "others" audience
    expect(subjects(await list('others', 'manager'))).toEqual(expect.arrayContaining(['Dallas Team Members: weekend shifts'])); // its author
    expect(subjects(await list('payroll', 'staff'))).toEqual([]);
    expect(subjects(await list('payroll', 'admin'))).toEqual(['W-2 forms are available']);
    expect(subjects(await list('ab/all', 'staff'))).toEqual(['Open enrollment starts November 1']);
    expect(subjects(await list('ab/all', 'manager'))).toEqual(['Open enrollment starts November 1', 'Leadership wellness stipend']);
    expect(subjects(await list('locations', 'admin'))).toEqual(expect.arrayContaining(['Dallas Galleria: parking lot resurfacing', 'Orlando: all-hands meeting']));
    expect(subjects(await list('newsletter_announcements', 'partner'))).toEqual(['November newsletter']);

    // reading one outside your audience is a 404, like a missing one
    for (const subject of [
      'Orlando: all-hands meeting',
      'General Managers: quarterly review',
      'W-2 forms are available',
      'Leadership wellness stipend',
      'Holiday party (scheduled)',
    ]) {
      const res = await get(`/announcements/${seeded[subject]}`, 'staff');
      expect(res.statusCode, subject).toBe(404);
    }
    expect((await get(`/announcements/${seeded['Dallas Galleria: parking lot resurfacing']}`, 'partner')).statusCode).toBe(404);
    expect((await get(`/announcements/${seeded['Orlando: all-hands meeting']}`, 'partner')).statusCode).toBe(200);
    expect((await get(`/announcements/${seeded['W-2 forms are available']}`, 'admin')).statusCode).toBe(200);
    expect((await get('/announcements/999999', 'admin')).statusCode).toBe(404);
    expect((await get('/announcements/abc', 'admin')).statusCode).toBe(400);
  });

  it('the reader records one view per user and returns the caller’s opinion; one rating per user', async () => {
    const id = seeded['New prize counter system']!;
    const first = await get(`/announcements/${id}`, 'partner');
    expect(first.statusCode).toBe(200);
    const detail = first.json<{ results: AnnouncementDetail }>().results;
    expect(detail.opinion).toBeNull();
    expect(detail.subject).toBe('New prize counter system');
    await get(`/announcements/${id}`, 'partner');
    const views = await ctx.db.selectFrom('announcement_views').select('id').where('announcement_id', '=', id).where('account_id', '=', ids.partner).execute();
    expect(views).toHaveLength(1);
    expect((await list('companies', 'partner')).find((a) => a.id === id)!.viewd).toBe(true);

    const rate = (opinion: string, as: DemoUser = 'partner') => ctx.request({ method: 'PUT', url: `/api/v1/announcements/${id}/interaction`, payload: { opinion }, as });
    expect((await rate('thumbs_up')).statusCode).toBe(400);
    const rated = await rate('neutral_face');
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ results: { emoji: 'neutral_face' } });
    const again = await rate('grinning');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(M.alreadyRated);
    expect((await get(`/announcements/${id}`, 'partner')).json<{ results: AnnouncementDetail }>().results.opinion).toEqual({ emoji: 'neutral_face' });
    // someone outside the audience cannot rate it either
    const orlando = seeded['Orlando: all-hands meeting']!;
    expect((await ctx.request({ method: 'PUT', url: `/api/v1/announcements/${orlando}/interaction`, payload: { opinion: 'grinning' }, as: 'staff' })).statusCode).toBe(404);
  });

  it('PATCH visibility false hides it everywhere; DELETE ab/delete only takes benefits', async () => {
    const created = await post('/announcements', homeUsers({ subject: 'To be hidden' }));
    const id = created.json<{ results: Announcement }>().results.id;
    const patch = (payload: object) => ctx.request({ method: 'PATCH', url: `/api/v1/announcements/${id}`, payload, as: 'admin' });
    expect((await patch({ visibility: true })).statusCode).toBe(400);
    expect((await patch({ visibility: false })).statusCode).toBe(204);
    expect((await patch({ visibility: false })).statusCode).toBe(404);
    expect(subjects(await list('companies', 'admin'))).not.toContain('To be hidden');
    expect((await get(`/announcements/${id}`, 'admin')).statusCode).toBe(404);

    const del = (target: number) => ctx.request({ method: 'DELETE', url: `/api/v1/announcements/ab/delete/${target}`, as: 'admin' });
    expect((await del(seeded['Summer hours start June 1']!)).statusCode).toBe(404);
    const benefit = await post('/announcements/ab', { subject: 'Benefit to delete', info: '<p>x</p>' });
    expect(benefit.statusCode, benefit.body).toBe(201);
    const benefitId = benefit.json<{ results: Announcement }>().results.id;
    expect((await del(benefitId)).statusCode).toBe(204);
    expect(subjects(await list('ab/all', 'admin'))).not.toContain('Benefit to delete');
  });

  it('test emails go only to the listed addresses (blanks ignored, invalid refused)', async () => {
    const outbox = () => deliveryDb(ctx.db).selectFrom('delivery_outbox').select(['recipient', 'subject']).where('subject', 'like', 'Test %').execute();
    const before = (await outbox()).length;
    const ok = await post('/announcements/email-test', {
      subject: 'Test one',
      info: '<p>x</p>',
      email: ['', '  ', ' Tester@Example.com ', 'tester@example.com'],
      doc: { data: dataUrl(PDF), type: 'application/pdf', name: 'a.pdf' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: M.emailSent, sent: 1 });
    const rows = await outbox();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toEqual({ recipient: 'tester@example.com', subject: 'Test one' });
    expect400(await post('/announcements/email-test', { subject: 'Test two', info: '<p>x</p>', email: ['ok@example.com', 'nope'] }), M.testEmailInvalid('nope'), 'email');
    expect400(await post('/announcements/email-test-benefits', { subject: 'Test three', info: '<p>x</p>', email: ['', ' '] }), M.testEmailNone, 'email');
    expect((await outbox()).length).toBe(before + 1);
    const benefits = await post('/announcements/email-test-benefits', { subject: 'Test four', info: '<p>x</p>', email: ['b@example.com'] });
    expect(benefits.statusCode).toBe(200);
  });

  it('newsletter drafts: create, list, update, test', async () => {
    const created = await post('/newsletter-schedule/create', { draft: { body: { rows: [] } }, subject: 'Draft A', target_date: '2026-12-24T10:00:00Z' });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<{ results: { id: number; draft: unknown }; message: string }>();
    expect(draft.message).toBe(M.draftSaved);
    expect(draft.results.draft).toEqual({ body: { rows: [] } });
    const all = await get('/newsletter-schedule/all');
    expect(all.json<{ results: { subject: string }[] }>().results.map((d) => d.subject)).toContain('Draft A');
    const updated = await ctx.request({
      method: 'PUT',
      url: '/api/v1/newsletter-schedule/update',
      payload: { id: draft.results.id, draft: '<p>html</p>', subject: 'Draft B', target_date: null },
      as: 'admin',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ results: { subject: string; draft: unknown; target_date: null }; message: string }>()).toMatchObject({
      message: M.draftUpdated,
      results: { subject: 'Draft B', draft: '<p>html</p>', target_date: null },
    });
    expect((await ctx.request({ method: 'PUT', url: '/api/v1/newsletter-schedule/update', payload: { id: 999999, draft: {}, subject: 'x' }, as: 'admin' })).statusCode).toBe(404);
    expect400(await post('/newsletter-schedule/send-email-test', { draft: { rows: [] }, subject: 'Test design', users: ['a@example.com'] }), M.draftNeedsHtml, 'html');
    const sent = await post('/newsletter-schedule/send-email-test', { draft: '<p>Design</p>', subject: 'Test design', users: ['a@example.com', ''], id: draft.results.id });
    expect(sent.json()).toEqual({ message: M.emailSent, sent: 1 });
  });
});
