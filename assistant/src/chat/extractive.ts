import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { unknownWord } from '../analyze';
import type { AnalyzedPart, AnalyzedQuestion, Passage, QueryTerm } from '../search';
import { statesKind, statesPermission, type FactKind } from './facts';
import { compatible } from './quantities';
import { isPoint, rangeFit as statedFit } from './ranges';
import { asQuestion, asTable } from './answerText';
import { unitsOf, type Unit } from './units';
import { ASKS_PERMISSION, ORDINAL, saysOnlyOther, scaleEnds, subjectOf, YES_OR_NO } from './questionShape';
import { readTables, rowsAlike } from './tables';

/** The first line of a model-free answer built from passages. */
export const EXTRACTIVE_LEAD = 'Here is what the knowledge base says:';
/** Under a part of a question the documents do not answer. */
export const PART_NOT_FOUND = 'The selected knowledge bases do not say.';

/**
 * How much of a part's words the chosen sentences must cover (idf-weighted; a corrected typo counts for how close it
 * was) to be an answer, and how much of that must be the words as typed (not typo corrections alone). When the part
 * asks a kind of fact (a time, an amount, a person…) that no chosen sentence states, the cover must be near complete.
 */
const MIN_COVER = 0.6;
const MIN_EXACT_COVER = 0.35;
const TRUSTED_TYPO = 0.8;
const MIN_COVER_WITHOUT_KIND = 0.85;
/** the best sentence alone must cover this much: words scattered over unrelated sentences are no answer */
const MIN_FIRST_COVER = 0.45;
/** a sentence that states the asked kind of fact wins over one covering up to this much more without it */
const KIND_PREFERENCE = 0.75;
/** …and one stating a lesser kind of it ("how much": a number, not an amount) over one covering this much more */
const SECONDARY_KIND = 0.85;
/** sentences after the first: the share of the part's weight each must add, from the same passage, another passage of
 * the same document, another document */
const GAIN = { passage: 0.15, document: 0.25, elsewhere: 0.3 };
const MAX_UNITS = 3;
const COHERENCE = 1.1;

/**
 * Whether a unit states the kind of fact a part asks: a time for "when", a person for "who"…; for "how many lanes", a
 * number that may count lanes ("Maximum guests: 32" counts people, "Fire door 5" names a door: neither).
 */
function statesPart(unit: Unit, part: AnalyzedPart, kinds: FactKind[] = part.kinds): boolean {
  if (!kinds.length || !statesKind(unit.text, kinds)) return false;
  if (!part.counted || kinds.some((k) => k !== 'number') || !unit.ranges.length) return true;
  // (two counted nouns are not compared: a typo or another word may name the same things)
  const noun = (d: string | undefined) => Boolean(d?.startsWith('noun:'));
  // (nor a column naming them: "How many credits is…" by "Credits per play: 4", which is a price)
  // (a column of numbers: "Zone: Zone C" names a zone)
  const cells = unit.row ? unit.text.split('; ').map((cell) => cell.split(': ')) : [];
  const named = noun(part.counted) && cells.some(([column, value]) => column!.toLowerCase().includes(part.counted!.slice(5)) && /^\d/.test(value ?? ''));
  return named || unit.ranges.some((r) => r.dim !== 'label' && (compatible(r.dim, part.counted) || (noun(r.dim) && noun(part.counted))));
}

/** Whether a unit's stated ranges answer a number asked (./ranges rangeFit): 1 when one holds it, -1 when none does. */
const rangeFit = (unit: Unit, term: QueryTerm) => (term.range ? statedFit(unit.ranges, term.range) : 0);

/**
 * A number asked with a comparison is covered by a range holding it, or (a unit stating no range) by the number
 * itself; a number asked as a value by itself or by a range holding it, never by a unit whose ranges all miss it.
 */
