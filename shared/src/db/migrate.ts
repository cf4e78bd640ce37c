import { Migrator, sql, type Kysely, type Migration } from 'kysely';

export interface SchemaMigrationOptions {
  migrations: Record<string, Migration>;
  /** bookkeeping table names, for a second service in the same schema */
  migrationTableName?: string;
  migrationLockTableName?: string;
}

/** PostgreSQL's invalid_schema_name */
const INVALID_SCHEMA_NAME = '3F000';
const ATTEMPTS = 5;

/**
 * Brings the current schema up to date; throws with the failing migration's error. The bookkeeping tables are
 * pinned to the current schema: Kysely otherwise finds another schema's (a second service, a parallel test) in the
 * same database and skips creating its own.
 *
 * Kysely's table check reads every schema of the database and calls has_schema_privilege() on each name; a schema
 * dropped by another session between the catalog read and that call fails the check with "schema … does not exist"
 * (parallel test files drop theirs as they end). Nothing has run at that point, so the migration is tried again.
 */
export async function migrateCurrentSchema(db: Kysely<any>, options: SchemaMigrationOptions): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]!.schema;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => options.migrations },
    migrationTableSchema: schema,
    ...(options.migrationTableName ? { migrationTableName: options.migrationTableName } : {}),
    ...(options.migrationLockTableName ? { migrationLockTableName: options.migrationLockTableName } : {}),
    // domain teams add migrations in parallel: one merged after a newer-named one already ran still runs
    allowUnorderedMigrations: true,
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (attempt < ATTEMPTS && isAnotherSchemaGone(error, schema)) continue;
    throw error instanceof Error ? error : new Error(String(error));
  }
}

function isAnotherSchemaGone(error: unknown, ownSchema: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === INVALID_SCHEMA_NAME && typeof message === 'string' && !message.includes(`"${ownSchema}"`);
}
