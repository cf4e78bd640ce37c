import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * Trivia questions (one a day), their options and the answers; polls, their options and the votes (spec 2: 3, 9).
 * One answer per user per question and one vote per user per poll are UNIQUE constraints, so two submits at once
 * (two tabs) record one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trivia_questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('question_answer', 'varchar(500)', (c) => c.notNull())
    // the day it is asked, in the portal's zone; one question a day
    .addColumn('date', 'date', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('trivia_options')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('trivia_questions.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull().check(sql`position between 0 and 5`))
    .addColumn('option', 'varchar(250)', (c) => c.notNull())
    .addColumn('is_correct', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('trivia_options_position', ['question_id', 'position'])
    .execute();
  // exactly one correct option per question is checked by the service; at most one by the database
  await sql`create unique index trivia_options_one_correct on trivia_options (question_id) where is_correct`.execute(db);

  await db.schema
    .createTable('trivia_responses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('trivia_questions.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('trivia_options.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('trivia_responses_one_per_user', ['question_id', 'account_id'])
    .execute();
  await db.schema.createIndex('trivia_responses_account').on('trivia_responses').columns(['account_id']).execute();
  await db.schema.createIndex('trivia_responses_option').on('trivia_responses').columns(['option_id']).execute();

  await db.schema
    .createTable('polls')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('polls_answer', 'varchar(500)', (c) => c.notNull())
    .addColumn('date_start', 'date', (c) => c.notNull())
    .addColumn('date_end', 'date', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('polls_dates_in_order', sql`date_end >= date_start`)
    .execute();
  await db.schema.createIndex('polls_dates').on('polls').columns(['date_start', 'date_end']).execute();

  await db.schema
    .createTable('poll_options')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull().check(sql`position between 0 and 4`))
    .addColumn('option', 'varchar(250)', (c) => c.notNull())
    .addUniqueConstraint('poll_options_position', ['poll_id', 'position'])
    .execute();

  await db.schema
    .createTable('poll_votes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('poll_options.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('poll_votes_one_per_user', ['poll_id', 'account_id'])
    .execute();
  await db.schema.createIndex('poll_votes_account_time').on('poll_votes').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('poll_votes_option').on('poll_votes').columns(['option_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('poll_votes').execute();
  await db.schema.dropTable('poll_options').execute();
  await db.schema.dropTable('polls').execute();
  await db.schema.dropTable('trivia_responses').execute();
  await db.schema.dropTable('trivia_options').execute();
  await db.schema.dropTable('trivia_questions').execute();
}
