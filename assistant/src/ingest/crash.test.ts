import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../db';
import { databases } from '../test/harness';

const SCRIPT = path.join(import.meta.dirname, '..', 'test', 'ingestProcess.ts');

/**
 * Issue 43: a job whose worker died mid-job is retried once more, then failed with its reason (no crash loop). The
 * worker is a real process, killed with SIGKILL while it reads a page that never answers.
 */
describe.each(databases)('a worker killed mid-job on %s', (kind) => {
  let site: Server;
  let requests = 0;
  let dataDir: string;
  const schema = `assistant_crash_${randomBytes(4).toString('hex')}`;
  const env = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? process.env.DATABASE_URL : '',
    ASSISTANT_DB_SCHEMA: schema,
    ASSISTANT_FETCH_ALLOW: '127.0.0.1',
  });
  const open = (): Promise<OpenedDatabase> => openDatabase({ databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL! : null, dataDir, schema });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'assistant-crash-'));
    // a page that is requested and never answered: the job stays running until its process is killed
    site = createServer(() => requests++);
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    site.closeAllConnections();
    site.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });

  /** on PostgreSQL several instances share the queue: a job is another's until its lease is stale (minutes) */
  const leaseExpires = async () => {
    if (kind !== 'postgres') return;
    const database = await open();
    await database.db
      .updateTable('jobs')
      .set({ locked_at: new Date(Date.now() - 3600_000) })
      .where('status', '=', 'running')
      .execute();
    await database.close();
  };
  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { env: env(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, stderr: () => stderr };
  };
  const until = async (check: () => boolean, what: string, child: ChildProcess) => {
    while (!check()) {
      if (child.exitCode !== null) throw new Error(`the worker exited before ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('takes the job again once, then fails it with its reason', async () => {
    let database = await open();
    await migrateToLatest(database.db);
    const category = await database.db.insertInto('categories').values({ name: 'Crash', slug: 'crash', created_by: 1 }).returning('id').executeTakeFirstOrThrow();
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/never`;
    const doc = await database.db
      .insertInto('documents')
      .values({ category_id: category.id, filename: url, kind: 'url', source_url: url, created_by: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('jobs').values({ kind: 'index', document_id: doc.id }).execute();
    // one process owns a PGlite folder: the test lets go of it while a worker runs
    await database.close();

    for (const round of [1, 2]) {
      const worker = startWorker();
      await until(() => requests >= round, `it took the job (round ${round}): ${worker.stderr()}`, worker.child);
      worker.child.kill('SIGKILL');
      await worker.exited;
      await leaseExpires();
    }
    // the third worker finds the job left running a second time: failed, not taken a third time
    const last = startWorker();
    expect(await last.exited, last.stderr()).toBe(0);
    expect(requests).toBe(2);

    database = await open();
    try {
      const job = await database.db.selectFrom('jobs').select(['status', 'attempts', 'error']).where('document_id', '=', doc.id).executeTakeFirstOrThrow();
      const row = await database.db.selectFrom('documents').select(['status', 'error']).where('id', '=', doc.id).executeTakeFirstOrThrow();
      expect(job).toEqual({ status: 'failed', attempts: 2, error: M.indexingInterrupted });
      expect(row).toEqual({ status: 'failed', error: M.indexingInterrupted });
    } finally {
      await database.close();
    }
  }, 240_000);
});
