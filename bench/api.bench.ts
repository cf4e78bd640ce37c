// Api cost: autocannon against a bare Fastify hello-world and against the real api's
// `GET /api/v1/locations` (signed in as the Super Admin, 500 locations in the table; the route answers with the
// spec's first page of 10 and the total), on PGlite and on PostgreSQL. Every server is its own process; the load generator is this process.
// The latency goal is a ratio: p99 at -c 100 -p 1 ≤ 1.3× bare Fastify's p99 in the same run, in µs (lib/latency.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LatencySamples } from './lib/latency';
import { createBenchDatabase, PG_URL, postgresReachable } from './lib/postgres';
import { apiEnv, startProcess, type Server } from './lib/processes';
import type { BenchResult, Benchmark, Measurement } from './lib/types';

/** As in Fastify's own benchmarks (`autocannon -c 100 -p 10`). */
const CONNECTIONS = 100;
const PIPELINING = 10;
const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 10);
/** A second, shorter run per round without pipelining: the latency 100 clients waiting on one request each see. */
const LATENCY_DURATION_S = Number(process.env.BENCH_API_LATENCY_DURATION ?? 5);
const WARMUP_S = 3;
/** autocannon's default: a request unanswered this long is dropped, its connection reopened, and counted as a timeout. */
const TIMEOUT_S = 10;
const LOCATIONS_IN_TABLE = 500;
/** The spec's page size, the route's default `limit`. */
const PAGE_SIZE = 10;
/** The api's latency goal: its p99 at -c 100 -p 1 at most this many times bare Fastify's in the same run. */
const P99_RATIO_GOAL = 1.3;
const ADMIN = { email: 'admin@arcadia.example', password: 'Demo#2026' };
/** Where PostgreSQL is looked for; the bench creates its own database there and drops it at the end. */

/** Sent with every request, to every server: what the portal's browsers send (they all accept compression). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const GROUP = { ceiling: 'api: fixed reply, no HTTP stack', hello: 'api: bare Fastify', pglite: 'api: PGlite', postgres: 'api: PostgreSQL' } as const;
type TargetKey = keyof typeof GROUP;

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const CITIES = [
  ['Springfield', 'IL', '62701'],
  ['Madison', 'WI', '53703'],
  ['Columbus', 'OH', '43215'],
  ['Austin', 'TX', '78701'],
  ['Boise', 'ID', '83702'],
  ['Raleigh', 'NC', '27601'],
  ['Tucson', 'AZ', '85701'],
  ['Omaha', 'NE', '68102'],
  ['Spokane', 'WA', '99201'],
  ['Savannah', 'GA', '31401'],
  ['Albany', 'NY', '12207'],
  ['Reno', 'NV', '89501'],
  ['Eugene', 'OR', '97401'],
  ['Tulsa', 'OK', '74103'],
  ['Fresno', 'CA', '93721'],
  ['Lansing', 'MI', '48933'],
] as const;
const STREETS = ['Main St', 'Oak Ave', 'Mall Dr', 'Commerce Blvd', 'Market St', 'Lakeview Rd', 'Park Pl', 'Center Ct', 'Harbor Way', 'Elm St'];

/** A plausible, varied location (repetitive rows would compress unrealistically well). */
function benchLocation(i: number) {
  const [city, state, zip] = CITIES[(i * 7) % CITIES.length]!;
  const street = STREETS[(i * 3) % STREETS.length]!;
  const number = 100 + ((i * 7919) % 9800);
  return {
    name: `Arcadia ${city} ${street.split(' ')[0]} ${i}`,
    display_name: `${city} ${i}, ${state}`,
    store_id: String(1000 + ((i * 37) % 9000)),
    address: `${number} ${street}, ${city}, ${state} ${zip}`,
    phone: `(${200 + ((i * 13) % 700)}) 555-${String((i * 7717) % 10000).padStart(4, '0')}`,
  };
}

