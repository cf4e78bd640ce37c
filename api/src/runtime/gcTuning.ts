import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for the server process. Imported first by `main.ts`, before
 * anything allocates in bulk.
 *
 * Why: under load many requests are in flight at each young-generation collection, so the objects of a
 * request (Node's IncomingMessage and ServerResponse, Fastify's Request and Reply, header records) are nearly
 * all alive when V8 samples their allocation sites. V8 then decides those sites make long-lived objects and
 * allocates them straight in the old generation, where they die a few milliseconds later and have to be
 * reclaimed by full mark-compacts. Measured on `GET /api/v1/locations` at `-c 100 -p 10`
 * (`--trace-gc`, `--trace-pretenuring-statistics`): with pretenuring, a 5 ms scavenge every ~35 ms plus a
 * mark-compact of a ~230 MB heap every ~1.3 s, 16 % of the CPU in GC; without it, scavenges of < 1 ms, no
 * mark-compact under load, ~3 % in GC, and 10-20 % less CPU a request (both versions side by side, runs
 * interleaved). The process's long-lived data (caches, schemas, the embedded database) still reaches the old
 * generation the normal way, by surviving.
 *
 * The flag is read by the collector at each collection, so setting it at run time takes effect.
 */
export const GC_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of GC_FLAGS) v8.setFlagsFromString(flag);
