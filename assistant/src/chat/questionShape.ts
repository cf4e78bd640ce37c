import { unknownWord, type AnalyzedPart, type QueryTerm } from '../analyze';

// What the shape of a question part asks of its answer (./extractive): a yes or no, whether something may be done, an
// ordinal, one end of a scale, the subject a yes-or-no question is about.

export const YES_OR_NO = /^(?:can|could|may|is|are|do|does|should|must)\b/i;
/** "Can guests bring…?", "Are dogs allowed…?": asks whether something may be done */
export const ASKS_PERMISSION = /^(?:can|could|may)\b|^(?:is|are)\b.*\b(?:allowed|permitted|ok|okay)\b/i;
export const ORDINAL = /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\b/gi;

/** the two ends of a scale, stemmed */
const EXTREMES = [new Set(['minimum', 'min', 'least', 'smallest', 'fewest']), new Set(['maximum', 'max', 'largest', 'biggest'])];

/** The end of a scale a part asks ("the largest number of pupils"), and the other one; null when it asks neither. */
export function scaleEnds(part: AnalyzedPart): { asked: Set<string>; other: Set<string> } | null {
  const asked = EXTREMES.findIndex((end) => part.terms.some((t) => !t.optional && t.words.some((w) => end.has(w))));
  return asked < 0 ? null : { asked: EXTREMES[asked]!, other: EXTREMES[1 - asked]! };
}

/** A sentence saying only the other end does not answer ("at least 15 pupils" for the largest number). */
export const saysOnlyOther = (words: Set<string>, ends: { asked: Set<string>; other: Set<string> }) =>
  [...ends.other].some((w) => words.has(w)) && ![...ends.asked].some((w) => words.has(w));

/** the words before a yes-or-no question's subject: its auxiliary, determiners, numbers, pronouns */
const BEFORE_SUBJECT =
  /^(?:(?:can|could|may|is|are|do|does|should|must|will|would|a|an|the|two|three|some|any|all|every|this|that|these|those|there|their|our|my|your|his|her|its)\s+|\d+\s+)+/i;

/** The term a yes-or-no question is about ("Do staff get…": staff), when it is a word the documents use as asked. */
export function subjectOf(part: AnalyzedPart): QueryTerm | undefined {
  const word = part.text
    .replace(BEFORE_SUBJECT, '')
    .match(/^[\p{L}'’-]+/u)?.[0]
    ?.toLowerCase();
  if (!word) return undefined;
  // (the stem is the word's start: "lobby" is stemmed "lobbi")
  const term = part.terms.find((t) => word.startsWith(t.word.replace(/i$/, '')));
  return term && !term.generic && !term.optional && !term.range && !term.name && !unknownWord(term) ? term : undefined;
}
