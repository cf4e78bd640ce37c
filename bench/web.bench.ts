// Composition cost (web): the portal as shipped (shell + remotes loaded at runtime through Module Federation)
// against a one-bundle build of the same source (bench/one-bundle: remotes imported statically, normal code
// splitting, no federation), both served by the real api as `npm start` serves, driven in headless Chromium.
//
//   node --import tsx bench/run.ts web        (BENCH_RUNS=5 by default; BENCH_SKIP_BUILD=1 reuses the builds)
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { browserWebUiPages, launchChromium, QUIET_FEATURES } from './lib/chromium';
import { startPortal, type PortalServer } from './lib/portalServer';
import type { BenchResult, Benchmark, Measurement } from './lib/types';
import { build, federationRuntimeGzip, oneBundleStaticRoot, webRuns } from './lib/web/builds';
import { CONDITIONS, conditionLabel, EMULATED_NETWORK, HOME_GOAL, type Condition } from './lib/web/conditions';
import { measureOnce, type RunFigures } from './lib/web/measure';
import { bootstrapRatioInterval, gzipSize, kb, medianOf } from './lib/web/stats';

export { bootstrapRatioInterval } from './lib/web/stats';
export { conditionsFor, CONDITIONS, EMULATED_NETWORK, type Cache, type Condition, type Network } from './lib/web/conditions';

const FED = 'web: federated';
const ONE = 'web: one-bundle';
const REMOTES = 'web: remotes';
const PAIRED = 'web: run by run';

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
        measurements.push({
          group: PAIRED,
          name: `home interactive federated / one-bundle (${conditionLabel(c)})`,
          unit: 'x',
          samples: fedMs.map((f, i) => Math.round((f / oneMs[i]!) * 1000) / 1000),
        });
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
          ...remoteEntries.map((folder) => ({
            group: REMOTES,
            name: `remoteEntry.js + runtime gzip ${folder}`,
            max: 30,
            label: `${folder}: federation runtime + remote entry ≤ 30 KB gzip`,
          })),
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
