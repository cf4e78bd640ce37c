import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens } from '../support/session';

test('under 700 px the sidebar becomes a drawer with the same items', async ({ browser, request }) => {
  const tokens = await apiSignIn(request, ACCOUNTS.admin);
  const wide = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useTokens(wide, tokens);
  await wide.goto('/');
  const wideItems = await wide.getByRole('navigation', { name: 'Menu' }).getByRole('link').allInnerTexts();

  const narrow = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await useTokens(narrow, tokens);
  await narrow.goto('/');
  await expect(narrow.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  await narrow.getByRole('button', { name: 'Open menu' }).click();
  const drawerNav = narrow.getByRole('navigation', { name: 'Menu' });
  await expect(drawerNav).toBeVisible();
  const narrowItems = await drawerNav.getByRole('link').allInnerTexts();
  // Same items, less the desktop-only ones.
  expect(narrowItems.length).toBeGreaterThan(3);
  for (const item of narrowItems) expect(wideItems).toContain(item);
  expect(narrowItems).not.toContain('Notification dashboard');

  await drawerNav.getByRole('link', { name: 'Locations' }).click();
  await expect(narrow.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expect(narrow.getByRole('navigation', { name: 'Menu' })).toBeHidden();
});

test('the home page greets the user with quick links and the app QR codes', async ({ page, request }) => {
  await useTokens(page, await apiSignIn(request, ACCOUNTS.staff));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Welcome, .+!$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Service request ticket' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to download the Android app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to download the Apple app' })).toBeVisible();
});

test('an unknown path shows a not-found page with a way home', async ({ page, request }) => {
  await useTokens(page, await apiSignIn(request, ACCOUNTS.staff));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the public viewer area renders without sign-in; anything else there is refused', async ({ page, request }) => {
  // a real benefits announcement of the demo data (a missing one sends the visitor to the main site instead)
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const benefits = (await (await request.get('/api/v1/announcements/ab/all', { headers: bearer(admin) })).json()) as { results: { id: number; subject: string }[] };
  const first = benefits.results[0]!;
  await page.goto(`/ab/${first.id}`);
  await expect(page.getByRole('heading', { name: first.subject })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ab/${first.id}$`));
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await page.goto('/ap/1');
  await expect(page.getByRole('heading', { name: 'Oops! You are not allowed to access this area' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/signin/);
});

/**
 * The layout pass (issue 45): at a phone's and a desktop's width, on the pages where controls were covered or table
 * data hidden, nothing floats over a control (the element at each visible button's or link's centre is that control
 * or inside it), no table cell sits under a pinned column, admin tables turn into labelled cards on the phone, and
 * the pages the issue names show what they must. Failures name the page, the width and the element.
 */
interface Offender {
  control: string;
  hit: string;
}

/** Visible buttons and links whose centre another element covers (scrolled-out ones are skipped: not covered). */
function coveredControls(): Offender[] {
  const describe = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ').filter(Boolean).slice(0, 2).join('.') : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${label}"`;
  };
  const clippedOut = (el: Element, x: number, y: number) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true;
    }
    return false;
  };
  const out: Offender[] = [];
  for (const el of Array.from(document.querySelectorAll('button, [role="button"], a[href], [role="tab"]'))) {
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || style.pointerEvents === 'none' || Number(style.opacity) === 0) continue;
    // an inline link that wraps has a box per line: its first line's centre is on the link (the whole box's may not be)
    const r = el.getClientRects()[0];
    if (!r || r.width < 4 || r.height < 4) continue;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || clippedOut(el, x, y)) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== el && !el.contains(hit)) out.push({ control: describe(el), hit: describe(hit) });
  }
  return out;
}

/** Table cells under a pinned (sticky) column of the same row. */
function cellsUnderPinnedColumns(): string[] {
  const out: string[] = [];
  for (const row of Array.from(document.querySelectorAll('table tr'))) {
    const cells = Array.from(row.children) as HTMLElement[];
    const pinned = cells.filter((c) => getComputedStyle(c).position === 'sticky');
    for (const cell of cells) {
      if (pinned.includes(cell) || !cell.textContent?.trim()) continue;
      const r = cell.getBoundingClientRect();
      for (const p of pinned) {
        const q = p.getBoundingClientRect();
        if (r.right > q.left + 1 && r.left < q.right - 1) out.push(`"${cell.textContent.trim().slice(0, 30)}" under "${p.textContent?.trim().slice(0, 30)}"`);
      }
    }
  }
  return out;
}

