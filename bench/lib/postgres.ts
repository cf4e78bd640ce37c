// PostgreSQL for benchmarks: the local server (BENCH_POSTGRES_URL), a database of the bench's own on it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where PostgreSQL is looked for; a bench creates its own database there and drops it at the end. */
export const PG_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A database of our own beside the one named in PG_URL; `drop()` removes it (and only it). */
export async function createBenchDatabase(prefix = 'bench_api'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
