import { Migrator, sql, type DatabaseIntrospector, type Kysely, type Migration, type SchemaMetadata, type TableMetadata } from 'kysely';

export interface SchemaMigrationOptions {
  migrations: Record<string, Migration>;
  /** bookkeeping table names, for a second service in the same schema */
  migrationTableName?: string;
  migrationLockTableName?: string;
}

/**
 * Brings the current schema up to date; throws with the failing migration's error. The bookkeeping tables are
 * pinned to the current schema: Kysely otherwise finds another schema's (a second service, a parallel test) in the
 * same database and skips creating its own.
 *
 * The migrator only asks whether its schema and bookkeeping tables exist, and is given an introspector that looks at
 * the current schema alone. Kysely's own reads every table of every schema and calls has_schema_privilege() and
 * pg_get_serial_sequence() on each name: a schema or table dropped by another session during that scan (parallel
 * test files drop theirs as they end) failed the migration with "… does not exist".
 */
export async function migrateCurrentSchema(db: Kysely<any>, options: SchemaMigrationOptions): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]!.schema;
  const migrator = new Migrator({
    db: withCurrentSchemaIntrospection(db, schema),
    provider: { getMigrations: async () => options.migrations },
    migrationTableSchema: schema,
    ...(options.migrationTableName ? { migrationTableName: options.migrationTableName } : {}),
    ...(options.migrationLockTableName ? { migrationLockTableName: options.migrationLockTableName } : {}),
    // domain teams add migrations in parallel: one merged after a newer-named one already ran still runs
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** the same Kysely instance, whose `introspection` sees one schema and no column details */
function withCurrentSchemaIntrospection(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const found = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return found.rows;
    },
    async getTables(): Promise<TableMetadata[]> {
      const found = await sql<{ name: string; kind: string }>`
        select c.relname as name, c.relkind as kind
        from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        where ns.nspname = ${schema} and c.relkind in ('r', 'v', 'p')`.execute(db);
      return found.rows.map((row) => ({ name: row.name, schema, isView: row.kind === 'v', columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
  // Kysely's methods read private fields, so they run on the real instance, not on the proxy
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
