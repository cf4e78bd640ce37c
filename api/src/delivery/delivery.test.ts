import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { REALTIME_EVENTS, REALTIME_PATH, type OutboxEntry, type Page, type PortalNotification } from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, factories, type TestContext } from '../test/harness';
import { deliveryStats, enqueueDelivery, recordView, sendTestEmails, TEST_EMAIL_MESSAGES } from '.';
import { PIXEL_GIF } from './routes';
import { deliveryDb } from './schema';
import { trackedLinkForTest } from './testSupport';

const allChannels = { email: true, sms: true, push: true, desktop: true };

async function waitFor<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(databases)('delivery on %s', (kind) => {
  let ctx: TestContext;
  let sourceId = 1000;
  const nextSource = () => ({ kind: 'announcement' as const, id: sourceId++ });
  const statuses = (jobId: number) =>
    deliveryDb(ctx.db).selectFrom('delivery_messages').select(['id', 'channel', 'status', 'address', 'token']).where('job_id', '=', jobId).orderBy('id').execute();
  const allSent = async (jobId: number) => {
    const rows = await statuses(jobId);
    return rows.length > 0 && rows.every((r) => r.status === 'sent') ? rows : null;
  };

  beforeAll(async () => {
    // this file relies on the app's own worker (started with the app) to send what it queues
    ctx = await createTestContext(kind, { config: { deliveryWorker: true, publicUrl: 'https://portal.arcadia.example' } });
    await Promise.all([ctx.token('admin'), ctx.token('staff')]);
  });
  afterAll(() => ctx.close());

  describe('GET /api/v1/delivery/outbox', () => {
    it('401 without a token, 403 without user_management view (even with a bad query)', async () => {
      expect((await ctx.request({ method: 'GET', url: '/api/v1/delivery/outbox' })).statusCode).toBe(401);
      const refused = await ctx.request({ method: 'GET', url: '/api/v1/delivery/outbox?channel=fax', as: 'staff' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Permission denied' } });
    });

    it('400 for a bad query, naming the field', async () => {
      for (const [query, field] of [
        ['channel=fax', 'channel'],
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['offset=-1', 'offset'],
        ['colour=red', undefined],
      ] as const) {
        const res = await ctx.request({ method: 'GET', url: `/api/v1/delivery/outbox?${query}`, as: 'admin' });
        expect(res.statusCode, query).toBe(400);
        const body = res.json<{ error: { code: string; field?: string; message: string } }>();
        expect(body.error.code).toBe('VALIDATION_ERROR');
        if (field) expect(body.error.field).toBe(field);
      }
    });
  });

  it('a send reaches every channel through the app’s worker: outbox email with pixel, SMS with tracked links, push, bell', async () => {
    const staffId = await ctx.idOf('staff');
    const other = await factories.account(ctx.db, { email: `Reader.${factories.unique()}@Arcadia.example` });
    const source = nextSource();
    const job = await ctx.db.transaction().execute((tx) =>
      enqueueDelivery(tx, {
        source,
        subject: 'Summer hours',
        html: '<html><body><p>Longer hours from June.</p></body></html>',
        text: 'Longer hours from June, details: https://arcadia.example/hours.',
        link: `/announcements/company/${source.id}`,
        channels: allChannels,
        recipients: [{ userId: staffId }, { userId: other.id }, { userId: other.id }, { email: 'contact@vendorco.example', phone: '(312) 555-0142', contactId: 7 }],
      }),
    );
    // duplicates once; the contact has no account, so no push / bell for it
    expect(job.queued).toEqual({ email: 3, sms: 3, push: 2, desktop: 2 });
    expect(job.skipped).toBe(2);

    const rows = await waitFor(() => allSent(job.jobId), 'the job to be sent');
    const email = rows.find((r) => r.channel === 'email' && r.address === other.email.toLowerCase())!;
    const page = (await ctx.request({ method: 'GET', url: '/api/v1/delivery/outbox?channel=email&limit=100', as: 'admin' })).json<Page<OutboxEntry>>();
    const mail = page.results.find((e) => e.messageId === Number(email.id))!;
    expect(mail).toMatchObject({ channel: 'email', recipient: other.email.toLowerCase(), subject: 'Summer hours' });
    expect(mail.body).toContain(`<img src="https://portal.arcadia.example/api/v1/t/o/${email.token}.gif"`);
    expect(mail.body.indexOf('<img')).toBeLessThan(mail.body.indexOf('</body>'));

    const sms = (await ctx.request({ method: 'GET', url: '/api/v1/delivery/outbox?channel=sms&limit=100', as: 'admin' }))
      .json<Page<OutboxEntry>>()
      .results.find((e) => e.recipient === '3125550142')!;
    expect(sms.body).not.toContain('https://arcadia.example/hours');
    const tracked = [...sms.body.matchAll(/https:\/\/portal\.arcadia\.example\/api\/v1\/t\/l\/([A-Za-z0-9_-]{22})/g)].map((m) => m[1]!);
    expect(tracked).toHaveLength(2); // the link in the text (its final "." kept outside) and the announcement's own
    expect(sms.body).toMatch(/t\/l\/[A-Za-z0-9_-]{22}\.\n/);
    const first = await ctx.request({ method: 'GET', url: `/api/v1/t/l/${tracked[0]}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://arcadia.example/hours');
    const second = await ctx.request({ method: 'GET', url: `/api/v1/t/l/${tracked[1]}?url=https://evil.example` });
    expect(second.headers.location).toBe(`https://portal.arcadia.example/announcements/company/${source.id}`);

    const push = (await ctx.request({ method: 'GET', url: '/api/v1/delivery/outbox?channel=push', as: 'admin' })).json<Page<OutboxEntry>>();
    expect(push.results.find((e) => e.recipient === `user:${staffId}`)).toMatchObject({ subject: 'Summer hours', details: { userId: staffId } });

    const bell = await ctx.request({ method: 'GET', url: `/api/v1/notify/find/${staffId}`, as: 'staff' });
    expect(bell.json<{ results: Array<{ content: string; link_desktop: string }> }>().results[0]).toMatchObject({
      content: 'Summer hours',
      link_desktop: `/announcements/company/${source.id}`,
    });

    const open = await ctx.request({ method: 'GET', url: `/api/v1/t/o/${email.token}.gif` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/gif');
    expect(open.rawPayload.equals(PIXEL_GIF)).toBe(true);
    await ctx.request({ method: 'GET', url: `/api/v1/t/o/${email.token}.gif` }); // a second load is not a second open
    await recordView(ctx.db, source, { userId: staffId });
    await recordView(ctx.db, source, { phone: '(312) 555-0142' });

    expect(await deliveryStats(ctx.db, source)).toMatchObject({
      emailsSent: 3,
      emailOpens: 1,
      smsSent: 3,
      smsClicks: 2,
      pushSent: 2,
      desktopSent: 2,
      views: 2,
      pending: 0,
      failed: 0,
    });
    expect((await deliveryStats(ctx.db, source)).firstEmailSentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('one job serves per-recipient links: {contactId} and {phone} are filled in for each message', async () => {
    const source = nextSource();
    const job = await enqueueDelivery(ctx.db, {
      source,
      subject: 'Pay stubs',
      html: '<p>Your pay stub is ready.</p>',
      text: 'Your pay stub is ready.',
      link: `/ap/${source.id}/{contactId}`,
      channels: { email: false, sms: true, push: false, desktop: false },
      recipients: [
        { contactId: 31, phone: '(312) 555-0131' },
        { contactId: 32, phone: '(312) 555-0132' },
      ],
    });
    await waitFor(() => allSent(job.jobId), 'the per-contact SMS');
    const links = await deliveryDb(ctx.db)
      .selectFrom('delivery_links as l')
      .innerJoin('delivery_messages as m', 'm.id', 'l.message_id')
      .select(['m.address', 'l.url'])
      .where('m.job_id', '=', job.jobId)
      .orderBy('m.address')
      .execute();
    expect(links).toEqual([
      { address: '3125550131', url: `https://portal.arcadia.example/ap/${source.id}/31` },
      { address: '3125550132', url: `https://portal.arcadia.example/ap/${source.id}/32` },
    ]);
  });

  it('desktop: the app’s worker pushes the bell notification live to the receiver’s socket', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const socket = connect(`http://127.0.0.1:${address.port}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { token: await ctx.token('staff') },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const received = new Promise<PortalNotification>((resolve) => socket.once(REALTIME_EVENTS.notification, resolve));
      const source = nextSource();
      await enqueueDelivery(ctx.db, {
        source,
        subject: 'Live from the queue',
        html: 'x',
        text: 'x',
        link: `/announcements/company/${source.id}`,
        channels: { email: false, sms: false, push: false, desktop: true },
        recipients: [{ userId: await ctx.idOf('staff') }],
      });
      expect(await received).toMatchObject({ user_id_receptor: await ctx.idOf('staff'), content: 'Live from the queue', link_desktop: `/announcements/company/${source.id}` });
    } finally {
      socket.disconnect();
    }
  });

  it('the outbox pages newest first with the spec’s paging object', async () => {
    await sendTestEmails(ctx, { to: ['page.one@arcadia.example', 'page.two@arcadia.example', 'page.three@arcadia.example'], subject: 'Paging', html: '<p>x</p>' });
    const first = (await ctx.request({ method: 'GET', url: '/api/v1/delivery/outbox?channel=email&limit=2', as: 'admin' })).json<Page<OutboxEntry>>();
    expect(first.results.map((e) => e.recipient)).toEqual(['page.three@arcadia.example', 'page.two@arcadia.example']);
    expect(first).toMatchObject({ limit: 2, offset: 0, prevPage: null, nextPage: 'channel=email&limit=2&offset=2' });
    expect(first.pageCount).toBe(Math.ceil(first.total / 2));
    const all = (await ctx.request({ method: 'GET', url: '/api/v1/delivery/outbox', as: 'admin' })).json<Page<OutboxEntry>>();
    expect(all.limit).toBe(20);
    const past = (await ctx.request({ method: 'GET', url: `/api/v1/delivery/outbox?channel=email&limit=2&offset=${first.total + 10}`, as: 'admin' })).json<Page<OutboxEntry>>();
    expect(past).toMatchObject({ results: [], total: first.total, nextPage: null });
  });

  describe('tracking routes (public)', () => {
    it('an unknown or malformed pixel token still answers the GIF and records nothing', async () => {
      const before = await deliveryDb(ctx.db)
        .selectFrom('delivery_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      for (const file of ['AAAAAAAAAAAAAAAAAAAAAA.gif', 'nope.gif', 'x'.repeat(90), "';drop table x;--.gif"]) {
        const res = await ctx.request({ method: 'GET', url: `/api/v1/t/o/${encodeURIComponent(file)}` });
        expect(res.statusCode, file).toBe(200);
        expect(res.headers['content-type']).toBe('image/gif');
        expect(res.headers['cache-control']).toContain('no-store');
      }
      const after = await deliveryDb(ctx.db)
        .selectFrom('delivery_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('an unknown link token is a 404, never a redirect', async () => {
      for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'https:%2F%2Fevil.example', 'short']) {
        const res = await ctx.request({ method: 'GET', url: `/api/v1/t/l/${token}` });
        expect(res.statusCode, token).toBe(404);
        expect(res.headers.location).toBeUndefined();
        expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Link not found.' } });
      }
    });

    it('a known link redirects to its stored URL and counts every click', async () => {
      const token = await trackedLinkForTest(ctx.db, 'https://arcadia.example/benefits');
      for (let i = 0; i < 3; i++) {
        const res = await ctx.request({ method: 'GET', url: `/api/v1/t/l/${token}` });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('https://arcadia.example/benefits');
      }
      const link = await deliveryDb(ctx.db).selectFrom('delivery_links').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
      expect(link.clicks).toBe(3);
      expect(await deliveryStats(ctx.db, { kind: 'announcement', id: 999_999 })).toMatchObject({ smsClicks: expect.any(Number) });
    });
  });

  describe('sendTestEmails', () => {
    it('writes one outbox email per listed address (blank ignored, duplicates once) and nothing else', async () => {
      const before = await deliveryDb(ctx.db)
        .selectFrom('delivery_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const result = await sendTestEmails(ctx, {
        to: ['  Tester@Arcadia.example ', '', '   ', 'tester@arcadia.example', 'second@vendorco.example'],
        subject: 'Test: Summer hours',
        html: '<p>Preview</p>',
        attachments: [{ filename: 'hours.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
      });
      expect(result.sent).toEqual(['tester@arcadia.example', 'second@vendorco.example']);
      const page = (await ctx.request({ method: 'GET', url: '/api/v1/delivery/outbox?channel=email&limit=2', as: 'admin' })).json<Page<OutboxEntry>>();
      expect(page.results.map((e) => e.recipient).sort()).toEqual(['second@vendorco.example', 'tester@arcadia.example']);
      expect(page.results[0]).toMatchObject({
        subject: 'Test: Summer hours',
        body: '<p>Preview</p>',
        messageId: null,
        details: { test: true, attachments: [{ filename: 'hours.pdf', contentType: 'application/pdf', size: 8 }] },
      });
      const after = await deliveryDb(ctx.db)
        .selectFrom('delivery_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n)); // no job, no tracking
    });

    it('refuses bad input with a 400 and sends nothing', async () => {
      const before = await deliveryDb(ctx.db)
        .selectFrom('delivery_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const cases: Array<[Parameters<typeof sendTestEmails>[1], string, string]> = [
        [{ to: [], subject: 'x', html: 'x' }, 'email', TEST_EMAIL_MESSAGES.noRecipient],
        [{ to: ['', ' '], subject: 'x', html: 'x' }, 'email', TEST_EMAIL_MESSAGES.noRecipient],
        [{ to: ['ok@arcadia.example', 'not-an-email'], subject: 'x', html: 'x' }, 'email', TEST_EMAIL_MESSAGES.invalid('not-an-email')],
        [{ to: ['a@b.example, c@d.example'], subject: 'x', html: 'x' }, 'email', TEST_EMAIL_MESSAGES.invalid('a@b.example, c@d.example')],
        [{ to: Array.from({ length: 21 }, (_, i) => `t${i}@arcadia.example`), subject: 'x', html: 'x' }, 'email', TEST_EMAIL_MESSAGES.tooMany],
        [{ to: ['ok@arcadia.example'], subject: '  ', html: 'x' }, 'subject', 'Invalid subject'],
        [{ to: ['ok@arcadia.example'], subject: 'x'.repeat(251), html: 'x' }, 'subject', 'Invalid subject'],
      ];
      for (const [request, field, message] of cases) {
        await expect(sendTestEmails(ctx, request)).rejects.toMatchObject({ statusCode: 400, field, message });
      }
      const after = await deliveryDb(ctx.db)
        .selectFrom('delivery_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });

  describe('enqueueDelivery', () => {
    it('is part of the caller’s transaction: a rollback queues nothing', async () => {
      const source = nextSource();
      await expect(
        ctx.db.transaction().execute(async (tx) => {
          await enqueueDelivery(tx, {
            source,
            subject: 'Rolled back',
            html: 'x',
            text: 'x',
            link: null,
            channels: allChannels,
            recipients: [{ email: 'rollback@arcadia.example' }],
          });
          throw new Error('announcement insert failed');
        }),
      ).rejects.toThrow('announcement insert failed');
      const jobs = await deliveryDb(ctx.db).selectFrom('delivery_jobs').select('id').where('source_id', '=', source.id).execute();
      expect(jobs).toEqual([]);
    });

    it('skips recipients without a usable address, and refuses an empty subject', async () => {
      const fingerprint = await databaseFingerprint(ctx.db);
      await expect(
        enqueueDelivery(ctx.db, { source: nextSource(), subject: '  ', html: 'x', text: 'x', link: null, channels: allChannels, recipients: [{ email: 'a@arcadia.example' }] }),
      ).rejects.toThrow(/subject/);
      expect(await databaseFingerprint(ctx.db)).toEqual(fingerprint);
      const job = await enqueueDelivery(ctx.db, {
        source: nextSource(),
        subject: 'Skips',
        html: 'x',
        text: 'x',
        link: null,
        channels: { email: true, sms: true, push: false, desktop: false },
        recipients: [{ email: 'not an email', phone: '12' }, { userId: 987_654 }, { email: 'fine@arcadia.example', phone: '+1 (312) 555-0100' }],
        notBefore: new Date(Date.now() + 3600_000),
      });
      expect(job.queued).toEqual({ email: 1, sms: 1, push: 0, desktop: 0 });
      expect(job.skipped).toBe(4);
      const rows = await statuses(job.jobId);
      expect(rows.map((r) => r.address).sort()).toEqual(['+13125550100', 'fine@arcadia.example']);
    });

    it('a scheduled send waits for its time', async () => {
      const job = await enqueueDelivery(ctx.db, {
        source: nextSource(),
        subject: 'Newsletter',
        html: 'x',
        text: 'x',
        link: null,
        channels: { email: true, sms: false, push: false, desktop: false },
        recipients: [{ email: 'later@arcadia.example' }],
        notBefore: new Date(Date.now() + 3600_000),
      });
      await new Promise((r) => setTimeout(r, 300));
      expect((await statuses(job.jobId)).map((r) => r.status)).toEqual(['pending']);
    });

    it('an empty recipient list makes an empty job', async () => {
      const job = await enqueueDelivery(ctx.db, { source: nextSource(), subject: 'Nobody', html: 'x', text: 'x', link: null, channels: allChannels, recipients: [] });
      expect(job).toMatchObject({ queued: { email: 0, sms: 0, push: 0, desktop: 0 }, skipped: 0 });
    });
  });
});