test('layout pass at 390 and 1280: no control covered, no table data hidden, cards on phones', async ({ browser, request }) => {
  // 24 page visits; each remote's first visit loads its code (about 4 min on a loaded 2-core machine)
  test.setTimeout(600_000);
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const staffId = (JSON.parse(Buffer.from((await apiSignIn(request, ACCOUNTS.staff)).token.split('.')[1]!, 'base64url').toString()) as { id: number }).id;
  const ADMIN_TABLES = ['/analytics', '/locations', '/permissions', '/shortcuts', '/remotes'];
  // a remote's first visit loads its code (and antd) on a loaded machine: generous waits, on conditions
  const SLOW = { timeout: 60_000 };
  const ready: Record<string, (page: Page) => Promise<void>> = {
    '/home': (p) => expect(p.getByRole('heading', { name: /^Welcome, .+!$/ })).toBeVisible(SLOW),
    // the user's own location's chat
    '/locations/chat/mine': (p) => expect(p.getByRole('button', { name: 'Send', exact: true })).toBeVisible(SLOW),
    [`/user/${staffId}`]: (p) => expect(p.locator('#portal-content').getByText('staff@arcadia.example').first()).toBeVisible(SLOW),
    '/analytics': (p) => expect(p.getByTestId('report-home-table')).toBeVisible(SLOW),
    '/locations': (p) => expect(p.getByTestId('locations-table')).toBeVisible(SLOW),
    '/permissions': (p) => expect(p.getByTestId('permissions-table')).toBeVisible(SLOW),
    '/shortcuts': (p) => expect(p.getByTestId('shortcuts-table-active')).toBeVisible(SLOW),
    '/remotes': (p) => expect(p.getByTestId('remotes-table')).toBeVisible(SLOW),
    '/list-shortcuts': (p) => expect(p.getByTestId('app-tile').first()).toBeVisible(SLOW),
    '/announcements': (p) => expect(p.getByRole('tab')).toHaveCount(8, SLOW),
    '/calendar': (p) => expect(p.locator('.fc-view-harness')).toBeVisible(SLOW),
    '/chat-fegpt': (p) => expect(p.getByRole('heading', { name: 'Assistant chat' })).toBeVisible(SLOW),
  };

  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 700 ? 844 : 800 } });
    const page = await context.newPage();
    await useTokens(page, admin);
    for (const [route, isReady] of Object.entries(ready)) {
      const where = `${route} at ${width} px`;
      await page.goto(route);
      await isReady(page);
      const launcher = page.getByRole('button', { name: 'Open assistant chat' });
      // the assistant launcher is in the header, never on its own page
      if (route === '/chat-fegpt') await expect(launcher, where).toHaveCount(0);
      else await expect(launcher, where).toBeVisible(SLOW);
      if (ADMIN_TABLES.includes(route) && width < 700) {
        // a card per row, every column labelled
        const card = page.getByTestId('row-card').first();
        await expect(card, where).toBeVisible();
        expect(await card.locator('dt').count(), where).toBeGreaterThan(2);
        await expect(page.locator('#portal-content table'), where).toHaveCount(0);
      }
      expect(await page.evaluate(coveredControls), `controls covered on ${where}`).toEqual([]);
      expect(await page.evaluate(cellsUnderPinnedColumns), `table cells under a pinned column on ${where}`).toEqual([]);

      if (route === '/home' && width >= 700) {
        // the admin's daily entries are above the fold, without scrolling the sidebar
        const menu = page.getByRole('navigation', { name: 'Menu' });
        for (const name of ['User validations', 'Users management']) await expect(menu.getByRole('link', { name }), where).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('link', { name: /Ask the assistant/ }), where).toBeVisible();
      }
      if (route === '/locations/chat/mine' && width >= 700) {
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await expect(menu.getByRole('link', { name: 'Location chat' }), where).toHaveAttribute('aria-current', 'page');
        await expect(menu.getByRole('link', { name: 'Locations' }), where).not.toHaveAttribute('aria-current', 'page');
      }
      if (route === '/analytics' && width >= 700) {
        for (const name of ['Emails sent', 'SMS sent', 'Actions']) await expect(page.getByRole('columnheader', { name, exact: true }), where).toBeInViewport({ ratio: 1 });
      }
      if (route === '/remotes' && width >= 700) {
        // a manifest URL is one line wide enough to read (the whole of it in its tooltip and copy button)
        const url = page.locator('.mfadmin-url').first();
        expect((await url.boundingBox())!.width, where).toBeGreaterThanOrEqual(150);
      }
      if (route === '/list-shortcuts') {
        const spill = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.mfadmin-app')).flatMap((card) => {
            const c = card.getBoundingClientRect();
            return Array.from(card.querySelectorAll('.mfadmin-app__about, .mfadmin-app__name'))
              .filter((t) => {
                const r = t.getBoundingClientRect();
                return r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5;
              })
              .map((t) => t.textContent ?? '');
          }),
        );
        expect(spill, `text outside its card on ${where}`).toEqual([]);
      }
      if (route === '/announcements') {
        for (const tab of await page.getByRole('tab').all()) await expect(tab, where).toBeInViewport({ ratio: 1 });
      }
      if (route === '/calendar') {
        await expect(page.locator(width < 700 ? '.fc-listMonth-view' : '.fc-dayGridMonth-view'), where).toBeVisible();
      }
    }
    await context.close();
  }

  // the partner may not use the assistant: the home page does not offer it
  const partner = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useTokens(partner, await apiSignIn(request, ACCOUNTS.partner));
  await partner.goto('/home');
  await expect(partner.getByRole('heading', { name: /^Welcome, .+!$/ })).toBeVisible();
  await expect(partner.getByRole('link', { name: 'Service request ticket' })).toBeVisible();
  await expect(partner.getByRole('link', { name: /Ask the assistant/ })).toHaveCount(0);
});
