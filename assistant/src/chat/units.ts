import { CONTEXT_SEPARATOR } from '../ingest/chunk';
import type { Passage } from '../search';
import { statedRanges, type NumberRange } from './ranges';

// The units a model-free answer is made of (./extractive): the sentences and table rows of the retrieved passages.

/** A sentence or a table row of a retrieved passage, with the stemmed words it and its headings hold. */
export interface Unit {
  passage: number;
  order: number;
  /** the line of the passage it is on (a paragraph, a list item, a row) */
  line: number;
  text: string;
  row: boolean;
  words: Set<string>;
  context: Set<string>;
  heading: string;
  /** the numeric ranges it states ("2 to 5", "More than 5"): ./ranges */
  ranges: NumberRange[];
  /** the lowercased words of the document's title when sections under it have headings of their own */
  title: string[];
  /** the stemmed words of the document's other retrieved passages and headings: what the document is about */
  about: Set<string>;
}

/** "Column: value; Column: value." — a table row in the structured convention (../ingest/structure). */
const ROW = /^[^:;\n]{1,80}: [^\n]*?(?:; [^:;\n]{1,80}: [^\n]*)*$/;

/** The units the search made for each passage (../search passageAnalysis), without the section's heading line. */
export function unitsOf(passages: Passage[]): Unit[] {
  const units: Unit[] = [];
  const about = new Map<number, Set<string>>();
  for (const p of passages) {
    const words = about.get(p.document_id) ?? new Set<string>();
    for (const w of [...p.context_words, ...p.units.flatMap((u) => u[2])]) words.add(w);
    about.set(p.document_id, words);
  }
  passages.forEach((p, passage) => {
    const headings = p.context ? p.context.split(CONTEXT_SEPARATOR) : [];
    const heading = headings.at(-1) ?? '';
    const context = new Set(p.context_words);
    const wordsOf = (heading: string) => heading.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const below = headings.slice(1).flatMap(wordsOf);
    const title = headings.length > 1 ? wordsOf(headings[0]!).filter((w) => !below.includes(w)) : [];
    let order = 0;
    for (const [line, text, words] of p.units) {
      // the section's heading opens its first passage: context, not an answer
      if (headings.includes(text)) continue;
      units.push({
        passage,
        order: order++,
        line,
        text,
        row: ROW.test(text) && text.includes('; '),
        heading,
        words: new Set(words),
        context,
        ranges: statedRanges(text),
        title,
        about: about.get(p.document_id)!,
      });
    }
  });
  return units;
}
