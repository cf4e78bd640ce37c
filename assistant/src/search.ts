import { sql } from 'kysely';
import { analyzeQuestion, idf, totalChunks, type AnalyzedQuestion, type QueryTerm } from './analyze';
import { parseQuestion } from './chat/question';
import { rowCells } from './chat/ranges';
import { readsWholeTable } from './chat/tables';
import type { Db } from './db';
import type { VectorSearch } from './vectors';

export { analyzeQuestion, type AnalyzedPart, type AnalyzedQuestion, type QueryTerm } from './analyze';

export interface Passage {
  chunk_id: number;
  document_id: number;
  category_id: number;
  category_slug: string;
  filename: string;
  content: string;
  /** the headings above the passage */
  context: string;
  score: number;
  /** its sentences (a table row whole) with their stemmed words, as [line, text, words]: the model-free answer's units */
  units: [number, string, string[]][];
  /** the stemmed words of its headings */
  context_words: string[];
}

/**
 * A passage's units and its headings' words, made in the statement that finds it (no round trip more before the
 * answer's first byte): lines, then sentences (a dot, ! or ? before a capital or a digit); a table row ("Column:
 * value; …") stays whole.
 */
export const passageAnalysis = (alias: string) => {
  const content = sql.ref(`${alias}.content`);
  const context = sql.ref(`${alias}.context`);
  return sql`(
      select coalesce(jsonb_agg(jsonb_build_array(l.n - 1, btrim(p.t), tsvector_to_array(to_tsvector('english', p.t))) order by l.n, p.k), '[]'::jsonb)
      from regexp_split_to_table(${content}, E'\n') with ordinality as l(line, n),
      lateral unnest(case when btrim(l.line) ~ '^[^:;]{1,80}: ' and btrim(l.line) ~ '; [^:;]{1,80}: ' then array[btrim(l.line)]
        else regexp_split_to_array(btrim(l.line), ${SENTENCE_BREAK}) end) with ordinality as p(t, k)
      where btrim(p.t) <> ''
    ) as units,
    tsvector_to_array(to_tsvector('english', ${context})) as context_words`;
};
const SENTENCE_BREAK = String.raw`(?<=[.!?])\s+(?=["'“(]?[[:upper:][:digit:]])`;

export const DEFAULT_PASSAGES = 6;
/** a multi-part question brings a few more passages (each part its own), up to this many */
const MAX_PASSAGES = 10;
/** a word in more than this share of chunks says little: dropped while rarer words remain */
const COMMON_SHARE = 0.2;
const MAX_TERMS = 8;
const FEW_CHUNKS = 50;
/** reciprocal rank fusion's constant (Cormack et al.): ranks past ~60 barely count */
const RRF_K = 60;

/** The words the index is asked for one part (or the whole question): most specific first, very common ones dropped. */
function searchTerms(terms: QueryTerm[], total: number): QueryTerm[] {
  const known = terms.filter((t) => t.ndoc > 0).sort((a, b) => a.ndoc - b.ndoc);
  if (!known.length) return known;
  // (a word in few chunks is cheap to search whatever its share: a small index keeps its everyday words)
  const specific = known.filter((t) => t.ndoc <= Math.max(FEW_CHUNKS, total * COMMON_SHARE));
  return (specific.length ? specific : known.slice(0, 2)).slice(0, MAX_TERMS);
}

const quote = (word: string) => `'${word.replace(/'/g, "''")}'`;
/** A term as a tsquery: the word or any of its synonyms. */
const termQuery = (t: QueryTerm) => {
  const words = [...t.words, ...(t.related ?? [])];
  return words.length > 1 ? `(${words.map(quote).join(' | ')})` : quote(words[0] ?? t.word);
};

/**
 * Up to this many matching chunks (by the words' counts) are all scored, in one pass of the full-text index. Past it,
 * each word brings at most CANDIDATES_PER_TERM of its chunks (so a rare word's chunks are all there): a question made
 * of words most chunks hold would otherwise rank the whole index, and their first matches are as good as any.
 */
const EXACT_BUDGET = 5_000;
export const CANDIDATES_PER_TERM = 2_500;
/** the best-scored candidates kept before the documents are joined (a document being re-indexed drops out there) */
const SHORTLIST = 50;

/** Options of a search: how many passages, and the vector search beside full-text search when one is configured. */
export interface SearchOptions {
  limit?: number;
  vectors?: VectorSearch | null;
}

/**
 * The passages that best answer a question, from the given knowledge bases only: chunks holding any of its words
 * (full-text index), scored by the rarer words they hold (idf) plus PostgreSQL's cover-density rank. When every word
 * of the question is common, chunks must hold all of them (any, when none holds all). A question of several parts is
 * searched part by part, and with an embedding model the question's vector is searched too: the lists are fused by
 * reciprocal rank, so every part (and a passage worded differently from the question) gets its place.
 *
 * The statement fixes its own plan: the chunks are found through the full-text index and scored (a materialized
 * step), and only the shortlist meets `documents`. Left to the planner, a database without fresh statistics
 * (PGlite has no autovacuum) chose to walk every document and probe the index once per document: 1.5-23 s instead of
 * milliseconds on 100 000 chunks (bench/assistant.bench.ts).
 */
