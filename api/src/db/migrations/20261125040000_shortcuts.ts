import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * App shortcuts (the Apps Manager and the apps directory): the shortcuts with their place in the shared order and
 * the groups that see them, each account's favourites and its personal order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shortcuts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    // the app name and the description the spec calls display_name1 / display_name2
    .addColumn('display_name1', 'varchar(80)', (c) => c.notNull())
    .addColumn('display_name2', 'varchar(200)', (c) => c.notNull())
    .addColumn('desktop_image', 'text', (c) => c.notNull())
    .addColumn('mobile_image', 'text')
    .addColumn('link_desktop', 'varchar(500)', (c) => c.notNull())
    .addColumn('link_mobile', 'varchar(500)', (c) => c.notNull())
    // no group = every group sees it
    .addColumn('group_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    // 1..n among active shortcuts; an inactive one keeps the place it had, where reactivation puts it back
    .addColumn('sort_order', 'integer', (c) => c.notNull().check(sql`sort_order >= 1`))
    .addColumn('status', 'varchar(8)', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'inactive')`),
    )
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index shortcuts_name_unique on shortcuts (lower(name))`.execute(db);
  await sql`create unique index shortcuts_active_order on shortcuts (sort_order) where status = 'active'`.execute(db);

  await db.schema
    .createTable('shortcut_favorites')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('shortcut_id', 'integer', (c) => c.notNull().references('shortcuts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('shortcut_favorites_pk', ['account_id', 'shortcut_id'])
    .execute();

  await db.schema
    .createTable('shortcut_personal_orders')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('shortcut_ids', sql`integer[]`, (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['shortcut_personal_orders', 'shortcut_favorites', 'shortcuts']) await db.schema.dropTable(table).execute();
}
