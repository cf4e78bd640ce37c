import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/** Location chat messages, each user's read mark per location, and the socket.io PostgreSQL adapter's table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('location_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // a location deleted takes its chat with it (its accounts must have moved first)
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('TEXT', 'IMAGE')`))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    // the sender's own key for the message: a resend after a lost acknowledgement is stored once
    .addColumn('client_id', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // every read of a thread is "one location, by id" (latest page, older than, newer than)
  await db.schema.createIndex('location_messages_thread').on('location_messages').columns(['location_id', 'id']).execute();
  await sql`create unique index location_messages_client_key on location_messages (sender_id, client_id) where client_id is not null`.execute(db);

  await db.schema
    .createTable('location_chat_reads')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('location_chat_reads_pk', ['account_id', 'location_id'])
    .execute();

  // @socket.io/postgres-adapter keeps payloads over NOTIFY's 8000-byte limit here (used only with DATABASE_URL)
  await sql`create table if not exists socket_io_attachments (id bigserial unique, created_at timestamptz default now(), payload bytea)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('socket_io_attachments').ifExists().execute();
  await db.schema.dropTable('location_chat_reads').execute();
  await db.schema.dropTable('location_messages').execute();
}
