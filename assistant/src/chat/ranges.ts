/**
 * Numbers compared with ranges: "more than 5 years" is answered by the row "More than 5", not by "2 to 5" (which holds
 * a 5 too), "a group of 35" by "20 to 49 guests", "under 20" by "10 to 19". A question's comparison phrase (more than,
 * over, at least, N or more, under, less than, fewer than, up to, at most, between X and Y) or a bare number gives the
 * interval it asks about; a sentence's or table row's own phrases (the same, and "X to Y", "X-Y") give the intervals
 * it states. General English, no words of any one document set.
 */
export interface NumberRange {
  lo: number;
  hi: number;
}

/** how far past a bound an open end starts ("more than 5": just above 5) */
const OPEN = 1e-6;
const N = String.raw`(\d+(?:\.\d+)?)`;
/** a number that is not part of a time ("9:30") or a longer number */
const NUM = String.raw`(?<![\d:.,])${N}(?![\d:]|\.\d)`;
const UNIT = String.raw`(?:\s+[\p{L}-]+){0,2}?`;

const PATTERNS: { re: RegExp; range: (a: number, b: number) => NumberRange; question?: boolean }[] = [
  { re: new RegExp(String.raw`\bbetween\s+${NUM}${UNIT}\s+and\s+${NUM}`, 'giu'), range: (a, b) => ({ lo: Math.min(a, b), hi: Math.max(a, b) }) },
  {
    re: new RegExp(String.raw`\b(?:more|greater|longer|older|bigger|larger|higher)\s+than\s+${NUM}|\b(?:over|above|beyond|past|exceeding|in\s+excess\s+of)\s+${NUM}`, 'giu'),
    range: (a) => ({ lo: a + OPEN, hi: Infinity }),
  },
  {
    re: new RegExp(
      String.raw`\b(?:at\s+least|no\s+(?:less|fewer)\s+than|a\s+minimum\s+of|minimum\s+of)\s+${NUM}|${NUM}${UNIT}\s+(?:or|and)\s+(?:more|over|above|older|longer|up|higher|greater)\b|${NUM}\s*\+`,
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
      String.raw`\b(?:up\s+to|at\s+most|no\s+more\s+than|a\s+maximum\s+of|maximum\s+of|not\s+more\s+than)\s+${NUM}|${NUM}${UNIT}\s+or\s+(?:less|fewer|under|younger|below|lower)\b`,
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

/** Each matched phrase's numbers (as written) with the interval it states. */
function phrases(text: string, question: boolean): { numbers: string[]; range: NumberRange }[] {
  const found: { numbers: string[]; range: NumberRange; at: number; end: number }[] = [];
  for (const p of PATTERNS) {
    if (question && p.question === false) continue;
    for (const m of text.matchAll(p.re)) {
      const numbers = m.slice(1).filter((x): x is string => x !== undefined);
      if (!numbers.length) continue;
      const at = m.index;
      const end = at + m[0].length;
      // a span found inside a longer phrase already read ("between 3 and 6") is not read again
      if (found.some((f) => at < f.end && end > f.at)) continue;
      found.push({ numbers, range: p.range(Number(numbers[0]), Number(numbers[1] ?? numbers[0])), at, end });
    }
  }
  return found;
}

/** The intervals a sentence or table row states ("More than 5", "20 to 49 guests", "up to $30"). */
export function statedRanges(text: string): NumberRange[] {
  return phrases(text.replace(/[$€£]/g, ''), false).map((p) => p.range);
}

/**
 * The interval a question asks about for each number in it, keyed by the number as written: its comparison phrase's,
 * or the number itself (a point) when it has none ("a group of 35"). Times ("9:30", "5 pm") are no such numbers.
 */
export function questionRanges(text: string): Map<string, NumberRange> {
  const clean = text.replace(/[$€£]/g, '');
  const ranges = new Map<string, NumberRange>();
  for (const p of phrases(clean, true)) for (const n of p.numbers) if (!ranges.has(n)) ranges.set(n, p.range);
  for (const m of clean.matchAll(new RegExp(`${NUM}(?!\\s*(?:am|pm|a\\.m|p\\.m|o['’]clock)\\b)`, 'giu'))) {
    const n = m[1]!;
    if (!ranges.has(n)) ranges.set(n, { lo: Number(n), hi: Number(n) });
  }
  return ranges;
}

export const overlaps = (a: NumberRange, b: NumberRange) => a.lo <= b.hi && b.lo <= a.hi;
export const isPoint = (r: NumberRange) => r.lo === r.hi;
