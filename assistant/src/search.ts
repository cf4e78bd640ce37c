import { sql } from 'kysely';
import type { Db } from './db';

export interface Passage {
  chunk_id: number;
  document_id: number;
  category_id: number;
  category_slug: string;
  filename: string;
  content: string;
  score: number;
}

export interface QueryTerm {
  word: string;
  ndoc: number;
  /** the word as typed when it was corrected to an indexed one (trigram similarity) */
  typed?: string;
}

export const DEFAULT_PASSAGES = 6;
/** a word in more than this share of chunks says little: dropped while rarer words remain */
const COMMON_SHARE = 0.2;
const MAX_TERMS = 8;

let totalCache: { db: Db; total: number; at: number } | null = null;

/** How many chunks are indexed (kept 10 s: it only weighs words). */
async function totalChunks(db: Db): Promise<number> {
  if (totalCache && totalCache.db === db && Date.now() - totalCache.at < 10_000) return totalCache.total;
  const row = await db.selectFrom('chunks').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  totalCache = { db, total: Number(row.n), at: Date.now() };
  return totalCache.total;
}

/**
 * The question's words as the index knows them: stemmed like the chunks (english), a word the index does not know
 * replaced by its nearest indexed word by trigram similarity (typos), most specific first, very common ones dropped.
 */
export async function queryTerms(db: Db, query: string): Promise<QueryTerm[]> {
  const { rows } = await sql<{ lexeme: string; ndoc: number | null; fixed: string | null; fixed_ndoc: number | null }>`
    with lex as (select distinct lexeme from unnest(to_tsvector('english', ${query})))
    select lex.lexeme, t.ndoc, f.word as fixed, f.ndoc as fixed_ndoc
    from lex
    left join terms t on t.word = lex.lexeme
    left join lateral (
      select word, ndoc from terms
      where t.word is null and length(lex.lexeme) >= 4 and word % lex.lexeme
      order by similarity(word, lex.lexeme) desc, ndoc desc limit 1
    ) f on true`.execute(db);
  const terms: QueryTerm[] = [];
  for (const r of rows) {
    if (r.ndoc !== null) terms.push({ word: r.lexeme, ndoc: r.ndoc });
    else if (r.fixed !== null && !terms.some((t) => t.word === r.fixed)) terms.push({ word: r.fixed, ndoc: r.fixed_ndoc!, typed: r.lexeme });
  }
  terms.sort((a, b) => a.ndoc - b.ndoc);
  if (!terms.length) return terms;
  const total = await totalChunks(db);
  const specific = terms.filter((t) => t.ndoc <= Math.max(1, total * COMMON_SHARE));
  return (specific.length ? specific : terms.slice(0, 2)).slice(0, MAX_TERMS);
}

const quote = (word: string) => `'${word.replace(/'/g, "''")}'`;

/**
 * Up to this many matching chunks (by the words' counts) are all scored, in one pass of the full-text index. Past it,
 * each word brings at most CANDIDATES_PER_TERM of its chunks (so a rare word's chunks are all there): a question made
 * of words most chunks hold would otherwise rank the whole index, and their first matches are as good as any.
 */
const EXACT_BUDGET = 5_000;
export const CANDIDATES_PER_TERM = 2_500;
/** the best-scored candidates kept before the documents are joined (a document being re-indexed drops out there) */
const SHORTLIST = 50;

/**
 * The passages that best answer a question, from the given knowledge bases only: chunks holding any of its words
 * (full-text index), scored by the rarer words they hold (idf) plus PostgreSQL's cover-density rank. When every word
 * of the question is common, chunks must hold all of them (any, when none holds all).
 *
 * The statement fixes its own plan: the chunks are found through the full-text index and scored (a materialized
 * step), and only the shortlist meets `documents`. Left to the planner, a database without fresh statistics
 * (PGlite has no autovacuum) chose to walk every document and probe the index once per document: 1.5-23 s instead of
 * milliseconds on 100 000 chunks (bench/assistant.bench.ts).
 */
