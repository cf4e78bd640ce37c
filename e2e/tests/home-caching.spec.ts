import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, useTokens } from '../support/session';

/** a file whose name carries its content hash (served immutable) */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css)$/;

interface NetworkRequest {
  url: string;
  status: number;
}

/**
 * What the page asked of the server (not answered from the browser's cache), through the DevTools protocol, by
 * phase (the load that sent the request): a response from the disk or memory cache is not a request to the server;
 * a revalidation is, with the status the server really sent (a navigation answered 304 is reported as the cached 200,
 * the raw status comes with the extra info).
 */
async function recordNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const recorder = { phase: 'cold', requests: [] as (NetworkRequest & { phase: string })[] };
  const phaseOf = new Map<string, string>();
  const rawStatus = new Map<string, number>();
  const fromCache = new Set<string>();
  cdp.on('Network.requestWillBeSent', (e) => phaseOf.set(e.requestId, recorder.phase));
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  cdp.on('Network.responseReceivedExtraInfo', (e) => rawStatus.set(e.requestId, e.statusCode));
  cdp.on('Network.loadingFinished', (e) => {
    const response = responses.get(e.requestId);
    if (!response) return;
    const status = rawStatus.get(e.requestId) ?? response.status;
    const { pathname, search } = new URL(response.url);
    recorder.requests.push({ url: pathname + search, status, phase: phaseOf.get(e.requestId) ?? '?' });
  });
  const responses = new Map<string, { url: string; status: number }>();
  cdp.on('Network.responseReceived', (e) => {
    const r = e.response;
    if (!/^https?:/.test(r.url) || fromCache.has(e.requestId) || r.fromDiskCache || r.fromServiceWorker || r.fromPrefetchCache) return;
    responses.set(e.requestId, { url: r.url, status: r.status });
  });
  return recorder;
}

async function homeInteractive(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('home-interactive').length > 0, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

test.describe('home page: early hints and caching', () => {
  test('the page names every home-widget remote’s entry and widget files in Link preload headers, from its manifest', async ({ request }) => {
    const remotes = (await (await request.get('/api/v1/remotes')).json()) as { manifestUrl: string; entryUrl: string | null; widgets?: { slot: string }[] }[];
    const withWidgets = remotes.filter((r) => r.widgets?.some((w) => w.slot.startsWith('home-')));
    expect(withWidgets.length).toBeGreaterThan(0);
    const page = await request.get('/', { headers: { accept: 'text/html' } });
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers().etag).toBeTruthy();
    const link = page.headers().link ?? '';
    for (const remote of withWidgets) {
      expect(link).toContain(`<${remote.entryUrl}>; rel=preload; as=script`);
      const base = remote.manifestUrl.slice(0, remote.manifestUrl.lastIndexOf('/') + 1);
      const manifest = (await (await request.get(remote.manifestUrl)).json()) as {
        exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
      };
      const widgets = manifest.exposes.find((e) => e.path === './widgets')!;
      for (const file of widgets.assets.js.sync) expect(link).toContain(`<${base}${file}>; rel=preload; as=script`);
      for (const file of widgets.assets.css.sync) expect(link).toContain(`<${base}${file}>; rel=preload; as=style`);
    }
    // remotes without home widgets are not named
    for (const remote of remotes.filter((r) => !withWidgets.includes(r))) expect(link).not.toContain(remote.manifestUrl.replace(/mf-manifest\.json$/, ''));
    // the same page again: 304 without a body
    const again = await request.get('/', { headers: { accept: 'text/html', 'if-none-match': page.headers().etag! } });
    expect(again.status()).toBe(304);
  });

  test('a warm reload asks the server for no hashed file and no remote entry, only revalidates the page', async ({ page, request }) => {
    await useTokens(page, await apiSignIn(request, ACCOUNTS.admin));
    const recorder = await recordNetwork(page);
    await page.goto('/');
    await homeInteractive(page);
    // the cold load fetched hashed files (shell and widget chunks), all immutable
    const coldHashed = new Set(recorder.requests.filter((r) => r.phase === 'cold' && HASHED.test(r.url)).map((r) => r.url));
    expect([...coldHashed].some((url) => url.startsWith('/mf/'))).toBe(true);
    expect([...coldHashed].some((url) => !url.startsWith('/mf/'))).toBe(true);

    recorder.phase = 'warm';
    await page.reload();
    await homeInteractive(page);
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    const warm = recorder.requests.filter((r) => r.phase === 'warm');
    // no file the browser already holds is asked again (a chunk first asked after the cold load settled may be)
    expect(warm.filter((r) => coldHashed.has(r.url))).toEqual([]);
    // the page is asked again and answered 304 (nothing changed)
    expect(warm.find((r) => r.url === '/')?.status).toBe(304);
    // the remote entries, by their version (immutable): not asked again at all
    const coldEntries = recorder.requests.filter((r) => r.phase === 'cold' && r.url.includes('/remoteEntry.js'));
    expect(coldEntries.length).toBeGreaterThan(0);
    for (const entry of coldEntries) expect(entry.url).toMatch(/\/remoteEntry\.js\?v=[0-9a-f]{12}$/);
    expect(warm.filter((r) => r.url.includes('/remoteEntry.js'))).toEqual([]);
  });
});
