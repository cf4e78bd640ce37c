import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AUTH_MESSAGES } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, signInThroughPage } from '../support/session';
import { expired, withAlgNone, withWrongKey } from '../support/forge';

async function sidebarLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

test('an administrator and a staff member see the sidebar their groups allow', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await signInThroughPage(adminPage, ACCOUNTS.admin);
  const admin = await sidebarLabels(adminPage);

  const staffPage = await (await browser.newContext()).newPage();
  await signInThroughPage(staffPage, ACCOUNTS.staff);
  const staff = await sidebarLabels(staffPage);

  // Super Admin has every right: admin-only areas are there.
  for (const label of ['Locations', 'Permissions', 'Users management', 'User validations', 'Remote registry', 'Job titles']) {
    expect(admin).toContain(label);
  }
  // A Team Member has none of them, and nothing the administrator lacks.
  for (const label of ['Locations', 'Permissions', 'Users management', 'User validations', 'Remote registry', 'Job titles']) {
    expect(staff).not.toContain(label);
  }
  expect(staff.every((label) => admin.includes(label))).toBe(true);
  expect(staff.length).toBeLessThan(admin.length);
});

test('a new registration is unverified and cannot sign in', async ({ page }) => {
  const email = `new.hire.${Date.now()}@arcadia.example`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Newhire');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('Phone number').fill('(312) 555-0199');
  await page.getByLabel('Main location').click();
  await page.keyboard.press('Enter'); // the first location
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordTooShort)).toBeVisible();

  await page.getByLabel('Password').fill('LongEnough#1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration received').first()).toBeVisible();

  await signInThroughPage(page, email, 'LongEnough#1');
  await expect(page.getByText(AUTH_MESSAGES.unverified)).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test('wrong credentials are refused with a clear message', async ({ page }) => {
  await signInThroughPage(page, ACCOUNTS.staff, 'not-the-password');
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
});

for (const [kind, forge] of [
  ['signed with another key', withWrongKey],
  ['with alg none', async (t: string) => withAlgNone(t)],
  ['expired', expired],
] as const) {
  test(`a forged token ${kind} gets 401 from the api and the sign-in page in the browser`, async ({ page, request }) => {
    const real = await apiSignIn(request, ACCOUNTS.admin);
    const forged = await forge(real.token);

    const res = await request.get('/api/v1/locations', { headers: { authorization: `Bearer ${forged}` } });
    expect(res.status()).toBe(401);
    expect((await res.json()).error.code).toBeTruthy();

    await page.goto('/signin');
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.removeItem('refresh_token');
      document.cookie = `portal_token=${encodeURIComponent(t)}; Path=/`;
    }, forged);
    await page.goto('/locations');
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}

test('an expired password shows the Update Password overlay until it is changed', async ({ page }) => {
  await signInThroughPage(page, ACCOUNTS.expired);
  const overlay = page.getByRole('dialog', { name: 'Update Password' });
  await expect(overlay).toBeVisible();
  await overlay.getByLabel('New password', { exact: true }).fill('short');
  await overlay.getByLabel('Confirm new password').fill('short');
  await overlay.getByRole('button', { name: 'Update Password' }).click();
  await expect(overlay.getByText(AUTH_MESSAGES.passwordTooShort)).toBeVisible();
  await page.reload();
  const again = page.getByRole('dialog', { name: 'Update Password' });
  await expect(again).toBeVisible();

  await again.getByLabel('New password', { exact: true }).fill('Renewed#2026');
  await again.getByLabel('Confirm new password').fill('Renewed#2026');
  await again.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Password' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Update Password' })).toBeHidden();
});
