import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { CHAT_TEXTS } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { PNG } from '../support/files';
import { apiSignIn, useTokens } from '../support/session';

const chat = (page: Page) => page.getByTestId('location-chat');
const thread = (page: Page) => page.getByRole('log', { name: CHAT_TEXTS.thread });
/** Sent and stored: the acknowledgement replaced the pending copy. */
const settled = (page: Page) => expect(thread(page).locator('.chat-msg--pending')).toHaveCount(0);

// Spec 2.15 / 6 / 7 / 9: two people at Dallas Galleria chat live; one goes offline, misses messages, and catches up on
// reconnection with nothing lost and nothing twice.
test('two people at one location chat live; one goes offline and catches up when back', async ({ browser, request }) => {
  const stamp = Date.now();
  const staffContext = await browser.newContext();
  const managerContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const manager = await managerContext.newPage();
  await useTokens(staff, await apiSignIn(request, ACCOUNTS.staff));
  await useTokens(manager, await apiSignIn(request, ACCOUNTS.manager));

  // The manager comes from the Locations list (the row's Chat action); the staff member from the sidebar entry.
  await manager.goto('/locations');
  await manager.getByRole('button', { name: CHAT_TEXTS.openLabel('Arcadia Dallas Galleria') }).click();
  await expect(manager).toHaveURL(/\/locations\/chat\/\d+$/);
  await staff.goto('/');
  await staff.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Location chat' }).click();
  await expect(staff).toHaveURL(manager.url());
  for (const page of [staff, manager]) {
    await expect(chat(page)).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
    // the seeded history, oldest first, with its day separators
    await expect(thread(page).getByText('Thank you! See you there.')).toBeVisible();
    await expect(thread(page).getByRole('separator').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  }
  await expect(staff.getByRole('combobox', { name: CHAT_TEXTS.locationPicker })).toBeVisible();

  // Live: Shift+Enter starts a new line, Enter sends; the other side sees it without a reload.
  const box = staff.getByRole('textbox', { name: CHAT_TEXTS.inputLabel });
  await box.click();
  await box.pressSequentially(`Truck at 4 PM ${stamp}`);
  await box.press('Shift+Enter');
  await box.pressSequentially('please clear the dock');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(thread(manager).getByText(`Truck at 4 PM ${stamp}`)).toBeVisible();
  await expect(thread(manager).getByText(`Truck at 4 PM ${stamp}`)).toContainText('please clear the dock');

  // A picture, checked by its bytes on the server.
  await manager.locator('input[type="file"]').setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    thread(staff)
      .getByRole('img', { name: CHAT_TEXTS.picture('Maria Lopez') })
      .last(),
  ).toBeVisible();

  // The user info panel: location, email, CLOSE.
  await manager
    .getByRole('navigation', { name: /^Users of / })
    .getByRole('button', { name: /Sam Carter/ })
    .click();
  const info = manager.getByRole('region', { name: CHAT_TEXTS.infoTitle });
  await expect(info.getByText(ACCOUNTS.staff)).toBeVisible();
  await expect(info.getByText('Dallas Galleria, TX')).toBeVisible();
  await info.getByRole('button', { name: CHAT_TEXTS.close }).click();
  await expect(info).toBeHidden();

  // Offline: the page says so at once; what is said meanwhile is missing...
  await staffContext.setOffline(true);
  await expect(staff.getByText(CHAT_TEXTS.offline)).toBeVisible();
  const managerBox = manager.getByRole('textbox', { name: CHAT_TEXTS.inputLabel });
  for (const n of [1, 2, 3]) {
    await managerBox.fill(`While you were away ${n} ${stamp}`);
    await managerBox.press('Enter');
  }
  await settled(manager);
  await expect(thread(manager).getByText(`While you were away 3 ${stamp}`)).toBeVisible();
  await expect(thread(staff).getByText(`While you were away 1 ${stamp}`)).toHaveCount(0);

  // ... and there once it is back: each message exactly once, in order.
  await staffContext.setOffline(false);
  await expect(chat(staff)).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
  await expect(staff.getByText(CHAT_TEXTS.offline)).toBeHidden();
  for (const n of [1, 2, 3]) await expect(thread(staff).getByText(`While you were away ${n} ${stamp}`)).toHaveCount(1);
  const texts = await thread(staff).locator('.chat-msg__text').allInnerTexts();
  const away = texts.filter((t) => t.startsWith('While you were away'));
  expect(away).toEqual([1, 2, 3].map((n) => `While you were away ${n} ${stamp}`));
  const ids = await thread(staff)
    .locator('[data-message-id]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-message-id'))));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));

  // and the conversation goes on live
  await box.fill(`Back online ${stamp}`);
  await box.press('Enter');
  await expect(thread(manager).getByText(`Back online ${stamp}`)).toBeVisible();

  await staffContext.close();
  await managerContext.close();
});
