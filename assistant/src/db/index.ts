import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from '@portal/shared/node/db/pglite';
import { migrateCurrentSchema } from '@portal/shared/node/db/migrate';
import { createPool } from '@portal/shared/node/db/pool';
import type { AssistantDatabase } from './schema';
import { migrations } from './migrations';

export type { AssistantDatabase } from './schema';
export type Db = Kysely<AssistantDatabase>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PostgreSQL (the service's own schema) when a URL is given, otherwise PGlite under `dataDir/assistant/pglite`. */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string; schema: string; onConnectionError?: (error: Error) => void }): Promise<OpenedDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema, 10, options.onConnectionError);
  const dir = path.join(options.dataDir, 'assistant', 'pglite');
  await fs.mkdir(dir, { recursive: true });
  return fromPGlite(await PGlite.create(dir, { extensions: { pg_trgm } }));
}

export async function openPostgres(url: string, schema: string, max = 10, onConnectionError?: (error: Error) => void): Promise<OpenedDatabase> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(`create schema if not exists ${schema}`);
    await createTrigram(setup);
  } finally {
    await setup.end();
  }
  // the kit's pool: a connection the server ends (restart, failover) is reported, never the end of the process
  const pool = createPool({ connectionString: url, max, options: `-c search_path=${schema},public`, onConnectionError });
  const db = new Kysely<AssistantDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Extensions are per database: two services (or test files) may race to create it; the loser finds it there. */
async function createTrigram(client: pg.Client) {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query('create extension if not exists pg_trgm schema public');
      return;
    } catch (e) {
      if (attempt >= 3 || (e as { code?: string }).code !== '23505') throw e;
    }
  }
}

export async function fromPGlite(pglite: PGlite): Promise<OpenedDatabase> {
  await pglite.exec('create extension if not exists pg_trgm');
  const db = new Kysely<AssistantDatabase>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

export async function migrateToLatest(db: Kysely<AssistantDatabase>): Promise<void> {
  await migrateCurrentSchema(db, {
    migrations,
    migrationTableName: 'assistant_migration',
    migrationLockTableName: 'assistant_migration_lock',
  });
}
