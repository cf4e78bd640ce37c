import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ACCOUNTS, E2E_PORT, REPO_ROOT } from '../support/env';
import { apiSignIn, bearer, useTokens, type Tokens } from '../support/session';
import { serveFolder } from '../support/staticServer';

// README "Deploy one remote alone", as a domain team does it and as a user sees it: the trivia team changes two labels
// it owns that live in the shared trivia domain code (its page title, and its home widget's title), rebuilds mf-trivia
// ALONE, and users get both on their next page load: no shell rebuild, no api restart, no other remote touched.
const TRIVIA = path.join(REPO_ROOT, 'mf-trivia');
const DIST = path.join(TRIVIA, 'dist');
const MESSAGES = path.join(REPO_ROOT, 'shared', 'src', 'trivia', 'messages.ts');
const WORK = path.join(REPO_ROOT, 'e2e', '.tmp', 'deploy-alone');
const ORIGINAL_DIST = path.join(WORK, 'original-dist');
const NEW_DIST = path.join(WORK, 'new-dist');
const PAGE_TITLE = { before: "pageTitle: 'Trivia'", after: "pageTitle: 'Trivia (deployed alone)'" };
const WIDGET_TITLE = { before: "dailyTrivia: 'Daily Trivia'", after: "dailyTrivia: 'Daily Trivia (deployed alone)'" };

/** The files the shell itself is built from, and every other remote's build: none may change. */
function untouchedBuilds(): Record<string, string> {
  const folders = ['shell', 'mf-admin', 'mf-announcements', 'mf-users', 'mf-calendar', 'mf-knowledge', 'mf-chat'];
  return Object.fromEntries(folders.map((f) => [f, readFileSync(path.join(REPO_ROOT, f, 'dist', f === 'shell' ? 'index.html' : 'mf-manifest.json'), 'utf8')]));
}

async function expectLabels(page: Page, version: 'before' | 'after') {
  const widget = version === 'after' ? 'Daily Trivia (deployed alone)' : 'Daily Trivia';
  const title = version === 'after' ? 'Trivia (deployed alone)' : 'Trivia';
  await page.goto('/');
  await expect(page.getByText(widget, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goto('/trivia');
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Every singleton (React, the router, the stores, `@portal/shared/core`…) is the shell's copy: loaded once, by the shell. */
async function expectSingletonsFromShell(page: Page) {
  const loaded = await page.evaluate(() => {
    type Share = { loaded?: boolean; from?: string; shareConfig?: { singleton?: boolean } };
    const g = globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } };
    const out: { key: string; from?: string }[] = [];
    for (const host of Object.values(g.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const scope of Object.values(host)) {
        for (const [key, versions] of Object.entries(scope)) {
          for (const v of Object.values(versions)) if (v.loaded && v.shareConfig?.singleton) out.push({ key, from: v.from });
        }
      }
    }
    return out;
  });
  expect(loaded.map((s) => s.key)).toEqual(expect.arrayContaining(['react', '@portal/shared/core', '@portal/shared/react']));
  // (each federation instance lists the shares it uses: the same key appears once per remote, always the shell's)
  expect(loaded.filter((s) => s.from !== 'shell')).toEqual([]);
}

test.describe('deploy one remote alone', () => {
  let tokens: Tokens;

  test.beforeEach(async ({ page, request }) => {
    tokens = await apiSignIn(request, ACCOUNTS.admin);
    await useTokens(page, tokens);
  });

  test('mf-trivia rebuilt alone with changed domain labels: next page load, in place and from another origin, then rolled back', async ({ page, request }) => {
    test.setTimeout(300_000);
    const messages = readFileSync(MESSAGES, 'utf8');
    expect(messages).toContain(PAGE_TITLE.before);
    expect(messages).toContain(WIDGET_TITLE.before);
    const others = untouchedBuilds();
    await expectLabels(page, 'before');

    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    cpSync(DIST, ORIGINAL_DIST, { recursive: true });
    try {
      // the team's change, in the shared trivia domain code its remote bundles; then its build, alone
      writeFileSync(MESSAGES, messages.replace(PAGE_TITLE.before, PAGE_TITLE.after).replace(WIDGET_TITLE.before, WIDGET_TITLE.after));
      try {
        execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'rspack'), ['build'], { cwd: TRIVIA, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
      } finally {
        writeFileSync(MESSAGES, messages);
      }
      cpSync(DIST, NEW_DIST, { recursive: true });

      // 1. in place (the api serves mf-trivia/dist): the next page load shows both labels
      await expectLabels(page, 'after');
      await expectSingletonsFromShell(page);
      expect(untouchedBuilds()).toEqual(others);

      // 2. from another origin: the old build back in place, the new one on a CORS static host, the registry pointed at it
      rmSync(DIST, { recursive: true, force: true });
      cpSync(ORIGINAL_DIST, DIST, { recursive: true });
      await expectLabels(page, 'before');
      // a port of this suite's range that the api (E2E_PORT) and its assistant (E2E_PORT + 1) do not use
      const cdn = await serveFolder(NEW_DIST, E2E_PORT + 7);
      try {
        const switched = await request.put('/api/v1/remotes/mf_trivia', { headers: bearer(tokens), data: { manifestUrl: `${cdn.url}/mf-manifest.json` } });
        expect(switched.status(), await switched.text()).toBe(200);
        const fromCdn: string[] = [];
        page.on('request', (r) => {
          if (r.url().startsWith(cdn.url)) fromCdn.push(r.url());
        });
        await expectLabels(page, 'after');
        expect(fromCdn.some((u) => u.endsWith('/remoteEntry.js') || u.endsWith('/mf-manifest.json'))).toBe(true);
        await expectSingletonsFromShell(page);

        // 3. roll back: the registry's previous URL, the build in place
        const rolledBack = await request.put('/api/v1/remotes/mf_trivia', { headers: bearer(tokens), data: { rollback: true } });
        expect(rolledBack.status(), await rolledBack.text()).toBe(200);
        await expectLabels(page, 'before');
      } finally {
        await cdn.close();
      }
    } finally {
      // whatever happened, mf-trivia's build and the registry are as they were
      writeFileSync(MESSAGES, messages);
      if (existsSync(ORIGINAL_DIST)) {
        rmSync(DIST, { recursive: true, force: true });
        cpSync(ORIGINAL_DIST, DIST, { recursive: true });
      }
      const now = (await (await request.get('/api/v1/remotes')).json()) as { name: string; manifestUrl: string }[];
      if (now.find((r) => r.name === 'mf_trivia')?.manifestUrl !== '/mf/mf-trivia/mf-manifest.json') {
        await request.put('/api/v1/remotes/mf_trivia', { headers: bearer(tokens), data: { manifestUrl: '/mf/mf-trivia/mf-manifest.json' } });
      }
      rmSync(WORK, { recursive: true, force: true });
    }
  });
});
