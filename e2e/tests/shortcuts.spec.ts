import { deflateSync, crc32 } from 'node:zlib';
import { expect, test } from '../support/test';
import { decodeJwt } from 'jose';
import { SHORTCUT_MESSAGES } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens } from '../support/session';
import { confirmInDialog } from '../support/antd';

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of the given size (solid colour): the browser's check and the server's both read its header. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('an administrator adds an app; a user finds it, makes it a favourite and sees it on the home widget', async ({ browser, request }) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `Ticket Desk ${stamp}`;
  const appName = `Tickets ${stamp}`;

  // The Apps Manager: Save waits for every required field and a square 200x200 picture.
  const admin = await (await browser.newContext()).newPage();
  await useTokens(admin, await apiSignIn(request, ACCOUNTS.admin));
  await admin.goto('/');
  await admin.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Shortcuts' }).click();
  await expect(admin.getByRole('heading', { name: 'Apps Manager' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Inactive Shortcuts' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add App' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add App' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('App name').fill(appName);
  await dialog.getByLabel('App description').fill('Open and follow service tickets.');
  await dialog.getByLabel('Desktop link').fill('https://tickets.arcadia.example/');
  await dialog.getByLabel('Mobile link').fill('https://m.tickets.arcadia.example/');
  await expect(save).toBeDisabled();
  const picture = dialog.getByTestId('shortcut-desktop-image').locator('input[type=file]');
  await picture.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png(300, 200) });
  await expect(dialog.getByText(SHORTCUT_MESSAGES.imageSize)).toBeVisible();
  await expect(save).toBeDisabled();
  await picture.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(200, 200) });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: `${name} desktop image` })).toBeVisible();

  // The same name again: the server's unique value, in the spec's words.
  await admin.getByRole('button', { name: 'Add App' }).click();
  const again = admin.getByRole('dialog', { name: 'Add App' });
  await again.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await again.getByLabel('App name').fill('Dup');
  await again.getByLabel('App description').fill('Dup');
  await again.getByLabel('Desktop link').fill('https://dup.arcadia.example/');
  await again.getByLabel('Mobile link').fill('https://dup.arcadia.example/');
  await again
    .getByTestId('shortcut-desktop-image')
    .locator('input[type=file]')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(200, 200) });
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText(SHORTCUT_MESSAGES.duplicate('name')).first()).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  // A staff member finds it in the apps directory (search from 3 characters) and makes it a favourite.
  const staffTokens = await apiSignIn(request, ACCOUNTS.staff);
  const staff = await (await browser.newContext()).newPage();
  await useTokens(staff, staffTokens);
  await staff.goto('/');
  await staff.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Apps' }).click();
  await expect(staff.getByRole('heading', { name: 'Apps', exact: true })).toBeVisible();
  const search = staff.getByRole('searchbox', { name: 'Search apps' });
  await search.fill('Ti');
  await expect(staff.getByText('Type at least 3 characters to search.')).toBeVisible();
  await search.fill(`Tickets ${stamp}`);
  // the search results replace the directory (Favorites and the A–Z groups)
  await expect(staff.getByRole('heading', { name: 'Favorites' })).toBeHidden();
  await expect(staff.getByTestId('app-tile')).toHaveCount(1);
  const star = staff.getByRole('button', { name: `Add ${appName} to favorites` });
  await expect(star).toBeVisible();
  await star.click();
  await expect(staff.getByRole('button', { name: `Remove ${appName} from favorites` })).toHaveAttribute('aria-pressed', 'true');

  // The home page's favourite apps widget shows it, linking to the app.
  await staff.goto('/');
  const widget = staff.getByTestId('favorite-apps');
  const link = widget.getByRole('link', { name: `Open ${appName} (new tab)` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://tickets.arcadia.example/');

  // The administrator deletes it: it goes to Inactive Shortcuts, and the user no longer sees it.
  await admin.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmInDialog(admin.getByRole('dialog'), 'Delete');
  await expect(row).toBeHidden();
  await admin.getByRole('tab', { name: 'Inactive Shortcuts' }).click();
  await expect(admin.getByRole('button', { name: `Activate ${name}` })).toBeVisible();
  const staffId = (decodeJwt(staffTokens.token) as { id: number }).id;
  const favorites = await request.get(`/api/v1/accounts/favorite_shortcut/${staffId}`, { headers: bearer(staffTokens) });
  expect(((await favorites.json()) as { results: { name: string }[] }).results.map((s) => s.name)).not.toContain(name);
});
