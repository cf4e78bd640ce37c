import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/** Latest news items, their comments and the comments' likes (spec 1: latest news, comments). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('latest_news')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('title', 'varchar(250)', (c) => c.notNull())
    .addColumn('prev_legend', 'varchar(250)', (c) => c.notNull())
    .addColumn('full_legend', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('video_url', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('publish_date', 'timestamptz')
    .addColumn('idea', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notify_desktop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notify_mobile', 'boolean', (c) => c.notNull().defaultTo(false))
    // when the item's notifications went out (null: still due, at its publish date)
    .addColumn('notified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // the feed's order: the date an item went (or goes) public, newest first
  await sql`create index latest_news_feed on latest_news ((coalesce(publish_date, created_at)) desc, id desc)`.execute(db);

  await db.schema
    .createTable('latest_news_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('latest_news_id', 'integer', (c) => c.notNull().references('latest_news.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('TEXT')
        .check(sql`type in ('TEXT')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('latest_news_comments_news').on('latest_news_comments').columns(['latest_news_id', 'created_at']).execute();

  await db.schema
    .createTable('latest_news_comment_likes')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('latest_news_comments.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('latest_news_comment_likes_pk', ['comment_id', 'account_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('latest_news_comment_likes').execute();
  await db.schema.dropTable('latest_news_comments').execute();
  await db.schema.dropTable('latest_news').execute();
}
