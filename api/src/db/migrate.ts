import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

/**
 * Brings the schema up to date; throws with the failing migration's error. The bookkeeping tables are
 * pinned to the current schema: Kysely otherwise finds another schema's (a second service, a parallel
 * test) in the same database and skips creating its own.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]!.schema,
    // domain teams add migrations in parallel: one merged after a newer-named one already ran still runs
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