export async function searchPassages(db: Db, query: string, categoryIds: number[], limit = DEFAULT_PASSAGES): Promise<{ passages: Passage[]; terms: QueryTerm[] }> {
  if (!categoryIds.length) return { passages: [], terms: [] };
  const terms = await queryTerms(db, query);
  if (!terms.length) return { passages: [], terms };
  const total = Math.max(await totalChunks(db), 1);
  const allCommon = terms.every((t) => t.ndoc > total * COMMON_SHARE);
  let passages = await rankChunks(db, terms, allCommon ? '&' : '|', total, categoryIds, limit);
  // common words that no chunk holds together: any of them will do
  if (allCommon && !passages.length && terms.length > 1) passages = await rankChunks(db, terms, '|', total, categoryIds, limit);
  return { passages, terms };
}

async function rankChunks(db: Db, terms: QueryTerm[], join: '&' | '|', total: number, categoryIds: number[], limit: number): Promise<Passage[]> {
  const tsquery = terms.map((t) => quote(t.word)).join(` ${join} `);
  // every tsquery is made once (q), never per row
  const columns = [sql`to_tsquery('simple', ${tsquery}) as tsq`, ...terms.map((t, i) => sql`to_tsquery('simple', ${quote(t.word)}) as ${sql.ref(`t${i}`)}`)];
  const score = sql.join(
    [...terms.map((t, i) => sql`(case when c.tsv @@ q.${sql.ref(`t${i}`)} then ${Math.log(1 + total / Math.max(t.ndoc, 1))}::float8 else 0 end)`), sql`ts_rank_cd(c.tsv, q.tsq)`],
    sql` + `,
  );
  const inCategories = sql`c.category_id = any(${categoryIds}::int[])`;
  const exact = join === '&' ? terms.length === 1 && terms[0]!.ndoc <= EXACT_BUDGET : terms.reduce((n, t) => n + t.ndoc, 0) <= EXACT_BUDGET;
  const shortlist = exact
    ? sql`select c.id, c.document_id, c.category_id, c.content, ${score} as score
        from chunks c, q where c.tsv @@ q.tsq and ${inCategories}
        order by score desc, c.id limit ${SHORTLIST}`
    : sql`select c.id, c.document_id, c.category_id, c.content, ${score} as score
        from (${sql.join(
          // each word's chunks through the full-text index, a bounded number of each (all words together for '&')
          (join === '&' ? [sql`q.tsq`] : terms.map((_, i) => sql`q.${sql.ref(`t${i}`)}`)).map(
            (match) => sql`(select c.id from chunks c, q where c.tsv @@ ${match} and ${inCategories} limit ${CANDIDATES_PER_TERM})`,
          ),
          sql` union `,
        )}) h
        join chunks c on c.id = h.id, q
        order by score desc, c.id limit ${SHORTLIST}`;
  const { rows } = await sql<Passage>`
    with q as materialized (select ${sql.join(columns)}),
    shortlist as materialized (${shortlist})
    select s.id as chunk_id, s.document_id, s.category_id, (select k.slug from categories k where k.id = s.category_id) as category_slug,
      d.filename, s.content, s.score
    from shortlist s, lateral (select d.filename from documents d where d.id = s.document_id and d.status = 'indexed') d
    order by s.score desc, s.id
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

/**
 * The bench's baseline: the plain PostgreSQL way to ask the same question of the same index, one statement: every chunk
 * holding any word of the question (as the service searches), ranked by ts_rank_cd.
 */
export const BARE_SEARCH_SQL = `
  select c.id, c.document_id, c.content, ts_rank_cd(c.tsv, q) as rank
  from chunks c, to_tsquery('english', array_to_string(tsvector_to_array(to_tsvector('english', $1)), ' | ')) q
  where c.tsv @@ q and c.category_id = any($2::int[])
  order by rank desc limit 6`;

/** For reference beside it: the statement that asks for chunks holding every word (websearch syntax). */
export const BARE_ALL_WORDS_SQL = `
  select c.id, c.document_id, c.content, ts_rank_cd(c.tsv, q) as rank
  from chunks c, websearch_to_tsquery('english', $1) q
  where c.tsv @@ q and c.category_id = any($2::int[])
  order by rank desc limit 6`;
