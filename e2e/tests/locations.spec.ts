import { expect, test } from '../support/test';
import { LOCATION_MESSAGES } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, signInThroughPage, useTokens } from '../support/session';
import { confirmInDialog } from '../support/antd';

test('an administrator walks through locations: add, duplicate, search, edit, deactivate, delete', async ({ page, request }) => {
  await useTokens(page, await apiSignIn(request, ACCOUNTS.admin));
  const stamp = String(Date.now()).slice(-6);
  const name = `Arcadia Test Pier ${stamp}`;
  const storeId = String(1000 + (Number(stamp) % 8999)).slice(0, 4);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();

  // Add: Save stays disabled until name, display name and store ID are there.
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'New location' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Display name', { exact: true }).fill('Test Pier');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Store ID').fill('12ab');
  await expect(dialog.getByText(LOCATION_MESSAGES.storeIdDigits)).toBeVisible();
  await dialog.getByLabel('Store ID').fill(storeId);
  await dialog.getByLabel('Phone').fill('(312) 555-0142');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();

  // Search fires above 3 characters only; the new row is found.
  const search = page.getByLabel('Search locations');
  await search.fill(`Pier ${stamp}`);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // header + our row

  // The same store ID again: the server's unique violation, in the spec's words.
  await page.getByRole('button', { name: 'Add New' }).click();
  const again = page.getByRole('dialog', { name: 'New location' });
  await again.getByLabel('Name', { exact: true }).fill(`${name} bis`);
  await again.getByLabel('Display name', { exact: true }).fill('Bis');
  await again.getByLabel('Store ID').fill(storeId);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText(LOCATION_MESSAGES.duplicate('store_id'))).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  // Edit.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit location' });
  await edit.getByLabel('Display name', { exact: true }).fill('Test Pier North');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Test Pier North' })).toBeVisible();

  // Deactivate, then reactivate: the switch says which.
  const toggle = page.getByRole('switch', { name: `Active status of ${name}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Deactivated')).toBeVisible();

  // Delete, with the spec's confirmation text.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(LOCATION_MESSAGES.deleteConfirm)).toBeVisible();
  await confirmInDialog(page.getByRole('dialog'), 'Delete');
  await expect(page.getByRole('cell', { name, exact: true })).toBeHidden();

  // Emptying the search reloads every location.
  await search.fill('');
  await expect.poll(async () => page.getByRole('row').count()).toBeGreaterThan(2);

  // The api agrees: the row is gone.
  const tokens = await apiSignIn(request, ACCOUNTS.admin);
  const list = await request.get('/api/v1/locations', { headers: bearer(tokens), params: { active: 'both', search_for: name } });
  expect((await list.json()).results).toEqual([]);
});

test('a user without the location right is told and sent home; the api refuses them too', async ({ page, request }) => {
  await signInThroughPage(page, ACCOUNTS.staff);
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await page.goto('/locations');
  await expect(page.getByText('Permission denied')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const tokens = await apiSignIn(request, ACCOUNTS.staff);
  const res = await request.post('/api/v1/locations', {
    headers: bearer(tokens),
    data: { name: 'Sneaky', display_name: 'Sneaky', store_id: '9999' },
  });
  expect(res.status()).toBe(403);
});

test('a manager with view only sees the list without add, edit or delete', async ({ page, request }) => {
  await useTokens(page, await apiSignIn(request, ACCOUNTS.manager));
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('cell').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
