import type { FactKind } from './facts';
import { documentWording, expandContractions, PHRASE_WORDS } from './phrases';
import { countedMeasure, type Dimension } from './quantities';
import { questionRanges, type NumberRange } from './ranges';
import { GENERIC_WORDS } from './synonyms';

/**
 * A question read without the database: its parts (a question asking two things is answered as two), the kind of fact
 * each part asks for, and the words that carry its content (question words and filler left out). The words are
 * stemmed, weighed and typo-corrected against the index by `analyzeQuestion` (../search).
 */
export interface QuestionWord {
  text: string;
  /** capitalised inside the question: a name, matched as written and never "corrected" to another word */
  name: boolean;
  /** says what kind of answer is wanted ("days" in "how many days") rather than what it is about: helps, not required */
  optional: boolean;
  /** put in by an everyday phrase ("turn up" → "attend"): when no document uses it, it only says how the question is put */
  phrase?: boolean;
  /** the thing a "what is the …" part asks for ("password" in "What is the guest wifi password?") */
  head?: boolean;
  /** told in a statement before the question ("It's boiling in the kitchen, can I…"): the setting, weighed less */
  situation?: boolean;
  /** taken from the part before, for a word like "them" ("who checks them": the deliveries): the thing as written there */
  borrowed?: boolean;
  /** a number: the interval the question asks about ("more than 5": above 5; "35": 35), matched against ranges (./ranges) */
  range?: NumberRange;
}

export interface QuestionPart {
  /** the part as asked, for the answer's heading */
  text: string;
  kinds: FactKind[];
  /** the kinds it asks first ("how much": an amount, before any number) */
  mainKinds: FactKind[];
  /** asks what to do ("What do I do if…", "How do I…"): the steps after the best sentence belong to the answer */
  procedure: boolean;
  /** what "how many …" counts, when the question says (./quantities countedMeasure): the number answering it measures that */
  counted?: Dimension;
  words: QuestionWord[];
}

const QUESTION_WORDS = ['what', 'when', 'where', 'who', 'whom', 'whose', 'which', 'why', 'how'];
/** typed forms of question words that are English words of their own, never corrected */
const REAL_WORDS = new Set([
  'were',
  'wear',
  'here',
  'there',
  'then',
  'than',
  'them',
  'they',
  'ten',
  'wet',
  'hot',
  'hoe',
  'now',
  'wha',
  'win',
  'wit',
  'with',
  'whit',
  'whet',
  'whim',
  'whip',
  'wich',
  'hew',
  'wren',
  'that',
  'what',
  'wha',
  'who',
  'how',
  'why',
  'way',
  'was',
  'wash',
  'wish',
  'witch',
  'which',
  'whose',
  'whom',
  'when',
  'where',
  'show',
  'mush',
  'mach',
  'many',
  'mans',
  'mane',
  'lung',
  'lone',
  'song',
  'ling',
  'lang',
  'often',
  'loan',
  'lodge',
  'who’s',
  'whole',
  'hole',
  'hope',
  'home',
  'hoy',
  'whey',
]);

/** Damerau-Levenshtein distance, capped: only small distances matter here. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const isSubsequence = (short: string, long: string) => {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
};

/** The words of a question's frame ("how much", "what time"): a typo in one of them must not hide the question. */
const FRAME_WORDS = [...QUESTION_WORDS, 'much', 'many', 'long', 'often', 'whats'];

/** A misspelt question word ("wen", "waht", "hw", "mcuh") as meant; any other word unchanged. */
function questionWord(word: string): string {
  const lower = word.toLowerCase();
  if (FRAME_WORDS.includes(lower) || REAL_WORDS.has(lower) || lower.length < 2 || lower.length > 6) return word;
  if (lower === 'hw') return 'how';
  let near = FRAME_WORDS.filter((q) => editDistance(lower, q) === 1 && lower[0] === q[0]);
  // a dropped letter is the likeliest typo: "whn" is "when", not "who"
  if (near.length > 1) near = near.filter((q) => isSubsequence(lower, q));
  return near.length === 1 && lower.length >= 3 ? near[0]! : word;
}

