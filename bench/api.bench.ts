// Api cost: autocannon against a bare Fastify hello-world and against the real api's
// `GET /api/v1/locations` (signed in as the Super Admin, 500 locations in the table; the route answers with the
// spec's first page of 10 and the total), on PGlite and on PostgreSQL. Every server is its own process; the load generator is this process.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase, PG_URL, postgresReachable } from './lib/postgres';
import { apiEnv, startProcess, type Server } from './lib/processes';
import type { BenchContext, BenchResult, Benchmark, Measurement } from './lib/types';

/** As in Fastify's own benchmarks (`autocannon -c 100 -p 10`). */
const CONNECTIONS = 100;
const PIPELINING = 10;
const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 10);
/** A second, shorter run per round without pipelining: the latency 100 clients waiting on one request each see. */
const LATENCY_DURATION_S = Number(process.env.BENCH_API_LATENCY_DURATION ?? 5);
const WARMUP_S = 3;
const LOCATIONS_IN_TABLE = 500;
/** The spec's page size, the route's default `limit`. */
const PAGE_SIZE = 10;
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
  ['Springfield', 'IL', '62701'], ['Madison', 'WI', '53703'], ['Columbus', 'OH', '43215'], ['Austin', 'TX', '78701'],
  ['Boise', 'ID', '83702'], ['Raleigh', 'NC', '27601'], ['Tucson', 'AZ', '85701'], ['Omaha', 'NE', '68102'],
  ['Spokane', 'WA', '99201'], ['Savannah', 'GA', '31401'], ['Albany', 'NY', '12207'], ['Reno', 'NV', '89501'],
  ['Eugene', 'OR', '97401'], ['Tulsa', 'OK', '74103'], ['Fresno', 'CA', '93721'], ['Lansing', 'MI', '48933'],
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
    await json(
      await fetch(`${baseUrl}/api/v1/locations`, { method: 'POST', headers, body: JSON.stringify(benchLocation(i)) }),
      `create location ${i}`,
    );
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

async function fire(load: Load, duration: number, label: string, pipelining = PIPELINING) {
  const result = await autocannon({ url: load.url, headers: { ...BROWSER_HEADERS, ...load.headers }, connections: CONNECTIONS, pipelining, duration });
  // a run full of 401s, 429s or resets would be fast and meaningless: refuse it
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total} requests`);
  }
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

      const samples = new Map<TargetKey, { rps: number[]; p50: number[]; p99: number[]; p99Single: number[]; cpu: number[] }>();
      // interleaved (hello, PGlite, PostgreSQL, hello, …) so drift on the machine hits every target alike
      for (let run = 0; run < ctx.runs; run++) {
        for (const [key, load] of loads) {
          const cpuBefore = load.server.cpuMicros();
          const result = await fire(load, DURATION_S, GROUP[key]);
          const cpuAfter = load.server.cpuMicros();
          // the ceiling only calibrates the pipelined figures: its -p 1 run would add time and tell nothing
          const single = key === 'ceiling' ? null : await fire(load, LATENCY_DURATION_S, `${GROUP[key]} without pipelining`, 1);
          const s = samples.get(key) ?? { rps: [], p50: [], p99: [], p99Single: [], cpu: [] };
          if (cpuBefore !== null && cpuAfter !== null) s.cpu.push(Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 10) / 10);
          s.rps.push(result.requests.average);
          s.p50.push(result.latency.p50);
          s.p99.push(result.latency.p99);
          if (single) s.p99Single.push(single.latency.p99);
          samples.set(key, s);
          ctx.log(
            `api: run ${run + 1}/${ctx.runs} ${GROUP[key]}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
              `p99 ${result.latency.p99} ms` + (single ? `; without pipelining p99 ${single.latency.p99} ms` : ''),
          );
        }
      }

      const measurements: Measurement[] = [...samples].flatMap(([key, s]) => [
        { group: GROUP[key], name: 'req/s', unit: 'req/s' as const, samples: s.rps },
        { group: GROUP[key], name: 'latency p50', unit: 'ms' as const, samples: s.p50 },
        { group: GROUP[key], name: 'latency p99', unit: 'ms' as const, samples: s.p99 },
        ...(s.p99Single.length ? [{ group: GROUP[key], name: 'latency p99, -p 1', unit: 'ms' as const, samples: s.p99Single }] : []),
        ...(s.cpu.length ? [{ group: GROUP[key], name: 'server CPU a request, -p 10', unit: 'µs' as const, samples: s.cpu }] : []),
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
        targets: measured.flatMap((key) => [
          {
            group: GROUP[key],
            name: 'latency p99',
            max: 50,
            label: `api: GET /api/v1/locations on ${key === 'pglite' ? 'PGlite' : 'PostgreSQL'}, p99 at -c ${CONNECTIONS} -p ${PIPELINING} (ms)`,
          },
          {
            group: GROUP[key],
            name: 'latency p99, -p 1',
            max: 50,
            label: `api: GET /api/v1/locations on ${key === 'pglite' ? 'PGlite' : 'PostgreSQL'}, p99 at -c ${CONNECTIONS} -p 1 (ms)`,
          },
        ]),
        notes: [
          `api: autocannon -c ${CONNECTIONS} -p ${PIPELINING}, ${DURATION_S} s a run, ${ctx.runs} runs interleaved after a ${WARMUP_S} s warm-up; ` +
            `the list route is GET /api/v1/locations as the Super Admin (bearer token, permission checked), ${LOCATIONS_IN_TABLE} locations in the table; ` +
            `it answers with the default page (the spec's ${PAGE_SIZE} a page, by name, with the total and paging links), not the whole table; ` +
            `every run had 0 non-2xx responses, errors and timeouts.`,
          `api: at -c ${CONNECTIONS} -p ${PIPELINING} there are ${CONNECTIONS * PIPELINING} requests in flight, so by Little's law latency ≈ ` +
            `${CONNECTIONS * PIPELINING} / req/s: a p99 under 50 ms there needs well over ${(CONNECTIONS * PIPELINING) / 0.05} req/s, which on this machine ` +
            `not even bare Fastify reaches (its own p99 is in the table). The -p 1 figures (${CONNECTIONS} clients, one request each in flight, ` +
            `${LATENCY_DURATION_S} s a run) show the latency a user waits under that load.`,
          `api: every request sends accept-encoding: gzip, deflate, br as browsers do; the page (${PAGE_SIZE} rows, ~3 KB of JSON, ~0.4 KB brotli) leaves brotli-compressed ` +
            `from the in-process cache (before paging the route sent all 500 rows, ~110 KB, ~6 KB brotli, and reached 0.3–0.4× of bare Fastify).`,
          `api: the fixed-reply server (bench/servers/fixedReply.ts) answers with the hello-world's bytes without parsing HTTP: ` +
            `what this machine and the load generator allow in that round with no HTTP stack on the server (-p ${PIPELINING} only). ` +
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
