import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * The admin area (issue 16): permission changes reach every api instance's access-state cache through the change
 * feed; payroll-provider job titles and the group each maps to; the notification dashboard's sends (a delivery
 * source of their own); the audit page reads the log newest first and by action.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger group_permissions_notify_change after insert or update or delete or truncate on group_permissions
    for each statement execute function portal_notify_change()`.execute(db);

  await db.schema
    .createTable('job_titles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    .addColumn('mapped_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('mapped_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // the payroll provider spells a title one way; case alone does not make another title
  await sql`create unique index job_titles_title_unique on job_titles (lower(title))`.execute(db);

  await db.schema
    .createTable('notification_sends')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull().check(sql`channel in ('mobile', 'desktop')`))
    .addColumn('title', 'varchar(250)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('redirect', 'varchar(20)', (c) => c.notNull())
    .addColumn('every', 'boolean', (c) => c.notNull())
    .addColumn('location_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('group_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`alter table delivery_jobs drop constraint if exists delivery_jobs_source_kind_check`.execute(db);
  await sql`alter table delivery_jobs add constraint delivery_jobs_source_kind_check check (source_kind in ('announcement', 'newsletter', 'latest_news', 'notification'))`.execute(
    db,
  );

  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_idx').execute();
  await db.schema.dropIndex('audit_log_created_idx').execute();
  await sql`alter table delivery_jobs drop constraint if exists delivery_jobs_source_kind_check`.execute(db);
  await sql`alter table delivery_jobs add constraint delivery_jobs_source_kind_check check (source_kind in ('announcement', 'newsletter', 'latest_news'))`.execute(db);
  await db.schema.dropTable('notification_sends').execute();
  await db.schema.dropTable('job_titles').execute();
  await sql`drop trigger group_permissions_notify_change on group_permissions`.execute(db);
}
