import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens, type Tokens } from '../support/session';

const EXPORT_COLUMNS = ['First_name', 'Last_name', 'Location_name', 'Profiles_name', 'Group_name', 'Status', 'Email'];
const TEAM_MEMBER_GROUP_ID = 15;

interface ListedUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
}

/** Registers `count` company accounts sharing one unique last name and activates them as Team Members. */
async function createActiveUsers(request: APIRequestContext, admin: Tokens, lastName: string, count: number) {
  const locations = (await (await request.get('/api/v1/auth/locations')).json()).results as { id: number; display_name: string }[];
  const location = locations[1] ?? locations[0]!;
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${lastName.toLowerCase()}.${i}@arcadia.example`;
    const res = await request.post('/api/v1/auth/register', {
      data: { first_name: `Una${i}`, last_name: lastName, email, password: 'Welcome#2026', phone_number: '(312) 555-0150', location_id: location.id },
    });
    expect(res.status(), await res.text()).toBe(201);
    emails.push(email);
  }
  const queue = await (await request.get('/api/v1/accounts?user_status=unverified', { headers: bearer(admin) })).json();
  const waiting = Object.values(queue.results as Record<string, Record<string, ListedUser[]>>).flatMap((group) => Object.values(group).flat());
  const created = emails.map((email) => waiting.find((a) => a.email === email)!);
  for (const account of created) {
    const res = await request.put(`/api/v1/accounts/change_status/${account.id}`, {
      headers: bearer(admin),
      data: { status_name: 'active', group_id: TEAM_MEMBER_GROUP_ID },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { location, users: created };
}

/** Emails of every row the table shows for the current search, page after page (5 per page). */
async function emailsAcrossPages(page: Page): Promise<string[]> {
  const emails: string[] = [];
  const next = page.getByRole('navigation', { name: 'Users pages' }).getByRole('button', { name: 'Next' });
  for (;;) {
    const pageText = await page.getByTestId('users-page').innerText();
    const rows = page.getByTestId('user-row');
    for (const row of await rows.all()) emails.push((await row.getByRole('cell').nth(1).innerText()).trim());
    if (await next.isDisabled()) return emails;
    await next.click();
    await expect(page.getByTestId('users-page')).not.toHaveText(pageText);
  }
}

/** RFC 4180 rows (quoted cells, CRLF); enough for the export's own output. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

test('an administrator searches and filters the users, edits one, disables and re-enables, impersonates and exits, and exports what the table shows', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const stamp = `Mgmt${Date.now().toString(36)}`;
  const { location, users } = await createActiveUsers(request, admin, stamp, 6);
  const target = users[0]!;

  await useTokens(page, admin);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Users management' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Users management' })).toBeVisible();

  // Text search: 6 users of this run, 5 per page.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(stamp);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await expect(page.getByTestId('users-total')).toHaveText('6 users');
  await expect(page.getByTestId('users-page')).toHaveText('Page 1 of 2');
  await expect(page.getByTestId('user-row')).toHaveCount(5);
  const shownEmails = await emailsAcrossPages(page);
  expect(shownEmails.sort()).toEqual(users.map((u) => u.email).sort());

  // Export: the CSV holds the rows the table and the api list show for the same search.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(csv[0]).toEqual(EXPORT_COLUMNS);
  const listed = await (await request.get(`/api/v1/accounts?filter=${stamp}&limit=100`, { headers: bearer(admin) })).json();
  const csvEmails = csv.slice(1).map((r) => r[EXPORT_COLUMNS.indexOf('Email')]!);
  expect(csvEmails.sort()).toEqual((listed.results as ListedUser[]).map((u) => u.email).sort());
  expect(csvEmails.sort()).toEqual(shownEmails.sort());
  const cell = (row: string[], column: string) => row[EXPORT_COLUMNS.indexOf(column)];
  for (const row of csv.slice(1)) {
    const user = (listed.results as (ListedUser & Record<string, string | null>)[]).find((u) => u.email === cell(row, 'Email'))!;
    expect([cell(row, 'First_name'), cell(row, 'Last_name'), cell(row, 'Location_name'), cell(row, 'Profiles_name'), cell(row, 'Group_name')]).toEqual([
      user.first_name,
      user.last_name,
      user.location_name ?? '',
      user.profiles_name ?? '',
      user.group_name ?? '',
    ]);
    expect(cell(row, 'Status')).toBe('ACTIVATED');
  }

  // Location + group filter (type LG), active only: the total is the api's for the same body.
  await page.getByTestId('filters-toggle').click();
  const filters = page.getByTestId('user-filters');
  await filters.getByLabel('Locations').click();
  await filters.getByLabel('Locations').fill(location.display_name);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await filters.getByLabel('Groups').click();
  await filters.getByLabel('Groups').fill('Team Member');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await filters.getByText('Active', { exact: true }).click();
  await filters.getByRole('button', { name: 'Apply filter (LG)' }).click();
  const filtered = await (
    await request.post('/api/v1/accounts/filter/users', {
      headers: bearer(admin),
      data: { type: 'LG', locations: [location.id], groups: [TEAM_MEMBER_GROUP_ID], isActive: true, limit: 5, offset: 0 },
    })
  ).json();
  expect(filtered.total).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('users-total')).toHaveText(`${filtered.total} users`);
  await expect(page.getByTestId('user-row').first()).toContainText((filtered.results as ListedUser[])[0]!.email);
  await filters.getByRole('button', { name: 'Clear filter' }).click();
  await page.getByTestId('filters-toggle').click();

  // Back to this run's users; edit the first one.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await expect(page.getByTestId('users-total')).toHaveText('1 user');
  const name = `Una0 ${stamp}`;
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('First name').fill('Edited');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Repeat password').fill('different');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(dialog.getByText("Passwords don't match, please revisit them and try again.")).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('');
  await dialog.getByLabel('Repeat password').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  const edited = `Edited ${stamp}`;
  await expect(page.getByTestId('user-row').first()).toContainText(edited);
  const fetched = await (await request.get(`/api/v1/accounts/${target.id}`, { headers: bearer(admin) })).json();
  expect(fetched.results.first_name).toBe('Edited');

  // Disable, then enable again.
  await page.getByRole('button', { name: `Disable ${edited}` }).click();
  await page.getByRole('dialog', { name: 'Disable user' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('User inactivated')).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toContainText('Inactive');
  await page.getByRole('button', { name: `Enable ${edited}` }).click();
  await page.getByRole('dialog', { name: 'Enable user' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('User activated')).toBeVisible();
  await expect(page.getByRole('button', { name: `Disable ${edited}` })).toBeVisible();

  // Impersonate: the portal reloads as that user; Exit to my user brings the administrator back.
  await page.getByRole('button', { name: `Impersonate ${edited}` }).click();
  await page.getByRole('dialog', { name: 'Impersonate user' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Welcome, Edited')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit to my user' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Users management' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Exit to my user' }).click();
  await expect(page.getByRole('button', { name: 'Exit to my user' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Users management' })).toBeVisible();
  await expect(banner.getByText('Welcome, Edited')).toHaveCount(0);
});
