import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGliteDialect } from './pgliteDialect';
import { lockDataDir } from './dataDirLock';

export type { Database } from './schema';
export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite persisted under `dataDir/pglite`. */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = path.join(options.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    const opened = fromPGlite(await PGlite.create(dir));
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

export function fromPGlite(pglite: PGlite): OpenedDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
