import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens } from '../support/session';

// The bell (spec doc 2 §4 "Notifications"): a notification sent while the page is open shows up without a reload,
// pushed over the api's socket.
test('a desktop notification reaches an open page live', async ({ page, request }) => {
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
  // what the bell counts now (demo data may hold some), read from the api rather than assumed
  const staffId = (JSON.parse(Buffer.from(staff.token.split('.')[1]!, 'base64url').toString()) as { id: number }).id;
  const before = ((await (await request.get(`/api/v1/notify/find/${staffId}`, { headers: bearer(staff) })).json()) as { results: unknown[] }).results.length;
  await expect(bell).toHaveAccessibleName(before ? `Notifications (${before})` : 'Notifications');
  await socketConnected;

  const subject = `Live bell ${Date.now()}`;
  const created = await request.post('/api/v1/announcements', {
    headers: bearer(admin),
    data: { target: 'everyone', subject, info: `<p>${subject}</p>`, notify_desktop: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  // no reload: the pushed notification raises the count and is listed
  await expect(bell).toHaveAccessibleName(`Notifications (${before + 1})`, { timeout: 15_000 });
  await bell.click();
  await expect(page.getByText(subject, { exact: false }).first()).toBeVisible();
});
