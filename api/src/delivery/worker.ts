import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DeliveryChannel, PortalNotification } from '@portal/shared';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { ChangeFeed } from '../db/changes';
import { createNotification } from '../modules/notify/service';
import { absoluteUrl, linkFor, openPixelPath, trackSmsLinks, withOpenPixel } from './content';
import { DELIVERY_WAKE_TABLE } from './enqueue';
import { createSmtpMailer, type SmtpMailer } from './mailer';
import type { DeliveryProviders } from './providers';
import * as q from './queries';
import type { DeliveryJobsTable, Transport } from './schema';

type Job = Selectable<DeliveryJobsTable>;
type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
const silentLog: Log = { info() {}, warn() {}, error() {} };
/** successful SMTP / provider sends marked per statement */
const MARK_EVERY = 25;

export interface DeliveryWorkerOptions {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl'>;
  /** wakes the worker as soon as an enqueue commits (else it polls) */
  changes?: ChangeFeed;
  /** pushes the bell notifications it wrote to the receivers' browsers */
  publish?: (notifications: PortalNotification[]) => void;
  providers?: DeliveryProviders;
  /** messages claimed per round */
  batchSize?: number;
  /** how often it looks for due messages (retries, scheduled sends) when nothing wakes it */
  pollMs?: number;
  /** a claim older than this belongs to a dead worker */
  leaseMs?: number;
  maxAttempts?: number;
  /** first retry delay; each next one is 4× longer, at most an hour */
  retryBaseMs?: number;
  /** SMTP / provider calls in flight at once (the SMTP pool queues them on its few connections) */
  concurrency?: number;
  log?: Log;
}

/**
 * The background sender every api instance runs. Each round claims due messages (FOR UPDATE SKIP LOCKED, so
 * instances share the work and never take the same row), sends them and marks them.
 *
 * Never twice: outbox rows, tracked links and bell notifications are written in the same transaction as the
 * "sent" mark (exactly once). SMTP and provider calls cannot join a transaction: the claim commits first, the
 * mark follows the call, and a crash in between leaves the row claimed; once its lease runs out it is marked
 * failed, not retried (at most once). Errors the server or provider reports are retried with backoff.
 */
