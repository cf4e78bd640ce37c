import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { Tally } from '../tally';
import { ACCOUNTS } from './env';
import { everyPage, signIn, useTokens } from './session';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Waits for the page to settle: no request in flight and no loading placeholder of the shell or a remote. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.portal-remote-loading, .ant-spin-spinning, [aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
}

/** axe-core in the page (evaluated through the DevTools protocol, so a Content-Security-Policy does not stop it). */
async function axe(page: Page): Promise<AxeViolation[]> {
  // colours are measured as they end, not half-way through a hover or enable transition (antd animates 0.2 s)
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } };
    const result = await w.axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

/**
 * Violations inside third-party widgets' own markup that our code cannot reach (rule id, and the node's selector as axe
 * prints it); everything else on those widgets, and every other node of the same rule, is still checked.
 */
const THIRD_PARTY: { rule: string; target: RegExp }[] = [
  // antd Tabs put their overflow menu button (aria-controls) inside the tablist
  { rule: 'aria-required-children', target: /^\.ant-tabs-nav$/ },
  // antd Table's zero-height column-measuring row is aria-hidden by antd
  { rule: 'aria-hidden-focus', target: /^\.ant-table-measure-row$/ },
  // FullCalendar's chevron glyphs (role="img", no name) sit inside its prev / next buttons, which carry the name
  { rule: 'role-img-alt', target: /^\.fc-icon-chevron-(left|right)$/ },
  // FullCalendar labels each day cell by its day-number link (the date in words): not text our code sets (axe names
  // today's cell by its class)
  { rule: 'label-content-name-mismatch', target: /^(td\[aria-labelledby="fc-dom-\d+"\]|\.fc-day-today)$/ },
];
const ownMarkup = (v: AxeViolation) => ({
  ...v,
  nodes: v.nodes.filter((n) => !THIRD_PARTY.some((t) => t.rule === v.id && t.target.test(n.target.join(' ')))),
});

const tally = new Tally('axe');
const figures = { pages: 0, seriousOrCritical: 0, moderateOrMinor: 0 };
test.afterAll(() => {
  Object.assign(tally.figures, figures);
  tally.save(true);
});

async function visit(page: Page, who: string, path: string) {
  // a page that redirects at once (a route the role may not open) aborts the first navigation: the redirect is the page
  await page.goto(path).catch(() => page.waitForLoadState('load'));
  await settle(page);
  const violations = (await axe(page)).map(ownMarkup).filter((v) => v.nodes.length > 0);
  figures.pages++;
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  figures.seriousOrCritical += bad.reduce((n, v) => n + v.nodes.length, 0);
  figures.moderateOrMinor += violations.filter((v) => !bad.includes(v)).reduce((n, v) => n + v.nodes.length, 0);
  const where = (v: AxeViolation) =>
    v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ') + (v.nodes.length > 3 ? ` +${v.nodes.length - 3}` : '');
  return tally.check(`${path} as ${who}`, bad.length === 0, bad.map((v) => `${v.impact} ${v.id} (${v.help}) at ${where(v)}`).join('; '));
}

/**
 * Accessibility: axe-core's WCAG 2.x A/AA rules on every page (the shell's and every remote's routes from the registry,
 * plus sign-in and registration) as the Super Admin and as a Team Member: 0 serious or critical violations.
 */
test('axe: sign-in and registration', async ({ page }) => {
  const failed = tally.failed.length;
  for (const path of ['/signin', '/register']) await visit(page, 'anonymous', path);
  expect(tally.failed.slice(failed)).toEqual([]);
});

for (const who of ['admin', 'staff'] as const) {
  test(`axe: every page as ${who}`, async ({ page, request }) => {
    test.setTimeout(480_000);
    const failed = tally.failed.length;
    const tokens = await signIn(request, ACCOUNTS[who]);
    await useTokens(page, tokens);
    for (const path of await everyPage(request, tokens)) await visit(page, who, path);
    for (const f of tally.failed.slice(failed)) console.log(`  ✗ ${f.slice(0, 400)}`);
    expect(tally.failed.slice(failed)).toEqual([]);
  });
}
