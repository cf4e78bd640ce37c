/**
 * Table rows read as rows, not as bags of words (./extractive calls it per part of a question, before its cover):
 * - a superlative ("the cheapest", "the most players", "the easiest", "the least often": ./superlatives) picks the row
 *   whose value is the largest or smallest in the column it compares, among the rows of the table the question's other
 *   words select; that row alone covers the superlative;
 * - a role the question names ("a cashier") that no row of a table names is covered by the table's row for everyone
 *   ("All staff", "Everyone"); a row naming it beats that row (./extractive prefers a word to its synonym);
 * - a row the question names by its first cell ("manual handling") answers a question asking a kind of fact that one
 *   of its other cells states ("how often": "Renew every: 2 years"), whatever word the question uses for the column
 *   ("redone"): the question's words no document holds are that column's;
 * - the thing a number counts ("a group of 10") is covered by a row whose cell counts the same (people: "Players: 3 to 10").
 * A row so read is a copy of the unit with the words it covers added (the part's other units are left as they are).
 */
import { unknownWord } from '../analyze';
import type { AnalyzedPart, QueryTerm } from '../search';
import { statesKind } from './facts';
import { cellRanges, extent, rowCells, sameMeasure, type NumberRange } from './ranges';
import { readSuperlative, type Superlative } from './superlatives';

/** What ./tables needs of an answer unit (./extractive Unit). */
export interface TableUnit {
  passage: number;
  text: string;
  row: boolean;
  heading: string;
  words: Set<string>;
  context: Set<string>;
  ranges: NumberRange[];
  /** the words of its document's retrieved passages */
  about: Set<string>;
}

interface Row<U extends TableUnit> {
  unit: U;
  cells: { column: string; value: string }[];
}

/** the word a superlative's row holds, and no other: never a word of any document */
const PICKED = '\u0000superlative';

const lower = (s: string) => s.toLowerCase();
const tokens = (s: string) => lower(s).match(/[\p{L}\p{N}]+/gu) ?? [];
/** a stemmed word of the question matches a written word ("handl" / "handling", "pharaoh" / "pharaoh's") */
const matches = (stem: string, written: string) => {
  // (the english stemmer writes a final y as i: "party" is "parti")
  const word = written.replace(/y$/, 'i');
  return stem.length >= 3 && (word.startsWith(stem) || (word.length >= 4 && stem.startsWith(word)));
};
const termMatches = (t: QueryTerm, word: string) => [t.word, ...t.words].some((w) => matches(w, word));

/** the table a row belongs to: its document, section and column names */
const tableKey = <U extends TableUnit>(unit: U, cells: { column: string }[], documentOf: (u: U) => number) =>
  `${documentOf(unit)}\n${unit.heading}\n${cells.map((c) => c.column).join('\n')}`;

/** The rows of each table among the units. */
function tablesOf<U extends TableUnit>(units: U[], documentOf: (u: U) => number): Row<U>[][] {
  const tables = new Map<string, Row<U>[]>();
  for (const unit of units) {
    if (!unit.row) continue;
    const cells = rowCells(unit.text);
    if (!cells) continue;
    const key = tableKey(unit, cells, documentOf);
    const rows = tables.get(key) ?? [];
    if (!rows.some((r) => r.unit.text === unit.text)) rows.push({ unit, cells });
    tables.set(key, rows);
  }
  return [...tables.values()];
}

/** levels in order, whatever the scale's words (easy < medium < hard < expert, low < medium < high…) */
const LEVELS: [RegExp, number][] = [
  [/^(?:very\s+(?:easy|low|light)|none)\b/, 0],
  [/^(?:easy|beginners?|basic|low|mild|gentle|light|novice|simple|junior|bronze)\b/, 1],
  [/^(?:medium|moderate|intermediate|average|normal|standard|mid|silver)\b/, 2],
  [/^(?:hard|difficult|high|advanced|challenging|intense|tough|heavy|senior|gold)\b/, 3],
  [/^(?:very\s+(?:hard|high|difficult)|expert|extreme|platinum)\b/, 4],
];
const levelOf = (value: string) => LEVELS.find(([re]) => re.test(lower(value).trim()))?.[1];

