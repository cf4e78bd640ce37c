import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { confirmInDialog } from '../support/antd';
import { decodeJwt } from 'jose';
import { ANNOUNCEMENT_MESSAGES } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens, type Tokens } from '../support/session';

// ---- helpers ------------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real PNG of the given size (solid colour), so the server's byte check and the browser's decoder both accept it. */
function png(width: number, height: number): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const file = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${file.toString('base64')}`;
}

function claimsOf(tokens: Tokens) {
  return decodeJwt(tokens.token) as { id: number; location_id: number; first_name: string; last_name: string };
}

async function signedInPage(browserPage: () => Promise<Page>, request: APIRequestContext, email: string) {
  const tokens = await apiSignIn(request, email);
  const page = await browserPage();
  await useTokens(page, tokens);
  return { page, tokens };
}

// ---- tests --------------------------------------------------------------------------------------------------

test('composer rules, then a location-targeted announcement reaches that location only; the reader rates it once', async ({ browser, request }) => {
  const newPage = async () => (await browser.newContext()).newPage();
  const admin = await signedInPage(newPage, request, ACCOUNTS.admin);
  const staff = await signedInPage(newPage, request, ACCOUNTS.staff);
  const partner = await signedInPage(newPage, request, ACCOUNTS.partner);
  const staffLocation = claimsOf(staff.tokens).location_id;
  expect(claimsOf(partner.tokens).location_id).not.toBe(staffLocation);
  const options = (await (await request.get('/api/v1/locations/options', { headers: bearer(admin.tokens) })).json()) as { results: { id: number; display_name: string }[] };
  const locationName = options.results.find((l) => l.id === staffLocation)!.display_name;
  const subject = `Lakeside shift swap ${Date.now()}`;

  // The email designer's script comes from its vendor: offline (forced here), the page says so and keeps working.
  await admin.page.route('https://editor.unlayer.com/**', (route) => route.abort());
  await admin.page.goto('/');
  await admin.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'New announcement' }).click();
  await expect(admin.page.getByRole('heading', { level: 2, name: 'New announcement' })).toBeVisible();
  const forms = admin.page.getByRole('navigation', { name: 'Announcement forms' });
  for (const label of ['Latest News', 'Home Users', 'All Payroll-Provider Contacts', 'Benefits Eligible Group', 'Newsletter']) {
    await expect(forms.getByText(label, { exact: true })).toBeVisible();
  }
  await forms.getByText('Home Users', { exact: true }).click();
  const form = admin.page.getByTestId('form-homeUsers');

  await form.getByRole('radio', { name: 'Email designer' }).check();
  await expect(admin.page.getByText('The email designer could not be loaded.')).toBeVisible({ timeout: 20_000 });
  await form.getByRole('radio', { name: 'Default editor' }).check();

  // Validation messages of spec 5, in turn.
  const publish = form.getByRole('button', { name: 'Publish' });
  await publish.click();
  await expect(form.getByText(ANNOUNCEMENT_MESSAGES.invalidType)).toBeVisible();
  await form.getByRole('checkbox', { name: 'Everyone' }).check();
  await expect(form.getByRole('checkbox', { name: 'Specific Location' })).toBeDisabled();
  await form.getByRole('checkbox', { name: 'Everyone' }).uncheck();
  await form.getByRole('checkbox', { name: 'Specific Location' }).check();
  await expect(form.getByRole('checkbox', { name: 'Everyone' })).toBeDisabled();
  const locations = form.getByTestId('audience-locations').getByRole('combobox');
  await locations.click();
  await locations.fill(locationName);
  await admin.page.locator(`.ant-select-item-option[title="${locationName}"]`).click();
  await admin.page.keyboard.press('Escape');
  await publish.click();
  await expect(form.getByText(ANNOUNCEMENT_MESSAGES.invalidSubject)).toBeVisible();
  await form.getByLabel('Subject').fill(subject);
  await publish.click();
  await expect(form.getByText(ANNOUNCEMENT_MESSAGES.invalidDescription)).toBeVisible();
  await form.getByRole('textbox', { name: 'Message' }).click();
  await admin.page.keyboard.type('Swap requests for next week are due by Friday.');

  // A wrong picture is refused with the hint's words; SMS needs full links.
  await form.getByLabel('Picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(form.getByText(ANNOUNCEMENT_MESSAGES.imageType)).toBeVisible();
  await form.getByRole('checkbox', { name: 'SMS' }).check();
  await form.getByLabel('SMS text').fill('Details at www.arcadia.example/swaps');
  await publish.click();
  await expect(form.getByText(ANNOUNCEMENT_MESSAGES.smsFullLinks)).toBeVisible();
  await form.getByRole('checkbox', { name: 'SMS' }).uncheck();

  // Publish asks first; No keeps the form, Yes sends and goes to the hub.
  await publish.click();
  const confirm = admin.page.getByRole('dialog', { name: 'Publish this announcement?' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await publish.click();
  await confirmInDialog(confirm, 'Yes');
  await expect(admin.page.getByText('Announcement created')).toBeVisible();
  await expect(admin.page).toHaveURL(/\/announcements$/);

  // A user of that location finds it under Local Announcements, reads and rates it; the rating block goes away.
  await staff.page.goto('/announcements');
  await staff.page.getByRole('tab', { name: 'Local Announcements' }).click();
  await staff.page.getByRole('link', { name: subject }).click();
  await expect(staff.page).toHaveURL(/\/announcements\/local\/\d+$/);
  await expect(staff.page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(staff.page.getByText('Swap requests for next week are due by Friday.')).toBeVisible();
  const author = claimsOf(admin.tokens);
  await expect(staff.page.getByText(`Author: ${author.first_name} ${author.last_name}`)).toBeVisible();
  await expect(staff.page.getByText('Was this helpful?')).toBeVisible();
  await staff.page.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(staff.page.getByText('Was this helpful?')).toBeHidden();
  await staff.page.reload();
  await expect(staff.page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(staff.page.getByText('Was this helpful?')).toHaveCount(0);
  const id = Number(new URL(staff.page.url()).pathname.split('/').pop());

  // A user of another location never sees it: not in the list, and the reader sends them back to the hub.
  await partner.page.goto('/announcements?tab=local');
  await expect(partner.page.getByRole('tab', { name: 'Local Announcements', selected: true })).toBeVisible();
  await expect(partner.page.getByTestId('list-local').or(partner.page.getByText('No Local Announcements results'))).toBeVisible();
  await expect(partner.page.getByText(subject)).toHaveCount(0);
  expect((await request.get(`/api/v1/announcements/${id}`, { headers: bearer(partner.tokens) })).status()).toBe(404);
  await partner.page.goto(`/announcements/local/${id}`);
  await expect(partner.page).toHaveURL(/\/announcements$/);
});

test('public benefits viewer /ab/{id}: no sign-in, author, subject, body; a 1x1 placeholder image is hidden, a real one shown 256 px wide', async ({ browser, request }) => {
  const adminTokens = await apiSignIn(request, ACCOUNTS.admin);
  const me = claimsOf(adminTokens);
  async function publishBenefits(subject: string, image: string) {
    const res = await request.post('/api/v1/announcements/ab', {
      headers: bearer(adminTokens),
      data: { subject, info: '<p>Enrollment closes <strong>Friday</strong>.</p>', image: { data: image, type: 'image/png', name: 'picture.png' } },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { results: { id: number } }).results.id;
  }
  const stamp = Date.now();
  const placeholderId = await publishBenefits(`Dental plan ${stamp}`, png(1, 1));
  const pictureId = await publishBenefits(`Vision plan ${stamp}`, png(40, 30));

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/ab/${placeholderId}`);
  await expect(visitor.getByRole('heading', { level: 2, name: `Dental plan ${stamp}` })).toBeVisible();
  await expect(visitor.getByText(`Author: ${me.first_name} ${me.last_name}`)).toBeVisible();
  await expect(visitor.getByText('Enrollment closes')).toBeVisible();
  await expect(visitor.getByTestId('viewer-image')).toHaveCount(0);
  expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // With the phone parameter, the page records a view (the api answers 204).
  const view = visitor.waitForResponse((r) => r.url().includes(`/api/v1/analytics/viewed/announcements/${pictureId}/benefits/3125550100`));
  await visitor.goto(`/ab/${pictureId}/3125550100`);
  await expect(visitor.getByRole('heading', { level: 2, name: `Vision plan ${stamp}` })).toBeVisible();
  expect((await view).status()).toBe(204);
  const image = visitor.getByTestId('viewer-image');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(256);

  // Any other path in the public area is the shell's Oops page.
  await visitor.goto(`/ab/${pictureId}/3125550100/extra`);
  await expect(visitor.getByRole('heading', { name: 'Oops! You are not allowed to access this area' })).toBeVisible();
});

