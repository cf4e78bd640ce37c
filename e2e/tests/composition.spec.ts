import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { ACCOUNTS, REPO_ROOT } from '../support/env';
import { apiSignIn, bearer, useTokens, type Tokens } from '../support/session';
import { serveFolder, type StaticServer } from '../support/staticServer';

const ADMIN_DIST = path.join(REPO_ROOT, 'mf-admin', 'dist');

async function pointRegistry(request: import('@playwright/test').APIRequestContext, tokens: Tokens, body: object) {
  const res = await request.put('/api/v1/remotes/mf_admin', { headers: bearer(tokens), data: body });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test.describe('runtime composition', () => {
  let tokens: Tokens;
  test.beforeEach(async ({ page, request }) => {
    tokens = await apiSignIn(request, ACCOUNTS.admin);
    await useTokens(page, tokens);
  });

  test('the sidebar comes from the registry and no remote code loads before its route is visited', async ({ page, request }) => {
    // remotes whose portal.json declares home or header widgets are the only ones the home page may fetch
    const remotes = (await (await request.get('/api/v1/remotes')).json()) as { manifestUrl: string; widgets?: { slot: string }[] }[];
    const folderOf = (u: string) => /\/mf\/([^/]+)\//.exec(u)?.[1] ?? '';
    const withHomeWidgets = remotes.filter((r) => r.widgets?.some((w) => w.slot.startsWith('home-') || w.slot === 'header')).map((r) => folderOf(r.manifestUrl));
    const remoteFiles: string[] = [];
    const requestedAt = new Map<string, number>();
    page.on('request', (r) => {
      if (!r.url().includes('/mf/')) return;
      remoteFiles.push(r.url());
      requestedAt.set(r.url(), Date.now());
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Locations' })).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('home-interactive').length > 0);
    // (the home widgets come through the federation runtime from their remotes' folders)
    expect(remoteFiles.filter((u) => !withHomeWidgets.includes(folderOf(u)))).toEqual([]);
    // header widgets come after the home page's own widgets: the assistant launcher is drawn, and its
    // remote's first file was asked for after the home-interactive mark
    await expect(page.getByRole('button', { name: 'Open assistant chat' })).toBeVisible();
    const interactiveAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('home-interactive')[0]!.startTime);
    const knowledgeFiles = remoteFiles.filter((u) => u.includes('/mf/mf-knowledge/'));
    expect(knowledgeFiles.length).toBeGreaterThan(0);
    const knowledgeFirst = Math.min(...knowledgeFiles.map((u) => requestedAt.get(u)!));
    expect(knowledgeFirst).toBeGreaterThanOrEqual(Math.floor(interactiveAt));
    // the remote entries of the remotes with home widgets were loaded by the runtime; a remote's routes load only when
    // one of them is visited
    await expect.poll(() => withHomeWidgets.filter((folder) => !remoteFiles.some((u) => u.includes(`/mf/${folder}/remoteEntry.js`)))).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(remoteFiles.filter((u) => u.includes('__federation_expose_routes'))).toEqual([]);

    const beforeClick = remoteFiles.length;
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Locations' }).click();
    await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
    const afterClick = remoteFiles.slice(beforeClick);
    expect(afterClick.some((u) => u.includes('/mf/mf-admin/'))).toBe(true);
    // Only the remote that owns the route was fetched.
    expect(afterClick.filter((u) => !u.includes('/mf/mf-admin/'))).toEqual([]);
  });

  test('the home page is the build’s page with Link preload headers for the registry’s widget remotes; V8 compile hints on the runtime files', async ({ request }) => {
    const home = await request.get('/', { headers: { accept: 'text/html' } });
    const other = await request.get('/locations', { headers: { accept: 'text/html' } });
    // one page for every route: the api never rewrites it
    expect(await home.text()).toBe(await other.text());
    const link = home.headers().link ?? '';
    const remotes = (await (await request.get('/api/v1/remotes')).json()) as { name: string; entryUrl: string | null; widgets?: { slot: string }[] }[];
    const announcements = remotes.find((r) => r.name === 'mf_announcements')!;
    expect(announcements.entryUrl).toMatch(/^\/mf\/mf-announcements\/remoteEntry\.js\?v=[0-9a-f]{12}$/);
    expect(link).toContain(`<${announcements.entryUrl}>; rel=preload; as=script`);
    // remotes without home widgets are not named; other pages carry no hints
    for (const remote of remotes.filter((r) => !r.widgets?.some((w) => w.slot.startsWith('home-')))) expect(link).not.toContain(`/mf/${remote.name.replace('_', '-')}/`);
    expect(other.headers().link).toBeUndefined();
    const federationChunks = [...(await other.text()).matchAll(/<script async[^>]* src="([^"]+)"|<script[^>]* src="([^"]+)"[^>]* async/g)]
      .map((m) => m[1] ?? m[2]!)
      .filter((src) => /^\/federation[.-]/.test(src));
    expect(federationChunks).toHaveLength(2);
    for (const file of [...federationChunks, '/mf/mf-announcements/remoteEntry.js']) {
      expect((await (await request.get(file)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    }
  });

  test('React is loaded once and the remote reads the shell context', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
    });
    await page.goto('/locations');
    // a cold load of the shell and the remote: generous on a loaded machine
    await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible({ timeout: 30_000 });
    // The remote shows the administrator's "Add New" only because it reads the shell's PermissionContext.
    await expect(page.getByRole('button', { name: 'Add New' })).toBeVisible();

    const federation = await page.evaluate(() => {
      const g = globalThis as unknown as {
        __PORTAL__?: { reactVersion: string; loadedRemotes: string[] };
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string; useIn?: string[] }>>>> };
      };
      const react: { from?: string; loaded?: boolean; useIn?: string[] }[] = [];
      for (const host of Object.values(g.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const scope of Object.values(host)) {
          for (const version of Object.values(scope.react ?? {})) react.push(version);
        }
      }
      return { portal: g.__PORTAL__, react };
    });
    expect(federation.portal?.loadedRemotes).toContain('mf_admin');
    const loadedReact = new Set(federation.react.filter((r) => r.loaded).map((r) => r.from));
    expect([...loadedReact]).toEqual(['shell']);

    // No script the remote served contains a copy of React or react-dom.
    const remoteScripts = scripts.filter((s) => s.url.includes('/mf/'));
    expect(remoteScripts.length).toBeGreaterThan(0);
    for (const s of remoteScripts) {
      expect(s.body, s.url).not.toMatch(/__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|react-dom\.production/);
    }
  });

  test('a remote whose server is down shows a Retry in its area and the rest keeps working', async ({ page, request }) => {
    const cdn: StaticServer = await serveFolder(ADMIN_DIST);
    try {
      await pointRegistry(request, tokens, { manifestUrl: `${cdn.url}/mf-manifest.json` });
      await page.goto('/locations');
      await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible({ timeout: 30_000 });

      await cdn.close();
      await page.reload();
      await expect(page.getByText('This part of the portal could not be loaded.')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The shell still works: sidebar, header, another area.
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    } finally {
      await cdn.close().catch(() => undefined);
      await pointRegistry(request, tokens, { rollback: true });
    }
    await page.goto('/locations');
    // a cold load of the shell and the remote: generous on a loaded machine
    await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible({ timeout: 30_000 });
  });

  test('a remote redeployed alone is used on the next page load, and rolls back', async ({ page, request }) => {
    test.setTimeout(180_000);
    // A domain team's change: a copy of mf-admin with another page title, built into another folder.
    const work = path.join(REPO_ROOT, 'e2e', '.tmp', 'mf-admin-v2');
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    for (const item of ['src', 'portal.json', 'rspack.config.ts', 'package.json', 'tsconfig.json']) {
      cpSync(path.join(REPO_ROOT, 'mf-admin', item), path.join(work, item), { recursive: true });
    }
    const texts = path.join(work, 'src', 'Locations', 'texts.ts');
    writeFileSync(texts, readFileSync(texts, 'utf8').replace("title: 'Locations'", "title: 'Locations (v2)'"));
    execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'rspack'), ['build'], { cwd: work, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });

    const cdn = await serveFolder(path.join(work, 'dist'));
    try {
      await page.goto('/locations');
      await expect(page.getByRole('heading', { name: 'Locations', exact: true })).toBeVisible({ timeout: 30_000 });

      await pointRegistry(request, tokens, { manifestUrl: `${cdn.url}/mf-manifest.json` });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Locations (v2)' })).toBeVisible({ timeout: 30_000 });

      const history = await request.get('/api/v1/remotes/mf_admin/history', { headers: bearer(tokens) });
      expect(history.status()).toBe(200);

      await pointRegistry(request, tokens, { rollback: true });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Locations', exact: true })).toBeVisible({ timeout: 30_000 });
    } finally {
      await cdn.close();
    }
  });
});
