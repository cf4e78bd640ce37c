/**
 * Numbers compared with ranges: "more than 5 years" is answered by the row "More than 5", not by "2 to 5" (which holds
 * a 5 too), "a group of 35" by "20 to 49 guests", "under 20" by "10 to 19". A question's comparison phrase (more than,
 * over, at least, N or more, N and under, under, less than, fewer than, up to, within, at most, between X and Y) or a
 * bare number gives the interval it asks about; a sentence's or table row's own phrases (the same, and "X to Y", "X-Y")
 * and its bare numbers give the intervals it states. Each number carries what it measures (./quantities: "90-minute"
 * is a duration, "a 4-year-old" an age, "a group of 10" people), so a row's "Ages 6 and over" does not answer "a
 * 90-minute session". General English, no words of any one document set.
 */
import { compatible, dimensionAround, type Dimension } from './quantities';

export interface NumberRange {
  lo: number;
  hi: number;
  /** what the number measures, when its words say ("minutes", "year-old", "$", a column "Players"): ./quantities */
  dim?: Dimension;
  /** the factor to the dimension's base unit (hours → minutes: 60), when not 1 */
  scale?: number;
}

/** how far past a bound an open end starts ("more than 5": just above 5) */
const OPEN = 1e-6;
const N = String.raw`(\d+(?:\.\d+)?)`;
/** a number that is not part of a time ("9:30") or a longer number */
const NUM = String.raw`(?<![\d:.,])${N}(?![\d:]|\.\d)`;
const UNIT = String.raw`(?:\s+[\p{L}-]+){0,2}?`;
const NOT_A_TIME = String.raw`(?!\s*(?:am|pm|a\.m|p\.m|o['’]clock)\b)`;

const PATTERNS: { re: RegExp; range: (a: number, b: number) => NumberRange; question?: boolean }[] = [
  { re: new RegExp(String.raw`\bbetween\s+${NUM}${UNIT}\s+and\s+${NUM}`, 'giu'), range: (a, b) => ({ lo: Math.min(a, b), hi: Math.max(a, b) }) },
  {
    re: new RegExp(String.raw`\b(?:more|greater|longer|older|bigger|larger|higher)\s+than\s+${NUM}|\b(?:over|above|beyond|past|exceeding|in\s+excess\s+of)\s+${NUM}`, 'giu'),
    range: (a) => ({ lo: a + OPEN, hi: Infinity }),
  },
  {
    re: new RegExp(
      String.raw`\b(?:at\s+least|no\s+(?:less|fewer)\s+than|a\s+minimum\s+of|minimum\s+of)\s+${NUM}|${NUM}${UNIT}\s+(?:or|and)\s+(?:more|over|above|older|longer|up|upwards|higher|greater)\b|${NUM}\s*\+`,
      'giu',
    ),
    range: (a) => ({ lo: a, hi: Infinity }),
  },
  {
    re: new RegExp(String.raw`\b(?:less|fewer|shorter|younger|smaller|lower)\s+than\s+${NUM}|\b(?:under|below|beneath)\s+${NUM}`, 'giu'),
    range: (a) => ({ lo: -Infinity, hi: a - OPEN }),
  },
  {
    re: new RegExp(
      String.raw`\b(?:up\s+to|at\s+most|within|no\s+more\s+than|a\s+maximum\s+of|maximum\s+of|not\s+more\s+than)\s+${NUM}|${NUM}${UNIT}\s+(?:or|and)\s+(?:less|fewer|under|younger|below|lower|smaller)\b`,
      'giu',
    ),
    range: (a) => ({ lo: -Infinity, hi: a }),
  },
  // a span stated in a document: "2 to 5", "10-19", "10 – 19 guests", "from 3 to 6"
  {
    re: new RegExp(String.raw`${NUM}\s*(?:to|through|thru|-|–|—)\s*${NUM}(?!\s*(?:am|pm|a\.m|p\.m)\b)`, 'giu'),
    range: (a, b) => ({ lo: Math.min(a, b), hi: Math.max(a, b) }),
    question: false,
  },
];

interface Phrase {
  numbers: string[];
  range: NumberRange;
  at: number;
  end: number;
}