/** What starts a question of its own after "and", a comma or "also". */
const STARTER = `(?:${QUESTION_WORDS.join('|')}|is|are|was|were|do|does|did|can|could|should|will|would|may|must|has|have|tell me|are there|is there)\\b`;
const SPLITS = [
  // ", and what …", "and when …", "; how …", ", also who …", "as well as where …"
  new RegExp(`\\s*(?:[,;]\\s*|\\s)(?:and\\s+|also\\s+|plus\\s+|but\\s+|as well as\\s+)+(?:also\\s+)?(?=${STARTER})`, 'i'),
  new RegExp(`\\s*[,;]\\s*(?=${STARTER})`, 'i'),
  /\s*;\s*/,
];
/** a list of things asked about: "the refund window, the replacement fee, and the Gold bonus" */
const LIST_END = /,\s*(?:and|plus|as well as)\s+/i;
const LIST_ITEM = /\s*,\s*(?:(?:and|plus|as well as)\s+)?/i;
/** words that point back to the part before: "how long does it last" */
const BACK_REFERENCE = /\b(?:it|its|they|them|their|this|that|these|those|there|he|she|his|her|him)\b/i;

/** Kind phrases: what they ask for, and the words they consume (not content). */
/** `main`: how many of the kinds are what the phrase asks first (default one) */
const KIND_PHRASES: { re: RegExp; kinds: FactKind[]; main?: number; keep?: boolean }[] = [
  { re: /\b(?:at\s+)?what\s+time\b|\bwhat\s+hours?\b|\bwhich\s+hours?\b|\bhours\s+of\b/i, kinds: ['time'] },
  // ("what is the latest time someone can book": the adjective is the question's point)
  { re: /\bwhat\s+(?:is|was)\s+the\s+\p{L}+\s+time\b/iu, kinds: ['time'], keep: true },
  { re: /\bwhat\s+(?:day|date)s?\b|\bwhich\s+(?:day|date)s?\b|\bon\s+what\s+days?\b/i, kinds: ['date'] },
  { re: /\bwhen\b/i, kinds: ['time', 'date', 'duration'], main: 2 },
  { re: /\bhow\s+much\b/i, kinds: ['amount', 'number'] },
  { re: /\bhow\s+many\b|\bwhat\s+(?:number|percentage|percent)\b/i, kinds: ['number'] },
  // ("the smallest number of pupils": the adjective is the question's point)
  { re: /\bwhat\s+(?:is|are|was|were)\s+the\s+(?:\p{L}+\s+)?(?:number|percentage)\s+of\b/iu, kinds: ['number'], keep: true },
  { re: /\b(?:what|which)\s+age\b|\bhow\s+old\b/i, kinds: ['number'] },
  { re: /\bhow\s+(?:long|early|late|soon|quickly|fast|far\s+in\s+advance|far\s+ahead)\b/i, kinds: ['duration', 'time'] },
  { re: /\bhow\s+often\b|\bhow\s+frequently\b/i, kinds: ['frequency'] },
  { re: /\bwho(?:m|se)?\b|\bwhich\s+(?:person|manager|team|department|staff|employee)\b/i, kinds: ['person'] },
  { re: /\bwhere\b/i, kinds: ['place'] },
  { re: /\b(?:what|which)\s+colou?rs?\b/i, kinds: ['colour'] },
  { re: /\bwhy\b/i, kinds: ['reason'] },
  { re: /\bhow\s+(?:can|do|does|will|would|should|could)\s+(?:i|we|you|staff|they|one|someone|anyone)\s+(?:tell|know|see)\b|\bhow\s+is\s+it\s+clear\b/i, kinds: ['sign'] },
  { re: /\bwhat\s+(?:is|are)\s+the\s+(?:price|cost|fee|charge|rate)\b|\bwhat\s+does\b.*\bcost\b|\bhow\s+expensive\b/i, kinds: ['amount'], keep: true },
  // ("what rate are hours beyond 40 paid at": the rate is the answer's form, "time and a half")
  { re: /\b(?:what|which)\s+(?:rate|price|fee)\b/i, kinds: ['amount'] },
];

/** PostgreSQL's English stop words (tsearch_data/english.stop): the index never holds them. */
const STOP_WORDS =
  'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now';
/** "What do I do if…", "What should a cashier do when…", "How do I…", "What happens if…" */
const PROCEDURE =
  /^(?:what\s+(?:should|do|does|must|can|shall)\s+(?:\S+\s+){1,3}?do\b|what\s+(?:happens|to\s+do)\b|what\s+if\b|how\s+(?:do|does|should|can|must)\s+(?:i|we|you|staff|they|a|an|the)\b|steps?\s+(?:to|for)\b)/i;

