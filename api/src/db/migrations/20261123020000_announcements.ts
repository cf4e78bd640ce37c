import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/** Announcements of every kind, their audiences, views and ratings; payroll-provider contacts; newsletter drafts. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('first_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(16)')
    .addColumn('role', 'varchar(120)', (c) => c.notNull())
    .addColumn('location', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('contacts_reachable', sql`email is not null or phone is not null`)
    .execute();
  await sql`create unique index contacts_email_unique on contacts (lower(email)) where email is not null`.execute(db);
  await sql`create unique index contacts_phone_unique on contacts (phone) where phone is not null`.execute(db);

  await db.schema
    .createTable('newsletter_drafts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subject', 'varchar(250)', (c) => c.notNull().defaultTo(''))
    .addColumn('draft', 'jsonb', (c) => c.notNull())
    .addColumn('target_date', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull().check(sql`kind in ('company', 'local', 'group', 'others', 'payroll', 'benefits', 'newsletter')`))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
    .addColumn('subject', 'varchar(250)', (c) => c.notNull())
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url_image', 'varchar(500)')
    .addColumn('url_doc', 'varchar(500)')
    .addColumn('doc_name', 'varchar(200)')
    .addColumn('editor_type', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('default')
        .check(sql`editor_type in ('default', 'email')`),
    )
    .addColumn('everyone', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_checked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sms_checked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notify_mobile', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notify_desktop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('visibility', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('draft_id', 'integer', (c) => c.references('newsletter_drafts.id').onDelete('set null'))
    // the publish time: a future value means scheduled
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index announcements_kind_created on announcements (kind, created_at desc, id desc) where visibility`.execute(db);

  await db.schema
    .createTable('announcement_locations')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('announcement_locations_pk', ['announcement_id', 'location_id'])
    .execute();
  await db.schema
    .createTable('announcement_groups')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('announcement_groups_pk', ['announcement_id', 'group_id'])
    .execute();
  await db.schema
    .createTable('announcement_contacts')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('contact_id', 'integer', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('announcement_contacts_pk', ['announcement_id', 'contact_id'])
    .execute();

  // read by analytics: one row per viewer (a portal user, a payroll contact, or a benefits phone number)
  await db.schema
    .createTable('announcement_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(16)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('announcement_views_one_viewer', sql`num_nonnulls(account_id, contact_id, phone) = 1`)
    .execute();
  await sql`create unique index announcement_views_account on announcement_views (announcement_id, account_id) where account_id is not null`.execute(db);
  await sql`create unique index announcement_views_contact on announcement_views (announcement_id, contact_id) where contact_id is not null`.execute(db);
  await sql`create unique index announcement_views_phone on announcement_views (announcement_id, phone) where phone is not null`.execute(db);
  await db.schema.createIndex('announcement_views_created').on('announcement_views').column('created_at').execute();

  await db.schema
    .createTable('announcement_opinions')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('emoji', 'varchar(24)', (c) => c.notNull().check(sql`emoji in ('white_frowning_face', 'neutral_face', 'grinning')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('announcement_opinions_pk', ['announcement_id', 'account_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'announcement_opinions',
    'announcement_views',
    'announcement_contacts',
    'announcement_groups',
    'announcement_locations',
    'announcements',
    'newsletter_drafts',
    'contacts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
