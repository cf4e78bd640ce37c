// `@portal/shared/node/trivia/generator`: the trivia question generator, in one place for the api (GET /trivia/generate)
// and the assistant service. Pure functions over `{ title, text }` items (the caller fetches them: published news
// and announcements), plus an optional OpenAI-compatible client. Without a model it still writes a question: a fact
// sentence from the items with its key term blanked out, the distractors taken from the terms of other items.
import type { LlmClient, LlmMessage } from '../llm/client';
import { TRIVIA_LIMITS } from '../../src/trivia/messages';
import { questionLetter } from '../../src/trivia/rules';
import type { GeneratedQuestionBody } from '../../src/trivia/schemas';

/** One piece of the portal's own content (plain text, no HTML). */
export interface GeneratorItem {
  title: string;
  text: string;
}

export interface GeneratedQuestion extends GeneratedQuestionBody {
  /** 'model' when the LLM wrote it, 'portal-content' when it was built from the items without one */
  source: 'model' | 'portal-content';
  /** titles of the items the fact comes from */
  based_on: string[];
}

/** [0, 1), like Math.random; tests pass a seeded one. */
export type Random = () => number;

export const BLANK = '_____';
/** options the content generator aims for: the answer and three distractors */
const TARGET_OPTIONS = 4;
const MIN_SENTENCE_WORDS = 5;
const MAX_SENTENCE_WORDS = 40;

// ---- model-free: a fact sentence with its key term blanked ---------------------------------------------------

/** distractors are always of the answer's kind: a count for a count, a time for a time, a name for a name */
type TermKind = 'number' | 'time' | 'date' | 'name';
interface Term {
  text: string;
  kind: TermKind;
}
interface Candidate {
  item: GeneratorItem;
  sentence: string;
  term: Term;
}

const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty hundred thousand'.split(
    ' ',
  ),
);
/** capitalised words that never make a term on their own (sentence openers, months are fine as names) */
const STOPWORDS = new Set(
  'a an the this that these those our your their my its it we you they he she i and or but if of in on at to for from by with every all each any some no not please new use check save give draft idea here there today tomorrow yesterday'.split(
    ' ',
  ),
);
/** words that end a name ('Labor Day') but never make one alone */
const GENERIC = new Set(['day', 'week', 'month', 'year']);
const MONTHS = new Set('january february march april may june july august september october november december'.split(' '));
const CONNECTORS = new Set(['of', 'de', 'la', 'the', '&', 'and']);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const isCapitalised = (w: string) => /^\p{Lu}/u.test(w);
const startsName = (w: string) => isCapitalised(w) && !STOPWORDS.has(w.toLowerCase()) && !GENERIC.has(w.toLowerCase());
const isNumberToken = (w: string) => /^\d+(?:[.,]\d+)*%?$/.test(w) || NUMBER_WORDS.has(w.toLowerCase());

/** Sentences of a text (and the title, which is often a fact itself), of a length a question can carry. */
export function factSentences(item: GeneratorItem): string[] {
  const sentences = [item.title, ...clean(item.text).split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“])/u)].map(clean);
  return [...new Set(sentences)].filter((s) => {
    const words = s.match(WORD)?.length ?? 0;
    return words >= MIN_SENTENCE_WORDS && words <= MAX_SENTENCE_WORDS && s.length <= TRIVIA_LIMITS.questionText - 40;
  });
}

/** Words the items capitalise in the middle of a sentence: names, not sentence openers. */
function namesInTexts(items: GeneratorItem[]): Set<string> {
  const names = new Set<string>();
  for (const item of items) {
    for (const sentence of [item.title, ...clean(item.text).split(/(?<=[.!?])\s+/)]) {
      const words = sentence.match(WORD) ?? [];
      words.forEach((w, i) => {
        if (i > 0 && startsName(w)) names.add(w);
      });
    }
  }
  return names;
}

