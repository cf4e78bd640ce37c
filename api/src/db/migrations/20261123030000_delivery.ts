import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * Delivery of announcements and newsletters: a job per send, one message row per (recipient, channel) that the
 * workers of every api instance claim with FOR UPDATE SKIP LOCKED, the outbox (email / SMS / push written
 * locally when no server or provider is configured), tracked SMS links, and the events analytics count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('source_kind', 'text', (c) => c.notNull().check(sql`source_kind in ('announcement', 'newsletter')`))
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('not_before', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('delivery_jobs_source').on('delivery_jobs').columns(['source_kind', 'source_id']).execute();

  await db.schema
    .createTable('delivery_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('delivery_jobs.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms', 'push', 'desktop')`))
    // email address, phone number, or the user id (push, desktop)
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('contact_id', 'integer')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    // how the claim was to be sent: 'outbox' / 'bell' commit with the mark (safe to redo), 'smtp' / 'provider' not
    .addColumn('transport', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('claimed_by', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('opened_at', 'timestamptz')
    // the open pixel's (email) secret; random, never an id
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addUniqueConstraint('delivery_messages_once', ['job_id', 'channel', 'address'])
    .execute();
  await sql`create index delivery_messages_due on delivery_messages (next_attempt_at, id) where status = 'pending'`.execute(db);
  await sql`create index delivery_messages_in_flight on delivery_messages (claimed_at) where status = 'sending'`.execute(db);

  await db.schema
    .createTable('delivery_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms', 'push')`))
    // null for test emails (sent at once, not part of a job)
    .addColumn('message_id', 'integer', (c) => c.unique().references('delivery_messages.id').onDelete('set null'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('delivery_outbox_channel').on('delivery_outbox').columns(['channel', 'id']).execute();

  await db.schema
    .createTable('delivery_links')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('delivery_messages.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_clicked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('delivery_links_message').on('delivery_links').column('message_id').execute();

  await db.schema
    .createTable('delivery_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('source_kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('email_sent', 'email_open', 'sms_sent', 'sms_click', 'push_sent', 'desktop_sent', 'view')`))
    .addColumn('message_id', 'integer', (c) => c.references('delivery_messages.id').onDelete('set null'))
    // who viewed (views come from viewer pages, not from a message)
    .addColumn('user_id', 'integer')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('delivery_events_source').on('delivery_events').columns(['source_kind', 'source_id', 'kind']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['delivery_events', 'delivery_links', 'delivery_outbox', 'delivery_messages', 'delivery_jobs']) {
    await db.schema.dropTable(table).execute();
  }
}
