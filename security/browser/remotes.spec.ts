import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serveFolder } from '@portal/e2e/support';
import { Tally } from '../tally';
import { ACCOUNTS, REPO_ROOT } from './env';
import { bearer, signIn, useTokens, type Tokens } from './session';

const FAILED = 'This part of the portal could not be loaded.';
/** mf_admin's title in the registry (the remote these tests break) */
let BROKEN_TITLE = 'Administration';
const tally = new Tally('faults-browser');
test.afterAll(() => tally.save(true));

interface RegistryRemote {
  name: string;
  title?: string;
  routePrefixes?: string[];
}

async function pointRegistry(request: APIRequestContext, tokens: Tokens, body: object) {
  const res = await request.put('/api/v1/remotes/mf_admin', { headers: bearer(tokens), data: body });
  expect(res.status(), await res.text()).toBe(200);
}

/** One page of every other remote: each must render while mf_admin is broken. */
async function otherAreas(request: APIRequestContext, tokens: Tokens): Promise<string[]> {
  const remotes = (await (await request.get('/api/v1/remotes', { headers: bearer(tokens) })).json()) as RegistryRemote[];
  BROKEN_TITLE = remotes.find((r) => r.name === 'mf_admin')?.title ?? BROKEN_TITLE;
  return [
    '/',
    ...remotes
      .filter((r) => r.name !== 'mf_admin')
      .map((r) => r.routePrefixes?.[0])
      .filter((p): p is string => Boolean(p)),
  ];
}

async function areaWorks(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('.portal-remote-loading'), undefined, { timeout: 10_000 }).catch(() => undefined);
  // the broken remote's own home widgets show their small failure in their place (by design, RemoteWidgets); any
  // other failure (an area's, or another remote's widget) means the broken remote took more down with it
  const areaFailures = await page.locator('.portal-remote-error:not(.portal-remote-error--compact)').count();
  const otherWidgetFailures = await page.locator('.portal-remote-error--compact').filter({ hasNotText: BROKEN_TITLE }).count();
  if (areaFailures || otherWidgetFailures) return 'shows the failure';
  const headings = await page.getByRole('heading').count();
  return headings > 0 ? '' : 'rendered no heading';
}

/** A copy of mf-admin's build, optionally changed, served by a server of its own (a domain team's CDN). */
function adminCopy(change?: (file: string, text: string) => string | null) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'secsuite-mf-admin-'));
  cpSync(path.join(REPO_ROOT, 'mf-admin', 'dist'), dir, { recursive: true });
  let changed = 0;
  if (change) {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.js')) continue;
      const file = path.join(dir, name);
      const out = change(name, readFileSync(file, 'utf8'));
      if (out !== null) {
        writeFileSync(file, out);
        changed++;
      }
    }
  }
  return { dir, changed, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

test.describe('faults in the browser', () => {
  test.describe.configure({ timeout: 300_000 });
  let tokens: Tokens;
  test.beforeEach(async ({ page, request }) => {
    tokens = await signIn(request, ACCOUNTS.admin);
    await useTokens(page, tokens);
  });

  test("one remote's server down: its fallback within 5 s, every other area works", async ({ page, request }) => {
    const copy = adminCopy();
    const cdn = await serveFolder(copy.dir);
    try {
      await pointRegistry(request, tokens, { manifestUrl: `${cdn.url}/mf-manifest.json` });
      await page.goto('/locations');
      // the area first loads from the copy (slow machines: up to 60 s), then its server goes away
      await expect(page.getByRole('heading', { name: 'Locations', exact: true })).toBeVisible({ timeout: 60_000 });
      await cdn.close();
      const started = Date.now();
      await page.reload();
      await page
        .getByText(FAILED)
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      const ms = Date.now() - started;
      tally.check('server down: the fallback within 5 s', (await page.getByText(FAILED).count()) > 0 && ms <= 5_000, `after ${ms} ms`);
      tally.figures.fallbackMs = ms;
      tally.check('server down: a Retry in the area', (await page.getByRole('button', { name: 'Retry' }).count()) > 0);
      for (const url of await otherAreas(request, tokens)) {
        const problem = await areaWorks(page, url);
        tally.check(`server down: ${url} works`, problem === '', problem);
      }
    } finally {
      await cdn.close().catch(() => undefined);
      await pointRegistry(request, tokens, { rollback: true });
      copy.remove();
    }
    expect(tally.failed).toEqual([]);
  });

  test('a remote that throws while rendering: its boundary, not a blank page', async ({ page, request }) => {
    // the Locations page reads its title while rendering: the copy's title throws
    const copy = adminCopy((_name, text) =>
      text.includes('title:"Locations",addNew:') ? text.replace('title:"Locations",addNew:', 'get title(){throw new Error("secsuite: a render failure")},addNew:') : null,
    );
    expect(copy.changed).toBe(1);
    const cdn = await serveFolder(copy.dir);
    const failedBefore = tally.failed.length;
    try {
      await pointRegistry(request, tokens, { manifestUrl: `${cdn.url}/mf-manifest.json` });
      const started = Date.now();
      await page.goto('/locations');
      await page
        .getByText(FAILED)
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      const ms = Date.now() - started;
      tally.check('render failure: the boundary shows', (await page.getByText(FAILED).count()) > 0, `nothing after ${ms} ms`);
      tally.check('render failure: the shell stays (menu, header)', await page.getByRole('navigation', { name: 'Menu' }).isVisible());
      const detail = await page
        .locator('.portal-remote-error details code')
        .textContent()
        .catch(() => '');
      tally.check('render failure: the boundary caught the render error', Boolean(detail?.includes('secsuite: a render failure')), `detail: ${detail}`);
      for (const url of await otherAreas(request, tokens)) {
        const problem = await areaWorks(page, url);
        tally.check(`render failure: ${url} works`, problem === '', problem);
      }
    } finally {
      await cdn.close();
      await pointRegistry(request, tokens, { rollback: true });
      copy.remove();
    }
    expect(tally.failed.slice(failedBefore)).toEqual([]);
  });
});
