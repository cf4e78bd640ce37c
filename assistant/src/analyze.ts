import { sql } from 'kysely';
import { compoundSplits, derivedForms, IRREGULAR_FORMS } from './chat/forms';
import { ANSWER_FORMS, editDistance, FILLER, parseQuestion, type QuestionWord } from './chat/question';
import { lemmaOf, relatedWords, taggedWord } from './chat/lexicon';
import { GENERIC_WORDS, SYNONYM_GROUPS } from './chat/synonyms';
import type { FactKind } from './chat/facts';
import type { NumberRange } from './chat/ranges';
import { dimensionAround, type Dimension } from './chat/quantities';
import type { Db } from './db';

// The question as the index knows it (./search asks the index with it, ./chat/extractive answers with it): its parts,
// each part's words stemmed like the chunks, with their synonyms and other forms, typo-corrected, weighed by rarity.

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
  /** indexed words related to it in the general lexicon (./chat/lexicon: WordNet's synonyms, derived forms, broader
   * words): they count as it, for less than its own words (./chat/extractive) */
  related?: string[];
  /** indexed relatives of a word the documents do use (./chat/lexicon): they count as it, as `related` do, only in a
   * document that never says the word itself ("cleared out" is the fridge's "emptied", "clear" being the rink's floor) */
  kin?: string[];
  /** taken from the part before for a word like "it" (../chat/question): what the part is about, said there */
  borrowed?: boolean;
  /** the thing a "what is the …" part asks for: when the documents use the word, the answer must hold it */
  head?: boolean;
  /** a number asked with a comparison ("more than 5") or as a value ("a group of 35"): a passage's range covers it */
  range?: NumberRange;
}

/** A word no document uses as asked: the index does not know it, or knows only its relatives. */
export const unknownWord = (t: QueryTerm) => t.ndoc === 0 || Boolean(t.related?.length);

export interface AnalyzedPart {
  text: string;
  kinds: FactKind[];
  mainKinds: FactKind[];
  procedure: boolean;
  /** what "how many …" counts (./chat/quantities countedMeasure) */
  counted?: Dimension;
  terms: QueryTerm[];
}

export interface AnalyzedQuestion {
  parts: AnalyzedPart[];
  /** every known word of every part, rarest first: what the index is asked */
  terms: QueryTerm[];
}

let totalCache: { db: Db; total: number; at: number } | null = null;

