import { expect, test } from '../support/test';
import { NOTIFY_MESSAGES, PERMISSION_MESSAGES, type GroupPermissions } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens } from '../support/session';
import { pick } from '../support/antd';

const GENERAL_MANAGER = 'General Manager';

test('a permission change hides the sidebar entry for that group on its next page load, and the api refuses the call', async ({ browser, page, request }) => {
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const manager = await apiSignIn(request, ACCOUNTS.manager);
  const table = (await (await request.get('/api/v1/permissions', { headers: bearer(admin) })).json()) as { results: GroupPermissions[] };
  const group = table.results.find((g) => g.group_name === GENERAL_MANAGER)!;
  expect(group.roles.location.view).toBe(true);

  // the manager's page, open before the change
  const managerPage = await (await browser.newContext()).newPage();
  await useTokens(managerPage, manager);
  await managerPage.goto('/');
  const managerMenu = managerPage.getByRole('navigation', { name: 'Menu' });
  await expect(managerMenu.getByRole('link', { name: 'Locations' })).toBeVisible();

  try {
    // the administrator takes Location view away from the group on /permissions
    await useTokens(page, admin);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Permissions' }).click();
    await expect(page.getByRole('heading', { name: 'Permissions' })).toBeVisible();
    await pick(page, page, 'User profile', 'Company Business');
    await pick(page, page, 'User group', GENERAL_MANAGER);
    const locationView = page.getByRole('checkbox', { name: 'Location: View' });
    await expect(locationView).toBeChecked();
    await locationView.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(PERMISSION_MESSAGES.saved)).toBeVisible();

    // the manager's next page load: the entry is gone, with the same (unchanged) token
    await managerPage.reload();
    await expect(managerMenu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(managerMenu.getByRole('link', { name: 'Locations' })).toHaveCount(0);
    const refused = await request.get('/api/v1/locations', { headers: bearer(manager) });
    expect(refused.status()).toBe(403);
  } finally {
    await request.put(`/api/v1/permissions/${group.group_id}`, { headers: bearer(admin), data: group.roles });
    await managerPage.context().close();
  }
});

test('a desktop notification from the dashboard reaches a staff user’s bell live', async ({ browser, page, request }) => {
  const staff = await apiSignIn(request, ACCOUNTS.staff);
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  await useTokens(page, staff);
  // the page opens its live channel once the home page has settled; wait for the server's socket.io "connected"
  const socketConnected = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/api/socket.io'))
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).startsWith('40'), timeout: 30_000 }));
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const staffId = (JSON.parse(Buffer.from(staff.token.split('.')[1]!, 'base64url').toString()) as { id: number }).id;
  const before = ((await (await request.get(`/api/v1/notify/find/${staffId}`, { headers: bearer(staff) })).json()) as { results: unknown[] }).results.length;
  await expect(bell).toHaveAccessibleName(before ? `Notifications (${before})` : 'Notifications');
  await socketConnected;

  // the administrator, in another browser, sends to the Team Member group from the Desktop form
  const adminPage = await (await browser.newContext()).newPage();
  try {
    await useTokens(adminPage, admin);
    await adminPage.goto('/');
    await adminPage.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Notification dashboard' }).click();
    const desktop = adminPage.getByTestId('desktop-notify-form');
    await expect(desktop).toBeVisible();
    const content = `Trivia night on Friday ${Date.now()}`;
    await desktop.getByLabel('Text').fill(content);
    await pick(adminPage, desktop, 'Redirect to', 'Trivia');
    await pick(adminPage, desktop, 'Groups', 'Team Member');
    await adminPage.keyboard.press('Escape');
    await desktop.getByRole('button', { name: 'Send' }).click();
    await expect(adminPage.getByText(new RegExp(`^${NOTIFY_MESSAGES.sent}\\.`))).toBeVisible();
    await expect(desktop.getByLabel('Text')).toHaveValue('');

    // no reload: the pushed notification raises the count and is listed, linked to the chosen page
    await expect(bell).toHaveAccessibleName(`Notifications (${before + 1})`, { timeout: 15_000 });
    await bell.click();
    await expect(page.getByText(content)).toBeVisible();
  } finally {
    await adminPage.context().close();
  }
});
