import { sql } from 'kysely';
import type { FactKind } from './chat/facts';
import { compoundSplits, derivedForms, IRREGULAR_FORMS } from './chat/forms';
import { editDistance, FILLER, parseQuestion, type QuestionWord } from './chat/question';
import { GENERIC_WORDS, SYNONYM_GROUPS } from './chat/synonyms';
import type { Db } from './db';
import type { VectorSearch } from './vectors';

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

/** A word of the question as the index knows it. */
export interface QueryTerm {
  /** the indexed word (stemmed, english) */
  word: string;
  /** the indexed words that count as it: itself and its everyday synonyms (./chat/synonyms) */
  words: string[];
  /** chunks holding it or a synonym (0: the index does not know it) */
  ndoc: number;
  /** the word as typed when it was corrected to an indexed one (trigram similarity) */
  typed?: string;
  /** 1 as typed; less for a typo correction (how close the typed word is) */
  confidence: number;
  /** names the kind of answer wanted ("days" in "how many days"): helps choose, not required */
  optional: boolean;
  /** a name (capitalised in the question): one the documents never mention means they do not answer */
  name: boolean;
  /** an everyday verb or vague word ("decide", "work", "somebody"): weighs little (./chat/synonyms GENERIC_WORDS) */
  generic: boolean;
  /** how much it says (idf): rare words weigh more, a word the index does not know weighs most */
  weight: number;
}

export interface AnalyzedPart {
  text: string;
  kinds: FactKind[];
  mainKinds: FactKind[];
  procedure: boolean;
  terms: QueryTerm[];
}

export interface AnalyzedQuestion {
  parts: AnalyzedPart[];
  /** every known word of every part, rarest first: what the index is asked */
  terms: QueryTerm[];
}

export const DEFAULT_PASSAGES = 6;
/** a multi-part question brings a few more passages (each part its own), up to this many */
const MAX_PASSAGES = 10;
/** a word in more than this share of chunks says little: dropped while rarer words remain */
const COMMON_SHARE = 0.2;
const MAX_TERMS = 8;
const FEW_CHUNKS = 50;
/** reciprocal rank fusion's constant (Cormack et al.): ranks past ~60 barely count */
const RRF_K = 60;

let totalCache: { db: Db; total: number; at: number } | null = null;

/** How many chunks are indexed (kept 10 s: it only weighs words). */
async function totalChunks(db: Db): Promise<number> {
  if (totalCache && totalCache.db === db && Date.now() - totalCache.at < 10_000) return totalCache.total;
  const row = await db.selectFrom('chunks').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  totalCache = { db, total: Number(row.n), at: Date.now() };
  return totalCache.total;
}

/** The stems of the synonym groups and of the generic words (the english stemmer does not change: once per process). */
let vocabularyStems: Promise<{ synonyms: Map<string, Set<string>>; generic: Set<string> }> | null = null;
function vocabularyOf(db: Db) {
  vocabularyStems ??= (async () => {
    const groups = [...SYNONYM_GROUPS, ...IRREGULAR_FORMS];
    const words = [...new Set([...groups.flat(), ...GENERIC_WORDS])];
    const { rows } = await sql<{ i: number; lexeme: string | null }>`
      select (u.ord - 1)::int as i, (tsvector_to_array(to_tsvector('english', u.w)))[1] as lexeme
      from unnest(${words}::text[]) with ordinality as u(w, ord)`.execute(db);
    // a hyphenated word is indexed whole ("sign-in") beside its parts
    const stem = new Map(rows.map((r) => [words[r.i]!, words[r.i]!.includes('-') ? words[r.i]! : r.lexeme]));
    const synonyms = new Map<string, Set<string>>();
    for (const group of groups) {
      const stems = group.map((w) => stem.get(w)).filter((x): x is string => Boolean(x));
      for (const s of stems) {
        const set = synonyms.get(s) ?? new Set<string>();
        for (const other of stems) set.add(other);
        synonyms.set(s, set);
      }
    }
    const generic = new Set(GENERIC_WORDS.map((w) => stem.get(w)).filter((x): x is string => Boolean(x)));
    return { synonyms, generic };
  })().catch((error: unknown) => {
    vocabularyStems = null;
    throw error;
  });
  return vocabularyStems;
}

