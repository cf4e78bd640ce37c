import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES as M, type Announcement } from '@portal/shared';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { deliveryDb } from '../../delivery/schema';
import './tables';
import { PNG, PDF, dataUrl, announcementFingerprint, announcementRequests } from './testKit';

describe.each(databases)('announcements create on %s', (kind) => {
  let ctx: TestContext;
  let ids: Record<'admin' | 'manager' | 'staff' | 'partner', number>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    ids = { admin: await ctx.idOf('admin'), manager: await ctx.idOf('manager'), staff: await ctx.idOf('staff'), partner: await ctx.idOf('partner') };
  });
  afterAll(() => ctx.close());

  const { get, post, list } = announcementRequests(() => ctx);
  const subjects = (items: Announcement[]) => items.map((a) => a.subject);
  const homeUsers = (overrides: Record<string, unknown> = {}) => ({ target: 'everyone', subject: `Hello ${factories.unique()}`, info: '<p>Body text</p>', ...overrides });
  const expect400 = (res: { statusCode: number; json: () => unknown; body: string }, message: string, field?: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const error = (res.json() as { error: { message: string; field?: string } }).error;
    expect(error.message).toBe(message);
    if (field) expect(error.field).toBe(field);
  };

  describe('create', () => {
    it('Everyone → a company announcement, delivery queued in the same write, activity recorded', async () => {
      const jobsBefore = await deliveryDb(ctx.db).selectFrom('delivery_jobs').select('id').execute();
      const res = await post(
        '/announcements',
        homeUsers({ subject: 'Everyone hello', email_checked: true, notify_desktop: true, info: '<p onclick="x()">Hi <script>alert(1)</script><b>all</b></p>' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ results: Announcement; recipients: number }>();
      expect(body.results.kind).toBe('company');
      expect(body.results.info).toBe('<p>Hi <b>all</b></p>');
      expect(body.results.scheduled).toBe(false);
      const active = await ctx.db.selectFrom('accounts').select('id').where('status', '=', 'ACTIVE').execute();
      expect(body.recipients).toBe(active.length);
      const jobs = await deliveryDb(ctx.db).selectFrom('delivery_jobs').selectAll().where('source_id', '=', body.results.id).where('source_kind', '=', 'announcement').execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.link).toBe(`/announcements/company/${body.results.id}`);
      expect((await deliveryDb(ctx.db).selectFrom('delivery_jobs').select('id').execute()).length).toBe(jobsBefore.length + 1);
      const messages = await deliveryDb(ctx.db).selectFrom('delivery_messages').select(['channel']).where('job_id', '=', jobs[0]!.id).execute();
      expect(new Set(messages.map((m) => m.channel))).toEqual(new Set(['email', 'desktop']));
      const activity = await ctx.db.selectFrom('account_activities').select('kind').where('account_id', '=', ids.admin).orderBy('id', 'desc').executeTakeFirst();
      expect(activity?.kind).toBe('announcement_created');
      // the General Manager holds announcements add
      expect((await post('/announcements', homeUsers(), 'manager')).statusCode).toBe(201);
    });

    it('specific locations → local, groups → group, both → others; each reaches only its audience', async () => {
      const dallas = (await ctx.db.selectFrom('locations').select('id').where('name', '=', 'Arcadia Dallas Galleria').executeTakeFirstOrThrow()).id;
      const orlando = (await ctx.db.selectFrom('locations').select('id').where('name', '=', 'Arcadia Orlando').executeTakeFirstOrThrow()).id;
      const local = await post('/announcements', homeUsers({ target: 'specific', locations_ids: [orlando], subject: 'Orlando only', email_checked: true }));
      expect(local.json<{ results: Announcement; recipients: number }>().results.kind).toBe('local');
      const inOrlando = await ctx.db.selectFrom('accounts').select('id').where('location_id', '=', orlando).where('status', '=', 'ACTIVE').execute();
      expect(local.json<{ recipients: number }>().recipients).toBe(inOrlando.length);
      const group = await post('/announcements', homeUsers({ target: 'specific', groups_ids: [15], profiles_ids: [1], subject: 'Team Members only' }));
      expect(group.json<{ results: Announcement }>().results.kind).toBe('group');
      const others = await post('/announcements', homeUsers({ target: 'specific', groups_ids: [6], locations_ids: [dallas], subject: 'Dallas GMs' }));
      expect(others.json<{ results: Announcement }>().results).toMatchObject({ kind: 'others', locations_ids: [dallas], groups_ids: [6] });
      expect(subjects(await list('locations', 'staff'))).not.toContain('Orlando only');
      expect(subjects(await list('locations', 'partner'))).toContain('Orlando only');
      expect(subjects(await list('groups', 'staff'))).toContain('Team Members only');
      expect(subjects(await list('others', 'staff'))).not.toContain('Dallas GMs');
      const gmView = await ctx.request({ method: 'GET', url: `/api/v1/announcements/${others.json<{ results: Announcement }>().results.id}`, as: 'manager' });
      expect(gmView.statusCode).toBe(200);
    });

    it('validation: the spec’s messages, and nothing written', async () => {
      const before = await announcementFingerprint(ctx.db);
      expect400(await post('/announcements', homeUsers({ target: 'specific' })), M.invalidType, 'target');
      expect400(await post('/announcements', homeUsers({ target: 'everyone', locations_ids: [1] })), M.invalidType, 'target');
      expect400(await post('/announcements', homeUsers({ subject: '   ' })), M.invalidSubject, 'subject');
      expect400(await post('/announcements', homeUsers({ subject: 'x'.repeat(251) })), M.invalidSubject, 'subject');
      expect400(await post('/announcements', homeUsers({ info: '<p><br></p><p>&nbsp;</p>' })), M.invalidDescription, 'info');
      expect400(await post('/announcements', homeUsers({ info: '<script>alert(1)</script>' })), M.invalidDescription, 'info');
      expect400(await post('/announcements', homeUsers({ target: 'specific', locations_ids: [999999] })), M.unknownLocation, 'locations_ids');
      expect400(await post('/announcements', homeUsers({ target: 'specific', groups_ids: [99] })), M.unknownGroup, 'groups_ids');
      // group options are limited to the selected profiles: General Manager (6) is a Company Business group
      expect400(await post('/announcements', homeUsers({ target: 'specific', groups_ids: [6], profiles_ids: [2] })), M.groupNotInProfiles, 'groups_ids');
      expect400(await post('/announcements', homeUsers({ sms_checked: true })), M.smsTextRequired, 'text');
      expect400(await post('/announcements', homeUsers({ sms_checked: true, text: 'See www.arcadia.example/hours' })), M.smsFullLinks, 'text');
      expect400(await post('/announcements', homeUsers({ createdAt: 'tomorrow' })), 'createdAt must be an ISO date-time.', 'createdAt');
      expect((await post('/announcements', homeUsers({ surprise: 1 }))).statusCode).toBe(400);
      expect(await announcementFingerprint(ctx.db)).toEqual(before);
    });

    it('images are checked by their bytes and size; attachments too', async () => {
      const before = await announcementFingerprint(ctx.db);
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      expect400(await post('/announcements', homeUsers({ image: { data: dataUrl(html, 'image/png'), type: 'image/png', name: 'x.png' } })), M.imageType, 'image');
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
      expect400(await post('/announcements', homeUsers({ image: { data: dataUrl(gif), type: 'image/png' } })), M.imageType, 'image');
      const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
      expect400(await post('/announcements', homeUsers({ image: { data: dataUrl(big), type: 'image/png' } })), M.imageTooLarge, 'image');
      expect400(await post('/announcements', homeUsers({ image: { data: 'not base64 !!', type: 'image/png' } })), M.imageType, 'image');
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
      expect400(await post('/announcements', homeUsers({ doc: { data: dataUrl(exe, 'application/pdf'), type: 'application/pdf', name: 'x.pdf' } })), M.docType, 'doc');
      // a zip is an Office file only when it is named as one
      const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
      expect400(await post('/announcements', homeUsers({ doc: { data: dataUrl(zip), type: 'application/zip', name: 'tool.exe' } })), M.docType, 'doc');
      expect(await announcementFingerprint(ctx.db)).toEqual(before);

      const ok = await post(
        '/announcements',
        homeUsers({
          subject: 'With files',
          image: { data: dataUrl(PNG), type: 'image/png', name: 'pic.png' },
          doc: { data: dataUrl(PDF, 'application/pdf'), type: 'application/pdf', name: '../../etc/Report 2026.pdf' },
        }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
      const created = ok.json<{ results: Announcement }>().results;
      expect(created.url_image).toMatch(/^\/uploads\/announcements\/[\w-]+\.png$/);
      expect(created.url_doc).toMatch(/^\/uploads\/announcements\/[\w-]+\.pdf$/);
      expect(created.doc_name).toBe('Report 2026.pdf');
      const served = await ctx.app.inject({ method: 'GET', url: created.url_image! });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    });

    it('createdAt in the future schedules it: hidden from readers, delivery waits', async () => {
      const when = new Date(Date.now() + 3 * 86_400_000);
      const res = await post('/announcements', homeUsers({ subject: 'Later', createdAt: when.toISOString(), email_checked: true }));
      expect(res.statusCode).toBe(201);
      const created = res.json<{ results: Announcement }>().results;
      expect(created.scheduled).toBe(true);
      expect(new Date(created.createdAt).getTime()).toBe(when.getTime());
      const job = await deliveryDb(ctx.db).selectFrom('delivery_jobs').selectAll().where('source_id', '=', created.id).executeTakeFirstOrThrow();
      expect(job.not_before.getTime()).toBe(when.getTime());
      expect(subjects(await list('companies', 'staff'))).not.toContain('Later');
      expect((await get(`/announcements/${created.id}`, 'staff')).statusCode).toBe(404);
      // a date in the past does not backdate it
      const past = await post('/announcements', homeUsers({ createdAt: '2020-01-01T00:00:00Z' }));
      expect(Date.now() - new Date(past.json<{ results: Announcement }>().results.createdAt).getTime()).toBeLessThan(60_000);
    });

    it('payroll contacts: resolution as spec 4, one job per contact with its own link; 0 contacts found sends nothing', async () => {
      const before = await announcementFingerprint(ctx.db);
      const payroll = (overrides: Record<string, unknown>) =>
        post('/announcements/ap', { target: 'specific', subject: `Payroll ${factories.unique()}`, info: '<p>Pay</p>', email_checked: true, ...overrides });
      expect400(await payroll({ contact_locations: ['Nowhere'] }), M.noContacts);
      expect400(await payroll({ contact_roles: ['Astronaut'] }), M.noContacts);
      expect400(await payroll({}), M.invalidType, 'target');
      expect400(await payroll({ users: [999999] }), M.unknownContact, 'users');
      expect(await announcementFingerprint(ctx.db)).toEqual(before);

      const count = async (overrides: Record<string, unknown>) => {
        const res = await payroll(overrides);
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ recipients: number; results: Announcement }>();
      };
      expect((await count({ target: 'everyone' })).recipients).toBe(7);
      expect((await count({ contact_locations: ['dallas'] })).recipients).toBe(3);
      expect((await count({ contact_roles: ['Store Manager'] })).recipients).toBe(3);
      expect((await count({ contact_locations: ['Dallas'], contact_roles: ['Payroll Manager'] })).recipients).toBe(1);
      // the role filter empties the location result: the location result is kept
      expect((await count({ contact_locations: ['Orlando'], contact_roles: ['HR Generalist'] })).recipients).toBe(2);
      const created = await count({ contact_locations: ['Schaumburg'] });
      expect(created.results.kind).toBe('payroll');
      const jobs = await deliveryDb(ctx.db).selectFrom('delivery_jobs').select(['link']).where('source_id', '=', created.results.id).execute();
      const contacts = await ctx.db.selectFrom('contacts').select('id').where('location', '=', 'Schaumburg').execute();
      expect(jobs.map((j) => j.link).sort()).toEqual(contacts.map((c) => `/ap/${created.results.id}/${c.id}`).sort());
    });

    it('benefits and newsletter: their kinds, links and activities', async () => {
      const benefit = await post('/announcements/ab', {
        subject: 'Dental plan',
        info: '<p>New dental plan</p>',
        groups_ids: [15],
        sms_checked: true,
        text: 'Details: https://benefits.example/dental',
        email_checked: true,
      });
      expect(benefit.statusCode, benefit.body).toBe(201);
      const created = benefit.json<{ results: Announcement }>().results;
      expect(created.kind).toBe('benefits');
      const links = (await deliveryDb(ctx.db).selectFrom('delivery_jobs').select('link').where('source_id', '=', created.id).execute()).map((j) => j.link);
      expect(links).toContain(`/ab/${created.id}`);
      expect(links.some((l) => l?.startsWith(`/ab/${created.id}/`))).toBe(true);
      const activity = await ctx.db.selectFrom('account_activities').select('kind').where('account_id', '=', ids.admin).orderBy('id', 'desc').executeTakeFirst();
      expect(activity?.kind).toBe('announcement_benefits_created');
      expect400(await post('/announcements/ab', { subject: '', info: '<p>x</p>' }), M.invalidSubject);
      expect400(await post('/announcements/ab', { subject: 'x', info: '' }), M.invalidDescription);

      const newsletter = await post('/announcements/newsletter', { subject: 'December newsletter', info: '<h1>December</h1><table><tr><td>Games</td></tr></table>' });
      expect(newsletter.statusCode, newsletter.body).toBe(201);
      expect(newsletter.json<{ results: Announcement }>().results.kind).toBe('newsletter');
      const job = await deliveryDb(ctx.db)
        .selectFrom('delivery_jobs')
        .selectAll()
        .where('source_kind', '=', 'newsletter')
        .where('source_id', '=', newsletter.json<{ results: Announcement }>().results.id)
        .executeTakeFirstOrThrow();
      expect(job.link).toBe(`/announcements/company/${newsletter.json<{ results: Announcement }>().results.id}`);
      expect(subjects(await list('newsletter_announcements', 'staff'))).toContain('December newsletter');
    });
  });
});
