import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { EMBEDDING_BATCH, type EmbeddingClient } from '@portal/shared/node/llm';
import type { Db } from './db';
import { passageAnalysis, type Passage } from './search';

/**
 * Vector search beside full-text search, when an embedding model is configured (`EMBEDDING_MODEL`).
 *
 * Storage is portable: each passage's vector is a unit-length `real[]` in `chunk_embeddings` (tagged with its model),
 * because neither PGlite (0.5) nor this machine's PostgreSQL ships pgvector. When `create extension vector` succeeds,
 * the search casts the arrays to `vector` and lets pgvector compute the distance; otherwise the dot product is summed
 * in SQL. Both scan: up to SCAN_LIMIT passages of the chosen knowledge bases are compared exactly, and beyond that only
 * the passages holding a word of the question are (the vector then reorders what full-text search found, and finds
 * what it ranked too low, but no longer what shares no word with the question).
 */
export interface VectorSearch {
  /** the question's vectors: the whole question, or each part of a multi-part one */
  embedQuestion(question: string, parts: string[]): Promise<number[][]>;
  nearest(db: Db, vector: number[], categoryIds: number[], limit: number, words: string[]): Promise<Passage[]>;
}

const SCAN_LIMIT = 20_000;
/** a passage whose vector is this far from the question's is not a match, however few others there are */
const MIN_COSINE = 0.2;

const unit = (v: number[]) => {
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
};

export class VectorIndex implements VectorSearch {
  private pgvector: Promise<boolean> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly client: EmbeddingClient,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 2000,
  ) {}

  get model() {
    return this.client.config.model;
  }

  /** pgvector when the extension exists or can be created here; the portable path otherwise. */
  private hasPgvector(): Promise<boolean> {
    this.pgvector ??= (async () => {
      try {
        await sql`create extension if not exists vector schema public`.execute(this.db);
      } catch {
        // not installed on this server (or not allowed): the portable path
      }
      const { rows } = await sql<{ present: boolean }>`select exists (select 1 from pg_extension where extname = 'vector') as present`.execute(this.db);
      return rows[0]?.present === true;
    })();
    return this.pgvector;
  }

  async embedQuestion(question: string, parts: string[]): Promise<number[][]> {
    return (await this.client.embed(parts.length > 1 ? parts : [question])).map(unit);
  }

  async nearest(db: Db, vector: number[], categoryIds: number[], limit: number, words: string[]): Promise<Passage[]> {
    if (!categoryIds.length) return [];
    const pgvector = await this.hasPgvector();
    const q = sql`${vector}::real[]`;
    const similarity = pgvector ? sql`(1 - (e.embedding::vector <=> ${q}::vector))` : sql`(select sum(a * b) from unnest(e.embedding, ${q}) as t(a, b))`;
    const { rows: count } = await sql<{ n: number }>`
      select count(*)::int as n from chunk_embeddings e join chunks c on c.id = e.chunk_id
      where e.model = ${this.model} and c.category_id = any(${categoryIds}::int[])`.execute(db);
    const narrow = (count[0]?.n ?? 0) > SCAN_LIMIT;
    if (narrow && !words.length) return [];
    const tsquery = words.map((w) => `'${w.replace(/'/g, "''")}'`).join(' | ');
    const candidates = narrow
      ? sql`(select c.id from chunks c where c.tsv @@ to_tsquery('simple', ${tsquery}) and c.category_id = any(${categoryIds}::int[]) limit ${SCAN_LIMIT})`
      : sql`(select c.id from chunks c where c.category_id = any(${categoryIds}::int[]))`;
    const { rows } = await sql<Passage>`
      with scored as materialized (
        select e.chunk_id, ${similarity} as score
        from chunk_embeddings e
        where e.model = ${this.model} and e.chunk_id in ${candidates}
        order by score desc limit ${limit}
      )
      select c.id as chunk_id, c.document_id, c.category_id, (select k.slug from categories k where k.id = c.category_id) as category_slug,
        d.filename, c.content, c.context, s.score, ${passageAnalysis('c')}
      from scored s join chunks c on c.id = s.chunk_id
      join documents d on d.id = c.document_id and d.status = 'indexed'
      where s.score >= ${MIN_COSINE}
      order by s.score desc, c.id`.execute(db);
    return rows.map((r) => ({ ...r, score: Number(r.score) }));
  }

  /** Embeds a batch of passages that have no vector from this model yet; returns how many. */
  async embedPending(): Promise<number> {
    const pending = await sql<{ id: number; text: string }>`
      select c.id, c.context || E'\n' || c.content as text from chunks c
      where not exists (select 1 from chunk_embeddings e where e.chunk_id = c.id and e.model = ${this.model})
      order by c.id limit ${EMBEDDING_BATCH}`.execute(this.db);
    if (!pending.rows.length) return 0;
    const vectors = (await this.client.embed(pending.rows.map((r) => r.text.trim()))).map(unit);
    // a passage deleted meanwhile has no row to join: its vector is dropped
    await sql`
      insert into chunk_embeddings (chunk_id, model, embedding)
      select v.id, ${this.model}, v.embedding::real[]
      from jsonb_to_recordset(${JSON.stringify(pending.rows.map((r, i) => ({ id: r.id, embedding: vectors[i] })))}::jsonb) as v(id int, embedding real[])
      join chunks c on c.id = v.id
      on conflict (chunk_id) do update set model = excluded.model, embedding = excluded.embedding`.execute(this.db);
    return pending.rows.length;
  }

  start() {
    this.stopped = false;
    this.wake();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Resolves once every passage has a vector (or the model failed this round). */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.wake();
    });
  }

  private wake() {
    if (this.stopped || this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = null;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      if (this.stopped) return;
      this.timer = setTimeout(() => this.wake(), this.pollMs);
      this.timer.unref();
    });
  }

  private async drain() {
    try {
      while (!this.stopped && (await this.embedPending()) > 0);
    } catch (error) {
      // the model is down or refused: full-text search goes on alone; the next round tries again
      this.log.warn({ err: error }, 'embedding passages failed, will retry');
    }
  }
}