/** A generic word weighs at most this much (a word in about a third of the passages), times GENERIC_SHARE. */
const GENERIC_WEIGHT = Math.log(1 + 3);
const GENERIC_SHARE = 0.5;

/** "paid" in a question is answered by "unpaid" too (a yes-or-no question's answer may be the negation). */
const negations = (word: string) => (word.length >= 3 && !/^\d/.test(word) ? [`un${word}`, `non${word}`] : []);

const idf = (total: number, ndoc: number) => Math.log(1 + total / Math.max(ndoc, 0.5));

/**
 * The question as the index knows it: its parts (./chat/question), each part's words stemmed like the chunks
 * (english), with their synonyms, weighed by rarity. A word the index does not know is replaced by its nearest indexed
 * word by trigram similarity (a typo), unless it is a name; when nothing is near, it stays, unknown, and weighs most:
 * a question about something the documents never mention must not be answered from its other words.
 */
export async function analyzeQuestion(db: Db, prompt: string): Promise<AnalyzedQuestion> {
  const parsed = parseQuestion(prompt);
  const surface = [...new Set(parsed.flatMap((p) => p.words.map((w) => w.text.toLowerCase())))];
  if (!surface.length) return { parts: parsed.map((p) => ({ text: p.text, kinds: p.kinds, mainKinds: p.mainKinds, procedure: p.procedure, terms: [] })), terms: [] };
  const names = new Set(parsed.flatMap((p) => p.words.filter((w) => w.name).map((w) => w.text.toLowerCase())));
  const { synonyms, generic } = await vocabularyOf(db);
  // the word's other forms (./chat/forms): verb and noun, the parts of a compound; stemmed and counted with it
  const forms = new Map(surface.map((w) => [w, names.has(w) ? { derived: [], splits: [] } : { derived: derivedForms(w), splits: compoundSplits(w) }]));
  const extras = [...new Set([...forms.values()].flatMap((f) => [...f.derived, ...f.splits.flat()]))].filter((w) => !surface.includes(w));
  const looked = [...surface, ...extras];
  const [total, { rows: allRows }] = await Promise.all([
    totalChunks(db),
    sql<{ i: number; lexeme: string | null; ndoc: number | null; fixed: string | null; fixed_ndoc: number | null }>`
      with lex as (
        select (u.ord - 1)::int as i, u.fix, (tsvector_to_array(to_tsvector('english', u.w)))[1] as lexeme
        from unnest(${looked}::text[], ${looked.map((w, i) => i < surface.length && !names.has(w))}::boolean[]) with ordinality as u(w, fix, ord)
      )
      select lex.i, lex.lexeme, t.ndoc, f.word as fixed, f.ndoc as fixed_ndoc
      from lex
      left join terms t on t.word = lex.lexeme
      left join lateral (
        select word, ndoc from terms
        where lex.fix and t.word is null and length(lex.lexeme) >= 4 and not (lex.lexeme = any(${[...synonyms.keys(), ...generic]}::text[])) and word % lex.lexeme
        order by similarity(word, lex.lexeme) desc, ndoc desc limit 1
      ) f on true`.execute(db),
  ]);
  const rows = allRows.filter((r) => r.i < surface.length);
  const formOf = new Map(allRows.filter((r) => r.i >= surface.length).map((r) => [looked[r.i]!, r]));
  // a trigram neighbour further than a typo away is another word ("contact" is not "control")
  // (measured from the stem or from the word as typed, whichever is nearer: "hocky" is one edit from "hockey")
  const edits = (r: (typeof rows)[number], word: string) => Math.min(editDistance(r.lexeme!, word), editDistance(surface[r.i]!, word));
  for (const r of rows) {
    if (r.fixed && r.lexeme && edits(r, r.fixed) > allowedEdits(r.lexeme)) {
      r.fixed = null;
      r.fixed_ndoc = null;
    }
  }
  // a compound the index does not know, whose parts it knows (a stop word counts as a word): "overtime" is "time"
  const splitOf = new Map<string, string[]>();
  for (const r of rows) {
    if (r.ndoc !== null || r.fixed !== null || !r.lexeme) continue;
    const part = (w: string) => (surface.includes(w) ? rows.find((x) => x.i === surface.indexOf(w)) : formOf.get(w));
    const known = (w: string) => {
      const x = part(w);
      return Boolean(x && (x.lexeme === null || x.ndoc !== null));
    };
    const lexemes = forms
      .get(surface[r.i]!)!
      .splits.filter(([a, b]) => known(a) && known(b))
      .sort(([a, b], [c, d]) => Math.abs(a.length - b.length) - Math.abs(c.length - d.length))
      .map((split) => split.map((w) => part(w)!.lexeme).filter((x): x is string => Boolean(x)))
      .find((l) => l.length);
    if (lexemes) splitOf.set(surface[r.i]!, lexemes);
  }
  // "deliver" asked, "deliveries" written: the word's noun or verb, when the index holds it
  const derivedOf = (w: string) => [...new Set(forms.get(w)!.derived.map((f) => formOf.get(f)).filter((x) => x?.lexeme && x.ndoc !== null).map((x) => x!.lexeme!))];
  // a word with synonyms, or a generic one, is a word of its own: never "corrected" into another
  const correctable = (r: (typeof rows)[number]) => r.lexeme && !synonyms.has(r.lexeme) && !generic.has(r.lexeme);
  await nearestByEdits(
    db,
    rows.filter((r) => correctable(r) && r.ndoc === null && r.fixed === null && !splitOf.has(surface[r.i]!) && r.lexeme!.length >= 4 && !names.has(surface[r.i]!)).slice(0, MAX_EDIT_LOOKUPS),
    (r, word) => edits(r, word),
  );
  // a word no document holds, a typo away from a word of the question's frame ("hapens", "wich"): that word, dropped
  const frameTypos = new Set(
    rows.filter((r) => r.ndoc === null && r.fixed === null && !splitOf.has(surface[r.i]!) && surface[r.i]!.length >= 5 && !names.has(surface[r.i]!) && isFrameTypo(surface[r.i]!)).map((r) => surface[r.i]!),
  );
  const bySurface = new Map(rows.filter((r) => !frameTypos.has(surface[r.i]!)).map((r) => [surface[r.i]!, r]));
  // the synonyms' document counts, in one more statement
  const mains = [...rows.map((r) => r.fixed ?? r.lexeme), ...[...splitOf.values()].flat(), ...surface.flatMap(derivedOf)].filter((x): x is string => Boolean(x));
  const alternatives = [...new Set(mains.flatMap((m) => [...(synonyms.get(m) ?? []), ...negations(m), ...(/^\d+$/.test(m) ? [`-${m}`] : [])]))].filter((a) => !mains.includes(a));
  const ndocOf = new Map<string, number>();
  for (const r of rows) {
    if (r.lexeme && r.ndoc !== null) ndocOf.set(r.lexeme, r.ndoc);
    if (r.fixed && r.fixed_ndoc !== null) ndocOf.set(r.fixed, r.fixed_ndoc);
  }
  for (const r of formOf.values()) if (r.lexeme && r.ndoc !== null) ndocOf.set(r.lexeme, r.ndoc);
  if (alternatives.length) {
    const found = await db.selectFrom('terms').select(['word', 'ndoc']).where('word', 'in', alternatives).execute();
    for (const f of found) ndocOf.set(f.word, f.ndoc);
  }
  const parts: AnalyzedPart[] = parsed.map((part) => {
    const terms: QueryTerm[] = [];
    const add = (w: QuestionWord, main: string, lexeme: string, confidence: number, typed: boolean) => {
      const existing = terms.find((t) => t.word === main);
      if (existing) {
        existing.optional &&= w.optional;
        existing.name ||= w.name;
        return;
      }
      // "E-45" is indexed as 'e' and '-45' (a signed number): a number asked for may be either
      const forms = [main, ...(lexeme === main ? derivedOf(w.text.toLowerCase()) : [])];
      const words = [...new Set(forms.flatMap((f) => [f, ...(synonyms.get(f) ?? []), ...negations(f), ...(/^\d+$/.test(f) ? [`-${f}`] : [])]))];
      const known = words.filter((x) => ndocOf.has(x));
      const ndoc = Math.min(total, known.reduce((n, x) => n + ndocOf.get(x)!, 0));
      const isGeneric = generic.has(main) || generic.has(lexeme);
      const weight = isGeneric ? GENERIC_SHARE * Math.min(GENERIC_WEIGHT, idf(Math.max(total, 1), Math.max(ndoc, 1))) : idf(Math.max(total, 1), ndoc);
      // a generic word no document uses cannot be covered: it only says how the question is put; nor can an everyday
      // phrase's word (./chat/phrases: "turn up" → "attend") that no document uses
      const optional = w.optional || ((isGeneric || Boolean(w.phrase)) && ndoc === 0);
      terms.push({ word: main, words: known.length ? known : words, ndoc, ...(typed ? { typed: lexeme } : {}), confidence, optional, name: w.name, generic: generic.has(main), weight });
    };
    for (const w of part.words) {
      const row = bySurface.get(w.text.toLowerCase());
      if (!row?.lexeme) continue;
      const split = splitOf.get(w.text.toLowerCase());
      // the parts of a compound: each a word of the question, not quite as typed
      if (split) for (const lexeme of split) add(w, lexeme, lexeme, COMPOUND_CONFIDENCE, false);
      else if (row.fixed) add(w, row.fixed, row.lexeme, Math.max(0.5, 1 - edits(row, row.fixed) / Math.max(row.lexeme.length, row.fixed.length)), true);
      else add(w, row.lexeme, row.lexeme, 1, false);
    }
    return { text: part.text, kinds: part.kinds, mainKinds: part.mainKinds, procedure: part.procedure, terms };
  });
  const all = new Map<string, QueryTerm>();
  for (const t of parts.flatMap((p) => p.terms)) if (t.ndoc > 0 && !all.has(t.word)) all.set(t.word, t);
  return { parts, terms: [...all.values()].sort((a, b) => a.ndoc - b.ndoc) };
}