const PERIODS: Record<string, number> = { minute: 1, hour: 60, day: 1440, night: 1440, shift: 480, week: 10080, fortnight: 20160, month: 43200, quarter: 129600, year: 525600 };
const ADVERBS: Record<string, number> = {
  hourly: 60,
  daily: 1440,
  nightly: 1440,
  weekly: 10080,
  fortnightly: 20160,
  monthly: 43200,
  quarterly: 129600,
  yearly: 525600,
  annually: 525600,
};
const COUNTS: Record<string, number> = { once: 1, twice: 2, other: 0.5 };
/** How many minutes apart a cell says something happens ("Every 3 months", "Renew every: 2 years", "daily", "after every use"). */
function periodOf(text: string): number | undefined {
  const t = lower(text);
  const adverb = Object.keys(ADVERBS).find((a) => new RegExp(`\\b${a}\\b`).test(t));
  if (adverb) return ADVERBS[adverb];
  if (/\b(?:after|before)\s+(?:every|each)\s+(?:use|session|game|guest|visit|ride)\b|\bbetween\s+(?:sessions|games|uses|guests)\b/.test(t)) return 1;
  const every = /\bevery\s+(?:(\d+(?:\.\d+)?|other|two|three|four|six)\s+)?(minute|hour|day|night|shift|week|fortnight|month|quarter|year)s?\b/.exec(t);
  const words: Record<string, number> = { two: 2, three: 3, four: 4, six: 6 };
  if (every) return (every[1] ? (words[every[1]] ?? (every[1] === 'other' ? 2 : Number(every[1]))) : 1) * PERIODS[every[2]!]!;
  const times = /\b(once|twice|\d+\s+times)\s+(?:a|per|each|every)\s+(minute|hour|day|night|shift|week|fortnight|month|quarter|year)\b/.exec(t);
  if (times) return PERIODS[times[2]!]! / (COUNTS[times[1]!] ?? Number.parseFloat(times[1]!));
  return undefined;
}

/** minutes after midnight of a time of day ("6:30 pm", "noon") */
function clockOf(text: string): number | undefined {
  const m = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d%])/i.exec(text);
  if (/\bnoon\b/i.test(text)) return 720;
  if (!m || (!m[2] && !m[3])) return undefined;
  const h = Number(m[1]) % 12;
  return (m[3] && /^p/i.test(m[3]) ? h + 12 : m[3] ? h : Number(m[1])) * 60 + Number(m[2] ?? 0);
}

/** A cell's value for the comparison asked, in one unit for every row of its column; undefined when it states none. */
function valueOf(column: string, value: string, sup: Superlative, named: boolean): number | undefined {
  const { target, dir } = sup;
  const ranges = cellRanges(column, value);
  const best = (rs: NumberRange[]) => (rs.length ? (dir === 'max' ? Math.max : Math.min)(...rs.map((r) => extent(r, dir))) : undefined);
  if (target.kind === 'measure') {
    if (target.dims.includes('money') && /^\s*(?:free|no charge|no cost)\b/i.test(value)) return 0;
    return best(ranges.filter((r) => r.dim !== undefined && target.dims.includes(r.dim)));
  }
  if (target.kind === 'level') return levelOf(value);
  if (target.kind === 'frequency') return periodOf(`${column} ${value}`);
  if (target.kind === 'clock') return clockOf(value);
  // a column named by the word: its numbers, its levels, its times or how often
  if (named) return best(ranges) ?? levelOf(value) ?? clockOf(value) ?? periodOf(`${column} ${value}`);
  // "the most tickets": the numbers counting that thing, in whichever column
  const noun = target.word.replace(/(?:es|s)$/, '');
  return best(ranges.filter((r) => r.dim === `noun:${noun}` || (target.fallback !== undefined && r.dim === target.fallback)));
}

/** The column of a table a superlative compares, with each row's value there: the first column that gives two rows a value. */
function compared<U extends TableUnit>(rows: Row<U>[], sup: Superlative, terms: QueryTerm[]): { column: number; values: (number | undefined)[] } | null {
  const columns = rows[0]!.cells.map((c) => c.column);
  const named = (i: number) => sup.target.kind === 'named' && tokens(columns[i]!).some((w) => matches(sup.target.kind === 'named' ? sup.target.word : '', w));
  const levelNamed = (i: number) =>
    sup.target.kind === 'level' && sup.target.word !== undefined && tokens(columns[i]!).some((w) => matches(sup.target.kind === 'level' ? sup.target.word! : '', w));
  // a column the question's other words name comes first ("the earliest start time": Start time, not Check-in time)
  const spoken = (i: number) => tokens(columns[i]!).some((w) => terms.some((t) => termMatches(t, w)));
  const order = columns.map((_, i) => i).sort((a, b) => Number(named(b) || levelNamed(b)) - Number(named(a) || levelNamed(a)) || Number(spoken(b)) - Number(spoken(a)));
  for (const column of order) {
    if (sup.target.kind === 'named' && !named(column) && columns.some((_, i) => named(i))) continue;
    const values = rows.map((r) => {
      const cell = r.cells.find((c) => c.column === columns[column]);
      return cell ? valueOf(cell.column, cell.value, sup, named(column)) : undefined;
    });
    const defined = values.filter((v): v is number => v !== undefined);
    if (defined.length >= 2 && new Set(defined).size > 1) return { column, values };
  }
  // no column named by the word gives values: its measure ("the biggest room": the one for the most people)
  if (sup.target.kind === 'named' && sup.target.or) return compared(rows, { ...sup, target: { kind: 'measure', dims: sup.target.or } }, terms);
  return null;
}