test('payroll-provider contacts: the composer resolves location and role as the spec says, sends to them, and a contact opens /ap/{id}/{contactId} without signing in', async ({
  browser,
  request,
}) => {
  const adminTokens = await apiSignIn(request, ACCOUNTS.admin);
  const stamp = Date.now();
  const place = `E2E Pier ${stamp}`;
  const csv = [
    'first_name,last_name,email,phone,role,location',
    `Payton,Pier,payton.${stamp}@vendor.example,312555${String(stamp).slice(-4)},Payroll Clerk,${place}`,
    `Quinn,Pier,quinn.${stamp}@vendor.example,,Store Manager,${place}`,
  ].join('\n');

  const page = await (await browser.newContext()).newPage();
  await useTokens(page, adminTokens);
  await page.goto('/announcements/new?form=payroll-contacts');
  const form = page.getByTestId('form-payroll');

  // The administrator imports the contacts from a CSV file in the composer (every row or none).
  await form.getByRole('button', { name: 'Import contacts (CSV)' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import contacts (CSV)' });
  const fileName = `contacts-${stamp}.csv`;
  await importDialog.getByLabel('CSV file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importDialog.getByRole('status')).toHaveText(`${fileName}: 2 contacts to import.`);
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  const done = importDialog.getByRole('status');
  await expect(done).toHaveText(/^Contacts imported: \d+ added, \d+ updated\.$/);
  // the emails are new; a phone may match a contact of an earlier run, which is then updated instead
  const [added, updated] = ((await done.textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(added! + updated!).toBe(2);
  await importDialog.getByRole('button', { name: 'Done' }).click();
  await expect(importDialog).toBeHidden();
  const all = (await (await request.get('/api/v1/contacts', { headers: bearer(adminTokens) })).json()) as { results: { id: number; first_name: string; location: string }[] };
  const quinn = all.results.find((c) => c.location === place && c.first_name === 'Quinn')!;
  expect(quinn).toBeTruthy();
  const target = form.getByTestId('contact-target');
  await target.getByRole('checkbox', { name: 'Specific Location' }).check();
  await expect(target.getByRole('checkbox', { name: 'Everyone' })).toBeDisabled();
  const location = target.getByRole('combobox').nth(0);
  await location.click();
  await location.fill(place);
  await page.locator(`.ant-select-item-option[title="${place}"]`).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Find contacts' }).click();
  await expect(form.getByTestId('contacts-note')).toHaveText('2 contacts found.');

  // Location and role: the location's contacts, narrowed to that role.
  await target.getByRole('checkbox', { name: 'Roles' }).check();
  const role = target.getByRole('combobox').nth(1);
  await role.click();
  await role.fill('Store Manager');
  await page.locator('.ant-select-item-option[title="Store Manager"]').click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Find contacts' }).click();
  await expect(form.getByTestId('contacts-note')).toHaveText('1 contacts found.');

  const subject = `Pay stubs are online ${stamp}`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Your November pay stub is ready.');
  await form.getByRole('button', { name: 'Publish' }).click();
  await confirmInDialog(page.getByRole('dialog', { name: 'Publish this announcement?' }), 'Yes');
  await expect(page.getByText('Announcement created')).toBeVisible();
  await expect(page).toHaveURL(/\/announcements$/);

  // It is listed under General Communications for its author.
  await page.getByRole('tab', { name: 'General Communications' }).click();
  const link = page.getByRole('link', { name: subject });
  await expect(link).toBeVisible();
  const id = Number((await link.getAttribute('href'))!.split('/').pop());

  // The contact opens the public viewer; the page records the view for that contact.
  const visitor = await (await browser.newContext()).newPage();
  const view = visitor.waitForResponse((r) => r.url().endsWith(`/api/v1/analytics/viewed/announcements/${id}/payroll/${quinn.id}`));
  await visitor.goto(`/ap/${id}/${quinn.id}`);
  await expect(visitor.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(visitor.getByText('Your November pay stub is ready.')).toBeVisible();
  const me = claimsOf(adminTokens);
  await expect(visitor.getByText(`Author: ${me.first_name} ${me.last_name}`)).toBeVisible();
  expect((await view).status()).toBe(204);
});
