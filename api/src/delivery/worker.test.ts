import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PortalNotification } from '@portal/shared';
import { buildApp } from '../app';
import { createTestContext, databases, factories, type TestContext } from '../test/harness';
import { deliveryStats, DeliveryWorker, enqueueDelivery, ProviderError, sendTestEmails, type SmsMessage, type SmsProvider } from '.';
import { INTERRUPTED_MESSAGE } from './queries';
import { deliveryDb } from './schema';
import { startSmtpSink } from './smtpSink';

const emailOnly = { email: true, sms: false, push: false, desktop: false };
const smsOnly = { email: false, sms: true, push: false, desktop: false };

async function waitFor<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** An SMS provider that records what it sends and fails as told. */
class FakeSms implements SmsProvider {
  readonly name = 'fake';
  readonly sent: SmsMessage[] = [];
  constructor(private readonly fail: (message: SmsMessage, attempt: number) => Error | null = () => null) {}
  private attempts = new Map<string, number>();
  async send(message: SmsMessage) {
    const attempt = (this.attempts.get(message.to) ?? 0) + 1;
    this.attempts.set(message.to, attempt);
    const error = this.fail(message, attempt);
    if (error) throw error;
    this.sent.push(message);
  }
}

describe.each(databases)('delivery worker on %s', (kind) => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let sourceId = 5000;
  const nextSource = () => ({ kind: 'announcement' as const, id: sourceId++ });
  const messages = (jobId: number) => deliveryDb(ctx.db).selectFrom('delivery_messages').selectAll().where('job_id', '=', jobId).orderBy('id').execute();
  const doneCount = async (jobId: number) => {
    const rows = await messages(jobId);
    return rows.filter((r) => r.status === 'sent' || r.status === 'failed').length;
  };
  const emails = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ email: `${tag}.${i}@arcadia.example` }));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // this app sends nothing itself: each test runs the workers it needs
    ctx = await createTestContext(kind, { config: { deliveryWorker: false, publicUrl: 'https://portal.arcadia.example' } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('an app with SMTP_URL delivers a send to a real SMTP server: one email per recipient, subject, tracking pixel', async () => {
    const app = await buildApp({
      db: ctx.db,
      changes: ctx.changes,
      config: { ...ctx.config, deliveryWorker: true, smtpUrl: smtp.url, mailFrom: 'Arcadia <news@arcadia.example>' },
      logger: false,
    });
    await app.ready();
    try {
      const source = nextSource();
      const job = await ctx.db.transaction().execute((tx) =>
        enqueueDelivery(tx, {
          source,
          subject: 'Holiday schedule',
          html: '<html><body><h1>Holiday schedule</h1><p>We close at 6 pm on the 24th.</p></body></html>',
          text: 'We close at 6 pm on the 24th.',
          link: `/announcements/company/${source.id}`,
          channels: emailOnly,
          recipients: emails(5, 'smtp'),
        }),
      );
      await waitFor(async () => smtp.mails.filter((m) => m.subject === 'Holiday schedule').length === 5, 'five emails at the SMTP server');
      const received = smtp.mails.filter((m) => m.subject === 'Holiday schedule');
      expect(received.map((m) => m.to).sort()).toEqual(
        emails(5, 'smtp')
          .map((r) => [r.email])
          .sort(),
      );
      expect(received[0]!.from).toBe('news@arcadia.example');
      const rows = await messages(job.jobId);
      for (const row of rows) {
        const mail = received.find((m) => m.to[0] === row.address)!;
        expect(mail.decoded).toContain(`<img src="https://portal.arcadia.example/api/v1/t/o/${row.token}.gif"`);
        expect(mail.decoded).toContain('We close at 6 pm on the 24th.');
      }
      await waitFor(async () => (await doneCount(job.jobId)) === 5, 'the rows marked');
      expect(rows.length).toBe(5);
      expect(await deliveryStats(ctx.db, source)).toMatchObject({ emailsSent: 5, pending: 0, failed: 0 });
      // nothing went to the outbox: there is a server
      const outbox = await deliveryDb(ctx.db).selectFrom('delivery_outbox').select('id').where('recipient', 'like', 'smtp.%').execute();
      expect(outbox).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('test emails reach the SMTP server for the listed addresses only, with their attachment', async () => {
    const before = smtp.mails.length;
    const result = await sendTestEmails(
      { db: ctx.db, config: { smtpUrl: smtp.url, mailFrom: 'Arcadia <news@arcadia.example>' } },
      {
        to: ['qa@arcadia.example', ' ', 'QA@arcadia.example', 'lead@vendorco.example'],
        subject: 'Test send',
        html: '<p>Preview</p>',
        attachments: [{ filename: 'menu.pdf', content: Buffer.from('%PDF-1.4 menu'), contentType: 'application/pdf' }],
      },
    );
    expect(result.sent).toEqual(['qa@arcadia.example', 'lead@vendorco.example']);
    const received = smtp.mails.slice(before);
    expect(received.map((m) => m.to)).toEqual([['qa@arcadia.example'], ['lead@vendorco.example']]);
    expect(received[0]!.raw).toContain('filename=menu.pdf');
    expect(received[0]!.decoded).not.toContain('/api/v1/t/o/'); // test emails are not tracked
  });

  it('a refusing SMTP server: test email → 502, queued email → failed (550) or retried (451)', async () => {
    await expect(
      sendTestEmails({ db: ctx.db, config: { smtpUrl: smtp.url, mailFrom: 'a@arcadia.example' } }, { to: ['reject.me@arcadia.example'], subject: 'x', html: 'x' }),
    ).rejects.toMatchObject({ statusCode: 502 });
    const job = await enqueueDelivery(ctx.db, {
      source: nextSource(),
      subject: 'Refused',
      html: 'x',
      text: 'x',
      link: null,
      channels: emailOnly,
      recipients: [{ email: 'reject.me@arcadia.example' }, { email: 'busy.me@arcadia.example' }],
    });
    const worker = new DeliveryWorker({ db: ctx.db, config: { ...ctx.config, smtpUrl: smtp.url }, retryBaseMs: 60_000 });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const [rejected, busy] = await messages(job.jobId);
    expect(rejected).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rejected!.last_error).toMatch(/550/);
    expect(busy).toMatchObject({ status: 'pending', attempts: 1 });
    expect(busy!.last_error).toMatch(/451/);
    expect(new Date(busy!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('two workers (as on two api instances) on the same database send each message once', async () => {
    const source = nextSource();
    const job = await enqueueDelivery(ctx.db, {
      source,
      subject: 'Shared work',
      html: '<p>x</p>',
      text: 'Shared work https://arcadia.example/x',
      link: null,
      channels: { ...emailOnly, sms: true },
      recipients: Array.from({ length: 150 }, (_, i) => ({ email: `shared.${i}@arcadia.example`, phone: `+1312555${String(i).padStart(4, '0')}` })),
    });
    const sms = new FakeSms();
    const workers = [0, 1].map(() => new DeliveryWorker({ db: ctx.db, config: { ...ctx.config, smtpUrl: smtp.url }, providers: { sms }, batchSize: 20 }));
    const before = smtp.mails.length;
    try {
      await Promise.all(workers.map((w) => w.drain()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const rows = await messages(job.jobId);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(300);
    const received = smtp.mails.slice(before).filter((m) => m.subject === 'Shared work');
    expect(received).toHaveLength(150);
    expect(new Set(received.map((m) => m.to[0])).size).toBe(150);
    expect(sms.sent).toHaveLength(150);
    expect(new Set(sms.sent.map((m) => m.to)).size).toBe(150);
    // both took part (SKIP LOCKED lets them claim side by side)
    expect(new Set(rows.map((r) => r.claimed_by)).size).toBe(2);
    expect(await deliveryStats(ctx.db, source)).toMatchObject({ emailsSent: 150, smsSent: 150 });
  });

  it('two workers writing to the outbox: one outbox row per message', async () => {
    const job = await enqueueDelivery(ctx.db, {
      source: nextSource(),
      subject: 'Outbox race',
      html: 'x',
      text: 'x',
      link: null,
      channels: emailOnly,
      recipients: emails(200, 'race'),
    });
    const workers = [0, 1].map(() => new DeliveryWorker({ db: ctx.db, config: ctx.config, batchSize: 15 }));
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.stop()));
    const { rows } = await sql<{ message_id: number; n: number }>`
      select o.message_id, count(*)::int as n from delivery_outbox o join delivery_messages m on m.id = o.message_id
      where m.job_id = ${job.jobId} group by o.message_id`.execute(ctx.db);
    expect(rows).toHaveLength(200);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it('a queued send survives an api restart: enqueue, close the app, a new app on the same database delivers it once', async () => {
    const first = await buildApp({ db: ctx.db, changes: ctx.changes, config: { ...ctx.config, deliveryWorker: true }, logger: false });
    await first.ready();
    // due in a moment: the first app is gone before it may send
    const job = await enqueueDelivery(ctx.db, {
      source: nextSource(),
      subject: 'Restart',
      html: 'x',
      text: 'x',
      link: null,
      channels: emailOnly,
      recipients: emails(600, 'restart'),
      notBefore: new Date(Date.now() + 1_000),
    });
    await first.close();
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await doneCount(job.jobId)).toBe(0); // due now, but no app runs

    const second = await buildApp({ db: ctx.db, changes: ctx.changes, config: { ...ctx.config, deliveryWorker: true }, logger: false });
    await second.ready();
    try {
      await waitFor(async () => (await doneCount(job.jobId)) === 600, 'the new app to finish the job');
    } finally {
      await second.close();
    }
    const rows = await messages(job.jobId);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const { rows: dupes } = await sql<{ n: number }>`
      select count(*)::int as n from delivery_outbox o join delivery_messages m on m.id = o.message_id where m.job_id = ${job.jobId}`.execute(ctx.db);
    expect(dupes[0]!.n).toBe(600);
  });

  it('a worker that died mid-send: outbox claims are redone, SMTP / provider claims are failed, never resent', async () => {
    const job = await enqueueDelivery(ctx.db, { source: nextSource(), subject: 'Crash', html: 'x', text: 'x', link: null, channels: emailOnly, recipients: emails(2, 'crash') });
    const [outboxRow, smtpRow] = await messages(job.jobId);
    const stale = new Date(Date.now() - 60 * 60_000);
    await deliveryDb(ctx.db)
      .updateTable('delivery_messages')
      .set({ status: 'sending', transport: 'outbox', claimed_at: stale, claimed_by: 'dead', attempts: 1 })
      .where('id', '=', outboxRow!.id)
      .execute();
    await deliveryDb(ctx.db)
      .updateTable('delivery_messages')
      .set({ status: 'sending', transport: 'smtp', claimed_at: stale, claimed_by: 'dead', attempts: 1 })
      .where('id', '=', smtpRow!.id)
      .execute();
    const worker = new DeliveryWorker({ db: ctx.db, config: ctx.config, leaseMs: 10 * 60_000, pollMs: 20 });
    worker.start();
    try {
      await waitFor(async () => (await doneCount(job.jobId)) === 2, 'the reaper and the resend');
    } finally {
      await worker.stop();
    }
    const [redone, given_up] = await messages(job.jobId);
    expect(redone).toMatchObject({ status: 'sent', attempts: 2 });
    expect(given_up).toMatchObject({ status: 'failed', last_error: INTERRUPTED_MESSAGE });
  });

  it('desktop: one bell notification per user, written with the mark and then pushed live', async () => {
    const [staffId, managerId] = await Promise.all([ctx.idOf('staff'), ctx.idOf('manager')]);
    const pushed: PortalNotification[][] = [];
    const source = nextSource();
    const job = await enqueueDelivery(ctx.db, {
      source,
      subject: 'Team meeting moved',
      html: 'x',
      text: 'x',
      link: `/announcements/group/${source.id}`,
      channels: { email: false, sms: false, push: false, desktop: true },
      recipients: [{ userId: staffId }, { userId: managerId }, { email: 'no-account@arcadia.example' }],
    });
    expect(job).toMatchObject({ queued: { desktop: 2 }, skipped: 1 });
    const worker = new DeliveryWorker({ db: ctx.db, config: ctx.config, publish: (notes) => pushed.push(notes) });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.map((n) => n.user_id_receptor).sort()).toEqual([staffId, managerId].sort());
    expect(pushed[0]![0]).toMatchObject({ content: 'Team meeting moved', link_desktop: `/announcements/group/${source.id}`, is_open: false });
    const stored = await ctx.db
      .selectFrom('notifications')
      .select('id')
      .where(
        'id',
        'in',
        pushed[0]!.map((n) => n.id),
      )
      .execute();
    expect(stored).toHaveLength(2);
    expect(await deliveryStats(ctx.db, source)).toMatchObject({ desktopSent: 2, pending: 0 });
  });

  it('one message that cannot be written (a bell for an account deleted since) does not hold back its batch', async () => {
    const gone = await factories.account(ctx.db);
    const staffId = await ctx.idOf('staff');
    const job = await enqueueDelivery(ctx.db, {
      source: nextSource(),
      subject: 'Poison pill',
      html: 'x',
      text: 'x',
      link: null,
      channels: { email: true, sms: false, push: false, desktop: true },
      recipients: [{ userId: gone.id }, { userId: staffId }],
    });
    await ctx.db.deleteFrom('accounts').where('id', '=', gone.id).execute();
    const worker = new DeliveryWorker({ db: ctx.db, config: ctx.config, retryBaseMs: 0, maxAttempts: 2 });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const rows = await messages(job.jobId);
    const bellForGone = rows.find((r) => r.channel === 'desktop' && r.user_id === gone.id)!;
    expect(bellForGone).toMatchObject({ status: 'failed', attempts: 2 });
    expect(bellForGone.last_error).toBeTruthy();
    expect(rows.filter((r) => r !== bellForGone).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('provider failures: temporary ones retried with backoff up to the limit, permanent ones failed at once', async () => {
    const sms = new FakeSms((message, attempt) => {
      if (message.to.endsWith('0001')) return new ProviderError('Unknown number', true);
      if (message.to.endsWith('0002') && attempt === 1) return new Error('Gateway timeout');
      if (message.to.endsWith('0003')) return new Error('Gateway down');
      return null;
    });
    const job = await enqueueDelivery(ctx.db, {
      source: nextSource(),
      subject: 'Retries',
      html: 'x',
      text: 'Pick up your badge: https://arcadia.example/badge',
      link: null,
      channels: smsOnly,
      recipients: ['+13125550001', '+13125550002', '+13125550003'].map((phone) => ({ phone })),
    });
    const worker = new DeliveryWorker({ db: ctx.db, config: ctx.config, providers: { sms }, retryBaseMs: 0, maxAttempts: 3 });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const [permanent, flaky, down] = await messages(job.jobId);
    expect(permanent).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Unknown number' });
    expect(flaky).toMatchObject({ status: 'sent', attempts: 2 });
    expect(down).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Gateway down' });
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]!.body).toMatch(/^Pick up your badge: https:\/\/portal\.arcadia\.example\/api\/v1\/t\/l\/[A-Za-z0-9_-]{22}$/);
  });
});
