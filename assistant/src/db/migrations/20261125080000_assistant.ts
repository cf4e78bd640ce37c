import { sql, type Kysely } from 'kysely';

/** The assistant's own tables: knowledge bases, documents and their chunks (FTS + trigram), jobs, conversations. */
export async function up(db: Kysely<any>): Promise<void> {
  // pg_trgm is created (in public) by the service before migrating: extensions are per database, not per schema
  await sql`
    create table categories (
      id serial primary key,
      name text not null,
      slug text not null,
      group_ids integer[] not null default '{}',
      created_by integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table documents (
      id serial primary key,
      category_id integer not null references categories(id) on delete cascade,
      filename text not null,
      kind text not null,
      source_url text,
      status text not null default 'indexing' check (status in ('indexing', 'indexed', 'failed')),
      error text,
      chunks integer not null default 0,
      created_by integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index documents_category_idx on documents (category_id)`.execute(db);
  await sql`
    create table document_files (
      document_id integer primary key references documents(id) on delete cascade,
      content_type text not null,
      bytes bytea not null
    )`.execute(db);
  await sql`
    create table chunks (
      id serial primary key,
      document_id integer not null references documents(id) on delete cascade,
      category_id integer not null,
      ordinal integer not null,
      content text not null,
      tsv tsvector generated always as (to_tsvector('english', content)) stored
    )`.execute(db);
  await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(db);
  await sql`create index chunks_document_idx on chunks (document_id, ordinal)`.execute(db);
  // the indexed vocabulary with its document frequency: typo correction (trigram) and rare-term-first queries
  await sql`create table terms (word text primary key, ndoc integer not null)`.execute(db);
  await sql`create index terms_trgm_idx on terms using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    create table jobs (
      id serial primary key,
      kind text not null,
      document_id integer not null references documents(id) on delete cascade,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      attempts integer not null default 0,
      run_after timestamptz not null default now(),
      locked_at timestamptz,
      error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index jobs_pending_idx on jobs (run_after) where status in ('queued', 'running')`.execute(db);
  await sql`
    create table conversations (
      id serial primary key,
      user_id integer not null,
      name text not null default 'New Chat',
      category_ids integer[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index conversations_user_idx on conversations (user_id, updated_at desc)`.execute(db);
  await sql`
    create table messages (
      id serial primary key,
      conversation_id integer not null references conversations(id) on delete cascade,
      role_id integer not null check (role_id in (1, 2)),
      content text not null,
      image bytea,
      image_type text,
      sources jsonb not null default '[]',
      follow_ups jsonb not null default '[]',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index messages_conversation_idx on messages (conversation_id, id)`.execute(db);
  await sql`
    create table feedback (
      message_id integer primary key references messages(id) on delete cascade,
      user_id integer not null,
      user_name text,
      rating text not null check (rating in ('up', 'down')),
      reason text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index feedback_down_idx on feedback (created_at desc) where rating = 'down'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['feedback', 'messages', 'conversations', 'jobs', 'terms', 'chunks', 'document_files', 'documents', 'categories']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
