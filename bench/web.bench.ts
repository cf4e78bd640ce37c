// Composition cost (web): the portal as shipped (shell + remotes loaded at runtime through Module Federation)
// against a one-bundle build of the same source (bench/one-bundle: remotes imported statically, normal code
// splitting, no federation), both served by the real api as `npm start` serves, driven in headless Chromium.
//
//   node --import tsx bench/run.ts web        (BENCH_RUNS=5 by default; BENCH_SKIP_BUILD=1 reuses the builds)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { browserWebUiPages, launchChromium, launchChromiumProfile, profileWebUiPages, QUIET_FEATURES } from './lib/chromium';
import { signIn, startPortal, type PortalServer } from './lib/portalServer';
import type { BenchContext, BenchResult, Benchmark, Measurement } from './lib/types';

declare global {
  interface Window {
    __PORTAL__?: { reactVersion: string; loadedRemotes: string[] };
  }
}

const ADMIN = { email: 'admin@arcadia.example', password: 'Demo#2026' };
const FED = 'web: federated';
const ONE = 'web: one-bundle';
const REMOTES = 'web: remotes';
const PAIRED = 'web: run by run';
const KB = 1024;

/**
 * The network a page load runs on. `loopback`: the server on this machine, a request costs almost nothing.
 * `emulated`: Chromium's network emulation (DevTools protocol `Network.emulateNetworkConditions`) as a desktop
 * Lighthouse run: 40 ms round trip on every request, 10 Mbit/s down, 5 Mbit/s up, what staff get on shop-floor Wi-Fi
 * or the VPN. The cache: `cold`, a new browser context (empty HTTP cache); `warm`, a browser on a profile folder of its
 * own after two earlier visits of the home page, timed in a new tab (a person coming back: the HTTP cache holds what
 * those visits fetched, and V8's code cache the scripts they ran twice); `private`, a private window after one earlier
 * visit (an off-the-record context: the HTTP cache, but no code cache, which Chromium keeps for no such window; the
 * bench's `warm` until 2026-12-01).
 */
export type Network = 'loopback' | 'emulated';
export type Cache = 'cold' | 'warm' | 'private';
export interface Condition {
  network: Network;
  cache: Cache;
}
const ALL_CONDITIONS: readonly Condition[] = [
  { network: 'loopback', cache: 'cold' },
  { network: 'loopback', cache: 'warm' },
  { network: 'emulated', cache: 'cold' },
  { network: 'emulated', cache: 'warm' },
  { network: 'loopback', cache: 'private' },
  { network: 'emulated', cache: 'private' },
];
/**
 * `BENCH_WEB_CACHE=warm,private`: time only those cache states (an A/B of one change need not wait on the others).
 * The loopback cold loads always run, first: the first-load weights and the goals on them are read from those.
 */
export function conditionsFor(cacheList: string | undefined): readonly Condition[] {
  if (!cacheList) return ALL_CONDITIONS;
  const wanted = cacheList.split(',').map((c) => c.trim());
  const unknown = wanted.filter((c) => !ALL_CONDITIONS.some((k) => k.cache === c));
  if (unknown.length) throw new Error(`BENCH_WEB_CACHE: unknown cache state ${unknown.join(', ')} (cold, warm, private)`);
  return ALL_CONDITIONS.filter((c, i) => i === 0 || wanted.includes(c.cache));
}
export const CONDITIONS = conditionsFor(process.env.BENCH_WEB_CACHE);
export const EMULATED_NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (5 * 1024 * 1024) / 8,
} as const;
/** the goal on home interactive, federated / one-bundle, per cache state (issue 21) */
const HOME_GOAL: Record<Cache, number> = { cold: 1.1, warm: 1.05, private: 1.05 };
const conditionLabel = (c: Condition) => `${c.network}, ${c.cache === 'private' ? 'warm in a private window' : c.cache}`;
/** a file whose name carries its content hash (served immutable) */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css)$/;

/** The React singleton's code: a remote script that contains it carries its own React. */
const REACT_SIGNATURES = ['react.transitional.element', 'react.dev/errors/'];

const gzipSize = (buf: Buffer) => zlib.gzipSync(buf).length;

