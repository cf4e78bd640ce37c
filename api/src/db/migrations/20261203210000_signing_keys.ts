import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * The token signing keys, shared by every api instance of one database (issue 48): the current key signs, the previous
 * one (after `npm run keys:rotate`) still verifies. At most one current key: two instances starting at once both try
 * to insert the first one, the unique index lets one win. Changes NOTIFY portal_changes 'signing_keys' so every
 * instance signs with the new key at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('current', 'previous')`))
    .addColumn('private_pem', 'text', (c) => c.notNull())
    .addColumn('public_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .execute();
  await sql`create unique index signing_keys_one_current on signing_keys (state) where state = 'current'`.execute(db);
  await sql`
    create trigger signing_keys_notify_change after insert or update or delete or truncate on signing_keys
    for each statement execute function portal_notify_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
}