/** How many chunks are indexed (kept 10 s: it only weighs words). */
export async function totalChunks(db: Db): Promise<number> {
  if (totalCache && totalCache.db === db && Date.now() - totalCache.at < 10_000) return totalCache.total;
  const row = await db
    .selectFrom('chunks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  totalCache = { db, total: Number(row.n), at: Date.now() };
  return totalCache.total;
}

export const idf = (total: number, ndoc: number) => Math.log(1 + total / Math.max(ndoc, 0.5));

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

/** a word of a statement before the question (its setting) weighs this share of its weight */
const SITUATION_SHARE = 0.4;

/** A generic word weighs at most this much (a word in about a third of the passages), times GENERIC_SHARE. */
const GENERIC_WEIGHT = Math.log(1 + 3);
const GENERIC_SHARE = 0.5;

/** "paid" in a question is answered by "unpaid" too (a yes-or-no question's answer may be the negation). */
const negations = (word: string) => (word.length >= 3 && !/^\d/.test(word) ? [`un${word}`, `non${word}`] : []);

/**
 * The question as the index knows it: its parts (./chat/question), each part's words stemmed like the chunks
 * (english), with their synonyms, weighed by rarity. A word the index does not know is replaced by its nearest indexed
 * word by trigram similarity (a typo), unless it is a name; when nothing is near, it stays, unknown, and weighs most:
 * a question about something the documents never mention must not be answered from its other words.
 */
export async function analyzeQuestion(db: Db, prompt: string): Promise<AnalyzedQuestion> {
  const parsed = parseQuestion(prompt);
  const surface = [...new Set(parsed.flatMap((p) => p.words.map((w) => w.text.toLowerCase())))];
  if (!surface.length)
    return { parts: parsed.map((p) => ({ text: p.text, kinds: p.kinds, mainKinds: p.mainKinds, procedure: p.procedure, counted: p.counted, terms: [] })), terms: [] };
  const names = new Set(parsed.flatMap((p) => p.words.filter((w) => w.name).map((w) => w.text.toLowerCase())));
  const { synonyms, generic } = await vocabularyOf(db);
  // the word's other forms (./chat/forms): verb and noun, the parts of a compound; stemmed and counted with it
  const forms = new Map(surface.map((w) => [w, names.has(w) ? { derived: [], splits: [] } : { derived: derivedForms(w), splits: compoundSplits(w) }]));
  const lexical = lexicalRelatives(prompt, surface, names);
  const extras = [...new Set([...forms.values()].flatMap((f) => [...f.derived, ...f.splits.flat()]).concat([...lexical.values()].flat()))].filter((w) => !surface.includes(w));
  const looked = [...surface, ...extras];
  const [total, { rows: allRows }] = await Promise.all([
    totalChunks(db),
    sql<{ i: number; lexeme: string | null; ndoc: number | null; fixed: string | null; fixed_ndoc: number | null; sim: number | null }>`
      with lex as (
        select (u.ord - 1)::int as i, u.fix, (tsvector_to_array(to_tsvector('english', u.w)))[1] as lexeme
        from unnest(${looked}::text[], ${looked.map((w, i) => i < surface.length && !names.has(w))}::boolean[]) with ordinality as u(w, fix, ord)
      )
      select lex.i, lex.lexeme, t.ndoc, f.word as fixed, f.ndoc as fixed_ndoc, f.sim
      from lex
      left join terms t on t.word = lex.lexeme
      left join lateral (
        select word, ndoc, similarity(word, lex.lexeme) as sim from terms
        where lex.fix and t.word is null and length(lex.lexeme) >= 4 and not (lex.lexeme = any(${[...synonyms.keys(), ...generic]}::text[])) and word % lex.lexeme
        order by sim desc, ndoc desc limit ${TRIGRAM_CANDIDATES}
      ) f on true`.execute(db),
  ]);
  // a typo's trigram neighbours: the nearest by edits wins, then the nearest to the word as typed ("playres" is
  // "player", not the shorter "play"), then the most similar; the indexed stem is compared with the typed word as such
  // and with the typed word's ending added ("clened" is one edit from "clean" + "ed")
  // (and with an ending the typo mangled: "bowlng" is one edit from "bowl" + "ing")
  const inflected = (r: { i: number }, word: string) => Math.min(...INFLECTIONS.map((e) => editDistance(surface[r.i]!, word + e)));
  const edits = (r: { i: number; lexeme: string | null }, word: string) => Math.min(editDistance(r.lexeme!, word), editDistance(surface[r.i]!, word), inflected(r, word));
  const nearer = (a: (typeof allRows)[number], b: (typeof allRows)[number]) =>
    edits(a, a.fixed!) - edits(b, b.fixed!) || editDistance(surface[a.i]!, a.fixed!) - editDistance(surface[b.i]!, b.fixed!) || (b.sim ?? 0) - (a.sim ?? 0);
  const typo = (r: (typeof allRows)[number]) => Boolean(r.fixed && r.lexeme && edits(r, r.fixed) <= allowedEdits(r.lexeme, surface[r.i]!) && !anotherShortWord(r.lexeme, r.fixed));
  // (a word is long enough to be corrected by its stem or as typed: "itmes" is stemmed "itm")
  const typoLength = (r: { i: number; lexeme: string | null }) => r.lexeme!.length >= 4 || surface[r.i]!.length >= 5;
  const byWord = new Map<number, (typeof allRows)[number]>();
  for (const r of allRows) {
    const kept = byWord.get(r.i);
    if (!kept || (typo(r) && (!typo(kept) || nearer(r, kept) < 0))) byWord.set(r.i, r);
  }
  const rows = [...byWord.values()].filter((r) => r.i < surface.length);
  const formOf = new Map([...byWord.values()].filter((r) => r.i >= surface.length).map((r) => [looked[r.i]!, r]));
  // the indexed relatives of a word in the general lexicon; a real word that has some is no typo
  // (only for a word no document uses: the documents' own word is the answer's, its relatives would only add noise)
  const unknown = new Set(rows.filter((r) => r.ndoc === null).map((r) => surface[r.i]!));
  const indexedRelatives = (w: string) => [...new Set((lexical.get(w) ?? []).map((x) => formOf.get(x)).flatMap((x) => (x?.lexeme && x.ndoc !== null ? [x.lexeme] : [])))];
  const relatedOf = (w: string) => (!unknown.has(w) ? [] : indexedRelatives(w));
  for (const r of rows) {
    if (r.ndoc === null && relatedOf(surface[r.i]!).length) {
      r.fixed = null;
      r.fixed_ndoc = null;
    }
  }
  // a trigram neighbour further than a typo away is another word ("contact" is not "control")
  // (measured from the stem or from the word as typed, whichever is nearer: "hocky" is one edit from "hockey")
  for (const r of rows) {
    if (r.fixed && r.lexeme && (edits(r, r.fixed) > allowedEdits(r.lexeme, surface[r.i]!) || anotherShortWord(r.lexeme, r.fixed))) {
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
  const derivedOf = (w: string) => [
    ...new Set(
      forms
        .get(w)!
        .derived.map((f) => formOf.get(f))
        .filter((x) => x?.lexeme && x.ndoc !== null)
        .map((x) => x!.lexeme!),
    ),
  ];
  // a word with synonyms, or a generic one, is a word of its own: never "corrected" into another
  const correctable = (r: (typeof rows)[number]) => r.lexeme && !synonyms.has(r.lexeme) && !generic.has(r.lexeme) && !relatedOf(surface[r.i]!).length;
  await nearestByEdits(
    db,
    rows
      .filter((r) => correctable(r) && r.ndoc === null && r.fixed === null && !splitOf.has(surface[r.i]!) && typoLength(r) && !names.has(surface[r.i]!))
      .slice(0, MAX_EDIT_LOOKUPS),
    (r, word) => edits(r, word),
    (r) => surface[r.i]!,
  );
  // a word no document holds, a typo away from a word of the question's frame ("hapens", "wich"): that word, dropped
  const frameTypos = new Set(
    rows
      .filter((r) => r.ndoc === null && r.fixed === null && !splitOf.has(surface[r.i]!) && surface[r.i]!.length >= 4 && !names.has(surface[r.i]!) && isFrameTypo(surface[r.i]!))
      .map((r) => surface[r.i]!),
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
        existing.range ??= w.range;
        existing.head ||= w.head;
        if (!w.borrowed) delete existing.borrowed;
        return;
      }
      // "E-45" is indexed as 'e' and '-45' (a signed number): a number asked for may be either
      const forms = [main, ...(lexeme === main ? derivedOf(w.text.toLowerCase()) : [])];
      const words = [...new Set(forms.flatMap((f) => [f, ...(synonyms.get(f) ?? []), ...negations(f), ...(/^\d+$/.test(f) ? [`-${f}`] : [])]))];
      const known = words.filter((x) => ndocOf.has(x));
      const related = lexeme === main ? relatedOf(w.text.toLowerCase()).filter((x) => !words.includes(x)) : [];
      const kin = lexeme === main && known.length && !w.borrowed ? indexedRelatives(w.text.toLowerCase()).filter((x) => !words.includes(x)) : [];
      // a word no document uses, whose relatives some do, is counted (and searched) by them
      const ndoc = Math.min(
        total,
        (known.length ? known : related).reduce((n, x) => n + (ndocOf.get(x) ?? 0), 0),
      );
      const isGeneric = generic.has(main) || generic.has(lexeme);
      // (a word known only through its relatives weighs as a word the index does not know: "snow" is not "weather")
      const weight = isGeneric ? GENERIC_SHARE * Math.min(GENERIC_WEIGHT, idf(Math.max(total, 1), Math.max(ndoc, 1))) : idf(Math.max(total, 1), known.length ? ndoc : 0);
      // a generic word no document uses cannot be covered: it only says how the question is put; nor can an everyday
      // phrase's word (./chat/phrases: "turn up" → "attend") that no document uses
      const optional = w.optional || ((isGeneric || Boolean(w.phrase)) && ndoc === 0);
      terms.push({
        word: main,
        words: known.length ? known : words,
        ...(related.length ? { related } : {}),
        ...(kin.length ? { kin } : {}),
        ...(w.borrowed ? { borrowed: true } : {}),
        ndoc,
        ...(typed ? { typed: lexeme } : {}),
        confidence,
        optional,
        name: w.name,
        generic: generic.has(main),
        weight: w.situation ? weight * SITUATION_SHARE : weight,
        ...(w.range ? { range: w.range } : {}),
        ...(w.head ? { head: true } : {}),
      });
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
    // (what "how many playres" counts is read from the word corrected: players, people)
    const noun = part.counted?.startsWith('noun:') ? part.counted.slice(5) : undefined;
    const fixed = noun && terms.find((t) => t.typed && noun.startsWith(t.typed));
    const counted = fixed ? dimensionAround(`1 ${fixed.word}s`, 0, 1, 1).dim : part.counted;
    return { text: part.text, kinds: part.kinds, mainKinds: part.mainKinds, procedure: part.procedure, counted, terms };
  });
  const all = new Map<string, QueryTerm>();
  for (const t of parts.flatMap((p) => p.terms)) if (t.ndoc > 0 && !all.has(t.word)) all.set(t.word, t);
  return { parts, terms: [...all.values()].sort((a, b) => a.ndoc - b.ndoc) };
}

/** the irregular forms of a word ("break": "broke", "broken"), for its relatives as written in the documents */
const IRREGULAR = new Map(IRREGULAR_FORMS.flatMap((group) => group.map((w) => [w, group] as const)));

/**
 * The question's words' relatives in the general lexicon (./chat/lexicon), with their irregular forms. A collocation
 * WordNet knows is read whole, and its relatives are each of its words' ("keeps an eye on": "eye" ~ "watch"; "guide
 * dog": "guide" ~ "dog"), even when it starts with an everyday verb; otherwise an everyday or filler word has none.
 */
function lexicalRelatives(prompt: string, surface: string[], names: Set<string>): Map<string, string[]> {
  const tokens: string[] = prompt.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const lexical = new Map<string, string[]>(surface.map((w) => [w, []]));
  const plain = (w: string) => names.has(w) || FILLER.has(w) || GENERIC_WORDS.includes(w);
  tokens.forEach((token, i) => {
    if (token.length < 2 || /^\d/.test(token) || names.has(token)) return;
    // (an irregular form WordNet does not tag, "sent", is read as its verb, "send")
    const base = IRREGULAR.get(token)?.[0];
    const { relatives, span } = relatedWords(base && base !== token && !taggedWord(token) ? base : token, tokens.slice(i + 1, i + 4));
    const words = relatives.flatMap((r) => IRREGULAR.get(r.word) ?? [r.word]);
    const spanned = span > 1 ? tokens.slice(i, i + span).filter((w) => lexical.has(w) && !names.has(w)) : lexical.has(token) && !plain(token) ? [token] : [];
    for (const w of spanned) lexical.set(w, [...new Set([...lexical.get(w)!, ...words])]);
  });
  return lexical;
}

/** a part of a compound ("time" of "overtime") counts for this much of a word as typed */
const COMPOUND_CONFIDENCE = 0.8;

const FRAME_VOCABULARY = [...new Set([...FILLER, ...GENERIC_WORDS, ...ANSWER_FORMS])].filter((w) => w.length >= 5);
/** Within one edit of a filler or generic word (and not that word). */
const isFrameTypo = (word: string) => FRAME_VOCABULARY.some((f) => Math.abs(f.length - word.length) <= 1 && f[0] === word[0] && editDistance(f, word) === 1);

/** inflections the stemmer removes from a typed word */
const INFLECTIONS = ['ing', 'ed', 'es', 's'];
/** a typo's trigram neighbours compared by edits */
const TRIGRAM_CANDIDATES = 5;
/** unknown words looked up by edit distance (one statement each), at most */
const MAX_EDIT_LOOKUPS = 4;

/**
 * One letter changed in a short word is mostly another word ("snow" / "slow", "hot" / "hat"): a word of four letters or
 * fewer is corrected only by a letter added, dropped or swapped with its neighbour.
 */
export const anotherShortWord = (word: string, fixed: string) => word.length <= 4 && word.length === fixed.length && [...word].filter((c, i) => c !== fixed[i]).length === 1;

/** How many edits a typo may be from the word meant (one from a real English word: "swallowed" is not "allowed"). */
const allowedEdits = (word: string, typed: string) => (word.length >= 7 && !lemmaOf(typed) ? 2 : 1);

/**
 * Typos that trigrams miss (a swapped pair of letters shares few trigrams: "wrod"): the indexed words of the same first
 * letter and nearly the same length, one edit away (two for long words), the most frequent first. Fills `fixed`.
 */
async function nearestByEdits<R extends { i: number; lexeme: string | null; fixed: string | null; fixed_ndoc: number | null }>(
  db: Db,
  rows: R[],
  edits: (row: R, word: string) => number,
  typed: (row: R) => string,
) {
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
    const allowed = allowedEdits(lexeme, typed(row));
    let best: { word: string; ndoc: number; distance: number } | null = null;
    for (const c of candidates) {
      const distance = edits(row, c.word);
      if (distance > allowed || anotherShortWord(lexeme, c.word)) continue;
      if (!best || distance < best.distance || (distance === best.distance && c.ndoc > best.ndoc)) best = { ...c, distance };
    }
    if (best) {
      row.fixed = best.word;
      row.fixed_ndoc = best.ndoc;
    }
  }
}
