import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { EXTRACTION_LIMITS, KNOWLEDGE_MESSAGES as M, type ExtractionLimits } from '@portal/shared/knowledge';
import type { Db } from '../db';
import { IngestError } from './detect';
import { Extractor } from './extractor';
import type { FetchPolicy } from './fetchUrl';
import { indexDocument, refreshStatistics } from './index';

const MAX_ATTEMPTS = 3;
/**
 * A job found 'running' belonged to a worker that died (its lease is left): taken again while it has been claimed
 * fewer times than this, else failed with its reason, so a document that kills its worker is tried once more, not
 * forever (a crash loop).
 */
const CLAIMS_BEFORE_GIVING_UP = 2;
/** a job 'running' longer than this belonged to a process that died (extraction itself is bounded to minutes) */
const STALE_MINUTES = 10;
/** statistics are refreshed once the queue is empty and the chunks indexed since the last refresh reach this share */
const STATISTICS_SHARE = 0.1;

/**
 * The background indexer: jobs live in the `jobs` table, so a document queued before a restart is indexed after it.
 * Several service instances on one PostgreSQL share the table (`for update skip locked`).
 */
export class IngestWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private again = false;
  /** resolves when the queue is empty (tests and the bench wait on it) */
  private idleWaiters: (() => void)[] = [];
  /** chunks indexed since the statistics were last refreshed, and how many there were then */
  private chunksSinceStatistics = 0;
  private chunksAtStatistics = 0;
  private readonly extractor: Extractor;

  constructor(
    private readonly db: Db,
    private readonly policy: FetchPolicy,
    private readonly log: FastifyBaseLogger,
    private readonly options: { exclusive: boolean; pollMs?: number; limits?: ExtractionLimits } = { exclusive: true },
  ) {
    this.extractor = new Extractor(options.limits ?? EXTRACTION_LIMITS);
  }

  async start() {
    this.stopped = false;
    await this.recover(true);
    this.wake();
  }

  /** Stops at once: a document being read is put back in the queue, its attempt not counted (no fault of its own). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.extractor.close();
    await this.running;
  }

  /**
   * Jobs whose worker died mid-job: one process owns a PGlite, so at its start every 'running' job is such a one; on
   * PostgreSQL (several instances) those whose lease is stale. Each is queued again or, claimed often enough, failed.
   */
  private async recover(starting: boolean) {
    if (this.options.exclusive && !starting) return;
    const { rows } = await sql<{ document_id: number; status: string }>`
      update jobs set
        status = case when attempts >= ${CLAIMS_BEFORE_GIVING_UP} then 'failed' else 'queued' end,
        error = case when attempts >= ${CLAIMS_BEFORE_GIVING_UP} then ${M.indexingInterrupted} else error end,
        locked_at = null
      where status = 'running' and (${this.options.exclusive} or locked_at < now() - make_interval(mins => ${STALE_MINUTES}))
      returning document_id, status`.execute(this.db);
    const failed = rows.filter((r) => r.status === 'failed').map((r) => r.document_id);
    if (rows.length) this.log.warn({ requeued: rows.length - failed.length, failed }, 'jobs left running by a worker that stopped');
    if (failed.length) await this.db.updateTable('documents').set({ status: 'failed', error: M.indexingInterrupted }).where('id', 'in', failed).execute();
  }

  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
        return;
      }
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 2000);
      this.timer.unref();
    });
  }

  /** Resolves once no job is waiting (or running) in this process. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.wake();
    });
  }

  private async drain() {
    await this.recover(false);
    while (!this.stopped) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
    }
    if (!this.stopped && this.chunksSinceStatistics > 0 && this.chunksSinceStatistics >= this.chunksAtStatistics * STATISTICS_SHARE) {
      const indexed = this.chunksSinceStatistics;
      this.chunksSinceStatistics = 0;
      this.chunksAtStatistics += indexed;
      await refreshStatistics(this.db).catch((error: unknown) => this.log.warn({ err: error }, 'refreshing statistics failed'));
    }
  }

  private async claim() {
    const { rows } = await sql<{ id: number; document_id: number; attempts: number }>`
      update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
      where id = (select id from jobs where status = 'queued' and run_after <= now() order by id limit 1 for update skip locked)
      returning id, document_id, attempts`.execute(this.db);
    return rows[0] ?? null;
  }

  private async run(job: { id: number; document_id: number; attempts: number }) {
    try {
      const chunks = await indexDocument(this.db, job.document_id, this.policy, this.extractor);
      this.chunksSinceStatistics += chunks;
      await this.db.updateTable('jobs').set({ status: 'done', error: null }).where('id', '=', job.id).execute();
      this.log.info({ document: job.document_id, chunks }, 'document indexed');
    } catch (error) {
      if (this.stopped) {
        await sql`update jobs set status = 'queued', locked_at = null, attempts = attempts - 1 where id = ${job.id}`.execute(this.db);
        return;
      }
      const readable = error instanceof IngestError;
      const message = readable ? error.message : `Indexing failed: ${(error as Error).message}`;
      if (!readable && job.attempts < MAX_ATTEMPTS) {
        this.log.warn({ err: error, document: job.document_id }, 'indexing failed, will retry');
        await sql`update jobs set status = 'queued', error = ${message}, run_after = now() + make_interval(secs => ${job.attempts * 5})
          where id = ${job.id}`.execute(this.db);
        return;
      }
      if (!readable) this.log.error({ err: error, document: job.document_id }, 'indexing failed');
      await this.db.updateTable('jobs').set({ status: 'failed', error: message }).where('id', '=', job.id).execute();
      await this.db.updateTable('documents').set({ status: 'failed', error: message }).where('id', '=', job.document_id).execute();
    }
  }
}