/** Signs the admin in, fills the table up to 500 locations through the api, and returns the token. */
async function prepareApi(baseUrl: string): Promise<string> {
  const { token } = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/v1/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }),
    'sign-in',
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const all = await json<{ total: number }>(await fetch(`${baseUrl}/api/v1/locations?active=both&limit=1`, { headers }), 'list');
  for (let i = all.total; i < LOCATIONS_IN_TABLE; i++) {
    await json(await fetch(`${baseUrl}/api/v1/locations`, { method: 'POST', headers, body: JSON.stringify(benchLocation(i)) }), `create location ${i}`);
  }
  const table = await json<{ total: number }>(await fetch(`${baseUrl}/api/v1/locations?active=both&limit=1`, { headers }), 'list');
  if (table.total !== LOCATIONS_IN_TABLE) throw new Error(`expected ${LOCATIONS_IN_TABLE} locations, found ${table.total}`);
  // what the benchmark asks for: the default page (10 active locations by name) of the whole table
  const active = await json<{ results: unknown[]; total: number }>(await fetch(`${baseUrl}/api/v1/locations`, { headers }), 'list');
  if (active.results.length !== PAGE_SIZE || active.total < LOCATIONS_IN_TABLE - 1) {
    throw new Error(`unexpected list: ${active.results.length} rows, total ${active.total}`);
  }
  return token;
}

interface Load {
  url: string;
  headers?: Record<string, string>;
  server: Server;
}

