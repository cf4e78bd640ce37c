import { sql, type Kysely } from 'kysely';

/**
 * The knowledge bases of every passage an answer was built from (retrieved, not only cited): who may read the answer
 * later is decided from them (issue 43). Answers from before keep '{}' and are judged by their sources.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messages add column passage_category_ids integer[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table messages drop column passage_category_ids`.execute(db);
}
