// Delivery cost: how long the background worker takes to deliver one send of 10 000 emails, into the outbox (no
// SMTP server configured) on PGlite and PostgreSQL, and to a real SMTP server running in this process. The
// api's own code runs here (enqueueDelivery + DeliveryWorker), on a freshly migrated database.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { fromPGlite, type Database, type Db, migrateToLatest } from '@portal/api/db';
import { DeliveryWorker, enqueueDelivery, startSmtpSink } from '@portal/api/delivery';
import type { BenchContext, BenchResult, Benchmark, Measurement } from './lib/types';

const EMAILS = Number(process.env.BENCH_DELIVERY_EMAILS ?? 10_000);
/** the SMTP figure sends fewer: an SMTP conversation costs far more than an outbox row */
const SMTP_EMAILS = Number(process.env.BENCH_DELIVERY_SMTP_EMAILS ?? 2_000);
const PG_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONFIG = { smtpUrl: null, mailFrom: 'Portal <no-reply@arcadia.example>', publicUrl: 'http://localhost:8080' };
const HTML = `<html><body><h1>Summer hours</h1>${'<p>From June 1 every location opens one hour earlier and closes one hour later.</p>'.repeat(20)}</body></html>`;

interface Target {
  db: Db;
  close(): Promise<void>;
}

async function openPGlite(): Promise<Target> {
  const opened = await fromPGlite(await PGlite.create());
  await migrateToLatest(opened.db);
  return { db: opened.db, close: opened.close };
}

/** Its own database on the local server, dropped at the end; null when no server answers. */
async function openPostgres(ctx: BenchContext): Promise<Target | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    ctx.log(`delivery: no PostgreSQL at ${PG_URL}, PGlite only`);
    return null;
  }
  const name = `bench_delivery_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // the drop below ends any connection still open; that is expected, not a crash
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let sourceId = 1;
async function enqueue(db: Db, count: number, tag: string): Promise<number> {
  const started = performance.now();
  await db.transaction().execute((tx) =>
    enqueueDelivery(tx, {
      source: { kind: 'announcement', id: sourceId++ },
      subject: 'Summer hours',
      html: HTML,
      text: 'From June 1 every location opens one hour earlier.',
      link: '/announcements/company/1',
      channels: { email: true, sms: false, push: false, desktop: false },
      recipients: Array.from({ length: count }, (_, i) => ({ email: `${tag}.${i}@arcadia.example` })),
    }),
  );
  return performance.now() - started;
}

async function deliver(worker: DeliveryWorker, expected: number): Promise<number> {
  const started = performance.now();
  const handled = await worker.drain();
  if (handled !== expected) throw new Error(`delivery: expected ${expected} messages, the worker handled ${handled}`);
  return performance.now() - started;
}

const benchmark: Benchmark = {
  name: 'delivery',
  async run(ctx: BenchContext): Promise<BenchResult> {
    const measurements: Measurement[] = [];
    const notes: string[] = [];
    const figure = (group: string, name: string, unit: Measurement['unit']) => {
      const m: Measurement = { group, name, unit, samples: [] };
      measurements.push(m);
      return m;
    };

    const targets: Array<[string, () => Promise<Target | null>]> = [
      ['delivery: PGlite', openPGlite],
      ['delivery: PostgreSQL', () => openPostgres(ctx)],
    ];
    for (const [group, open] of targets) {
      const target = await open();
      if (!target) continue;
      try {
        const enqueueMs = figure(group, `enqueue ${EMAILS} emails`, 'ms');
        const deliverMs = figure(group, `deliver ${EMAILS} emails to the outbox`, 'ms');
        const rate = figure(group, 'outbox emails / s', 'count');
        for (let run = 0; run < ctx.runs; run++) {
          ctx.log(`${group}: run ${run + 1}/${ctx.runs}`);
          enqueueMs.samples.push(await enqueue(target.db, EMAILS, `r${run}`));
          const worker = new DeliveryWorker({ db: target.db, config: CONFIG });
          const ms = await deliver(worker, EMAILS);
          await worker.stop();
          deliverMs.samples.push(ms);
          rate.samples.push(Math.round((EMAILS / ms) * 1000));
        }
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from delivery_outbox`.execute(target.db);
        if (rows[0]!.n !== EMAILS * ctx.runs) throw new Error(`delivery: ${rows[0]!.n} outbox rows, expected ${EMAILS * ctx.runs}`);
      } finally {
        await target.close();
      }
    }

    // SMTP: a real server in this process (smtp-server), so the figure is nodemailer + the worker, not a network
    const target = await openPGlite();
    const sink = await startSmtpSink();
    try {
      const deliverMs = figure('delivery: SMTP (PGlite)', `deliver ${SMTP_EMAILS} emails over SMTP`, 'ms');
      const rate = figure('delivery: SMTP (PGlite)', 'SMTP emails / s', 'count');
      for (let run = 0; run < ctx.runs; run++) {
        ctx.log(`delivery: SMTP run ${run + 1}/${ctx.runs}`);
        await enqueue(target.db, SMTP_EMAILS, `smtp${run}`);
        const before = sink.mails.length;
        const worker = new DeliveryWorker({ db: target.db, config: { ...CONFIG, smtpUrl: sink.url } });
        const ms = await deliver(worker, SMTP_EMAILS);
        await worker.stop();
        if (sink.mails.length - before !== SMTP_EMAILS) throw new Error(`delivery: the SMTP server got ${sink.mails.length - before} emails, expected ${SMTP_EMAILS}`);
        sink.mails.length = 0; // keep memory flat
        deliverMs.samples.push(ms);
        rate.samples.push(Math.round((SMTP_EMAILS / ms) * 1000));
      }
    } finally {
      await sink.close();
      await target.close();
    }

    notes.push(
      `delivery: one send of ${EMAILS} email recipients (a ${HTML.length}-character HTML body, each with its own tracking pixel) enqueued in one ` +
        `transaction, then drained by one DeliveryWorker (batches of 500 claimed with FOR UPDATE SKIP LOCKED; outbox rows, marks and ` +
        `"sent" events written in one transaction per batch). SMTP: ${SMTP_EMAILS} emails to an smtp-server in the same process through ` +
        `nodemailer's pool (4 connections, 16 sends in flight), each marked sent right after the server accepted it.`,
    );
    return {
      measurements,
      targets: [{ group: 'delivery: PGlite', name: `deliver ${EMAILS} emails to the outbox`, max: 30_000, label: `delivery: ${EMAILS} emails into the outbox on PGlite (ms)` }],
      notes,
    };
  },
};

export default benchmark;
