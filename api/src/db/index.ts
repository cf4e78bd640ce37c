import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGliteDialect } from '@portal/shared/node/db/pglite';
import { lockDataDir } from './dataDirLock';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './changes';

export type { Database } from './schema';
export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** which tables changed, from the database's notifications (feeds in-process caches) */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite persisted under `dataDir/pglite`. */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string; onConnectionError?: (error: Error) => void }): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator's terminate) emits 'error' on the
    // pool: without a listener Node ends the process. pg drops that client; the next query opens a new connection.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // a client checked out when the server ends its connection emits 'error' too (the query in flight fails as well)
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const changes = await postgresChangeFeed(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      changes,
      async close() {
        await changes.stop();
        await db.destroy();
      },
    };
  }
  const dir = path.join(options.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    const opened = await fromPGlite(await PGlite.create(dir));
    return {
      ...opened,
      async close() {
        await opened.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

export async function fromPGlite(pglite: PGlite): Promise<OpenedDatabase> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const changes = await pgliteChangeFeed(pglite);
  return {
    db,
    kind: 'pglite',
    changes,
    async close() {
      await changes.stop();
      await db.destroy();
      await pglite.close();
    },
  };
}