const coversNumber = (unit: Unit, term: QueryTerm, literal: boolean) => {
  const fit = rangeFit(unit, term);
  if (fit !== 0) return fit > 0;
  return literal && (isPoint(term.range!) || !unit.ranges.some((r) => !isPoint(r)));
};
const holds = (unit: Unit, words: string[] | undefined) => Boolean(words?.some((w) => unit.words.has(w) || unit.context.has(w)));
/** (a relative of a word the documents use counts in a document that never says the word: ../analyze `kin`) */
const byKin = (unit: Unit, term: QueryTerm) => holds(unit, term.kin) && !term.words.some((w) => unit.about.has(w));
const covers = (unit: Unit, term: QueryTerm) => {
  const literal = holds(unit, term.words) || holds(unit, term.related) || byKin(unit, term);
  return term.range ? coversNumber(unit, term, literal) : literal;
};
/**
 * A word of the part the sentence lacks but its document says elsewhere ("during a VR game" for "a marshal watches
 * every session" in the VR arena's rules): the setting of the question, counted for DOCUMENT_WORTH, never alone.
 */
const DOCUMENT_WORTH = 0.5;
const byDocument = (unit: Unit, term: QueryTerm) =>
  !term.range && !term.head && !term.words.some((w) => unit.words.has(w) || unit.context.has(w)) && term.words.some((w) => unit.about.has(w));

/** a word covered by a relative of it in the general lexicon (../analyze related) counts for this much */
const RELATED = 0.7;
/** How much a unit covers of a term: its weight, times the typo's confidence, times RELATED when only a relative is there. */
const worth = (unit: Unit, term: QueryTerm) => term.weight * term.confidence * (term.words.some((w) => unit.words.has(w) || unit.context.has(w)) || term.range ? 1 : RELATED);
/** what the words of the part a unit lacks but its document says elsewhere add to its cover */
const settingWorth = (unit: Unit, terms: QueryTerm[]) =>
  terms.filter((t) => !covers(unit, t) && byDocument(unit, t)).reduce((n, t) => n + DOCUMENT_WORTH * t.weight * t.confidence, 0);
const byOwnWords = (unit: Unit, term: QueryTerm) => term.words.some((w) => unit.words.has(w) || unit.context.has(w));
/**
 * A word the unit has from the document's title alone ("kart" of "Go-Kart Track" above "Before each session"); the
 * title's words are compared with the stem as its prefix (the english stemmer writes "lobby" as "lobbi").
 */
const byTitleOnly = (unit: Unit, term: QueryTerm) =>
  !coversByText(unit, term) &&
  unit.title.some((w) => term.words.some((x) => w.startsWith(x.endsWith('i') ? x.slice(0, -1) : x))) &&
  !unit.heading.toLowerCase().includes(term.word);
const coversByText = (unit: Unit, term: QueryTerm) => {
  const literal = term.words.some((w) => unit.words.has(w));
  return term.range ? coversNumber(unit, term, literal) : literal;
};
/**
 * The title gives context to the sentences under it (as a heading does) when the sentence states the asked kind of fact
 * and holds every other word of the part (but one no document uses), one at least in its own text ("all 64 cameras" under "CCTV and Security" for "how many security
 * cameras"); its words then count for TITLE_WORTH. A sentence holding nothing of the part but the title's words never
 * answers ("Balaclavas are given out free" under "Go-Kart Track" for "how much does a go-kart session cost").
 */
const TITLE_WORTH = 0.7;
function titleCounts(unit: Unit, part: AnalyzedPart, required: QueryTerm[]): boolean {
  if (!statesPart(unit, part)) return false;
  // the part's other words: every one the documents use in the sentence (or its heading), at most one they do not, one
  // at least in its own text as asked (not by a synonym: "a group" is no "birthday party" under "Mini Golf")
  const others = required.filter((t) => !t.generic && !t.optional && !t.range && !byTitleOnly(unit, t));
  const unknown = others.filter(unknownWord);
  return unknown.length <= 1 && others.some((t) => unit.words.has(t.word)) && others.every((t) => byOwnWords(unit, t) || unknown.includes(t));
}

