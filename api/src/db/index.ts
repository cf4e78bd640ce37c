import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';
import { PGliteDialect } from '@portal/shared/node/db/pglite';
import { createPool } from '@portal/shared/node/db/pool';
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
    // the kit's pool: a connection the server ends is reported, never the end of the process
    const pool = createPool({ connectionString: options.databaseUrl, max: 10, onConnectionError: options.onConnectionError });
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
