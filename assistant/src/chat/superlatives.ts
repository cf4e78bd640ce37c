/**
 * "The cheapest", "the most players", "the easiest", "the least often": a superlative in a question, read as the
 * direction it asks (the largest or the smallest) and what it compares — a measure (money, a duration, an age,
 * people), a column named by a word ("the most tickets", "the highest prize", "the least thrilling"), a scale of levels
 * (easy < medium < hard < expert, low < medium < high, beginner < intermediate < advanced), how often something happens,
 * or a time of day. ./tables reads it over a table's rows. General English, no words of any one document set.
 */
import type { Dimension } from './quantities';

export type Direction = 'max' | 'min';
export type Target =
  | { kind: 'measure'; dims: Dimension[] }
  /** `or`: the measure compared when no column is named by the word ("the biggest discount", but "the biggest room") */
  | { kind: 'named'; word: string; fallback?: Dimension; or?: Dimension[] }
  | { kind: 'level'; word?: string }
  | { kind: 'frequency' }
  | { kind: 'clock' };

export interface Superlative {
  dir: Direction;
  target: Target;
  /** the question's words it consumed (lowercase, as typed): answered by the row it picks, not by any row's words */
  words: string[];
  /** a comparative between the rows the question names ("Which is cheaper, the kayak or the pedalo?") */
  between?: boolean;
}

/** adjectives by their base form: what they compare, and the direction of "the most …" / "-est" */
const ADJECTIVES: Record<string, [Target, Direction]> = {
  cheap: [{ kind: 'measure', dims: ['money'] }, 'min'],
  inexpensive: [{ kind: 'measure', dims: ['money'] }, 'min'],
  expensive: [{ kind: 'measure', dims: ['money'] }, 'max'],
  pricey: [{ kind: 'measure', dims: ['money'] }, 'max'],
  pricy: [{ kind: 'measure', dims: ['money'] }, 'max'],
  costly: [{ kind: 'measure', dims: ['money'] }, 'max'],
  long: [{ kind: 'measure', dims: ['duration', 'length'] }, 'max'],
  lengthy: [{ kind: 'measure', dims: ['duration'] }, 'max'],
  short: [{ kind: 'measure', dims: ['duration', 'length'] }, 'min'],
  quick: [{ kind: 'measure', dims: ['duration'] }, 'min'],
  brief: [{ kind: 'measure', dims: ['duration'] }, 'min'],
  old: [{ kind: 'measure', dims: ['age'] }, 'max'],
  young: [{ kind: 'measure', dims: ['age'] }, 'min'],
  big: [{ kind: 'measure', dims: ['people', 'length'] }, 'max'],
  large: [{ kind: 'measure', dims: ['people', 'length'] }, 'max'],
  huge: [{ kind: 'measure', dims: ['people', 'length'] }, 'max'],
  small: [{ kind: 'measure', dims: ['people', 'length'] }, 'min'],
  tiny: [{ kind: 'measure', dims: ['people', 'length'] }, 'min'],
  tall: [{ kind: 'measure', dims: ['length'] }, 'max'],
  deep: [{ kind: 'measure', dims: ['length'] }, 'max'],
  shallow: [{ kind: 'measure', dims: ['length'] }, 'min'],
  wide: [{ kind: 'measure', dims: ['length'] }, 'max'],
  narrow: [{ kind: 'measure', dims: ['length'] }, 'min'],
  far: [{ kind: 'measure', dims: ['length'] }, 'max'],
  light: [{ kind: 'measure', dims: ['weight'] }, 'min'],
  heavy: [{ kind: 'measure', dims: ['weight'] }, 'max'],
  early: [{ kind: 'clock' }, 'min'],
  soon: [{ kind: 'clock' }, 'min'],
  late: [{ kind: 'clock' }, 'max'],
  easy: [{ kind: 'level', word: 'easy' }, 'min'],
  simple: [{ kind: 'level', word: 'easy' }, 'min'],
  hard: [{ kind: 'level', word: 'hard' }, 'max'],
  difficult: [{ kind: 'level', word: 'difficult' }, 'max'],
  tough: [{ kind: 'level', word: 'hard' }, 'max'],
  challenging: [{ kind: 'level', word: 'challenging' }, 'max'],
  often: [{ kind: 'frequency' }, 'min'],
  frequent: [{ kind: 'frequency' }, 'min'],
  frequently: [{ kind: 'frequency' }, 'min'],
};
/** "-est" and "-er" forms whose base is not their stem with the ending dropped */
const IRREGULAR: Record<string, string> = {
  furthest: 'far',
  farthest: 'far',
  biggest: 'big',
  bigger: 'big',
  easiest: 'easy',
  easier: 'easy',
  earliest: 'early',
  earlier: 'early',
  latest: 'late',
  later: 'late',
};
/** the word after them names the column ("the highest prize", "the lowest fee") */
const NAMING: Record<string, Direction> = { highest: 'max', greatest: 'max', lowest: 'min', most: 'max', least: 'min', fewest: 'min' };
/** verbs before a bare "the most" / "the least": what they compare */
const VERBS: [RegExp, Dimension][] = [
  [/^(?:costs?|pays?|charges?|spends?)$/, 'money'],
  [/^(?:takes?|holds?|fits?|seats?|allows?|has)$/, 'people'],
  [/^(?:lasts?)$/, 'duration'],
];
const PEOPLE = /^(?:people|persons?|players?|guests?|kids?|children|adults?|jumpers?|riders?|members?|participants?|visitors?|teams?|seats?|spaces?)$/;
/** adjectives of size: what they compare is the thing they are said of when a column names it */
const SIZES = new Set(['big', 'large', 'huge', 'small', 'tiny']);
const STOP = new Set('the a an of to for in on at is are be and or can do does with per'.split(' '));