/** weight of the part's terms a row covers */
const coverOf = (unit: TableUnit, terms: QueryTerm[]) =>
  terms.filter((t) => !t.range && t.words.some((w) => unit.words.has(w) || unit.context.has(w))).reduce((n, t) => n + t.weight, 0);

/** The rows a superlative picks: in the table its other words select, the extreme of the column it compares. */
function superlativeRows<U extends TableUnit>(tables: Row<U>[][], sup: Superlative, terms: QueryTerm[]): U[] {
  let best: { rows: U[]; score: number } | null = null;
  for (const rows of tables) {
    if (rows.length < 2) continue;
    const column = compared(rows, sup, terms);
    if (!column) continue;
    // the table's rows that its words select most ("the cheapest ride on the ground floor"), among those with a value
    const withValue = rows.filter((_, i) => column.values[i] !== undefined);
    const covers = withValue.map((r) => coverOf(r.unit, terms));
    const top = Math.max(...covers);
    // (a comparative compares the rows the question names: those holding more of its words than the table's others)
    const selected = withValue.filter((_, i) => (sup.between ? covers[i]! > Math.min(...covers) + 1e-9 : covers[i]! >= top - 1e-9));
    if (sup.between && selected.length < 2) continue;
    const valueOfRow = (r: Row<U>) => column.values[rows.indexOf(r)]!;
    const extreme = (sup.dir === 'max' ? Math.max : Math.min)(...selected.map(valueOfRow));
    const score = top;
    if (!best || score > best.score) best = { rows: selected.filter((r) => valueOfRow(r) === extreme).map((r) => r.unit), score };
  }
  return best?.rows ?? [];
}

/** a row for everyone: "All staff", "Everyone", "Anyone", "All employees" */
const EVERYONE =
  /^(?:everyone|everybody|anyone|anybody|all(?:\s+(?:staff|employees|team\s+members|roles|workers|colleagues|crew|members))?|any\s+(?:staff\s+member|employee|role))\.?$/i;
const isRole = (word: string) => statesKind(word, ['person']) || statesKind(word.replace(/s$/, ''), ['person']);
/** "a group of 10", "10 people": the word naming what a number counts */
const COUNTED = /\b(group|party|team|class|family|crowd)s?\s+of\s+\d|\b\d+\s+(people|persons|guests|players|kids|children|adults)\b/gi;

