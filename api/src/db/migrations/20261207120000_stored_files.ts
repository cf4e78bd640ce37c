import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * Uploaded files in the database (issue 48), so every api instance on one PostgreSQL serves what any of them stored.
 * A file is its row plus fixed-size chunks (a byte range reads only the chunks it needs, a video streams); it is
 * visible once `complete` (an upload that fails half-way is deleted, its chunks with it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('complete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('key', 'text', (c) => c.notNull().references('stored_files.key').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pk', ['key', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_file_chunks').execute();
  await db.schema.dropTable('stored_files').execute();
}