/** "-est" (or "-er") → its base form when it is a known adjective ("cheapest" → "cheap", "biggest" → "big", "easier" → "easy") */
function baseOf(word: string, ending = 'est'): string | null {
  if (IRREGULAR[word] && word.endsWith(ending)) return IRREGULAR[word]!;
  const m = new RegExp(`^(\\p{L}+?)${ending}$`, 'u').exec(word);
  if (!m) return null;
  const stem = m[1]!;
  for (const base of [stem, `${stem}e`, stem.replace(/(\p{L})\1$/u, '$1'), stem.replace(/i$/, 'y')]) if (ADJECTIVES[base]) return base;
  return null;
}

/** what a limit is said of: an amount, not a thing a table's rows are ("the most credit", not "the cheapest room") */
const LIMITED =
  '(?:amount\\s+of\\s+)?(?:time|credit|money|cash|refund|discount|notice|days?|hours?|minutes?|weeks?|months?|years?|tickets?|people|guests?|players?|kids|children|points)';
/** "the most credit a supervisor can give", "the longest a party can last", "the shortest time someone can sign up for" */
const LIMIT = (ends: string) =>
  new RegExp(
    `\\b(?:${ends})\\b(?=(?:\\s+${LIMITED})?\\s+(?:(?:that|which)\\s+)?(?:[\\p{L}'’]+\\s+){1,3}(?:can|could|may|might|should|must|is\\s+allowed|are\\s+allowed)\\b)`,
    'giu',
  );
const UPPER = LIMIT('most|highest|greatest|biggest|largest|longest');
const LOWER = LIMIT('least|lowest|fewest|smallest|shortest');
const LAST = LIMIT('latest');
const FIRST = LIMIT('earliest');

/**
 * A superlative saying a limit ("the most credit a supervisor can give") as the word documents write: maximum, minimum;
 * of a time, last or first ("the latest time someone can book": the last booking).
 */
export const asLimit = (text: string) => text.replace(UPPER, 'maximum').replace(LOWER, 'minimum').replace(LAST, 'last').replace(FIRST, 'first');

/**
 * The superlative a question part asks, if any: "Which ride costs the most tickets?" → the largest "tickets". A limit
 * ("the most a guest can spend") compares no rows: it is a maximum the documents state.
 */
export function readSuperlative(text: string): Superlative | null {
  const words: string[] =
    asLimit(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  // "Which is cheaper, the kayak or the pedalo?" (not "longer than 4 hours": a range, ./ranges)
  const choice = words.includes('or');
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const comparative = choice && next !== 'than' && words[i + 2] !== 'than' ? baseOf(w, 'er') : null;
    if (comparative) {
      const [target, dir] = ADJECTIVES[comparative]!;
      return { dir, target, words: [w], between: true };
    }
    const base = baseOf(w);
    if (base) {
      const [target, dir] = ADJECTIVES[base]!;
      // a size said of a thing a column may name: "the biggest discount" compares the Discount column
      if (SIZES.has(base) && target.kind === 'measure' && next && !STOP.has(next) && !PEOPLE.test(next))
        return { dir, target: { kind: 'named', word: next.replace(/(?:ing|ed)$/, ''), or: target.dims }, words: [w] };
      return { dir, target, words: [w] };
    }
    // ("at least 3 nights", "the most 2 people": a range, ./ranges)
    if (NAMING[w] === undefined || words[i - 1] === 'at' || (next !== undefined && /^\d/.test(next))) continue;
    const dir = NAMING[w]!;
    const flip = (d: Direction): Direction => (dir === 'min' ? (d === 'max' ? 'min' : 'max') : d);
    // "the most expensive", "the least often", "the most difficult"
    if (next && ADJECTIVES[next] && (w === 'most' || w === 'least')) {
      const [target, d] = ADJECTIVES[next];
      // ("the least often" asks for the longest period between times, "the most often" the shortest)
      return { dir: flip(d), target, words: [w, next] };
    }
    // "the most players", "the fewest tickets", "the highest prize", "the least thrilling"
    if (next && !STOP.has(next)) {
      const word = next.replace(/(?:ing|ed)$/, '');
      return { dir, target: { kind: 'named', word, ...(PEOPLE.test(next) ? { fallback: 'people' as Dimension } : {}) }, words: [w] };
    }
    // "which ride costs the most", "which room holds the most"
    const verb = [words[i - 1], words[i - 2]].find((v) => v && VERBS.some(([re]) => re.test(v)));
    const dim = verb && VERBS.find(([re]) => re.test(verb))![1];
    if (dim) return { dir, target: { kind: 'measure', dims: [dim] }, words: [w] };
  }
  return null;
}
