// Assistant search and answers on a generated corpus (BENCH_ASSISTANT_CHUNKS, default 100 000 chunks) in PGlite:
// - ingestion rate: documents go through the service's own indexing (extract, chunk, insert, vocabulary), chunks/s;
// - search p50/p95 over a fixed set of queries (rare and common terms, one typo) through the service's retrieval, and
//   the same queries as one bare PostgreSQL full-text statement (any of the words, ranked) on the same database in the
//   same run, interleaved;
// - time to the first streamed byte of an answer (HTTP, POST /conversations, model-free) over the search time, and the
//   same for the service before the answer method of bench/README.md (bench/lib/baseline.ts), on the same database.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'kysely';
import { buildAssistant, loadAssistantConfig } from '@portal/assistant';
import { fromPGlite, migrateToLatest, type Db } from '@portal/assistant/db';
import { FetchPolicy, indexDocument, refreshStatistics } from '@portal/assistant/ingest';
import { BARE_ALL_WORDS_SQL, BARE_SEARCH_SQL, searchPassages } from '@portal/assistant/search';
import { FakePortal, PRESETS } from '@portal/assistant/testing';
import { ASSISTANT_BASELINE, assistantBaseline } from './lib/baseline';
import type { BenchContext, BenchResult, Benchmark } from './lib/types';

const CHUNKS = Number(process.env.BENCH_ASSISTANT_CHUNKS ?? 100_000);
const PER_DOCUMENT = 100;
const GROUP = 'assistant: PGlite';

/** A deterministic vocabulary: syllable words, used with a Zipf-like skew (a few very common, a long rare tail). */
function vocabulary(size: number): string[] {
  const syllables = ['ka', 'ro', 'mi', 'tes', 'lun', 'dar', 'vo', 'pel', 'zin', 'qua', 'bre', 'sto', 'gal', 'nix', 'tor', 'fen'];
  const words: string[] = [];
  for (let i = 0; words.length < size; i++) {
    const a = syllables[i % 16]!;
    const b = syllables[Math.floor(i / 16) % 16]!;
    const c = syllables[Math.floor(i / 256) % 16]!;
    words.push(`${a}${b}${c}${i >= 4096 ? 'x' : ''}`);
  }
  return words;
}

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

/** A paragraph of ~60 words (one chunk each: two do not fit in a chunk's target). */
function paragraph(words: string[], rnd: () => number): string {
  const out: string[] = [];
  for (let i = 0; i < 60; i++) out.push(words[Math.floor(words.length * rnd() ** 3)]!);
  return `${out.slice(0, 30).join(' ')}. ${out.slice(30).join(' ')}.`;
}

const BEFORE = `assistant: PGlite, before (${ASSISTANT_BASELINE.slice(0, 7)})`;