/** The number words a document may write a quantity in ("fifteen minutes", "three free hints"). */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
const NUMBER_WORD = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join('|')})\b`, 'giu');

/** Each matched phrase's numbers (as written) with the interval it states, and what it measures. */
function phrases(text: string, question: boolean, column?: string): Phrase[] {
  const found: Phrase[] = [];
  for (const p of PATTERNS) {
    if (question && p.question === false) continue;
    for (const m of text.matchAll(p.re)) {
      const numbers = m.slice(1).filter((x): x is string => x !== undefined);
      if (!numbers.length) continue;
      const at = m.index;
      const end = at + m[0].length;
      // a span found inside a longer phrase already read ("between 3 and 6") is not read again
      if (found.some((f) => at < f.end && end > f.at)) continue;
      const afterFirst = at + m[0].indexOf(numbers[0]!) + numbers[0]!.length;
      const measured = dimensionAround(text, at, afterFirst, end, column);
      found.push({ numbers, range: { ...p.range(Number(numbers[0]), Number(numbers[1] ?? numbers[0])), ...measured }, at, end });
    }
  }
  return joinBounds(
    found.sort((a, b) => a.at - b.at),
    text,
  );
}

/** "longer than 4 hours and up to 6 hours": a lower bound and an upper bound joined by "and" are one interval */
function joinBounds(found: Phrase[], text: string): Phrase[] {
  const out: Phrase[] = [];
  for (const f of found) {
    const last = out.at(-1);
    const between = last ? text.slice(last.end, f.at) : '';
    if (
      last &&
      last.range.hi === Infinity &&
      f.range.lo === -Infinity &&
      /^(?:\s+[\p{L}]+){0,2}\s*,?\s*(?:and|but)\s+$/iu.test(between) &&
      compatible(last.range.dim, f.range.dim)
    ) {
      last.range = { ...last.range, hi: f.range.hi, dim: last.range.dim ?? f.range.dim };
      last.end = f.end;
      continue;
    }
    out.push(f);
  }
  return out;
}

/** The cells of a table row in the structured convention ("Column: value; Column: value."), or null for a sentence. */
const ROW = /^[^:;\n]{1,80}: [^\n]*?(?:; [^:;\n]{1,80}: [^\n]*)*$/;
export function rowCells(text: string): { column: string; value: string }[] | null {
  if (!ROW.test(text) || !text.includes('; ')) return null;
  const cells: { column: string; value: string }[] = [];
  for (const pair of text.replace(/\.$/, '').split('; ')) {
    const [column, value] = pair.split(/: (.*)/s);
    // (a value holding "; " itself, "Busiest kiosk; on Saturdays…", goes on in the piece without a column)
    if (value === undefined && cells.length) cells.at(-1)!.value += `; ${pair}`;
    else cells.push({ column: column!, value: value ?? '' });
  }
  return cells;
}

/** "$1,200" is 1200, "$ 5" is $5 */
const withoutSeparators = (text: string) => text.replace(/(\d),(?=\d{3}\b)/g, '$1').replace(/([$€£])\s+(?=\d)/g, '$1');

/** The intervals a piece of text states: its phrases' and its bare numbers' (digits or number words), with what they measure. */
function statedIn(text: string, column?: string): NumberRange[] {
  const found = phrases(text, false, column);
  const inPhrase = (at: number) => found.some((f) => at >= f.at && at < f.end);
  const points: NumberRange[] = [];
  const point = (value: number, at: number, end: number) => {
    if (!inPhrase(at)) points.push({ lo: value, hi: value, ...dimensionAround(text, at, end, end, column) });
  };
  for (const m of text.matchAll(new RegExp(NUM + NOT_A_TIME, 'giu'))) point(Number(m[1]), m.index, m.index + m[0].length);
  for (const m of text.matchAll(NUMBER_WORD)) point(NUMBER_WORDS[m[1]!.toLowerCase()]!, m.index, m.index + m[0].length);
  return [...found.map((f) => f.range), ...points];
}

/**
 * The intervals a sentence or table row states ("More than 5", "20 to 49 guests", "up to $30", "90 minutes"), each
 * with what it measures; a row's cells are read with their column's name ("Players: 2 to 6" counts people).
 */
export function statedRanges(text: string): NumberRange[] {
  const clean = withoutSeparators(text);
  const cells = rowCells(clean);
  return cells ? cells.flatMap((c) => statedIn(c.value, c.column)) : statedIn(clean);
}

/** The intervals one table cell states, read with its column's name. */
export const cellRanges = (column: string, value: string) => statedIn(withoutSeparators(value), column);

/**
 * The interval a question asks about for each number in it, keyed by the number as written: its comparison phrase's,
 * or the number itself (a point) when it has none ("a group of 35"), with what it measures ("a 90-minute slot": a
 * duration). Times ("9:30", "5 pm") are no such numbers.
 */
export function questionRanges(question: string): Map<string, NumberRange> {
  const text = withoutSeparators(question);
  const ranges = new Map<string, NumberRange>();
  for (const p of phrases(text, true)) for (const n of p.numbers) if (!ranges.has(n)) ranges.set(n, p.range);
  for (const m of text.matchAll(new RegExp(`${NUM}${NOT_A_TIME}`, 'giu'))) {
    const n = m[1]!;
    if (!ranges.has(n)) ranges.set(n, { lo: Number(n), hi: Number(n), ...dimensionAround(text, m.index, m.index + m[0].length, m.index + m[0].length) });
  }
  return ranges;
}

const lo = (r: NumberRange) => r.lo * (r.scale ?? 1);
const hi = (r: NumberRange) => r.hi * (r.scale ?? 1);
export const overlaps = (a: NumberRange, b: NumberRange) => compatible(a.dim, b.dim) && lo(a) <= hi(b) + 1e-9 && lo(b) <= hi(a) + 1e-9;
export const isPoint = (r: NumberRange) => r.lo === r.hi;

/**
 * Whether what a unit states answers a number asked: 1 when a stated interval of the same measure holds it ("more than
 * 5" by "More than 5", "35" by "20 to 49", "90 minutes" by "90 minutes"), -1 when the unit states such intervals and
 * none does ("more than 5" by "2 to 5", "a 90-minute slot" by "60 minutes"), 0 when it states none. A comparison asked
 * is answered by a stated range, never by a bare number (which may be its bound).
 */
export function rangeFit(stated: NumberRange[], asked: NumberRange): number {
  const relevant = stated.filter((s) => compatible(s.dim, asked.dim) && (isPoint(asked) || !isPoint(s)));
  if (!relevant.length) return 0;
  return relevant.some((s) => overlaps(s, asked)) ? 1 : -1;
}

/** Whether the measure of a question's number is known and the same as one a unit states for it (for its unit noun). */
export const sameMeasure = (stated: NumberRange[], asked: NumberRange) => asked.dim !== undefined && stated.some((s) => s.dim === asked.dim && overlaps(s, asked));

/** A range's value in its measure's base unit, for comparing rows: its upper end for "the most", lower for "the least". */
export function extent(r: NumberRange, dir: 'max' | 'min'): number {
  const [a, b] = dir === 'max' ? [r.hi, r.lo] : [r.lo, r.hi];
  return (Number.isFinite(a) ? a : b) * (r.scale ?? 1);
}