/**
 * A sentence that says, in its own words (not by a relative, nor by the document's title alone), every word of the part
 * the documents use — two at least, none of them generic — and misses at most one word no document uses, answers the
 * part even below MIN_FIRST_COVER / MIN_COVER: the word it misses is the question's own wording ("How many security
 * cameras do we have?"). A word the documents use elsewhere but this sentence lacks ("the code for the lockers"), or
 * two unknown words, or a superlative ("the easiest": a comparison no one sentence states) keep the thresholds, and so
 * does a part asking no kind of fact (unless it asks yes or no), or a sentence not stating it ("what happens when it
 * snows": the unknown word is the point).
 */
const MIN_PLAIN_COVER = 0.25;
function saysAllKnown(unit: Unit, part: AnalyzedPart, required: QueryTerm[]): boolean {
  if (part.kinds.length ? !statesPart(unit, part) : !YES_OR_NO.test(part.text)) return false;
  const unknown = required.filter(unknownWord);
  const known = required.filter((t) => !unknown.includes(t) && !t.generic && !t.optional);
  if (known.length < 2 || unknown.length > 1 || unknown.some((t) => /est$/.test(t.typed ?? t.word) && !t.name)) return false;
  const title = titleCounts(unit, part, required);
  return known.every((t) => (t.range ? covers(unit, t) : byOwnWords(unit, t)) && (title || !byTitleOnly(unit, t)));
}

interface PartAnswer {
  part: AnalyzedPart;
  units: Unit[];
  answered: boolean;
}

/**
 * The sentences (or table rows) that answer one part: a greedy weighted set cover of the part's words, the first pick
 * preferring a sentence that states the asked kind of fact; later picks stay in the passages already used unless they
 * add much. Answered only when the cover is wide enough (MIN_COVER…): never an unrelated sentence.
 */