function medianOf(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * 95 % interval of median(a) / median(b) by resampling the run pairs (a[i], b[i]) with replacement, 2000 times, with
 * a fixed seed (the same samples give the same interval): how far the ratio of one run can move by chance alone.
 */
export function bootstrapRatioInterval(a: number[], b: number[], rounds = 2000): [number, number] {
  let seed = 0x2f6b1d;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const ra: number[] = [];
    const rb: number[] = [];
    for (let i = 0; i < a.length; i++) {
      const j = Math.floor(random() * a.length);
      ra.push(a[j]!);
      rb.push(b[j]!);
    }
    ratios.push(medianOf(ra) / medianOf(rb));
  }
  ratios.sort((x, y) => x - y);
  return [ratios[Math.floor(rounds * 0.025)]!, ratios[Math.floor(rounds * 0.975)]!];
}
const kb = (bytes: number) => Math.round((bytes / KB) * 100) / 100;

interface RunFigures {
  homeInteractive: number;
  shellGzip: number;
  raw: number;
  gzip: number;
  transferred: number;
  requests: number;
  locations: number;
  duplicates: number;
  /** requests the server answered before home interactive (not from the browser's cache; 304s count) */
  serverRequests: number;
  /** of those, hashed files (a warm visit should ask for none) */
  serverHashed: number;
}

function build(ctx: BenchContext) {
  const root = ctx.repoRoot;
  if (process.env.BENCH_SKIP_BUILD === '1') {
    ctx.log('web: BENCH_SKIP_BUILD=1, using the existing builds');
    return;
  }
  ctx.log('web: building the portal (turbo run build)…');
  execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  ctx.log('web: building the one-bundle variant (rspack)…');
  execFileSync(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'bench/one-bundle/rspack.config.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * Page loads on a 2-core machine that also runs the servers vary by ±150 ms from one load to the next (the machine's
 * speed drifts too), and a median of 11 moved the home-page ratio by ±0.1 between runs of the same code: the web
 * figures take more runs than the others: BENCH_WEB_RUNS, else BENCH_RUNS when set, else 21 (~3 min).
 */
function webRuns(ctx: BenchContext): number {
  if (process.env.BENCH_WEB_RUNS) return Number(process.env.BENCH_WEB_RUNS);
  return process.env.BENCH_RUNS ? ctx.runs : 21;
}

/** STATIC_ROOT for the one-bundle server: `shell/dist` is the one-bundle dist, `mf-*` the real folders (registry seed). */
function oneBundleStaticRoot(repoRoot: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-one-bundle-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.symlinkSync(path.join(repoRoot, 'bench', 'one-bundle', 'dist'), path.join(dir, 'shell', 'dist'));
  // real folders (the api lists directories), each with its dist linked
  for (const f of fs.readdirSync(repoRoot).filter((f) => f.startsWith('mf-') && fs.existsSync(path.join(repoRoot, f, 'dist')))) {
    fs.mkdirSync(path.join(dir, f));
    fs.symlinkSync(path.join(repoRoot, f, 'dist'), path.join(dir, f, 'dist'));
  }
  return dir;
}

/**
 * A remote's own file, not the shell's: served from its folder (/mf/<remote>/) in the federated build, or a chunk of
 * a remote's exposed module in the one-bundle build (bench/one-bundle names them `mf_<remote>-<expose>`).
 */
function isRemoteFile(pathname: string): boolean {
  return pathname.startsWith('/mf/') || /^\/mf_[a-z]+-/.test(pathname);
}

/** gzip size of the shell's federation runtime: its own chunks (`federation*.js`, loaded with the first remote). */
function federationRuntimeGzip(dist: string): number {
  return fs
    .readdirSync(dist)
    .filter((f) => /^federation[.-].*\.js$/.test(f))
    .reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(dist, f))), 0);
}

/**
 * The demo admin's session on a server, signed in once and reused while it has over two minutes left: a sign-in is a
 * password hash on the server, seconds of CPU over a run that the loads being timed would share the machine with.
 */
const sessions = new Map<string, Awaited<ReturnType<typeof signIn>>>();
async function sessionFor(server: PortalServer) {
  const held = sessions.get(server.url);
  if (held && held.expires_at - Date.now() / 1000 > 120) return held;
  const fresh = await signIn(server.url, ADMIN.email, ADMIN.password);
  sessions.set(server.url, fresh);
  return fresh;
}

