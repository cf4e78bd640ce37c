import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ACCOUNTS, REPO_ROOT } from '../support/env';
import { apiSignIn, useTokens } from '../support/session';

// Version skew (docs/foundation-contract.md "Remote modules"): a remote built alone against another major of a
// singleton is reported in its area and on the registry page, and none of its code is fetched; the range check is
// the federation runtime's, handed over by the shell's host when it starts.
const MANIFEST = path.join(REPO_ROOT, 'mf-trivia', 'dist', 'mf-manifest.json');
const triviaCode = (urls: string[]) => urls.filter((url) => /\/mf\/mf-trivia\/[^?]*\.js(\?|$)/.test(url));

test('a remote built for React 18 shows "Incompatible build" and is never fetched; once rebuilt it loads', async ({ page, request }) => {
  const original = readFileSync(MANIFEST, 'utf8');
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  try {
    const manifest = JSON.parse(original) as { shared: { name: string; requiredVersion: string }[] };
    for (const share of manifest.shared) if (share.name === 'react') share.requiredVersion = '^18.0.0';
    writeFileSync(MANIFEST, JSON.stringify(manifest));
    await useTokens(page, await apiSignIn(request, ACCOUNTS.admin));
    await page.goto('/trivia');
    await expect(page.getByText('Incompatible build')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/react \^18\.0\.0 \(the portal has 19\./).first()).toBeVisible();
    expect(triviaCode(fetched)).toEqual([]);
    await page.goto('/remotes');
    await expect(page.getByText('Incompatible build').first()).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(MANIFEST, original);
  }
  await page.goto('/trivia');
  await expect(page.getByRole('heading', { name: 'Trivia', exact: true })).toBeVisible({ timeout: 30_000 });
  expect(triviaCode(fetched).length).toBeGreaterThan(0);
});