function answerPart(asked: AnalyzedPart, allUnits: Unit[], passageDocument: number[], prefer: Set<number> = new Set()): PartAnswer {
  // "…, and how soon is it sent?": what "it" is was said in the part before, whose answer's document says the rest
  if (prefer.size && asked.terms.some((t) => t.borrowed)) {
    const inContext = allUnits.filter((u) => prefer.has(passageDocument[u.passage]!));
    const focused = answerPart({ ...asked, terms: asked.terms.map((t) => (t.borrowed ? { ...t, optional: true } : t)) }, inContext, passageDocument);
    if (focused.answered) return focused;
  }
  // table rows read as rows: a superlative's row, everyone's row for a role, a row named by its first cell (./tables)
  const { part, units } = readTables(asked, allUnits, (u) => passageDocument[u.passage]!);
  let required = part.terms.filter((t) => !t.optional);
  if (!required.length) required = part.terms;
  const optional = part.terms.filter((t) => t.optional && !required.includes(t));
  const total = required.reduce((n, t) => n + t.weight, 0);
  // "…on Christmas Day", "…of the Denver location": a name the documents never mention
  if (!total || !units.length || required.some((t) => t.name && t.ndoc === 0)) return { part, units: [], answered: false };
  const states = (u: Unit) => statesPart(u, part);

  const ends = scaleEnds(asked);
  const conjunction = /\b(?:and|or|as well as)\b|[,&]/i.test(part.text);
  const chosen: Unit[] = [];
  let remaining = [...required];
  while (chosen.length < MAX_UNITS && remaining.length) {
    let best: { unit: Unit; score: number; gain: number } | null = null;
    for (const unit of units) {
      if (chosen.includes(unit) || (ends && saysOnlyOther(unit.words, ends))) continue;
      // a sentence holding only relatives of the question's words (../analyze related) is about something else
      // (or of the words a part borrows: "Items go out by tracked post" holds the items of "how soon is it sent")
      if (![...required, ...optional.filter((t) => t.borrowed)].some((t) => covers(unit, t) && (byOwnWords(unit, t) || t.range))) continue;
      const gain = remaining.filter((t) => covers(unit, t)).reduce((n, t) => n + worth(unit, t), 0);
      if (gain <= 0) continue;
      let score = gain;
      if (!chosen.length) {
        if (part.kinds.length && !statesPart(unit, part, part.mainKinds)) score *= states(unit) ? SECONDARY_KIND : KIND_PREFERENCE;
        score += (0.1 * total * optional.filter((t) => covers(unit, t)).length) / Math.max(optional.length, 1);
        // the parts of one question are mostly about one thing: the document answering the others wins a near tie
        if (prefer.has(passageDocument[unit.passage]!)) score *= COHERENCE;
      } else {
        const samePassage = chosen.some((c) => c.passage === unit.passage);
        const sameDocument = chosen.some((c) => passageDocument[c.passage] === passageDocument[unit.passage]);
        // one question is answered by one document, unless it joins two things ("the booth and the counter")
        if (!sameDocument && !conjunction) continue;
        if (gain < total * (samePassage ? GAIN.passage : sameDocument ? GAIN.document : GAIN.elsewhere)) continue;
        if (!samePassage) score *= 0.9;
      }
      // a sentence saying the words itself beats one relying on its heading, one holding more of the question's words
      // (those covered already too: "Christmas Eve", not "Christmas Day") beats one holding fewer; then the
      // better-ranked passage, the shorter sentence
      score += (0.05 * remaining.filter((t) => coversByText(unit, t)).reduce((n, t) => n + t.weight, 0)) / total;
      // (and a row holding only a synonym of a word loses to one holding the word: "supervisors" names the Supervisors
      // row, not the duty manager's)
      if (unit.row)
        score -= (0.05 * remaining.filter((t) => covers(unit, t) && !t.range && !unit.words.has(t.word) && !unit.context.has(t.word)).reduce((n, t) => n + t.weight, 0)) / total;
      score += (0.1 * required.filter((t) => covers(unit, t)).reduce((n, t) => n + t.weight, 0)) / total;
      score -= unit.passage * 1e-4 + unit.text.length * 1e-7;
      if (!best || score > best.score) best = { unit, score, gain };
    }
    // (the document's title says what the whole document is about: alone it makes no one sentence an answer)
    const firstGain = (b: { unit: Unit; gain: number }) =>
      b.gain +
      settingWorth(b.unit, required) -
      (titleCounts(b.unit, part, required) ? 1 - TITLE_WORTH : 1) * required.filter((t) => covers(b.unit, t) && byTitleOnly(b.unit, t)).reduce((n, t) => n + worth(b.unit, t), 0);
    const plain = (b: { unit: Unit; gain: number }) => firstGain(b) >= total * MIN_PLAIN_COVER && saysAllKnown(b.unit, part, required);
    if (!best || (!chosen.length && firstGain(best) < total * MIN_FIRST_COVER && !plain(best))) break;
    chosen.push(best.unit);
    remaining = remaining.filter((t) => !covers(best!.unit, t));
  }
  if (!chosen.length) return { part, units: [], answered: false };

  // the asked kind of fact often follows the sentence naming the subject ("The booth is by the door. It opens at 9.")
  if (part.kinds.length && !chosen.some(states)) {
    for (const c of [...chosen]) {
      const next = units.find((u) => u.passage === c.passage && u.order === c.order + 1);
      if (next && !chosen.includes(next) && states(next)) {
        chosen.push(next);
        break;
      }
    }
  }
  // sentences of the best one's paragraph that say as much ("Shoes must be black… Marshals may wear athletic shoes.")
  const first = chosen[0]!;
  const firstCovers = required.filter((t) => covers(first, t));
  const alike = units.filter(
    (u) => u.passage === first.passage && u.line === first.line && !chosen.includes(u) && firstCovers.every((t) => covers(u, t)) && (!part.kinds.length || states(u)),
  );
  chosen.push(...alike.slice(0, 2));
  chosen.push(...rowsAlike(part, first, units, firstCovers, covers, (u) => passageDocument[u.passage]!).filter((u) => !chosen.includes(u) && (!part.kinds.length || states(u))));
  // what to do: the steps that follow the best sentence in its paragraph
  if (part.procedure) {
    const steps = units.filter((u) => u.passage === first.passage && u.line === first.line && u.order > first.order && !chosen.includes(u)).slice(0, 2);
    chosen.push(...steps);
  }
  // a word met only through a relative counts where the sentence holding the relative also holds the part's other
  // words the documents use ("snows" is not answered by "cut short by weather" beside the outdoor attractions' rule)
  const known = required.filter((t) => !unknownWord(t) && !t.generic && !t.range);
  const relatedIn = (u: Unit, t: QueryTerm) => covers(u, t) && (byOwnWords(u, t) || Boolean(t.range) || known.every((k) => k === t || byOwnWords(u, k)));
  const covered = required.filter((t) => chosen.some((u) => relatedIn(u, t)));
  const cover =
    (covered.reduce((n, t) => n + Math.max(...chosen.filter((u) => relatedIn(u, t)).map((u) => worth(u, t))), 0) +
      settingWorth(
        first,
        required.filter((t) => !covered.includes(t)),
      )) /
    total;
  // (a typo one edit from a word of five letters or more, "playres" for "players", is as sure as the word typed)
  // (a word met through a relative is no typo: it counts as the relative does)
  const exact = covered.filter((t) => t.confidence >= TRUSTED_TYPO).reduce((n, t) => n + t.weight * (chosen.some((u) => byOwnWords(u, t)) ? 1 : t.range ? 0 : RELATED), 0) / total;
  const kindStated = !part.kinds.length || chosen.some(states);
  // a question of one word, misspelt ("defribillator"), stands on its correction alone
  const exactEnough = exact >= MIN_EXACT_COVER || (required.length === 1 && required[0]!.confidence >= 0.75);
  // "how can I tell that…" leaves the state it asks about out of its words: only a sentence giving a sign answers it
  // nor is "how much" or "how many" answered without an amount or a number
  // (nor "who" without a person or role, nor "how long" without a length of time)
  const kindRequired = part.mainKinds.some((k) => k === 'sign' || k === 'amount' || k === 'number' || k === 'person' || k === 'duration' || k === 'colour');
  const durationMissing = part.mainKinds.includes('duration') && !chosen.some((u) => statesPart(u, part, ['duration']));
  // "the second prize" is not the row's "First prize": an ordinal asked that the answer does not say, beside another
  const ordinalAsked = part.text.toLowerCase().match(ORDINAL) ?? [];
  const otherOrdinal = ordinalAsked.length > 0 && !chosen.some((u) => ordinalAsked.some((o) => u.text.toLowerCase().includes(o))) && chosen.some((u) => ORDINAL.test(u.text));
  // "What is the guest wifi password?": the thing asked for, a word the documents use, must be in the answer
  // (a thing asked for that no document names, nor any relative of it in the answer, is not answered: "Which company
  // is the outside engineer?" beside a row naming the engineer alone)
  const which = /^(?:which|what)\s+(?!is\b|are\b|was\b|were\b|do\b|does\b|did\b)\p{L}/iu.test(part.text);
  const headMissing = part.terms.some(
    (t) => t.head && !t.optional && !t.generic && (unknownWord(t) ? which && !chosen.some((u) => covers(u, t)) : !chosen.some((u) => byOwnWords(u, t))),
  );
  // "Does the veggie burger contain soy?": a table's columns are all it says of a row; a yes-or-no question about a thing
  // no document names, nor any relative of it, is not answered by the row's other columns
  const yesOrNo = !part.kinds.length && YES_OR_NO.test(part.text);
  // "Do staff get a discount on membership passes?": who or what a yes-or-no question is about, a word the documents
  // use, must be in the table's rows that answer it, all a table says of them (the Gold pass's food discount is no
  // staff discount); a sentence may leave it implied ("clear every zone" when the kids hear thunder)
  const subject = yesOrNo && chosen.every((u) => u.row) ? subjectOf(part) : undefined;
  const subjectMissing = Boolean(subject && !chosen.some((u) => covers(u, subject)));
  const unknownThing = yesOrNo && chosen.every((u) => u.row) && required.some((t) => t.ndoc === 0 && !t.related?.length && !t.generic && !t.range && !t.name);
  // a word met only through a relative of it is a guess: with a guess, the sentence must state the asked kind of fact
  // ("Who repairs the headsets when they break?" is not answered by "a guest… must take the headset off… until they
  // feel better", which holds "repair" and "break" only as "better" and "rest")
  const guessed = covered.some((t) => !t.range && !chosen.some((u) => byOwnWords(u, t)));
  // "Can guests bring their own props?" is not answered by how the props are cleaned: whether it may be done is said by
  // a sentence saying what may or must be (or by a table's row) about the part's weightiest word it covers
  const weightiest = [...covered].sort((a, b) => b.weight - a.weight)[0];
  const permissionMissing =
    ASKS_PERMISSION.test(part.text) && !part.kinds.length && !chosen.some((u) => (u.row || statesPermission(u.text)) && (!weightiest || covers(u, weightiest)));
  const answered =
    (cover >= MIN_COVER || saysAllKnown(first, part, required)) &&
    exactEnough &&
    !headMissing &&
    !unknownThing &&
    !durationMissing &&
    !otherOrdinal &&
    !permissionMissing &&
    !subjectMissing &&
    (kindStated || (!kindRequired && !guessed && cover >= MIN_COVER_WITHOUT_KIND));
  chosen.sort((a, b) => a.passage - b.passage || a.order - b.order);
  return { part, units: answered ? chosen : [], answered };
}