/** The part's units with the table rows read as rows (see the file's comment), and the part with its superlative's term. */
export function readTables<U extends TableUnit>(part: AnalyzedPart, units: U[], documentOf: (u: U) => number): { part: AnalyzedPart; units: U[] } {
  const tables = tablesOf(units, documentOf);
  if (!tables.length) return { part, units };
  const added = new Map<U, Set<string>>();
  const add = (unit: U, words: string[]) => {
    const set = added.get(unit) ?? new Set<string>();
    for (const w of words) set.add(w);
    added.set(unit, set);
  };
  let terms = part.terms;

  const sup = readSuperlative(part.text);
  if (sup) {
    const consumed = terms.filter((t) => sup.words.some((w) => termMatches(t, w) || t.typed === w));
    const others = terms.filter((t) => !consumed.includes(t));
    const picked = superlativeRows(tables, sup, others);
    if (picked.length) {
      const required = others.filter((t) => !t.optional);
      const weight = Math.max(1, ...consumed.map((t) => t.weight), ...required.map((t) => t.weight));
      terms = [...others, { word: PICKED, words: [PICKED], ndoc: 1, confidence: 1, optional: false, name: false, generic: false, weight }];
      // (the words of the part naming what the table is about, its document says: "Which VR game…" of the VR arena's)
      for (const unit of picked) add(unit, [PICKED, ...others.filter((t) => !t.range && t.words.some((w) => unit.about.has(w))).flatMap((t) => t.words)]);
      // a comparative's answer is its row: the other row named is covered by the comparison
      if (sup.between) {
        const named = others.filter((t) => !t.range && tables.some((rows) => rows.some((r) => coverOf(r.unit, [t]) > 0)));
        for (const unit of picked)
          add(
            unit,
            named.flatMap((t) => t.words),
          );
      }
    }
  }

  const partWords = tokens(part.text);
  const dropped = yesOrNoColumns(part, tables, terms);
  for (const rows of tables) {
    // a role no row names is everyone's row's
    const everyone = rows.filter((r) => r.cells.some((c) => EVERYONE.test(c.value.trim())));
    if (everyone.length) {
      for (const t of terms) {
        const named = partWords.some((w) => isRole(w) && matches(t.word, w));
        if (named && !rows.some((r) => r.unit.words.has(t.word))) for (const r of everyone) add(r.unit, [t.word, ...t.words]);
      }
    }
    // a row named by its first cell, asked a kind of fact another of its cells states: the part's words no document
    // uses, and one word at most that no row of the table holds ("How long is a Taster session?": the Taster package's
    // row), are the row's
    const unknown = terms.filter((t) => unknownWord(t) && !t.name && !t.range && t.word !== PICKED);
    const elsewhere = terms.filter(
      (t) =>
        !unknown.includes(t) && !t.name && !t.range && !t.generic && !t.optional && t.word !== PICKED && !rows.some((r) => r.unit.words.has(t.word) || r.unit.context.has(t.word)),
    );
    if (part.kinds.length && (unknown.length || elsewhere.length === 1)) {
      for (const r of rows) {
        const label = tokens(r.cells[0]!.value).filter((w) => w.length > 2 && !['the', 'and', 'for', 'with'].includes(w));
        const named = label.length > 0 && label.every((w) => terms.some((t) => !unknownWord(t) && matches(t.word, w)));
        // ("Renew every: 2 years" says how often by its column's name)
        // (the word no row holds said elsewhere in the table's own document: "session" in the axe throwing rules)
        // (or, for a row the question names by a name, "a Taster session", anywhere: the name says which row)
        const byName = label.some((w) => terms.some((t) => t.name && matches(t.word, w)));
        const setting = elsewhere.length === 1 && (byName || elsewhere[0]!.words.some((w) => r.unit.about.has(w))) ? elsewhere : [];
        if (named && (unknown.length || setting.length) && r.cells.slice(1).some((c) => statesKind(`${c.column} ${c.value}`, part.kinds)))
          add(
            r.unit,
            [...unknown, ...setting].flatMap((t) => t.words),
          );
      }
    }
    // "a group of 10": the group is the row's people
    for (const m of part.text.matchAll(COUNTED)) {
      const noun = lower(m[1] ?? m[2]!);
      const counted = terms.find((t) => !t.range && matches(t.word, noun));
      if (!counted) continue;
      for (const r of rows) if (terms.some((t) => t.range && sameMeasure(r.unit.ranges, t.range))) add(r.unit, counted.words);
    }
  }
  if (!added.size && !dropped.size && terms === part.terms) return { part, units };
  const wordsOf = (u: U) => {
    const words = new Set([...u.words, ...(added.get(u) ?? [])]);
    for (const w of dropped.get(u) ?? []) words.delete(w);
    return words;
  };
  return {
    part: terms === part.terms ? part : { ...part, terms },
    // (a row saying no holds the column's word in its heading no more: "Cash" of "Redemption Kiosk Cash-up")
    units: units.map((u) =>
      added.has(u) || dropped.has(u) ? { ...u, words: wordsOf(u), ...(dropped.has(u) ? { context: new Set([...u.context].filter((w) => !dropped.get(u)!.includes(w))) } : {}) } : u,
    ),
  };
}