/** One autocannon run; with `latencies`, every 2xx response's time is kept there in µs (the result's histogram is whole ms). */
async function fire(load: Load, duration: number, label: string, pipelining = PIPELINING, latencies?: LatencySamples) {
  const instance = autocannon({ url: load.url, headers: { ...BROWSER_HEADERS, ...load.headers }, connections: CONNECTIONS, pipelining, duration, timeout: TIMEOUT_S });
  if (latencies) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.addMillis(responseTime);
    });
  }
  const result = await instance;
  // a run full of 401s, 429s or resets would be fast and meaningless: refuse it. Timeouts (autocannon counts them among
  // the errors) are slow answers, what a starved machine gives: counted and shown instead, and in the µs samples each
  // one stands for a response of TIMEOUT_S (a lower bound), so a stalled server cannot look fast by dropping its slowest.
  if (result.non2xx > 0 || result.errors - result.timeouts > 0 || result['2xx'] === 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total} requests`);
  }
  if (latencies) for (let i = 0; i < result.timeouts; i++) latencies.addMillis(TIMEOUT_S * 1000);
  return result;
}

const benchmark: Benchmark = {
  name: 'api',
  async run(ctx) {
    const servers: Server[] = [];
    const cleanups: (() => Promise<void>)[] = [];
    const loads = new Map<TargetKey, Load>();
    const notes: string[] = [];
    try {
      ctx.log('api: starting the fixed-reply server (the ceiling)');
      const ceiling = await startProcess(ctx, 'fixed-reply server', 'bench/servers/fixedReply.ts', { ...process.env }, /listening on/);
      servers.push(ceiling);
      loads.set('ceiling', { url: `${ceiling.url}/`, server: ceiling });

      ctx.log('api: starting the bare Fastify hello-world');
      const hello = await startProcess(ctx, 'hello-world', 'bench/servers/hello.ts', { ...process.env }, /listening on/);
      servers.push(hello);
      loads.set('hello', { url: `${hello.url}/`, server: hello });

      const startApi = async (key: 'pglite' | 'postgres', databaseUrl: string | null) => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `portal-bench-${key}-`));
        cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
        ctx.log(`api: starting the api on ${key} and seeding ${LOCATIONS_IN_TABLE} locations`);
        const api = await startProcess(ctx, `api on ${key}`, 'api/src/main.ts', apiEnv(dataDir, databaseUrl), /Portal ready at/);
        servers.push(api);
        const token = await prepareApi(api.url);
        loads.set(key, { url: `${api.url}/api/v1/locations`, headers: { authorization: `Bearer ${token}` }, server: api });
      };

      await startApi('pglite', null);
      if (await postgresReachable()) {
        const database = await createBenchDatabase();
        // registered before the api starts so the database is dropped even if the start fails;
        // cleanups run after the servers stopped, so no connection holds it
        cleanups.push(database.drop);
        await startApi('postgres', database.url);
      } else {
        notes.push(`api: PostgreSQL not reachable at ${PG_URL}: its figures are missing from this run.`);
      }

      for (const [key, load] of loads) {
        ctx.log(`api: warming up ${GROUP[key]} (${WARMUP_S} s)`);
        await fire(load, WARMUP_S, `${GROUP[key]} warm-up`);
      }

      type Samples = {
        rps: number[];
        p50: number[];
        p99: number[];
        cpu: number[];
        timeouts: number[];
        rpsSingle: number[];
        p50Single: number[];
        p99Single: number[];
        p99RatioSingle: number[];
        timeoutsSingle: number[];
      };
      const samples = new Map<TargetKey, Samples>();
      const order = [...loads.keys()];
      // interleaved (hello, PGlite, PostgreSQL, hello, …) so drift on the machine hits every target alike; the order
      // turns by one each round, so no target always runs first or right after another
      for (let run = 0; run < ctx.runs; run++) {
        const round = [...order.slice(run % order.length), ...order.slice(0, run % order.length)];
        const p99SingleThisRound = new Map<TargetKey, number>();
        for (const key of round) {
          const load = loads.get(key)!;
          const cpuBefore = load.server.cpuMicros();
          const result = await fire(load, DURATION_S, GROUP[key]);
          const cpuAfter = load.server.cpuMicros();
          // -p 1: 100 clients with one request each in flight, every response time kept in µs
          const latencies = new LatencySamples();
          const single = await fire(load, LATENCY_DURATION_S, `${GROUP[key]} without pipelining`, 1, latencies);
          const [p50Single, p99Single] = latencies.percentiles(50, 99) as [number, number];
          const s = samples.get(key) ?? { rps: [], p50: [], p99: [], cpu: [], timeouts: [], rpsSingle: [], p50Single: [], p99Single: [], p99RatioSingle: [], timeoutsSingle: [] };
          if (cpuBefore !== null && cpuAfter !== null) s.cpu.push(Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 10) / 10);
          s.rps.push(result.requests.average);
          s.p50.push(result.latency.p50);
          s.p99.push(result.latency.p99);
          s.timeouts.push(result.timeouts);
          s.timeoutsSingle.push(single.timeouts);
          s.rpsSingle.push(single.requests.average);
          s.p50Single.push(Math.round(p50Single));
          s.p99Single.push(Math.round(p99Single));
          p99SingleThisRound.set(key, p99Single);
          samples.set(key, s);
          ctx.log(
            `api: run ${run + 1}/${ctx.runs} ${GROUP[key]}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
              `p99 ${result.latency.p99} ms; -p 1: ${Math.round(single.requests.average)} req/s, p50 ${Math.round(p50Single)} µs, ` +
              `p99 ${Math.round(p99Single)} µs (${latencies.size} responses)` +
              (result.timeouts || single.timeouts ? `; timeouts (> ${TIMEOUT_S} s): ${result.timeouts} at -p ${PIPELINING}, ${single.timeouts} at -p 1` : ''),
          );
        }
        // the same round's ratio, so the spread of the goal's figure is shown, not only the ratio of medians
        const bare = p99SingleThisRound.get('hello');
        for (const key of ['pglite', 'postgres'] as const) {
          const api = p99SingleThisRound.get(key);
          if (bare !== undefined && api !== undefined) samples.get(key)!.p99RatioSingle.push(Math.round((api / bare) * 100) / 100);
        }
      }

      const measurements: Measurement[] = [...samples].flatMap(([key, s]) => [
        { group: GROUP[key], name: 'req/s', unit: 'req/s' as const, samples: s.rps },
        { group: GROUP[key], name: 'latency p50', unit: 'ms' as const, samples: s.p50 },
        { group: GROUP[key], name: 'latency p99', unit: 'ms' as const, samples: s.p99 },
        ...(s.cpu.length ? [{ group: GROUP[key], name: 'server CPU a request, -p 10', unit: 'µs' as const, samples: s.cpu }] : []),
        ...(s.timeouts.some(Boolean) ? [{ group: GROUP[key], name: `requests timed out (> ${TIMEOUT_S} s), -p 10`, unit: 'count' as const, samples: s.timeouts }] : []),
        { group: GROUP[key], name: 'req/s, -p 1', unit: 'req/s' as const, samples: s.rpsSingle },
        { group: GROUP[key], name: 'latency p50, -p 1', unit: 'µs' as const, samples: s.p50Single },
        { group: GROUP[key], name: 'latency p99, -p 1', unit: 'µs' as const, samples: s.p99Single },
        ...(s.timeoutsSingle.some(Boolean) ? [{ group: GROUP[key], name: `requests timed out (> ${TIMEOUT_S} s), -p 1`, unit: 'count' as const, samples: s.timeoutsSingle }] : []),
        ...(s.p99RatioSingle.length ? [{ group: GROUP[key], name: "p99, -p 1 / bare Fastify's, same round", unit: 'x' as const, samples: s.p99RatioSingle }] : []),
      ]);
      const measured = (['pglite', 'postgres'] as const).filter((key) => samples.has(key));
      const result: BenchResult = {
        measurements,
        ratios: measured.flatMap((key) => [
          {
            name: `api: GET /api/v1/locations on ${key === 'pglite' ? 'PGlite' : 'PostgreSQL'} / bare Fastify (req/s)`,
            numerator: { group: GROUP[key], name: 'req/s' },
            denominator: { group: GROUP.hello, name: 'req/s' },
            target: { min: 0.5 },
          },
          {
            name: `api: GET /api/v1/locations on ${key === 'pglite' ? 'PGlite' : 'PostgreSQL'} / bare Fastify (p99 at -c ${CONNECTIONS} -p 1, µs)`,
            numerator: { group: GROUP[key], name: 'latency p99, -p 1' },
            denominator: { group: GROUP.hello, name: 'latency p99, -p 1' },
            target: { max: P99_RATIO_GOAL },
          },
          ...(samples.get(key)!.cpu.length && samples.get('hello')!.cpu.length
            ? [
                {
                  name: `api: GET /api/v1/locations on ${key === 'pglite' ? 'PGlite' : 'PostgreSQL'} / bare Fastify (server CPU a request)`,
                  numerator: { group: GROUP[key], name: 'server CPU a request, -p 10' },
                  denominator: { group: GROUP.hello, name: 'server CPU a request, -p 10' },
                },
              ]
            : []),
        ]),
        notes: [
          `api: autocannon -c ${CONNECTIONS} -p ${PIPELINING}, ${DURATION_S} s a run, then -c ${CONNECTIONS} -p 1, ${LATENCY_DURATION_S} s, on each server; ` +
            `${ctx.runs} rounds interleaved (the order turning each round) after a ${WARMUP_S} s warm-up; ` +
            `the list route is GET /api/v1/locations as the Super Admin (bearer token, permission checked), ${LOCATIONS_IN_TABLE} locations in the table; ` +
            `it answers with the default page (the spec's ${PAGE_SIZE} a page, by name, with the total and paging links), not the whole table; ` +
            `every run had 0 non-2xx responses and 0 connection errors; requests unanswered after ${TIMEOUT_S} s (autocannon's timeout) ` +
            `are shown as "requests timed out" where there were any, and count as ${TIMEOUT_S} s responses in the -p 1 percentiles ` +
            `(autocannon's -p 10 ms figures leave them out).`,
          `api: the latency goal is p99 at -c ${CONNECTIONS} -p 1 ≤ ${P99_RATIO_GOAL}× bare Fastify's p99 in the same run (ratio of the medians over the rounds; ` +
            `the row "p99, -p 1 / bare Fastify's, same round" shows each round's ratio). The -p 1 latencies are every 2xx response's time from ` +
            `autocannon's 'response' event (process.hrtime, ms as a float) kept in µs and ranked (nearest rank), not autocannon's whole-ms histogram. ` +
            `With ${CONNECTIONS} requests in flight, latency ≈ ${CONNECTIONS} / req/s (Little's law): the p50 mostly tells the throughput, the p99 the stalls.`,
          `api: every request sends accept-encoding: gzip, deflate, br as browsers do; the page (${PAGE_SIZE} rows, ~3 KB of JSON, ~0.4 KB brotli) leaves brotli-compressed ` +
            `from the in-process cache (before paging the route sent all 500 rows, ~110 KB, ~6 KB brotli, and reached 0.3–0.4× of bare Fastify).`,
          `api: the fixed-reply server (bench/servers/fixedReply.ts) answers with the hello-world's bytes without parsing HTTP: ` +
            `what this machine and the load generator allow in that round with no HTTP stack on the server (its -p 1 p99 is the floor the ` +
            `load generator and the machine put under every server's). ` +
            `The gap from it to bare Fastify is Node's HTTP server and Fastify; the gap from bare Fastify to the api is the api's own work.`,
          `api: each server is its own Node process, but the load generator runs on the same ${os.cpus().length} cores and competes with it; ` +
            `that holds equally for the hello-world and the api, so the ratios stay fair while absolute req/s understate a dedicated server.`,
          `api: server CPU a request = the server process's user + system CPU time (/proc/<pid>/stat) over a -p 10 run, divided by the ` +
            `requests it answered: what one request costs the server, which moves less than req/s with the machine's speed and load.`,
          ...notes,
        ],
      };
      return result;
    } finally {
      await Promise.allSettled(servers.map((s) => s.stop()));
      for (const cleanup of cleanups) await cleanup().catch((e: unknown) => ctx.log(`api: clean-up failed: ${String(e)}`));
    }
  },
};

export default benchmark;
