import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, signInThroughPage, useTokens } from '../support/session';

test('a new registration waits in /user, an administrator confirms it with a group, and the user gets that group’s sidebar', async ({ browser, request }) => {
  const email = `nina.${Date.now()}@arcadia.example`;
  const locations = await (await request.get('/api/v1/auth/locations')).json();
  const registered = await request.post('/api/v1/auth/register', {
    data: { first_name: 'Nina', last_name: 'Validated', email, password: 'Welcome#2026', phone_number: '(312) 555-0123', location_id: locations.results[0].id },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The administrator finds the company-email registration among the Employees.
  const admin = await (await browser.newContext()).newPage();
  await useTokens(admin, await apiSignIn(request, ACCOUNTS.admin));
  await admin.goto('/');
  await admin.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'User validations' }).click();
  const employees = admin.getByRole('region', { name: /^Employee \(\d+\)$/ });
  await expect(employees.getByText(email)).toBeVisible();
  await admin.getByRole('button', { name: `Validate user ${email}` }).click();

  // Confirming needs a group.
  await expect(admin.getByText('Select which group the user will belong within the system.')).toBeVisible();
  await admin.getByRole('button', { name: 'Confirm User' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Need to select a group.' }).first()).toBeVisible();
  await admin.getByLabel('Group').click();
  await admin.getByLabel('Group').fill('General Manager');
  await admin.keyboard.press('Enter');
  await admin.getByRole('button', { name: 'Confirm User' }).click();
  await expect(admin.getByText('User activated')).toBeVisible();
  await expect(admin).toHaveURL(/\/user$/);
  await expect(admin.getByText(email)).toHaveCount(0);

  // The user signs in and sees what a General Manager sees.
  const user = await (await browser.newContext()).newPage();
  await signInThroughPage(user, email, 'Welcome#2026');
  const menu = user.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Locations' })).toBeVisible();
  const mine = (await menu.getByRole('link').allInnerTexts()).map((t) => t.trim());

  const manager = await (await browser.newContext()).newPage();
  await useTokens(manager, await apiSignIn(request, ACCOUNTS.manager));
  await manager.goto('/');
  const managerMenu = manager.getByRole('navigation', { name: 'Menu' });
  await expect(managerMenu.getByRole('link', { name: 'Locations' })).toBeVisible();
  expect(mine).toEqual((await managerMenu.getByRole('link').allInnerTexts()).map((t) => t.trim()));
});
