import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * Calendar events (spec 3, 4): personal, local, group, local + group, general and special events (Location Opening,
 * Project) with their audiences, the special events' additional followers and comments (pictures attached), and each
 * user's private calendar feed token (stored hashed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(250)', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'varchar(4950)', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('color', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(sql`kind in ('personal', 'local', 'group', 'local_group', 'general', 'special')`))
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('events_times_in_order', sql`end_at > start_at`)
    .execute();
  await db.schema.createIndex('events_range').on('events').columns(['start_at', 'end_at']).execute();
  await db.schema.createIndex('events_created_by').on('events').columns(['created_by']).execute();

  await db.schema
    .createTable('event_groups')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_groups_pk', ['event_id', 'group_id'])
    .execute();
  await db.schema.createIndex('event_groups_group').on('event_groups').columns(['group_id']).execute();

  await db.schema
    .createTable('event_locations')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_locations_pk', ['event_id', 'location_id'])
    .execute();
  await db.schema.createIndex('event_locations_location').on('event_locations').columns(['location_id']).execute();

  await db.schema
    .createTable('event_followers')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_followers_pk', ['event_id', 'account_id'])
    .execute();
  await db.schema.createIndex('event_followers_account').on('event_followers').columns(['account_id']).execute();

  await db.schema
    .createTable('event_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('message', 'varchar(255)', (c) => c.notNull())
    .addColumn('files', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('event_comments_event').on('event_comments').columns(['event_id', 'created_at']).execute();

  await db.schema
    .createTable('calendar_feed_tokens')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['calendar_feed_tokens', 'event_comments', 'event_followers', 'event_locations', 'event_groups', 'events']) {
    await db.schema.dropTable(table).execute();
  }
}
