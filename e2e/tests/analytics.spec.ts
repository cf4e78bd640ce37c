import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { decodeJwt } from 'jose';
import { ANNOUNCEMENT_EXPORT_COLUMNS, formatRate, percentOf, type OutboxEntry, type Page } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens } from '../support/session';

/** The cells of one CSV line (RFC 4180 quoting). */
function cellsOf(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
}

test('analytics figures match an announcement the test sends and opens (email pixel, reader), charts load on this page only, the export downloads', async ({
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const staff = await apiSignIn(request, ACCOUNTS.staff);
  const staffClaims = decodeJwt(staff.token) as { location_id: number; email: string };
  const subject = `Analytics walk ${Date.now()}`;

  // A home-users announcement to the staff member's location, by email.
  const created = await request.post('/api/v1/announcements', {
    headers: bearer(admin),
    data: { target: 'specific', locations_ids: [staffClaims.location_id], subject, info: '<p>Figures, please.</p>', email_checked: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { results, recipients } = (await created.json()) as { results: { id: number }; recipients: number };
  expect(recipients).toBeGreaterThan(1);

  // The api's delivery worker sends the emails to the outbox; the staff member's carries its tracking pixel.
  const findMail = async () => {
    const outbox = (await (await request.get('/api/v1/delivery/outbox', { headers: bearer(admin), params: { channel: 'email', limit: 100 } })).json()) as Page<OutboxEntry>;
    return outbox.results.find((m) => m.subject === subject && m.recipient === staffClaims.email) ?? null;
  };
  await expect.poll(findMail, { timeout: 30_000 }).not.toBeNull();
  const mail = (await findMail())!;

  // The staff member opens the email (a browser shows it: the pixel loads) and then reads it in the portal.
  const mailbox = await (await browser.newContext()).newPage();
  const pixel = mailbox.waitForResponse((r) => /\/api\/v1\/t\/o\/[\w-]+\.gif$/.test(r.url()));
  await mailbox.setContent(mail.body);
  expect((await pixel).status()).toBe(200);
  const reader = await (await browser.newContext()).newPage();
  await useTokens(reader, staff);
  await reader.goto(`/announcements/local/${results.id}`);
  await expect(reader.getByRole('heading', { name: subject })).toBeVisible();

  // The administrator's analytics page shows those figures.
  const page = await (await browser.newContext()).newPage();
  await useTokens(page, admin);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible();
  for (const tab of ['Home Analytics', 'Payroll-provider Analytics', 'Benefits Group Analytics', 'User Report Analytics']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  // the chart library is not among what the home page and the report loaded
  expect(fetched.filter((url) => url.includes('analytics-charts'))).toEqual([]);

  const search = page.getByRole('searchbox', { name: 'Search by title' });
  await search.fill(subject);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // Title, Published, Audience, Opens, Open rate, Emails sent, Email open rate, ...
  await expect(cells.nth(2)).toHaveText(String(recipients));
  await expect(cells.nth(3)).toHaveText('1');
  await expect(cells.nth(4)).toHaveText(formatRate(percentOf(1, recipients)));
  await expect(cells.nth(5)).toHaveText(String(recipients));
  await expect(cells.nth(6)).toHaveText(formatRate(percentOf(1, recipients)));

  // Its opens over time: the chart (and its library) load now.
  const charts = page.waitForResponse((r) => r.url().includes('analytics-charts'));
  await page.getByRole('button', { name: `Opens chart of ${subject}` }).click();
  await charts;
  const figure = page.getByTestId('opens-chart');
  await expect(figure.locator('.recharts-line')).toHaveCount(2); // opens and email opens
  const today = new Date().toISOString().slice(0, 10);
  await figure.getByText('Show the figures').click();
  await expect(figure.getByRole('row').filter({ hasText: today })).toHaveText(`${today}11`);

  // The export: a row per person it was for, the staff member's with the open times.
  await page.getByRole('button', { name: `Export the report of ${subject}` }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`export-${today}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(cellsOf(lines[0]!)).toEqual([...ANNOUNCEMENT_EXPORT_COLUMNS]);
  expect(lines).toHaveLength(recipients + 1);
  const mine = cellsOf(lines.find((l) => l.includes(staffClaims.email))!);
  expect(mine).toHaveLength(ANNOUNCEMENT_EXPORT_COLUMNS.length);
  expect(mine[5]).toMatch(new RegExp(`^${today}T`)); // opened in the reader
  expect(mine[7]).toMatch(new RegExp(`^${today}T`)); // email opened

  // The user report: the staff member signed in today.
  await page.getByRole('tab', { name: 'User Report Analytics' }).click();
  await expect(page.getByTestId('logins-chart')).toBeVisible();
  const users = page.getByRole('searchbox', { name: 'Search by name or email' });
  await users.fill(staffClaims.email);
  await users.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: staffClaims.email }).getByRole('cell', { name: 'today' })).toBeVisible();
});