/** Key terms of a sentence: numbers (with am/pm) and runs of capitalised words (names, places, products). */
export function keyTerms(sentence: string, knownNames: Set<string> = new Set()): Term[] {
  const tokens = [...sentence.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  // two tokens belong to one term only when nothing but a space separates them (not ':', ',', '(' …)
  const adjacent = (a: number, b: number) => b < tokens.length && /^ +$/.test(sentence.slice(tokens[a]!.end, tokens[b]!.start));
  const terms: Term[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.word;
    if (isNumberToken(word)) {
      const unit = tokens[i + 1]?.word.toLowerCase();
      const time = (unit === 'am' || unit === 'pm') && adjacent(i, i + 1);
      const last = time ? i + 1 : i;
      terms.push({ text: sentence.slice(tokens[i]!.start, tokens[last]!.end), kind: time ? 'time' : 'number' });
      i = last;
      continue;
    }
    if (MONTHS.has(word.toLowerCase()) && isCapitalised(word)) {
      const day = tokens[i + 1] && /^\d{1,2}$/.test(tokens[i + 1]!.word) && adjacent(i, i + 1);
      const last = day ? i + 1 : i;
      terms.push({ text: sentence.slice(tokens[i]!.start, tokens[last]!.end), kind: 'date' });
      i = last;
      continue;
    }
    const nextIsName = adjacent(i, i + 1) && startsName(tokens[i + 1]!.word);
    const capital = startsName(word) && (i > 0 || knownNames.has(word) || nextIsName);
    if (!capital || word.length < 2) continue;
    let last = i;
    while (adjacent(last, last + 1)) {
      const next = tokens[last + 1]!.word;
      const after = tokens[last + 2]?.word;
      if (isCapitalised(next) && !isNumberToken(next) && !MONTHS.has(next.toLowerCase()) && !STOPWORDS.has(next.toLowerCase())) last += 1;
      else if (CONNECTORS.has(next.toLowerCase()) && after && adjacent(last + 1, last + 2) && startsName(after)) last += 2;
      else break;
    }
    terms.push({ text: sentence.slice(tokens[i]!.start, tokens[last]!.end), kind: 'name' });
    i = last;
  }
  // a term that is most of the sentence leaves nothing to read
  return terms.filter((t) => t.text.length <= sentence.length * 0.5);
}

function shuffle<T>(list: T[], random: Random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const sameTerm = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || x.includes(y) || y.includes(x);
};

/**
 * A multiple-choice question from the items alone: a fact sentence with its key term blanked, the other options
 * terms of the same kind (a number for a number, a name for a name) from OTHER items. Null when the items hold no
 * sentence with a term that another item can give a distractor for.
 */
export function questionFromContent(items: GeneratorItem[], random: Random = Math.random): GeneratedQuestion | null {
  const usable = items.map((i) => ({ title: clean(i.title), text: clean(i.text) })).filter((i) => i.title || i.text);
  const names = namesInTexts(usable);
  const termsByItem = usable.map((item) => factSentences(item).flatMap((sentence) => keyTerms(sentence, names).map((term) => ({ item, sentence, term }))));
  const pool = (candidate: Candidate, itemIndex: number) => {
    const seen: string[] = [];
    termsByItem.forEach((terms, i) => {
      if (i === itemIndex) return;
      for (const { term } of terms) {
        if (term.kind !== candidate.term.kind || sameTerm(term.text, candidate.term.text) || candidate.sentence.toLowerCase().includes(term.text.toLowerCase())) continue;
        if (term.text.length > TRIVIA_LIMITS.optionText || seen.some((s) => sameTerm(s, term.text))) continue;
        seen.push(term.text);
      }
    });
    return seen;
  };
  const scored = termsByItem
    .flatMap((terms, itemIndex) => terms.map((candidate) => ({ candidate, distractors: pool(candidate, itemIndex) })))
    .filter((c) => c.distractors.length > 0);
  if (scored.length === 0) return null;
  // prefer facts with a full set of distractors; among those, chance decides (Re-Generate gives another)
  const best = Math.min(TARGET_OPTIONS - 1, Math.max(...scored.map((c) => c.distractors.length)));
  const eligible = scored.filter((c) => c.distractors.length >= best);
  const { candidate, distractors } = eligible[Math.floor(random() * eligible.length)]!;
  // distractors that look like the answer (as many words, an acronym for an acronym) first
  const shape = (t: string) => t.split(' ').length + (t === t.toUpperCase() ? 10 : 0);
  const target = shape(candidate.term.text);
  const ranked = shuffle(distractors, random).sort((a, b) => Math.abs(shape(a) - target) - Math.abs(shape(b) - target));
  const options = shuffle([candidate.term.text, ...ranked.slice(0, TARGET_OPTIONS - 1)], random);
  const blanked = candidate.sentence.replace(candidate.term.text, BLANK);
  return {
    question_answer: `Fill in the blank: ${blanked}`,
    options,
    correct_option_id: options.indexOf(candidate.term.text) + 1,
    source: 'portal-content',
    based_on: [candidate.item.title],
  };
}

// ---- with a model -------------------------------------------------------------------------------------------

const ITEM_CHARS = 700;
const PROMPT_CHARS = 7000;
const MAX_PROMPT_ITEMS = 15;

/** The chat messages that ask a model for one question about the items (newest first; trimmed to a budget). */
export function buildQuestionPrompt(items: GeneratorItem[]): LlmMessage[] {
  let budget = PROMPT_CHARS;
  const blocks: string[] = [];
  for (const item of items.slice(0, MAX_PROMPT_ITEMS)) {
    const text = clean(item.text).slice(0, ITEM_CHARS);
    const block = `### ${clean(item.title)}\n${text}`;
    if (block.length > budget) break;
    budget -= block.length;
    blocks.push(block);
  }
  return [
    {
      role: 'system',
      content:
        'You write one multiple-choice trivia question for the staff of a multi-location entertainment and arcade company. ' +
        'Use only facts stated in the company news and announcements you are given; never invent facts. ' +
        `Give ${TRIVIA_LIMITS.minOptions} to ${TRIVIA_LIMITS.maxOptions} short options (4 is best), exactly one of them correct, the others plausible. ` +
        'Answer with one JSON object and nothing else: ' +
        '{"question": string, "options": string[], "correct": number (1-based index of the correct option), "source": string (the title of the item the fact comes from)}.',
    },
    { role: 'user', content: `Company news and announcements:\n\n${blocks.join('\n\n')}` },
  ];
}

/** The model's reply as a question, or null when it is not a usable one (malformed, out of range, duplicates). */
export function parseQuestionReply(reply: string, items: GeneratorItem[] = []): GeneratedQuestion | null {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let data: unknown;
  try {
    data = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
  const { question, options, correct, source } = (data ?? {}) as Record<string, unknown>;
  if (typeof question !== 'string' || !Array.isArray(options)) return null;
  const text = clean(question.replace(/[\u0000-\u001f\u007f]/g, ' '));
  const list = options.map((o) => (typeof o === 'string' || typeof o === 'number' ? clean(String(o).replace(/[\u0000-\u001f\u007f]/g, ' ')) : ''));
  const index = typeof correct === 'string' ? Number(correct) : correct;
  if (!text || text.length > TRIVIA_LIMITS.questionText) return null;
  if (list.length < TRIVIA_LIMITS.minOptions || list.length > TRIVIA_LIMITS.maxOptions) return null;
  if (list.some((o) => !o || o.length > TRIVIA_LIMITS.optionText)) return null;
  if (new Set(list.map((o) => o.toLowerCase())).size !== list.length) return null;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 1 || index > list.length) return null;
  const title = typeof source === 'string' ? items.find((i) => clean(i.title).toLowerCase() === clean(source).toLowerCase())?.title : undefined;
  return { question_answer: text, options: list, correct_option_id: index, source: 'model', based_on: title ? [clean(title)] : [] };
}

export interface GenerateOptions {
  /** an OpenAI-compatible client (`llmClientFromEnv`); null or absent: the model-free path */
  llm?: LlmClient | null;
  random?: Random;
  signal?: AbortSignal;
}

export interface GenerateOutcome {
  question: GeneratedQuestion | null;
  /** why the model's answer was not used (the content path answered instead); for the caller's log */
  modelError: string | null;
}

/**
 * One question about the items: asked of the model when there is one, else (or when the model fails or answers
 * with something unusable) built from the items themselves. `question` is null only when neither could.
 */
export async function generateTriviaQuestion(items: GeneratorItem[], options: GenerateOptions = {}): Promise<GenerateOutcome> {
  let modelError: string | null = null;
  if (options.llm && items.length > 0) {
    try {
      const reply = await options.llm.complete(buildQuestionPrompt(items), { json: true, temperature: 0.8, maxTokens: 500, signal: options.signal });
      const question = parseQuestionReply(reply, items);
      if (question) return { question, modelError: null };
      modelError = 'The model answered with something that is not a usable question.';
    } catch (error) {
      modelError = (error as Error).message;
    }
  }
  return { question: questionFromContent(items, options.random), modelError };
}

/** The question as the multi-line text the admin reads (spec 7: result.answer). */
export function questionAsText(question: GeneratedQuestionBody): string {
  const lines = question.options.map((o, i) => `${questionLetter(i)}) ${o}`);
  const answer = question.options[question.correct_option_id - 1] ?? '';
  return `${question.question_answer}\n\n${lines.join('\n')}\n\nAnswer: ${questionLetter(question.correct_option_id - 1)}) ${answer}`;
}