/** a part of a compound ("time" of "overtime") counts for this much of a word as typed */
const COMPOUND_CONFIDENCE = 0.8;

const FRAME_VOCABULARY = [...new Set([...FILLER, ...GENERIC_WORDS])].filter((w) => w.length >= 5);
/** Within one edit of a filler or generic word (and not that word). */
const isFrameTypo = (word: string) => FRAME_VOCABULARY.some((f) => Math.abs(f.length - word.length) <= 1 && f[0] === word[0] && editDistance(f, word) === 1);

/** unknown words looked up by edit distance (one statement each), at most */
const MAX_EDIT_LOOKUPS = 4;

/** How many edits a typo may be from the word meant. */
const allowedEdits = (word: string) => (word.length >= 7 ? 2 : 1);

/**
 * Typos that trigrams miss (a swapped pair of letters shares few trigrams: "wrod"): the indexed words of the same first
 * letter and nearly the same length, one edit away (two for long words), the most frequent first. Fills `fixed`.
 */
async function nearestByEdits<R extends { lexeme: string | null; fixed: string | null; fixed_ndoc: number | null }>(db: Db, rows: R[], edits: (row: R, word: string) => number) {
  for (const row of rows) {
    const lexeme = row.lexeme!;
    const first = lexeme[0]!;
    const candidates = await db
      .selectFrom('terms')
      .select(['word', 'ndoc'])
      .where('word', '>=', first)
      .where('word', '<', String.fromCharCode(first.charCodeAt(0) + 1))
      .where(sql<boolean>`abs(length(word) - ${lexeme.length}) <= 2`)
      .execute();
    const allowed = allowedEdits(lexeme);
    let best: { word: string; ndoc: number; distance: number } | null = null;
    for (const c of candidates) {
      const distance = edits(row, c.word);
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && c.ndoc > best.ndoc)) best = { ...c, distance };
    }
    if (best) {
      row.fixed = best.word;
      row.fixed_ndoc = best.ndoc;
    }
  }
}

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
const termQuery = (t: QueryTerm) => (t.words.length > 1 ? `(${t.words.map(quote).join(' | ')})` : quote(t.words[0] ?? t.word));

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
    options.vectors ? options.vectors.embedQuestion(query, parseQuestion(query).map((p) => p.text)).catch(() => null) : Promise.resolve(null),
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
  return { passages, terms: question.terms, question };
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
    [...terms.map((t, i) => sql`(case when c.tsv @@ q.${sql.ref(`t${i}`)} then ${idf(total, t.ndoc) * t.confidence * (t.optional ? 0.5 : 1)}::float8 else 0 end)`), sql`ts_rank_cd(c.tsv, q.tsq)`],
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
