import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/** What a user did (announcement, benefit, event created; event commented), for the profile's "last activities". */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_activities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('announcement_created', 'announcement_benefits_created', 'event_created', 'event_commented')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('account_activities_account_created').on('account_activities').columns(['account_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_activities').execute();
}
