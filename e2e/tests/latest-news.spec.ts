import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { confirmInDialog } from '../support/antd';
import { ACCOUNTS } from '../support/env';
import { PNG } from '../support/files';
import { apiSignIn, useTokens } from '../support/session';

const comments = (page: Page) => page.getByTestId('news-comment');
const comment = (page: Page, text: string) => comments(page).filter({ hasText: text });

/** The comments' texts in the order the page shows them, reduced to the ones this test wrote. */
async function order(list: Locator, mine: string[]): Promise<string[]> {
  const texts = await list.allInnerTexts();
  return texts.map((t) => mine.find((m) => t.includes(m))).filter((m): m is string => m !== undefined);
}

test('a Super Admin publishes a news item: it shows in the hub and the home carousel; another user comments and likes, the sort changes the order, and the open article updates live', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const title = `Laser tag league ${stamp}`;
  const first = `First comment ${stamp}`;
  const second = `Second comment ${stamp}`;

  // The administrator writes the item in the composer (Latest News is its default form).
  const admin = await (await browser.newContext()).newPage();
  await useTokens(admin, await apiSignIn(request, ACCOUNTS.admin));
  await admin.goto('/announcements/new');
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel('Preview', { exact: true }).fill('Teams of four, every Thursday.');
  await admin.getByRole('textbox', { name: 'Full text' }).click();
  await admin.keyboard.type('Sign up at the front desk.');
  await admin.getByLabel('Image or video').setInputFiles({ name: 'league.png', mimeType: 'image/png', buffer: PNG });
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = admin.getByRole('dialog', { name: 'Publish Latest News' });
  await confirmInDialog(publish, 'Yes');
  await expect(admin.getByText('Latest News created')).toBeVisible();
  await expect(admin).toHaveURL(/\/announcements$/);

  // The hub's Latest News tab lists it.
  await expect(admin.getByTestId('news-card').filter({ hasText: title })).toBeVisible();

  // The home carousel shows it first (newest), with Read More to the article.
  await admin.goto('/');
  const carousel = admin.getByTestId('news-carousel');
  await carousel.getByRole('button', { name: 'Show news 1' }).click();
  await expect(carousel.getByRole('heading', { name: title })).toBeVisible();
  await carousel.getByRole('link', { name: `Read More: ${title}` }).click();
  await expect(admin).toHaveURL(/\/announcements\?id=\d+$/);
  const id = new URL(admin.url()).searchParams.get('id');
  await expect(admin.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(admin.getByText('No comments yet')).toBeVisible();

  // A second user opens the same article and comments twice.
  const staff = await (await browser.newContext()).newPage();
  await useTokens(staff, await apiSignIn(request, ACCOUNTS.staff));
  await staff.goto(`/announcements?id=${id}`);
  await expect(staff.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // only Super Admins get the toggle, edit and delete
  await expect(staff.getByRole('switch', { name: 'Visibility' })).toHaveCount(0);
  await expect(admin.getByRole('switch', { name: 'Visibility' })).toBeVisible();

  for (const text of [first, second]) {
    await staff.getByLabel('Your comment', { exact: true }).fill(text);
    await staff.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(comment(staff, text)).toBeVisible();
  }

  // The administrator's open article shows them without a reload.
  await expect(comment(admin, first)).toBeVisible();
  await expect(comment(admin, second)).toBeVisible();
  await expect(comment(admin, first).getByTestId('comment-time')).toHaveText('Today');

  // A like puts the first comment on top of the default sort (most liked), live for the administrator too.
  await comment(staff, first).getByRole('button', { name: 'Like (0 likes)' }).click();
  await expect(comment(staff, first).getByRole('button', { name: 'Unlike (1 like)' })).toBeVisible();
  await expect(comment(admin, first).getByRole('button', { name: 'Like (1 like)' })).toBeVisible();
  await expect.poll(() => order(comments(staff), [first, second])).toEqual([first, second]);

  // Newest puts the second one first; Oldest the first one again.
  await staff.getByText('Newest', { exact: true }).click();
  await expect.poll(() => order(comments(staff), [first, second])).toEqual([second, first]);
  await staff.getByText('Oldest', { exact: true }).click();
  await expect.poll(() => order(comments(staff), [first, second])).toEqual([first, second]);

  // Unlike: back to no likes.
  await comment(staff, first).getByRole('button', { name: 'Unlike (1 like)' }).click();
  await expect(comment(staff, first).getByRole('button', { name: 'Like (0 likes)' })).toBeVisible();
});

test('a staff member sends an idea from the home page: the form loads on demand, and it reaches the hub as a private idea for a Super Admin', async ({ browser, request }) => {
  const title = `Retro night idea ${Date.now()}`;

  // The home page's widget runs without antd; opening the form loads it (and the form's own chunk) then.
  const staff = await (await browser.newContext()).newPage();
  await useTokens(staff, await apiSignIn(request, ACCOUNTS.staff));
  await staff.goto('/');
  await staff.getByTestId('idea-submission').getByRole('button', { name: 'Submit an idea' }).click();
  const form = staff.getByRole('dialog', { name: 'Submit an idea for Latest News' });
  await form.getByRole('button', { name: 'Send idea' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Preview', { exact: true }).fill('Eighties music and pinball all evening.');
  await form.getByLabel('Image or video').setInputFiles({ name: 'retro.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send idea' }).click();
  await expect(staff.getByText('Latest News created')).toBeVisible();
  await expect(form).toHaveCount(0);

  // Private until a Super Admin publishes it: staff do not see it, the administrator sees it tagged.
  await staff.goto('/announcements');
  await expect(staff.getByTestId('news-card').first()).toBeVisible();
  await expect(staff.getByTestId('news-card').filter({ hasText: title })).toHaveCount(0);
  const admin = await (await browser.newContext()).newPage();
  await useTokens(admin, await apiSignIn(request, ACCOUNTS.admin));
  await admin.goto('/announcements');
  const card = admin.getByTestId('news-card').filter({ hasText: title });
  await expect(card.getByText('Private', { exact: true })).toBeVisible();
  await expect(card.getByText('Idea', { exact: true })).toBeVisible();
});