/**
 * The requests of a page that reached the server (not answered from the browser's cache; a 304 did reach it), with
 * when each was sent (epoch ms), through the DevTools protocol; the same session emulates the network when asked.
 */
async function watchNetwork(page: Page, network: Network) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (network === 'emulated') await cdp.send('Network.emulateNetworkConditions', EMULATED_NETWORK);
  const sentAt = new Map<string, number>();
  const fromCache = new Set<string>();
  const server: { url: string; sentAt: number }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => sentAt.set(e.requestId, e.wallTime * 1000));
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    const r = e.response;
    if (!/^https?:/.test(r.url) || fromCache.has(e.requestId) || r.fromDiskCache || r.fromServiceWorker || r.fromPrefetchCache) return;
    server.push({ url: new URL(r.url).pathname, sentAt: sentAt.get(e.requestId) ?? Infinity });
  });
  return server;
}

/**
 * One page load in a new context. `part: 'home'` times the home page and weighs its first load; `part: 'locations'`
 * loads the home page, lets it settle, then times the click on Locations and counts the shared libraries. The two
 * are separate runs: a context that went on to load a remote area slowed the next context's home page.
 * `condition`: the network (loopback or emulated) and the cache (cold: a new context; warm: a profile of its own after
 * two visits; private: a new context after one visit). `webUiPages` collects the browser pages a profile's browser had open.
 */
