import { sql, type Kysely } from 'kysely';

// Latest news sends mobile push through the delivery engine too: one more source kind.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table delivery_jobs drop constraint if exists delivery_jobs_source_kind_check`.execute(db);
  await sql`alter table delivery_jobs add constraint delivery_jobs_source_kind_check check (source_kind in ('announcement', 'newsletter', 'latest_news'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table delivery_jobs drop constraint if exists delivery_jobs_source_kind_check`.execute(db);
  await sql`alter table delivery_jobs add constraint delivery_jobs_source_kind_check check (source_kind in ('announcement', 'newsletter'))`.execute(db);
}
