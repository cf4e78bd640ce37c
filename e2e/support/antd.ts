import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses `option` in the antd select labelled `label` inside `scope`, and waits until the select shows it. A click
 * that lands while the dropdown is still sliding in can miss its option (seen on a loaded CI machine): the choice is
 * tried again until it shows, and never twice once it does (a second click would take it off a multiple select).
 */
export async function pick(page: Page, scope: Locator | Page, label: string, option: string) {
  const combobox = scope.getByRole('combobox', { name: label });
  // `has` is read inside each .ant-select, so its locator starts from the page, not from `scope`
  const chosen = scope
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label }) })
    .locator(`[title="${option.replace(/"/g, '\\"')}"]`);
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    await combobox.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    await expect(chosen.first()).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Clicks `button` in `dialog` (an antd modal or popconfirm) and waits until it is gone. A click that lands while
 * the dialog is still zooming in can be lost (seen in CI: no request sent, the dialog stayed open), so it is tried
 * again while the dialog stays; a click that did land closes the dialog or sets its button loading, which ignores
 * a second click, so nothing is confirmed twice.
 */
export async function confirmInDialog(dialog: Locator, button: string) {
  const target = dialog.getByRole('button', { name: button, exact: true });
  await expect(target).toBeVisible();
  await expect(async () => {
    if (!(await target.isVisible())) return;
    await target.click({ timeout: 5_000 });
    await expect(target).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
