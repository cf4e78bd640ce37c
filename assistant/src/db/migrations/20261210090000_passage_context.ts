import { sql, type Kysely } from 'kysely';

/**
 * Passages carry the headings above them (searched with their text), and may have an embedding (vector search beside
 * full-text search when an embedding model is configured). Embeddings are a portable real[] (unit length): PostgreSQL
 * without pgvector and PGlite have no vector type; with pgvector the search casts them (see assistant/src/vectors.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table chunks add column context text not null default ''`.execute(db);
  await sql`alter table chunks drop column tsv`.execute(db);
  await sql`alter table chunks add column tsv tsvector generated always as (to_tsvector('english', context || ' ' || content)) stored`.execute(db);
  await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(db);
  await sql`
    create table chunk_embeddings (
      chunk_id integer primary key references chunks(id) on delete cascade,
      model text not null,
      embedding real[] not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists chunk_embeddings`.execute(db);
  await sql`alter table chunks drop column tsv`.execute(db);
  await sql`alter table chunks drop column context`.execute(db);
  await sql`alter table chunks add column tsv tsvector generated always as (to_tsvector('english', content)) stored`.execute(db);
  await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(db);
}
