import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * One row per sign-in (accounts.last_login_at keeps only the latest): the user report's logins in the week and
 * logins per day are counted from these.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_logins')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('account_logins_created').on('account_logins').column('created_at').execute();
  await db.schema.createIndex('account_logins_account_created').on('account_logins').columns(['account_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_logins').execute();
}