export class DeliveryWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly db: Db;
  private readonly options: Required<Pick<DeliveryWorkerOptions, 'batchSize' | 'pollMs' | 'leaseMs' | 'maxAttempts' | 'retryBaseMs' | 'concurrency'>>;
  private readonly mailer: SmtpMailer | null;
  private readonly transports: Record<DeliveryChannel, Transport>;
  /** jobs never change: kept so a round does not read them again; at least a batch's worth, so a round's jobs all fit */
  private readonly jobs: LRUCache<number, Job>;
  private readonly log: Log;
  private running: Promise<void> | null = null;
  private stopped = true;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private lastReap = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: DeliveryWorkerOptions) {
    this.db = deps.db;
    this.options = {
      batchSize: deps.batchSize ?? 500,
      pollMs: deps.pollMs ?? 5_000,
      leaseMs: deps.leaseMs ?? 10 * 60_000,
      maxAttempts: deps.maxAttempts ?? 5,
      retryBaseMs: deps.retryBaseMs ?? 30_000,
      concurrency: deps.concurrency ?? 16,
    };
    this.jobs = new LRUCache({ max: Math.max(500, this.options.batchSize) });
    this.log = deps.log ?? silentLog;
    this.mailer = createSmtpMailer(deps.config, { pooled: true });
    this.transports = {
      email: this.mailer ? 'smtp' : 'outbox',
      sms: deps.providers?.sms ? 'provider' : 'outbox',
      push: deps.providers?.push ? 'provider' : 'outbox',
      desktop: 'bell',
    };
  }

  start(): void {
    if (this.running) return;
    this.stopped = false;
    this.unsubscribe = this.deps.changes?.on(DELIVERY_WAKE_TABLE, () => this.wake()) ?? null;
    this.running = this.loop();
  }

  /** Finishes the round in progress (so nothing is left claimed), then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wake();
    await this.running;
    this.running = null;
    this.mailer?.close();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Rounds until nothing is due (tests, benchmarks); returns how many messages were handled. */
  async drain(): Promise<number> {
    let total = 0;
    for (let n = await this.runOnce(); n > 0; n = await this.runOnce()) total += n;
    return total;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let handled = 0;
      try {
        if (Date.now() - this.lastReap > this.options.leaseMs / 4) {
          this.lastReap = Date.now();
          const reaped = await q.reapStale(this.db, this.options.leaseMs);
          if (reaped > 0) this.log.warn({ reaped }, 'delivery: took back claims of a worker that stopped');
        }
        handled = await this.runOnce();
      } catch (e) {
        this.log.error({ err: e }, 'delivery round failed');
      }
      if (handled === 0 && !this.stopped) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /** One round: claim a batch, deliver it, mark it. Returns how many messages it claimed. */
  async runOnce(): Promise<number> {
    const claimed = await q.claimDue(this.db, this.id, this.options.batchSize, this.transports);
    if (claimed.length === 0) return 0;
    await this.loadJobs(claimed.map((m) => m.job_id));
    const local = claimed.filter((m) => m.transport === 'outbox' || m.transport === 'bell');
    const external = claimed.filter((m) => m.transport === 'smtp' || m.transport === 'provider');
    await this.deliverLocal(local);
    await this.deliverExternal(external);
    return claimed.length;
  }

  private async loadJobs(ids: number[]): Promise<void> {
    // `get` marks this round's cached jobs as recent, so loading the missing ones never evicts them
    const missing = [...new Set(ids)].filter((id) => this.jobs.get(id) === undefined);
    if (missing.length === 0) return;
    for (const job of await q.jobsByIds(this.db, missing)) this.jobs.set(job.id, job);
  }

  private job(message: q.ClaimedMessage): Job {
    const job = this.jobs.get(message.job_id);
    if (!job) throw new Error(`delivery job ${message.job_id} not found`);
    return job;
  }

  private emailHtml(job: Job, message: q.ClaimedMessage): string {
    return withOpenPixel(job.html, `${this.deps.config.publicUrl}${openPixelPath(message.token)}`);
  }

  private sms(job: Job, message: q.ClaimedMessage) {
    return trackSmsLinks(job.text, linkFor(job.link, message), this.deps.config.publicUrl);
  }

  /** Outbox and bell: written and marked in one transaction, so a crash leaves both undone (and retried). */
  private async deliverLocal(messages: q.ClaimedMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const ids = messages.map((m) => m.id);
    let written: PortalNotification[] = [];
    try {
      written = await this.db.transaction().execute(async (tx) => {
        const owned = await q.lockOwned(tx, ids, this.id);
        const mine = messages.filter((m) => owned.has(m.id));
        const outbox: q.OutboxInsert[] = [];
        const links: Array<{ token: string; message_id: number; url: string }> = [];
        // bell notifications of one job that lead to the same place are written together
        const bell = new Map<string, { job: Job; link: string | null; userIds: number[] }>();
        for (const message of mine) {
          const job = this.job(message);
          if (message.channel === 'email') {
            outbox.push({
              channel: 'email',
              message_id: message.id,
              recipient: message.address,
              subject: job.subject,
              body: this.emailHtml(job, message),
              details: { from: this.deps.config.mailFrom, text: job.text },
            });
          } else if (message.channel === 'sms') {
            const sms = this.sms(job, message);
            links.push(...sms.links.map((l) => ({ ...l, message_id: message.id })));
            outbox.push({ channel: 'sms', message_id: message.id, recipient: message.address, subject: null, body: sms.body, details: { links: sms.links.map((l) => l.url) } });
          } else if (message.channel === 'push') {
            outbox.push({
              channel: 'push',
              message_id: message.id,
              recipient: `user:${message.user_id}`,
              subject: job.subject,
              body: job.text,
              details: { userId: message.user_id, url: absoluteUrl(linkFor(job.link, message), this.deps.config.publicUrl) },
            });
          } else if (message.user_id !== null) {
            const link = linkFor(job.link, message);
            const key = `${job.id}\u0000${link ?? ''}`;
            const group = bell.get(key) ?? { job, link, userIds: [] };
            group.userIds.push(message.user_id);
            bell.set(key, group);
          }
        }
        await q.insertOutbox(tx, outbox);
        await q.insertLinks(tx, links);
        const notes: PortalNotification[] = [];
        for (const { job, link, userIds } of bell.values()) {
          notes.push(...(await createNotification(tx, { userIds, content: job.subject, link })));
        }
        await q.markSent(
          tx,
          mine.map((m) => m.id),
          this.id,
        );
        return notes;
      });
    } catch (e) {
      if (messages.length > 1) {
        // one bad message (say, a bell for an account deleted since) must not hold back the batch: one at a time
        for (const message of messages) await this.deliverLocal([message]);
        return;
      }
      const message = messages[0]!;
      this.log.warn({ err: e, messageId: message.id }, 'delivery: could not write to the outbox or the bell');
      await q.markAttemptFailed(this.db, message.id, this.id, errorText(e), this.retryAt(message, e)).catch(() => {});
      return;
    }
    if (written.length > 0) this.deps.publish?.(written);
  }

  /**
   * SMTP and providers: the call, then the mark; only a reported failure is retried. Successes are marked a few
   * at a time (one statement each `MARK_EVERY`), which keeps the database out of the SMTP conversation's way; a
   * crash can then leave up to that many sent-but-unmarked rows, which the lease turns into failed, not resent.
   */
  private async deliverExternal(messages: q.ClaimedMessage[]): Promise<void> {
    let next = 0;
    let sent: number[] = [];
    const flush = async () => {
      const ids = sent;
      sent = [];
      if (ids.length === 0) return;
      try {
        await q.markSent(this.db, ids, this.id);
      } catch (e) {
        // left claimed: the lease runs out and the rows are marked failed, never sent again
        this.log.error({ err: e, messageIds: ids }, 'delivery: sent but could not be marked');
      }
    };
    const runner = async () => {
      while (next < messages.length) {
        const message = messages[next++]!;
        try {
          await this.sendExternal(message);
        } catch (failure) {
          await q.markAttemptFailed(this.db, message.id, this.id, errorText(failure), this.retryAt(message, failure)).catch((e: unknown) => {
            this.log.error({ err: e, messageId: message.id }, 'delivery: failure could not be recorded');
          });
          continue;
        }
        sent.push(message.id);
        if (sent.length >= MARK_EVERY) await flush();
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, messages.length) }, runner));
    await flush();
  }

  private async sendExternal(message: q.ClaimedMessage): Promise<void> {
    const job = this.job(message);
    if (message.channel === 'email') {
      if (!this.mailer) throw new Error('no SMTP server configured');
      await this.mailer.send({ to: message.address, subject: job.subject, html: this.emailHtml(job, message), text: job.text });
    } else if (message.channel === 'sms') {
      const provider = this.deps.providers?.sms;
      if (!provider) throw new Error('no SMS provider configured');
      const sms = this.sms(job, message);
      // the links exist before anyone can click them
      await q.insertLinks(
        this.db,
        sms.links.map((l) => ({ ...l, message_id: message.id })),
      );
      await provider.send({ to: message.address, body: sms.body });
    } else if (message.channel === 'push') {
      const provider = this.deps.providers?.push;
      if (!provider || message.user_id === null) throw new Error('no push provider configured');
      await provider.send({ userId: message.user_id, title: job.subject, body: job.text, url: absoluteUrl(linkFor(job.link, message), this.deps.config.publicUrl) });
    }
  }

  private retryAt(message: q.ClaimedMessage, failure: unknown): Date | null {
    if ((failure as { permanent?: boolean }).permanent === true) return null;
    if (message.attempts >= this.options.maxAttempts) return null;
    const delay = Math.min(this.options.retryBaseMs * 4 ** (message.attempts - 1), 60 * 60_000);
    return new Date(Date.now() + delay);
  }
}

function errorText(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).slice(0, 500);
}