async function measureOnce(
  browser: Browser,
  server: PortalServer,
  federated: boolean,
  part: 'home' | 'locations',
  condition: Condition = { network: 'loopback', cache: 'cold' },
  webUiPages?: Set<string>,
): Promise<RunFigures> {
  const tokens = await sessionFor(server);
  const viewport = { width: 1366, height: 900 };
  // a new context per run: cold HTTP cache, empty storage but for the injected session; warm: a new profile folder
  const profileDir = condition.cache === 'warm' ? fs.mkdtempSync(path.join(os.tmpdir(), 'web-bench-profile-')) : undefined;
  const context = profileDir ? await launchChromiumProfile(profileDir, { viewport }) : await browser.newContext({ viewport });
  await context.addInitScript((t) => {
    localStorage.setItem('token', t.token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  // the earlier visits (not timed, on loopback): they fill the HTTP cache as a person's did; in a profile, V8 writes a
  // script's code cache on its second run, so the timed visit of a profile is its third
  for (let visit = 0; visit < { cold: 0, warm: 2, private: 1 }[condition.cache]; visit++) {
    const earlier = await context.newPage();
    await earlier.goto(`${server.url}/`, { waitUntil: 'commit' });
    await earlier.waitForFunction(() => performance.getEntriesByName('home-interactive').length > 0, null, { timeout: 60_000 });
    await earlier.waitForLoadState('networkidle');
    await earlier.close();
  }
  const page = await context.newPage();
  const serverRequests = await watchNetwork(page, condition.network);
  // bodies are read after the page settled, not while it loads: reading them is browser work of its own, which
  // would slow the very load being timed (the more files a build loads, the more)
  const finished: { request: Request; body: () => Promise<Buffer | null> }[] = [];
  const failed: Request[] = [];
  page.on('requestfinished', (request) => {
    let body: Promise<Buffer | null> | undefined;
    finished.push({ request, body: () => (body ??= request.response().then((r) => (r ? r.body().catch(() => null) : null))) });
  });
  page.on('requestfailed', (request) => failed.push(request));
  try {
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('home-interactive').length > 0, null, { timeout: 120_000 });
    const { mark, timeOrigin } = await page.evaluate(() => ({
      mark: performance.getEntriesByName('home-interactive')[0]!.startTime,
      timeOrigin: performance.timeOrigin,
    }));
    if (part === 'home' && !(condition.network === 'loopback' && condition.cache === 'cold')) {
      // the other conditions time the page and count what reached the server; the first-load weights are the
      // loopback cold run's (the same files)
      await page.waitForLoadState('networkidle');
      const asked = serverRequests.filter((r) => r.sentAt <= timeOrigin + mark);
      return {
        homeInteractive: mark,
        shellGzip: NaN,
        raw: NaN,
        gzip: NaN,
        transferred: NaN,
        requests: NaN,
        locations: NaN,
        duplicates: NaN,
        serverRequests: asked.length,
        serverHashed: asked.filter((r) => HASHED_FILE.test(r.url)).length,
      };
    }
    // let what was asked before the mark finish arriving (and the page settle before the click)
    await page.waitForLoadState('networkidle');
    const cutoff = timeOrigin + mark;
    let raw = 0;
    let gzip = 0;
    let shellGzip = 0;
    let transferred = 0;
    let requests = 0;
    for (const { request, body } of finished) {
      if (request.timing().startTime > cutoff) continue;
      requests++;
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const buf = await body();
      if (!buf) continue;
      raw += buf.length;
      gzip += gzipSize(buf);
      if (!isRemoteFile(new URL(request.url()).pathname)) shellGzip += gzipSize(buf);
      // BENCH_DEBUG=1: which files make up the first load (to find what a change put on it)
      if (process.env.BENCH_DEBUG) console.error(`[first-load ${federated ? 'federated' : 'one-bundle'}] ${(gzipSize(buf) / 1024).toFixed(1)} KB gzip ${new URL(request.url()).pathname}`);
      transferred += (await request.sizes()).responseBodySize;
    }
    requests += failed.filter((r) => r.timing().startTime <= cutoff).length;

    const asked = serverRequests.filter((r) => r.sentAt <= cutoff);
    const reached = { serverRequests: asked.length, serverHashed: asked.filter((r) => HASHED_FILE.test(r.url)).length };
    if (part === 'home') return { homeInteractive: mark, shellGzip: kb(shellGzip), raw: kb(raw), gzip: kb(gzip), transferred: kb(transferred), requests, locations: NaN, duplicates: NaN, ...reached };

    // click a sidebar entry whose remote area is not loaded yet: Locations (mf_admin's routes; since mf-admin has a
    // home widget, its remote entry came with the home page, its routes did not)
    await page.evaluate(() => {
      document.addEventListener('click', () => ((window as unknown as { __benchClickAt: number }).__benchClickAt = performance.now()), {
        capture: true,
        once: true,
      });
    });
    const adminRoutes = (url: string) => /\/mf\/mf-admin\/.*expose_routes|\/mf_admin-routes/.test(new URL(url).pathname);
    if (finished.some(({ request }) => adminRoutes(request.url())))
      throw new Error("mf_admin's routes were loaded before the click: the figure would be wrong");
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /(^|\s)Locations$/ }).click();
    await page.waitForFunction(() => performance.getEntriesByName('remote-rendered:mf_admin').length > 0, null, { timeout: 60_000 });
    const locations = await page.evaluate(
      () => performance.getEntriesByName('remote-rendered:mf_admin')[0]!.startTime - (window as unknown as { __benchClickAt: number }).__benchClickAt,
    );
    await page.getByRole('heading', { name: 'Locations' }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    // shared libraries loaded more than once: several versions in the federation share scope, or a remote
    // script that carries its own React
    let duplicates = await page.evaluate(() => {
      const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown; lib?: unknown }>>>> } }).__FEDERATION__?.__SHARE__;
      if (!share) return 0;
      const loadedVersions = new Map<string, Set<string>>();
      for (const scopes of Object.values(share))
        for (const pkgs of Object.values(scopes))
          for (const [pkg, versions] of Object.entries(pkgs))
            for (const [version, info] of Object.entries(versions))
              if (info.loaded || info.lib) {
                const set = loadedVersions.get(pkg) ?? new Set<string>();
                set.add(version);
                loadedVersions.set(pkg, set);
              }
      return [...loadedVersions.values()].filter((s) => s.size > 1).length;
    });
    for (const { request, body } of finished) {
      if (request.resourceType() !== 'script' || !new URL(request.url()).pathname.startsWith('/mf/')) continue;
      const text = (await body())?.toString('utf8') ?? '';
      if (REACT_SIGNATURES.some((s) => text.includes(s))) duplicates++;
    }
    if (federated) {
      const loaded = await page.evaluate(() => window.__PORTAL__?.loadedRemotes ?? []);
      if (!loaded.includes('mf_admin')) throw new Error('federated run: mf_admin not reported as loaded');
    }
    return { homeInteractive: mark, shellGzip: kb(shellGzip), raw: kb(raw), gzip: kb(gzip), transferred: kb(transferred), requests, locations, duplicates, ...reached };
  } catch (e) {
    if (process.env.BENCH_DEBUG) {
      await page.screenshot({ path: path.join(os.tmpdir(), 'web-bench-failure.png') }).catch(() => {});
      console.error(await page.evaluate(() => [location.href, document.body.innerText.slice(0, 300)]).catch(() => null));
      console.error(await page.evaluate(() => fetch('/api/v1/remotes').then((r) => r.text())).then((t) => t.slice(0, 300)).catch((e) => String(e)));
    }
    throw e;
  } finally {
    if (profileDir && webUiPages) for (const url of await profileWebUiPages(context).catch(() => [])) webUiPages.add(url);
    await context.close();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

const bench: Benchmark = {
  name: 'web: runtime composition (federated vs one-bundle)',
  async run(ctx) {
    const root = ctx.repoRoot;
    build(ctx);
    // BENCH_WEB_AGAINST=<folder>: another federated build (a STATIC_ROOT: shell/dist and mf-*/dist) timed in the
    // one-bundle build's place, to A/B a change to the federated page with every load interleaved; its figures are
    // the "one-bundle" rows
    const against = process.env.BENCH_WEB_AGAINST ? path.resolve(process.env.BENCH_WEB_AGAINST) : undefined;
    if (against && !fs.existsSync(path.join(against, 'shell', 'dist', 'index.html'))) throw new Error(`BENCH_WEB_AGAINST: no shell/dist/index.html in ${against}`);
    if (against) ctx.log(`web: timing ${against} in place of the one-bundle build (its figures are the one-bundle rows)`);
    const oneRoot = against ?? oneBundleStaticRoot(root);
    const servers: PortalServer[] = [];
    let browser: Browser | undefined;
    try {
      ctx.log('web: starting both servers…');
      // one after the other, each kept as soon as it runs: a server that fails to start leaves none behind
      const fed = await startPortal({ repoRoot: root });
      servers.push(fed);
      const one = await startPortal({ repoRoot: root, staticRoot: oneRoot });
      servers.push(one);
      browser = await launchChromium();
      // one warm-up per server (server-side first hits: database pages, file stats), not counted
      // each group's server, and whether its page is a federated one (the "one-bundle" rows are, with BENCH_WEB_AGAINST)
      const serverOf = (group: typeof FED | typeof ONE) => (group === FED ? fed : one);
      const federatedOf = (group: typeof FED | typeof ONE) => group === FED || !!against;
      await measureOnce(browser, fed, federatedOf(FED), 'home');
      await measureOnce(browser, one, federatedOf(ONE), 'home');
      const runs = webRuns(ctx);
      // every condition's runs interleaved (run i of each condition, then run i + 1…), and within one the two builds
      // in alternating order, so drift on the machine hits every figure alike
      const home = new Map<Condition, Record<string, RunFigures[]>>(CONDITIONS.map((c) => [c, { [FED]: [], [ONE]: [] }]));
      const samples = home.get(CONDITIONS[0]!)!;
      // every run's samples as they come (a run of ~45 min on a loaded machine is not lost to one failure at the end)
      const partial = path.join(root, 'bench', 'results', 'web-partial.json.tmp');
      let retried = 0;
      const profileWebUi = new Set<string>();
      const once = async (server: PortalServer, federated: boolean, part: 'home' | 'locations', condition?: Condition) => {
        // a load that times out on a machine this loaded is retried once, and counted
        try {
          return await measureOnce(browser!, server, federated, part, condition, profileWebUi);
        } catch (e) {
          retried++;
          ctx.log(`web: a ${part} load failed (${(e as Error).message.split('\n')[0]}), retried once`);
          return measureOnce(browser!, server, federated, part, condition, profileWebUi);
        }
      };
      for (let i = 0; i < runs; i++) {
        const took: string[] = [];
        for (const [k, condition] of CONDITIONS.entries()) {
          const started = Date.now();
          const order = (i + k) % 2 === 0 ? ([FED, ONE] as const) : ([ONE, FED] as const);
          for (const group of order) home.get(condition)![group]!.push(await once(serverOf(group), federatedOf(group), 'home', condition));
          took.push(`${conditionLabel(condition)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
        }
        // the Locations click in its own contexts (a context that went on to a remote area slowed the next one)
        const order = i % 2 === 0 ? ([FED, ONE] as const) : ([ONE, FED] as const);
        for (const group of order) {
          const { locations, duplicates } = await once(serverOf(group), federatedOf(group), 'locations');
          Object.assign(samples[group]![i]!, { locations, duplicates });
        }
        ctx.log(`web: run ${i + 1}/${runs} done (${took.join(', ')}; Locations)`);
        fs.mkdirSync(path.dirname(partial), { recursive: true });
        fs.writeFileSync(partial, JSON.stringify({ runsDone: i + 1, retried, home: CONDITIONS.map((c) => ({ condition: c, ...home.get(c) })) }));
      }

      // the browser's own pages that QUIET_FEATURES should keep closed: one would have taken CPU from the loads
      const webUiPages = [...new Set([...(await browserWebUiPages(browser)), ...profileWebUi])];
      const measurements: Measurement[] = [];
      const homeName = (c: Condition) => `home interactive (${conditionLabel(c)})`;
      const figures: [keyof RunFigures, string, Measurement['unit']][] = [
        ['shellGzip', 'first-load shell JS+CSS gzip', 'KB'],
        ['raw', 'first-load JS+CSS raw', 'KB'],
        ['gzip', 'first-load JS+CSS gzip', 'KB'],
        ['transferred', 'first-load JS+CSS transferred', 'KB'],
        ['requests', 'first-load requests', 'count'],
        ['locations', 'Locations click → render', 'ms'],
        ['duplicates', 'shared libs loaded twice', 'count'],
      ];
      for (const group of [FED, ONE]) {
        for (const c of CONDITIONS) measurements.push({ group, name: homeName(c), unit: 'ms', samples: home.get(c)![group]!.map((s) => s.homeInteractive) });
        for (const [key, name, unit] of figures) measurements.push({ group, name, unit, samples: samples[group]!.map((s) => s[key]) });
        for (const c of CONDITIONS) {
          const runsOf = home.get(c)![group]!;
          measurements.push({ group, name: `requests to the server before home interactive (${conditionLabel(c)})`, unit: 'count', samples: runsOf.map((s) => s.serverRequests) });
          measurements.push({ group, name: `hashed files asked of the server (${conditionLabel(c)})`, unit: 'count', samples: runsOf.map((s) => s.serverHashed) });
        }
      }
      // run by run (the two builds' loads of one run are next to each other in time): how much one pair says
      const paired: string[] = [];
      for (const c of CONDITIONS) {
        const fedMs = home.get(c)![FED]!.map((s) => s.homeInteractive);
        const oneMs = home.get(c)![ONE]!.map((s) => s.homeInteractive);
        measurements.push({ group: PAIRED, name: `home interactive federated / one-bundle (${conditionLabel(c)})`, unit: 'x', samples: fedMs.map((f, i) => Math.round((f / oneMs[i]!) * 1000) / 1000) });
        const [lo, hi] = bootstrapRatioInterval(fedMs, oneMs);
        paired.push(`${conditionLabel(c)} ${(medianOf(fedMs) / medianOf(oneMs)).toFixed(2)} [${lo.toFixed(2)}–${hi.toFixed(2)}]`);
      }

      // static sizes: what each remote's entry weighs with the federation runtime it carries; the host's runtime
      const remoteEntries = fs
        .readdirSync(root)
        .filter((f) => f.startsWith('mf-') && fs.existsSync(path.join(root, f, 'dist', 'remoteEntry.js')))
        .sort();
      const hostRuntime = kb(federationRuntimeGzip(path.join(root, 'shell', 'dist')));
      measurements.push({ group: REMOTES, name: 'host federation runtime gzip', unit: 'KB', samples: [hostRuntime] });
      for (const folder of remoteEntries) {
        const entry = kb(gzipSize(fs.readFileSync(path.join(root, folder, 'dist', 'remoteEntry.js'))));
        measurements.push({ group: REMOTES, name: `remoteEntry.js gzip ${folder}`, unit: 'KB', samples: [entry] });
        // what loading this remote costs with the runtime it runs on (the shell's), as if it were the only one
        measurements.push({ group: REMOTES, name: `remoteEntry.js + runtime gzip ${folder}`, unit: 'KB', samples: [Math.round((entry + hostRuntime) * 100) / 100] });
      }

      const median = (g: string, n: string) => {
        const s = [...measurements.find((m) => m.group === g && m.name === n)!.samples].sort((a, b) => a - b);
        const mid = Math.floor(s.length / 2);
        return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
      };
      const firstLoadBound = Math.round((median(ONE, 'first-load shell JS+CSS gzip') + hostRuntime) * 100) / 100;

      const ratio = (name: string, figure: string, max?: number) => ({
        name: `${name} federated / one-bundle`,
        numerator: { group: FED, name: figure },
        denominator: { group: ONE, name: figure },
        ...(max !== undefined ? { target: { max } } : {}),
      });
      return {
        measurements,
        ratios: [
          ...CONDITIONS.map((c) => ratio(homeName(c), homeName(c), HOME_GOAL[c.cache])),
          ratio('first-load shell JS+CSS gzip', 'first-load shell JS+CSS gzip'),
          ratio('first-load JS+CSS gzip', 'first-load JS+CSS gzip'),
          ratio('first-load requests', 'first-load requests'),
          ratio('Locations click → render', 'Locations click → render', 1.1),
        ],
        targets: [
          ...remoteEntries.map((folder) => ({ group: REMOTES, name: `remoteEntry.js + runtime gzip ${folder}`, max: 30, label: `${folder}: federation runtime + remote entry ≤ 30 KB gzip` })),
          { group: FED, name: 'shared libs loaded twice', max: 0, label: 'shared libraries loaded more than once = 0' },
          {
            group: FED,
            name: 'first-load shell JS+CSS gzip',
            max: firstLoadBound,
            label: `shell JS+CSS before home interactive ≤ one-bundle's + host federation runtime (KB gzip)`,
          },
        ],
        notes: [
          `web: ${retried} load(s) of this run timed out and were retried once.`,
          `web: home interactive is timed in ${CONDITIONS.map(conditionLabel).join(' / ')} runs (${runs} of each, interleaved): loopback = the server on this machine; emulated = Chromium DevTools Network.emulateNetworkConditions, ${EMULATED_NETWORK.latency} ms round trip, 10 Mbit/s down, 5 up (desktop Lighthouse); cold = a new browser context (empty cache); warm = a browser on a new profile folder after two untimed visits of the home page, timed in a new tab (HTTP cache and V8 code cache, as a person's browser coming back); warm in a private window = a new off-the-record context after one untimed visit (HTTP cache only: Chromium keeps no code cache there; this bench's "warm" until 2026-12-01). "requests to the server" = requests sent before the mark that were not answered from the browser cache (a 304 counts). Chromium runs with ${QUIET_FEATURES.join(', ')} off (e2e/support/chromium.ts: the address bar's dropdown and its AI-mode variant, WebUI pages that each new window loads, ~1 s of CPU, at random moments of the timed loads); browser WebUI pages open at the end of the run or of a profile's visits: ${webUiPages.length ? webUiPages.join(', ') : 'none'}.`,
          `web: home interactive federated / one-bundle with a 95 % bootstrap interval (run pairs resampled, ratio of medians): ${paired.join('; ')}. An interval that spans the goal means this run cannot tell the build from the goal at the machine's noise.`,
          'web: first load = JS and CSS requested before performance.mark("home-interactive") (home page and its widgets rendered), signed in as admin, new browser context (cold cache) per run; gzip = zlib level 6 of each decoded body; transferred = body bytes on the wire; KB = 1024 bytes. "shell JS+CSS" leaves out the remotes\' own files (federated: /mf/<remote>/…, the home widgets\' remoteEntry.js and chunks; one-bundle: the widgets\' chunks mf_<remote>-*); "JS+CSS" counts everything.',
          'web: Locations click → render = from the click on the sidebar link (capture listener) to performance.mark("remote-rendered:mf_admin") (the remote route element first committed).',
          `web: host federation runtime = gzip of the shell's federation chunks (shell/dist/federation*.js: the runtime core and the host that provides the shared singletons, ${hostRuntime} KB), which the shell loads with its first remote; a remote's remoteEntry.js uses that runtime and carries only its container code.`,
        ],
      } satisfies BenchResult;
    } finally {
      await browser?.close();
      for (const s of servers) await s.stop();
      // the folder of links made for the one-bundle build, never a BENCH_WEB_AGAINST folder
      if (!against) fs.rmSync(oneRoot, { recursive: true, force: true });
    }
  },
};

export default bench;
