import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { confirmInDialog } from '../support/antd';
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

test('an administrator searches and filters the users, edits one, disables and re-enables, impersonates and exits, and exports what the table shows', async ({ page, request }) => {
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
  const csv = parse(await readFile((await download.path())!, 'utf8'));
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
  await confirmInDialog(page.getByRole('dialog', { name: 'Disable user' }), 'Yes');
  await expect(page.getByText('User inactivated')).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toContainText('Inactive');
  await page.getByRole('button', { name: `Enable ${edited}` }).click();
  await confirmInDialog(page.getByRole('dialog', { name: 'Enable user' }), 'Yes');
  await expect(page.getByText('User activated')).toBeVisible();
  await expect(page.getByRole('button', { name: `Disable ${edited}` })).toBeVisible();

  // Ticket permissions: the three fields, saved on the account.
  await page.getByRole('button', { name: `More actions for ${edited}` }).click();
  await page.getByRole('menuitem', { name: 'Ticket permissions' }).click();
  const tickets = page.getByRole('dialog', { name: `Ticket permissions of ${edited}` });
  await tickets.getByLabel('Card related tickets').click();
  await page.getByTitle('Standard Agent', { exact: true }).last().click();
  await tickets.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ticket permissions updated')).toBeVisible();
  const withTickets = (await (await request.get(`/api/v1/accounts/${target.id}`, { headers: bearer(admin) })).json()).results;
  expect([withTickets.has_permission_service_request, withTickets.card_related_ticket_permission, withTickets.game_related_ticket_permission]).toEqual([
    null,
    'STANDARD_AGENT',
    null,
  ]);

  // Impersonate: the portal reloads as that user; Exit to my user brings the administrator back.
  await page.getByRole('button', { name: `More actions for ${edited}` }).click();
  await page.getByRole('menuitem', { name: 'Impersonate' }).click();
  await confirmInDialog(page.getByRole('dialog', { name: 'Impersonate user' }), 'Yes');
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

test('a personal account asks for an upgrade on /profile and a validator upgrades it from /user', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const stamp = `up${Date.now().toString(36)}`;
  const personal = `ula.${stamp}@gmail.example`;
  const business = `ula.${stamp}@arcadia.example`;
  const locations = (await (await request.get('/api/v1/auth/locations')).json()).results as { id: number }[];
  const registered = await request.post('/api/v1/auth/register', {
    data: { first_name: 'Ula', last_name: 'Upgrade', email: personal, password: 'Welcome#2026', phone_number: '(312) 555-0160', location_id: locations[0]!.id },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const queue = await (await request.get('/api/v1/accounts?user_status=unverified', { headers: bearer(admin) })).json();
  const account = Object.values(queue.results as Record<string, Record<string, ListedUser[]>>)
    .flatMap((group) => Object.values(group).flat())
    .find((a) => a.email === personal)!;
  const activated = await request.put(`/api/v1/accounts/change_status/${account.id}`, { headers: bearer(admin), data: { status_name: 'active', group_id: 16 } });
  expect(activated.status(), await activated.text()).toBe(200);

  // The user edits the phone and asks for the upgrade on the profile page.
  const user = await (await browser.newContext()).newPage();
  await useTokens(user, await apiSignIn(request, personal, 'Welcome#2026'));
  await user.goto('/profile');
  await expect(user.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();
  await expect(user.getByTestId('profile-details').getByText(personal)).toBeVisible();
  await expect(user.getByText("You haven't done any activities so far.")).toBeVisible();
  const form = user.getByTestId('profile-form');
  await form.getByLabel('Phone number').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText("Phone number can't be blank.")).toBeVisible();
  await form.getByLabel('Phone number').fill('(312) 555-0161');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(user.getByText('User updated')).toBeVisible();
  await expect(user.getByTestId('profile-details').getByText('(312) 555-0161')).toBeVisible();
  const upgrade = user.getByTestId('profile-upgrade');
  await upgrade.getByLabel('Company email').fill(business);
  await upgrade.getByRole('button', { name: 'Request upgrade' }).click();
  await expect(upgrade.getByTestId('upgrade-pending')).toContainText(business);

  // The validator upgrades it from the 'Account Upgrade' list; it leaves the list 2 s later.
  const validator = await (await browser.newContext()).newPage();
  await useTokens(validator, admin);
  await validator.goto('/user');
  const upgrades = validator.getByTestId('section-upgrades');
  await expect(upgrades.getByText(`${personal} → ${business}`)).toBeVisible();
  await upgrades.getByRole('button', { name: `Upgrade ${personal}` }).click();
  const dialog = validator.getByRole('dialog', { name: 'Upgrade Ula Upgrade' });
  await dialog.getByRole('button', { name: 'Upgrade' }).click();
  await expect(dialog.getByText('Need to select a group.')).toBeVisible();
  await dialog.getByLabel('Group').click();
  await dialog.getByLabel('Group').fill('General Manager');
  await validator.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Upgrade' }).click();
  await expect(validator.getByText('Account upgraded!')).toBeVisible();
  await expect(upgrades.getByText(`${personal} → ${business}`)).toHaveCount(0, { timeout: 10_000 });

  const upgraded = (await (await request.get(`/api/v1/accounts/${account.id}`, { headers: bearer(admin) })).json()).results;
  expect([upgraded.email, upgraded.profiles_name, upgraded.group_name]).toEqual([business, 'Company Business', 'General Manager']);
});
