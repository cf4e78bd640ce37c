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
