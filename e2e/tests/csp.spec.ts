import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { RegistryRemote } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens } from '../support/session';

/**
 * Issue 19 point 6: the shell and every remote run under the page Content-Security-Policy. Every page of the portal
 * (the shell's and each remote's routes and menu entries from the registry, so a remote that lands later is covered
 * without being listed) is loaded in Chromium as the Super Admin, who may open them all: 0 violations reported.
 */
test('every page of the portal loads under its Content-Security-Policy with 0 violations', async ({ page, request }) => {
  test.setTimeout(300_000);
  const tokens = await apiSignIn(request, ACCOUNTS.admin);
  await useTokens(page, tokens);
  const remotes = (await (await request.get('/api/v1/remotes', { headers: bearer(tokens) })).json()) as RegistryRemote[];
  const pages = new Set<string>(['/', '/profile', '/signin', '/register']);
  for (const remote of remotes) for (const path of [...remote.routePrefixes, ...remote.sidebar.map((s) => s.path)]) pages.add(path);

  // the browser's own report of each blocked load or inline code, from before any script of the page runs
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'}`));
  });
  const consoleReports: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleReports.push(m.text());
  });

  const violations: string[] = [];
  for (const path of [...pages].filter((p) => !p.includes(':')).sort()) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await settle(page);
    const reported = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    violations.push(...reported.map((v) => `${path}: ${v}`), ...consoleReports.splice(0).map((m) => `${path}: ${m}`));
  }
  expect(pages.size).toBeGreaterThan(20);
  expect(violations).toEqual([]);
});

/** The page's code has run: nothing in flight and no loading placeholder of the shell or a remote left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByText(/^Loading (the portal|.+)…$/)).toHaveCount(0);
}