/** Words that carry no content in a question: stop words, question words, filler. */
export const FILLER = new Set(
  `${STOP_WORDS} what whats when where who whom whose which why how many much long often early late soon far tell know please need needs want wants also would could might must shall may happen happens happened exactly actually really supposed get gets getting got does do did is are am be been there here any anything something someone anyone one ones thing things kind type sort say says said mean means meant let us ok okay hi hello thanks thank onto upon within without toward towards via whether every each per beyond inside`.split(
    ' ',
  ),
);
/** Words naming the kind of fact wanted: they help choose the sentence but are not required in it. */
const KIND_WORDS = new Set(
  'age time times hour hours day days date dates week weeks month months year years minute minutes price cost costs fee fees charge amount number percent percentage rate'.split(
    ' ',
  ),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/** "What is the guest wifi password (for …)?": the noun phrase asked about, its last word the thing asked for */
const HEAD =
  /^(?:what|which)\s+(?:is|are|was|were)\s+(?:the|a|an|your|our|my|their)\s+([\p{L}\s-]+?)(?:\s+(?:for|of|in|at|on|to|with|during|after|before|when|if|that|which|who|per|by)\b.*)?$/iu;

/** "Which company is…", "What temperature is…": the thing asked for */
const WHICH_HEAD = /^(?:which|what)\s+([\p{L}-]+)\s+(?:is|are|was|were|do|does|did|can|could|should|must|has|have|will|would)\b/iu;

/** what a "what … is" asks the form of, not a thing ("What range should the pH be kept in?") */
export const ANSWER_FORMS = new Set('range number name kind type sort way level amount size part bit one ones else'.split(' '));

/** Splits a question into its parts, each with the kinds of fact it asks and its content words. */
export function parseQuestion(prompt: string): QuestionPart[] {
  const normalized = expandContractions(prompt.replace(/\s+/g, ' ').trim())
    .replace(WORD, (w) => questionWord(w))
    // "were is the…", "wear do I…": a question word typed as another word, known by the verb after it
    .replace(/(^|[,;.?!]\s*|\band\s+)(?:were|wear|wher|whre)\s+(?=(?:is|are|do|does|can|should|would|will|must)\b)/gi, '$1where ');
  const sentencesOf = normalized
    .split(/(?<=[?!.])\s+(?=\S)|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  let pieces = sentencesOf;
  for (const split of SPLITS) pieces = pieces.flatMap((p) => p.split(split));
  pieces = pieces.flatMap((p) => (LIST_END.test(p) ? p.split(LIST_ITEM) : [p]));
  const parts: QuestionPart[] = [];
  for (const raw of pieces) {
    const text = raw
      .replace(/^(?:and|also|plus|but)\s+/i, '')
      .replace(/[?!.,;:\s]+$/, '')
      .trim();
    if (!text) continue;
    const kinds = new Set<FactKind>();
    const mainKinds = new Set<FactKind>();
    let consumed = text;
    // the question's own question word decides the kind ("What should I do when…" asks no time): the first one
    const questionAt = new RegExp(`\\b(?:${QUESTION_WORDS.join('|')})\\b`, 'i').exec(text)?.index ?? 0;
    for (const phrase of KIND_PHRASES) {
      const m = phrase.re.exec(consumed);
      if (!m) continue;
      if (phrase.keep || (m.index <= questionAt && m.index + m[0].length > questionAt)) {
        for (const k of phrase.kinds) kinds.add(k);
        for (const k of phrase.kinds.slice(0, phrase.main ?? 1)) mainKinds.add(k);
      }
      if (!phrase.keep) consumed = consumed.slice(0, m.index) + ' '.repeat(m[0].length) + consumed.slice(m.index + m[0].length);
    }
    // "How can I tell that a vest is charged?" asks for a sign; the state ("charged") may be worded otherwise ("ready")
    const sign = kinds.has('sign');
    const state = sign ? /\b(?:is|are|was|were|be|been|has|have|gets?)\s+(?:not\s+|fully\s+|properly\s+|still\s+)?([\p{L}]+)\s*$/iu.exec(text)?.[1]?.toLowerCase() : undefined;
    const procedure = !sign && PROCEDURE.test(text);
    // "how much cash does…", "how many guests can…": the thing counted names the unit of the answer
    const unit = /\bhow\s+(?:much|many)\s+([\p{L}]+)\s+(?:do|does|did|is|are|was|were|can|could|will|would|should|must|has|have)\b/iu.exec(text)?.[1]?.toLowerCase();
    const words: QuestionWord[] = [];
    const worded = documentWording(consumed);
    const asked = new Set([...consumed.matchAll(WORD)].map((m) => m[0].toLowerCase()));
    const firstWord = /[\p{L}\p{N}]/u.exec(text)?.index ?? 0;
    const ranges = questionRanges(text);
    const askedThing = WHICH_HEAD.exec(text)?.[1]?.toLowerCase();
    // (the form of the answer is no thing asked for: "What is the smallest number of pupils…")
    const headWord = (HEAD.exec(text)?.[1] ?? askedThing)?.split(/\s+/).at(-1)?.toLowerCase();
    const head = headWord && !ANSWER_FORMS.has(headWord) ? headWord : undefined;
    for (const m of worded.matchAll(WORD)) {
      const token = m[0];
      const lower = token.toLowerCase().replace(/['’]s$/, '');
      if (FILLER.has(lower)) continue;
      // (the rewording never touches the first word's case: "Pick up…" is no name)
      const first = m.index <= firstWord;
      words.push({
        text: token.replace(/['’]s$/i, ''),
        name: !first && token.length > 1 && /^[\p{Lu}]/u.test(token),
        // "three times": a count, not what the question is about
        // ("lane 6": which one it happened at, seldom in the documents)
        optional: (KIND_WORDS.has(lower) && kinds.size > 0) || lower === unit || lower === 'times' || lower === state || ranges.get(token)?.dim === 'label',
        ...(PHRASE_WORDS.has(lower) && !asked.has(lower) ? { phrase: true } : {}),
        ...(ranges.has(token) ? { range: ranges.get(token)! } : {}),
        ...(head && lower === head ? { head: true } : {}),
      });
    }
    const counted = countedMeasure(text);
    parts.push({ text, kinds: [...kinds], mainKinds: [...mainKinds], procedure, ...(counted ? { counted } : {}), words });
  }
  const merged = mergeParts(parts);
  // a question is searched part by part: a long list of parts is read as its first few, the rest asked together
  if (merged.length > MAX_PARTS) {
    const rest = merged.splice(MAX_PARTS - 1);
    merged.push({ ...rest[0]!, text: rest.map((p) => p.text).join(', '), words: rest.flatMap((p) => p.words) });
  }
  return merged;
}

const MAX_PARTS = 5;
const GENERIC = new Set(GENERIC_WORDS);
/** an everyday verb in any regular form ("checks", "handled") */
const isGeneric = (word: string) => [word, word.replace(/s$/, ''), word.replace(/(?:es|ed|ing)$/, ''), word.replace(/(?:d|ing)$/, '')].some((w) => GENERIC.has(w));

/**
 * A part with no content of its own ("When" in "When and where is the meeting?") takes the next part's words; a part
 * with content but no question word ("the replacement fee" in "What is X, and the replacement fee?") keeps the kinds
 * of the part before it.
 */
function mergeParts(parts: QuestionPart[]): QuestionPart[] {
  const out: QuestionPart[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    // "A guest left a wallet behind, where does it go?": a statement before a question is what the question is about
    const next = parts[i + 1];
    if (next && i === 0 && !part.kinds.length && !part.procedure && !new RegExp(`^${STARTER}|\\b(?:${QUESTION_WORDS.join('|')})\\b`, 'i').test(part.text)) {
      const own = new Set(next.words.map((w) => w.text.toLowerCase()));
      next.words.push(...part.words.filter((w) => !own.has(w.text.toLowerCase())).map((w) => ({ ...w, situation: true })));
      continue;
    }
    const required = part.words.filter((w) => !w.optional);
    if (!required.length) {
      const next = parts.slice(i + 1).find((p) => p.words.some((w) => !w.optional));
      const previous = out.at(-1);
      if (next && part.kinds.length) out.push({ ...part, text: `${part.text} ${next.text.replace(/^\S+\s+/, '')}`, words: [...part.words, ...next.words] });
      else if (previous && part.kinds.length) out.push({ ...part, words: [...part.words, ...previous.words] });
      else if (previous) previous.words.push(...part.words);
      else if (part.words.length || part.kinds.length) out.push(part);
      continue;
    }
    const previous = out.at(-1);
    if (previous && !part.kinds.length && !new RegExp(`^${STARTER}`, 'i').test(part.text)) {
      part.kinds = [...previous.kinds];
      part.mainKinds = [...previous.mainKinds];
    }
    // "…, and how long does it last": what "it" is, is in the part before: its subject, not its everyday verbs ("Where
    // do deliveries come in, and who checks them?": "them" is the deliveries, not the coming in)
    if (previous && (required.length === 1 || BACK_REFERENCE.test(part.text))) {
      const own = new Set(part.words.map((w) => w.text.toLowerCase()));
      const borrowed = previous.words.filter((w) => !w.optional && !own.has(w.text.toLowerCase()));
      const subject = borrowed.filter((w) => !isGeneric(w.text.toLowerCase()));
      part.words.push(...(subject.length ? subject : borrowed).map((w) => ({ ...w, borrowed: true })));
    }
    out.push(part);
  }
  return out;
}