const YES = /^(?:yes|y|true)\.?$/i;
const NO = /^(?:no|n|false)\.?$/i;
/** words of a yes-or-no column's name saying whether it must, may or does happen */
const MODALITY = /^(?:needed|needs|required|requires|allowed|allows|permitted|available|accepted|accepts|included|includes|takes|offered|offers|possible|ok)$/;
/** a yes-or-no column naming what its rows are without: "Caffeine free", "Nut-free" */
const NEGATIVE_COLUMN = /[\s-]free$/i;
const NEGATED = /\b(?:not|no|without|never|free\s+(?:of|from))\b|n['’]t\b|-free\b/i;

/**
 * "Which dishes contain nuts?" over a column "Contains nuts" of yes and no: the rows saying no do not answer (nor,
 * for "which dishes do not contain nuts", those saying yes). Returns the words each such row no longer holds.
 */
function yesOrNoColumns<U extends TableUnit>(part: AnalyzedPart, tables: Row<U>[][], terms: QueryTerm[]): Map<U, string[]> {
  const dropped = new Map<U, string[]>();
  if (!asksForSeveral(part.text) && !/^(?:which|what)\b/i.test(part.text)) return dropped;
  const negated = NEGATED.test(part.text);
  for (const rows of tables) {
    for (const column of rows[0]?.cells.map((c) => c.column) ?? []) {
      const values = rows.map((r) => r.cells.find((c) => c.column === column)?.value.trim() ?? '');
      if (values.length < 2 || !values.every((v) => YES.test(v) || NO.test(v))) continue;
      // a column saying the absence ("Caffeine free"): its yes answers "which drinks have no caffeine", and "which are
      // caffeine free" as said
      const absence = NEGATIVE_COLUMN.test(column);
      const saidAsColumn = absence && /\bfree\b/i.test(part.text);
      const wanted = (absence ? (saidAsColumn ? !/\bnot\b|n['’]t\b/i.test(part.text) : negated) : !negated) ? YES : NO;
      // (the column's words of modality say how, not what: "Booking needed" is asked as "have to be booked")
      const named = tokens(column).filter((w) => w.length > 2 && !(absence && w === 'free') && !MODALITY.test(w));
      const asked = terms.filter((t) => !t.generic && named.some((w) => termMatches(t, w)));
      if (!asked.length || !named.every((w) => terms.some((t) => termMatches(t, w)))) continue;
      rows.forEach((r, i) => {
        if (!wanted.test(values[i]!))
          dropped.set(
            r.unit,
            asked.flatMap((t) => t.words),
          );
      });
    }
  }
  return dropped;
}

/** A question comparing a table's rows: a superlative, or asking for every row that answers (../search reads the whole table). */
export const readsWholeTable = (text: string) => readSuperlative(text) !== null || asksForSeveral(text);

/** "Which rooms…", "What sessions…", "all the…", "list the…": a question asking for every row that answers */
const AUXILIARY = /^(?:is|are|was|were|do|does|did|can|could|should|must|has|have|had|will|would|may|might|get|gets)$/i;
function asksForSeveral(text: string): boolean {
  if (/\b(?:all|list|every|any)\b/i.test(text)) return true;
  // the noun phrase after "which" ("which coffee bar drinks"), up to its verb
  const after = /\b(?:which|what)\s+(\p{L}+(?:\s+\p{L}+){0,2})/iu.exec(text)?.[1]?.split(/\s+/) ?? [];
  const phrase = after.slice(0, (after.findIndex((w) => AUXILIARY.test(w)) + 1 || after.length + 1) - 1);
  return phrase.some((w) => w.length > 3 && /[^su]s$/i.test(w) && !/^(?:does|this|was|has)$/i.test(w));
}

/** at most this many rows more in one answer */
const MAX_ALIKE_ROWS = 5;

/**
 * The other rows of the best row's table that answer as it does — every word it covers, the words it holds itself held
 * too (not by a synonym) — so "How much is open jump?" lists both lengths and "Which rooms take 8 players?" every room.
 */
export function rowsAlike<U extends TableUnit>(
  part: AnalyzedPart,
  first: U,
  units: U[],
  covered: QueryTerm[],
  covers: (u: U, t: QueryTerm) => boolean,
  documentOf: (u: U) => number,
): U[] {
  const cells = first.row && asksForSeveral(part.text) ? rowCells(first.text) : null;
  if (!cells) return [];
  const key = tableKey(first, cells, documentOf);
  const own = (u: U, t: QueryTerm) => u.words.has(t.word) || u.context.has(t.word);
  return units
    .filter((u) => {
      if (u === first || !u.row || u.text === first.text) return false;
      const theirs = rowCells(u.text);
      return theirs !== null && tableKey(u, theirs, documentOf) === key && covered.every((t) => covers(u, t) && (!own(first, t) || own(u, t)));
    })
    .slice(0, MAX_ALIKE_ROWS);
}
