import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, freshSignIn, useTokens } from '../support/session';

test('the profile panel edits the name in place and Sign Out returns to sign-in', async ({ page, request }) => {
  // its own session: signing out ends it
  await useTokens(page, await freshSignIn(request, ACCOUNTS.manager));
  await page.goto('/');
  const panel = page.getByRole('dialog', { name: 'My profile' });
  const openPanel = async () => {
    await page.getByRole('button', { name: 'Open my profile panel' }).click();
    await expect(panel).toBeVisible();
  };
  const welcome = (name: string) => page.getByRole('banner').getByText(`Welcome, ${name}`);

  await openPanel();
  const firstName = panel.getByLabel('First name');
  const original = await firstName.inputValue();
  await firstName.fill('Morgan');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(welcome('Morgan')).toBeVisible();

  // A blank name keeps the current one.
  await expect(panel).toBeHidden(); // Save closes the panel
  await openPanel();
  await firstName.fill('');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(welcome('Morgan')).toBeVisible();

  await expect(panel).toBeHidden(); // Save closes the panel
  await openPanel();
  await firstName.fill(original);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(welcome(original)).toBeVisible();

  await expect(panel).toBeHidden(); // Save closes the panel
  await openPanel();
  await panel.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin/, { timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an administrator impersonates a user, is audited, and Exit to my user restores the administrator', async ({ page, request }) => {
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const staff = await apiSignIn(request, ACCOUNTS.staff);
  const staffId = JSON.parse(Buffer.from(staff.token.split('.')[1]!, 'base64url').toString()).id as number;

  const res = await request.get(`/api/v1/accounts/impersonate/${staffId}`, { headers: bearer(admin) });
  expect(res.status(), await res.text()).toBe(200);
  const acting = await res.json();

  // What the users page does on "Impersonate": keep the admin's token aside, act with the new one.
  await page.goto('/signin');
  await page.evaluate(
    ({ admin, acting }) => {
      sessionStorage.setItem('original_token', JSON.stringify({ token: admin.token, refreshToken: admin.refresh_token }));
      localStorage.setItem('token', acting.token);
      localStorage.setItem('refresh_token', acting.refresh_token);
    },
    { admin, acting },
  );
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(page.getByRole('button', { name: 'Exit to my user' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Locations' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Exit to my user' }).click();
  await expect(page.getByRole('button', { name: 'Exit to my user' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Locations' })).toBeVisible();

  // Inactive or blocked users cannot be impersonated.
  const partner = await apiSignIn(request, ACCOUNTS.partner);
  const partnerId = JSON.parse(Buffer.from(partner.token.split('.')[1]!, 'base64url').toString()).id as number;
  const block = await request.put(`/api/v1/accounts/change_status/${partnerId}`, { headers: bearer(admin), data: { status_name: 'inactive' } });
  expect(block.status(), await block.text()).toBe(200);
  const refused = await request.get(`/api/v1/accounts/impersonate/${partnerId}`, { headers: bearer(admin) });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe('Cannot impersonate Inactives users');
  const restore = await request.put(`/api/v1/accounts/change_status/${partnerId}`, { headers: bearer(admin), data: { status_name: 'active' } });
  expect(restore.status()).toBe(200);
});