/** The baseline's app and search over the same database (it runs no migration and no worker). */
async function baselineService(root: string, db: Db, portalUrl: string) {
  const src = path.join(root, 'assistant', 'src');
  const { buildAssistant: build } = (await import(path.join(src, 'app.ts'))) as { buildAssistant: typeof buildAssistant };
  const { loadAssistantConfig: config } = (await import(path.join(src, 'config.ts'))) as { loadAssistantConfig: typeof loadAssistantConfig };
  const { searchPassages: search } = (await import(path.join(src, 'search.ts'))) as { searchPassages: (db: Db, q: string, ids: number[]) => Promise<unknown> };
  const app = await build({
    database: { db, kind: 'pglite', close: async () => {} },
    config: { ...config({ LOG_LEVEL: 'silent', ASSISTANT_WORKER: 'false' }), portalApiUrl: portalUrl, accessCacheSeconds: 3600 },
    logger: false,
  } as Parameters<typeof buildAssistant>[0]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/conversations`,
    search: (q: string, ids: number[]) => search(db, q, ids),
    close: () => app.close(),
  };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const bench: Benchmark = {
  name: `assistant (${CHUNKS.toLocaleString('en-US')} chunks: ingestion, search vs bare SQL, first streamed byte)`,
  async run(ctx: BenchContext): Promise<BenchResult> {
    const opened = await fromPGlite(await PGlite.create({ extensions: { pg_trgm } }));
    const db = opened.db;
    await migrateToLatest(db);
    const words = vocabulary(8000);
    const rnd = random(42);
    const category = await db.insertInto('categories').values({ name: 'Bench', slug: 'bench', group_ids: [], created_by: 1 }).returning('id').executeTakeFirstOrThrow();
    const policy = new FetchPolicy([]);
    const documents = Math.ceil(CHUNKS / PER_DOCUMENT);
    const ingestSamples: number[] = [];
    let indexed = 0;
    const started = performance.now();
    let windowStart = started;
    let windowChunks = 0;
    for (let d = 0; d < documents; d++) {
      const text = Array.from({ length: PER_DOCUMENT }, () => paragraph(words, rnd)).join('\n\n');
      const doc = await db
        .insertInto('documents')
        .values({ category_id: category.id, filename: `Generated ${d + 1}.txt`, kind: 'text', source_url: null, created_by: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('document_files')
        .values({ document_id: doc.id, content_type: 'text/plain', bytes: new TextEncoder().encode(text) })
        .execute();
      const n = await indexDocument(db, doc.id, policy);
      indexed += n;
      windowChunks += n;
      // one sample per 10 000 chunks
      if (windowChunks >= 10_000 || d === documents - 1) {
        const now = performance.now();
        ingestSamples.push(windowChunks / ((now - windowStart) / 1000));
        ctx.log(`ingested ${indexed} chunks (${Math.round(ingestSamples.at(-1)!)} chunks/s)`);
        windowStart = now;
        windowChunks = 0;
      }
    }
    // as the service's worker does once its queue is empty (PGlite has no autovacuum)
    await refreshStatistics(db);
    const totalIngest = indexed / ((performance.now() - started) / 1000);

    // fixed queries: rare words (tail of the vocabulary), common words (head), a mixed question and a typo
    const queries = [
      `${words[7000]} ${words[7500]}`,
      `${words[6200]}`,
      `${words[5100]} ${words[4000]} ${words[3000]}`,
      `${words[0]} ${words[1]}`,
      `${words[2]}`,
      `${words[3]} ${words[4]} ${words[5]}`,
      `what does ${words[10]} say about ${words[6500]}`,
      `${words[7200]!.slice(0, -1)}q`,
    ];
    const service: number[] = [];
    const bare: number[] = [];
    const allWords: number[] = [];
    const bareStatement = (statement: string, q: string) =>
      sql.raw(statement.replace('$1', `'${q.replace(/'/g, "''")}'`).replace('$2::int[]', `array[${category.id}]::int[]`)).execute(db);
    for (let run = 0; run < ctx.runs + 1; run++) {
      for (const q of queries) {
        const a = performance.now();
        await searchPassages(db, q, [category.id]);
        const b = performance.now();
        await bareStatement(BARE_SEARCH_SQL, q);
        const c = performance.now();
        await bareStatement(BARE_ALL_WORDS_SQL, q);
        const d = performance.now();
        // the first round warms caches
        if (run > 0) {
          service.push(b - a);
          bare.push(c - b);
          allWords.push(d - c);
        }
      }
    }

    // the answer over HTTP: a fake portal verifies tokens and gives permissions, as the api does
    const portal = await FakePortal.start();
    portal.add({ id: 1, group_id: 1, roles: PRESETS.admin });
    const app = await buildAssistant({
      database: { db, kind: 'pglite', close: async () => {} },
      config: { ...loadAssistantConfig({ LOG_LEVEL: 'silent', ASSISTANT_WORKER: 'false' }), portalApiUrl: portal.url, accessCacheSeconds: 3600 },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await portal.token(1);
    // the service as it was before the answer method of bench/README.md, on the same database, in the same rounds
    const baselineRoot = assistantBaseline(ctx);
    const before = baselineRoot ? await baselineService(baselineRoot, db, portal.url) : null;
    const services = [
      {
        url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/conversations`,
        search: (q: string) => searchPassages(db, q, [category.id]),
        firstByte: [] as number[],
        searchTime: [] as number[],
      },
      ...(before ? [{ url: before.url, search: (q: string) => before.search(q, [category.id]), firstByte: [] as number[], searchTime: [] as number[] }] : []),
    ];
    for (let run = 0; run < ctx.runs + 1; run++) {
      for (const q of queries) {
        for (const service of services) {
          const a = performance.now();
          await service.search(q);
          const s = performance.now() - a;
          const t0 = performance.now();
          const res = await fetch(service.url, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ prompt: q }),
          });
          const reader = res.body!.getReader();
          await reader.read();
          const fb = performance.now() - t0;
          while (!(await reader.read()).done);
          if (run > 0) {
            service.firstByte.push(fb);
            service.searchTime.push(s);
          }
        }
      }
    }
    const [{ firstByte, searchTime: searchForAnswer }] = services;
    await before?.close();
    await app.close();
    await portal.close();
    await opened.close();
    const med = (xs: number[]) => percentile(xs, 50);
    ctx.log(
      `search p50 ${med(service).toFixed(1)} ms, bare ${med(bare).toFixed(1)} ms; first byte ${med(firstByte).toFixed(1)} ms vs search ${med(searchForAnswer).toFixed(1)} ms`,
    );
    return {
      measurements: [
        { group: GROUP, name: 'ingestion, chunks/s (per 10 000)', unit: 'count', samples: ingestSamples },
        { group: GROUP, name: 'ingestion, chunks/s (whole corpus)', unit: 'count', samples: [totalIngest] },
        { group: GROUP, name: 'search (service)', unit: 'ms', samples: service },
        { group: GROUP, name: 'search (bare SQL)', unit: 'ms', samples: bare },
        { group: GROUP, name: 'search p95 (service)', unit: 'ms', samples: [percentile(service, 95)] },
        { group: GROUP, name: 'search p95 (bare SQL)', unit: 'ms', samples: [percentile(bare, 95)] },
        { group: GROUP, name: 'for reference: bare SQL, every word (websearch)', unit: 'ms', samples: allWords },
        { group: GROUP, name: 'answer, first streamed byte', unit: 'ms', samples: firstByte },
        { group: GROUP, name: 'search, same queries', unit: 'ms', samples: searchForAnswer },
        ...(services[1]
          ? [
              { group: BEFORE, name: 'answer, first streamed byte', unit: 'ms' as const, samples: services[1].firstByte },
              { group: BEFORE, name: 'search, same queries', unit: 'ms' as const, samples: services[1].searchTime },
            ]
          : []),
      ],
      ratios: [
        {
          name: 'search p50: service / bare SQL',
          numerator: { group: GROUP, name: 'search (service)' },
          denominator: { group: GROUP, name: 'search (bare SQL)' },
          target: { max: 1.5 },
        },
        {
          name: 'search p95: service / bare SQL',
          numerator: { group: GROUP, name: 'search p95 (service)' },
          denominator: { group: GROUP, name: 'search p95 (bare SQL)' },
          target: { max: 1.5 },
        },
        {
          name: 'first streamed byte / search',
          numerator: { group: GROUP, name: 'answer, first streamed byte' },
          denominator: { group: GROUP, name: 'search, same queries' },
          target: { max: 1.5 },
        },
        ...(services[1]
          ? [
              {
                name: 'first streamed byte / search, before (same run)',
                numerator: { group: BEFORE, name: 'answer, first streamed byte' },
                denominator: { group: BEFORE, name: 'search, same queries' },
              },
            ]
          : []),
      ],
      notes: [
        `${indexed} chunks in ${documents} generated documents of ${PER_DOCUMENT} paragraphs; ${queries.length} queries × ${ctx.runs} runs (one warm-up round). ` +
          `Bare SQL: every chunk holding any word of the question, ranked by ts_rank_cd (the question the service answers); ` +
          `for reference, the statement for chunks holding every word, which finds nothing for most questions in words.`,
      ],
    };
  },
};

export default bench;