export async function searchPassages(
  db: Db,
  query: string,
  categoryIds: number[],
  options: SearchOptions = {},
): Promise<{ passages: Passage[]; terms: QueryTerm[]; question: AnalyzedQuestion }> {
  const limit = options.limit ?? DEFAULT_PASSAGES;
  if (!categoryIds.length) return { passages: [], terms: [], question: { parts: [], terms: [] } };
  const [question, queryVectors] = await Promise.all([
    analyzeQuestion(db, query),
    options.vectors
      ? options.vectors
          .embedQuestion(
            query,
            parseQuestion(query).map((p) => p.text),
          )
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  const total = Math.max(await totalChunks(db), 1);
  const groups = question.parts.length > 1 ? question.parts.map((p) => p.terms) : [question.parts[0]?.terms ?? []];
  const lists: Passage[][] = [];
  for (const group of groups) {
    const terms = searchTerms(group, total);
    if (!terms.length) continue;
    const allCommon = terms.every((t) => t.ndoc > total * COMMON_SHARE);
    let ranked = await rankChunks(db, terms, allCommon ? '&' : '|', total, categoryIds, limit);
    // common words that no chunk holds together: any of them will do
    if (allCommon && !ranked.length && terms.length > 1) ranked = await rankChunks(db, terms, '|', total, categoryIds, limit);
    lists.push(ranked);
  }
  if (queryVectors && options.vectors) {
    const words = [...new Set(question.terms.flatMap((t) => t.words))];
    for (const vector of queryVectors) lists.push(await options.vectors.nearest(db, vector, categoryIds, limit, words));
  }
  const passages = lists.length === 1 ? lists[0]! : fuse(lists, Math.min(MAX_PASSAGES, limit + 2 * (groups.length - 1)));
  // a question comparing rows ("the cheapest", "which rooms…") reads the whole table, not the passages found of it
  if (question.parts.some((p) => readsWholeTable(p.text))) passages.push(...(await restOfTables(db, passages, categoryIds)));
  return { passages, terms: question.terms, question };
}

/** passages of a table's section added to the ones found, at most */
const MAX_TABLE_PASSAGES = 8;

/** The other passages of the sections whose table rows were found (same document, same headings), in their order. */
async function restOfTables(db: Db, passages: Passage[], categoryIds: number[]): Promise<Passage[]> {
  const sections = passages.filter((p) => p.units.some(([, text]) => rowCells(text)));
  if (!sections.length) return [];
  const { rows } = await sql<Passage>`
    select c.id as chunk_id, c.document_id, c.category_id, (select k.slug from categories k where k.id = c.category_id) as category_slug,
      d.filename, c.content, c.context, 0::float8 as score, ${passageAnalysis('c')}
    from chunks c
    join documents d on d.id = c.document_id and d.status = 'indexed'
    where c.category_id = any(${categoryIds}::int[])
      and (c.document_id, c.context) in (select * from unnest(${sections.map((p) => p.document_id)}::int[], ${sections.map((p) => p.context)}::text[]))
      and not (c.id = any(${passages.map((p) => p.chunk_id)}::int[]))
    order by c.document_id, c.ordinal
    limit ${MAX_TABLE_PASSAGES}`.execute(db);
  return rows.map((r) => ({ ...r, score: 0 }));
}

/** Reciprocal rank fusion: a passage's score is the sum of 1 / (k + rank) over the lists it is in. */
export function fuse(lists: Passage[][], limit: number): Passage[] {
  const scored = new Map<number, { passage: Passage; score: number; first: number }>();
  lists.forEach((list) =>
    list.forEach((p, rank) => {
      const entry = scored.get(p.chunk_id) ?? { passage: p, score: 0, first: rank };
      entry.score += 1 / (RRF_K + rank + 1);
      entry.first = Math.min(entry.first, rank);
      scored.set(p.chunk_id, entry);
    }),
  );
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first || a.passage.chunk_id - b.passage.chunk_id)
    .slice(0, limit)
    .map((e) => e.passage);
}

async function rankChunks(db: Db, terms: QueryTerm[], join: '&' | '|', total: number, categoryIds: number[], limit: number): Promise<Passage[]> {
  const tsquery = terms.map(termQuery).join(` ${join} `);
  // every tsquery is made once (q), never per row
  const columns = [sql`to_tsquery('simple', ${tsquery}) as tsq`, ...terms.map((t, i) => sql`to_tsquery('simple', ${termQuery(t)}) as ${sql.ref(`t${i}`)}`)];
  const score = sql.join(
    [
      ...terms.map((t, i) => sql`(case when c.tsv @@ q.${sql.ref(`t${i}`)} then ${idf(total, t.ndoc) * t.confidence * (t.optional ? 0.5 : 1)}::float8 else 0 end)`),
      sql`ts_rank_cd(c.tsv, q.tsq)`,
    ],
    sql` + `,
  );
  const inCategories = sql`c.category_id = any(${categoryIds}::int[])`;
  const exact = join === '&' ? terms.length === 1 && terms[0]!.ndoc <= EXACT_BUDGET : terms.reduce((n, t) => n + t.ndoc, 0) <= EXACT_BUDGET;
  const shortlist = exact
    ? sql`select c.id, c.document_id, c.category_id, c.content, c.context, ${score} as score
        from chunks c, q where c.tsv @@ q.tsq and ${inCategories}
        order by score desc, c.id limit ${SHORTLIST}`
    : sql`select c.id, c.document_id, c.category_id, c.content, c.context, ${score} as score
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
      d.filename, s.content, s.context, s.score, ${passageAnalysis('s')}
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