/**
 * A unit as written in the answer: its heading first when the heading says what the sentence is about (once for
 * sentences of one section in a row).
 */
function unitText(unit: Unit, part: AnalyzedPart, previous: Unit | undefined): string {
  const needsHeading = unit.heading && part.terms.some((t) => !coversByText(unit, t) && covers(unit, t));
  const shown = previous && previous.passage === unit.passage && previous.heading === unit.heading;
  return needsHeading && !shown ? `**${unit.heading}:** ${unit.text}` : unit.text;
}

/**
 * The model-free answer: each part of the question answered by the sentences or table rows that together cover its
 * words (../search analyzes the question), every sentence cited with its passage's number. A part the documents do
 * not answer says so; when none is answered, the answer is the plain "nothing found" and cites nothing.
 */
export function extractiveAnswer(passages: Passage[], question: AnalyzedQuestion): { text: string; used: Passage[] } {
  const parts = question.parts.filter((p) => p.terms.length);
  if (!passages.length || !parts.length) return { text: M.nothingFound, used: [] };
  const units = unitsOf(passages);
  const documents = passages.map((p) => p.document_id);
  const first = parts.map((part) => answerPart(part, units, documents));
  // again, each part preferring the documents that answer the other parts
  const answers =
    parts.length > 1
      ? parts.map((part, i) => answerPart(part, units, documents, new Set(first.filter((a, j) => j !== i && a.answered).map((a) => documents[a.units[0]!.passage]!))))
      : first;
  if (!answers.some((a) => a.answered)) return { text: M.nothingFound, used: [] };

  const used: Passage[] = [];
  const cite = (u: Unit) => {
    const p = passages[u.passage]!;
    if (!used.includes(p)) used.push(p);
    return `[${used.indexOf(p) + 1}]`;
  };
  const body = (a: PartAnswer) => {
    if (!a.answered) return `- ${PART_NOT_FOUND}`;
    const rows = a.units.filter((u) => u.row);
    const table = rows.length >= 2 && rows.length === a.units.length && new Set(rows.map((u) => u.passage)).size === 1 ? asTable(rows, cite) : null;
    return table ?? a.units.map((u, i) => `- ${unitText(u, a.part, a.units[i - 1])} ${cite(u)}`).join('\n');
  };
  const sections = answers.length === 1 ? [body(answers[0]!)] : answers.map((a) => `### ${asQuestion(a.part.text)}\n${body(a)}`);
  return { text: [EXTRACTIVE_LEAD, ...sections].join('\n\n'), used };
}
