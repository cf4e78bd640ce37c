// One timed page load of the web benchmark in Chromium: home interactive, what the first load weighs and what reached
// the server; or the click on Locations and the shared libraries loaded twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromiumProfile, profileWebUiPages } from '../chromium';
import { signIn, type PortalServer } from '../portalServer';
import { EMULATED_NETWORK, type Condition, type Network } from './conditions';
import { gzipSize, kb } from './stats';

declare global {
  interface Window {
    __PORTAL__?: { reactVersion: string; loadedRemotes: string[] };
  }
}

const ADMIN = { email: 'admin@arcadia.example', password: 'Demo#2026' };
/** a file whose name carries its content hash (served immutable) */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css)$/;

/** The React singleton's code: a remote script that contains it carries its own React. */
const REACT_SIGNATURES = ['react.transitional.element', 'react.dev/errors/'];

export interface RunFigures {
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

/**
 * A remote's own file, not the shell's: served from its folder (/mf/<remote>/) in the federated build, or a chunk of
 * a remote's exposed module in the one-bundle build (bench/one-bundle names them `mf_<remote>-<expose>`).
 */
function isRemoteFile(pathname: string): boolean {
  return pathname.startsWith('/mf/') || /^\/mf_[a-z]+-/.test(pathname);
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
export async function measureOnce(
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
      if (process.env.BENCH_DEBUG)
        console.error(`[first-load ${federated ? 'federated' : 'one-bundle'}] ${(gzipSize(buf) / 1024).toFixed(1)} KB gzip ${new URL(request.url()).pathname}`);
      transferred += (await request.sizes()).responseBodySize;
    }
    requests += failed.filter((r) => r.timing().startTime <= cutoff).length;

    const asked = serverRequests.filter((r) => r.sentAt <= cutoff);
    const reached = { serverRequests: asked.length, serverHashed: asked.filter((r) => HASHED_FILE.test(r.url)).length };
    if (part === 'home')
      return { homeInteractive: mark, shellGzip: kb(shellGzip), raw: kb(raw), gzip: kb(gzip), transferred: kb(transferred), requests, locations: NaN, duplicates: NaN, ...reached };

    // click a sidebar entry whose remote area is not loaded yet: Locations (mf_admin's routes; since mf-admin has a
    // home widget, its remote entry came with the home page, its routes did not)
    await page.evaluate(() => {
      document.addEventListener('click', () => ((window as unknown as { __benchClickAt: number }).__benchClickAt = performance.now()), {
        capture: true,
        once: true,
      });
    });
    const adminRoutes = (url: string) => /\/mf\/mf-admin\/.*expose_routes|\/mf_admin-routes/.test(new URL(url).pathname);
    if (finished.some(({ request }) => adminRoutes(request.url()))) throw new Error("mf_admin's routes were loaded before the click: the figure would be wrong");
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: /(^|\s)Locations$/ })
      .click();
    await page.waitForFunction(() => performance.getEntriesByName('remote-rendered:mf_admin').length > 0, null, { timeout: 60_000 });
    const locations = await page.evaluate(
      () => performance.getEntriesByName('remote-rendered:mf_admin')[0]!.startTime - (window as unknown as { __benchClickAt: number }).__benchClickAt,
    );
    await page.getByRole('heading', { name: 'Locations' }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    // shared libraries loaded more than once: several versions in the federation share scope, or a remote
    // script that carries its own React
    let duplicates = await page.evaluate(() => {
      const share = (
        globalThis as unknown as {
          __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown; lib?: unknown }>>>> };
        }
      ).__FEDERATION__?.__SHARE__;
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
      console.error(
        await page
          .evaluate(() => fetch('/api/v1/remotes').then((r) => r.text()))
          .then((t) => t.slice(0, 300))
          .catch((e) => String(e)),
      );
    }
    throw e;
  } finally {
    if (profileDir && webUiPages) for (const url of await profileWebUiPages(context).catch(() => [])) webUiPages.add(url);
    await context.close();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
  }
}
