import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/test';
import ICAL from 'ical.js';
import { CALENDAR_TEXTS, EVENT_COLORS, EVENT_MESSAGES, addDays, todayInZone, zonedTimeToInstant, type CalendarEvent, type SpecialEvent } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens, type Tokens } from '../support/session';

// FullCalendar's chunk is large and the shared machine is slow: first paints get a minute
test.describe.configure({ timeout: 600_000 });
const FIRST_PAINT = { timeout: 90_000 };
// every write waits for a busy api
const expect = baseExpect.configure({ timeout: 45_000 });

// The browser is in Lisbon: every time on the page must still be US Central (the portal's zone).
const BROWSER_ZONE = 'Europe/Lisbon';
import { PNG } from '../support/files';
import { confirmInDialog, pick } from '../support/antd';

async function portalZone(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/v1/portal-settings')).json()) as { timeZone: string }).timeZone;
}

async function openAs(browser: Browser, tokens: Tokens, path: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: BROWSER_ZONE, acceptDownloads: true });
  const page = await context.newPage();
  await useTokens(page, tokens);
  await page.goto(path);
  return page;
}

/** chooses in the open dialog's select */
const pickInDialog = (page: Page, label: string, option: string) => pick(page, page.getByRole('dialog'), label, option);

async function eventsIn(request: APIRequestContext, tokens: Tokens, start: string, end: string): Promise<CalendarEvent[]> {
  const res = await request.get(`/api/v1/events/sample?start=${start}&end=${end}`, { headers: bearer(tokens) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: CalendarEvent[] }).results;
}

/** A day of this month (portal zone) that the demo leaves free, past the 1st so the month grid shows it. */
function dayOfThisMonth(today: string, day: number): string {
  return `${today.slice(0, 7)}-${String(day).padStart(2, '0')}`;
}

test('calendar: each kind created through the modal (08:00–08:30 default) shows its colour at the Central time', async ({ browser, request }) => {
  const zone = await portalZone(request);
  const today = todayInZone(zone);
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const stamp = Date.now().toString(36);
  const page = await openAs(browser, admin, '/calendar');
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible(FIRST_PAINT);

  const kinds: { button: string | null; type: string; color: string; day: number; group?: string }[] = [
    { button: 'Personal', type: 'Meeting', color: EVENT_COLORS.personal, day: 3 },
    { button: 'General', type: 'Reporting', color: EVENT_COLORS.general, day: 4 },
    { button: 'Group', type: 'Conference Call', color: EVENT_COLORS.group, day: 5, group: 'Super Admin' },
    { button: null, type: 'Location Opening', color: EVENT_COLORS['Location Opening'], day: 7 },
  ];
  for (const kind of kinds) {
    const day = dayOfThisMonth(today, kind.day);
    // selecting a day opens the modal with the spec's default times
    await page.locator(`.fc-daygrid-day[data-date="${day}"] .fc-daygrid-day-frame`).click({ position: { x: 5, y: 5 } });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Start date')).toHaveValue(day);
    await expect(dialog.getByLabel('Start time')).toHaveValue('08:00');
    await expect(dialog.getByLabel('End time')).toHaveValue('08:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('event-problem')).toHaveText(EVENT_MESSAGES.invalidTitle);
    const title = `${kind.type} ${stamp}`;
    await dialog.getByLabel('Title').fill(title);
    // the banner goes once the title it names is filled
    await expect(dialog.getByTestId('event-problem')).toHaveCount(0);
    await pickInDialog(page, 'Type', kind.type);
    await dialog.getByLabel('Address').fill('Main office');
    await dialog.getByLabel('Description').fill('Made by the end-to-end test');
    if (kind.button) await dialog.getByRole('button', { name: kind.button }).click();
    if (kind.group) await pickInDialog(page, 'Groups', kind.group);
    await expect(dialog.getByTestId('event-color')).toHaveAttribute('data-color', kind.color);
    // the colour is a swatch, never its hex code
    await expect(dialog.getByTestId('event-color').getByRole('img', { name: /^Colour: / })).toBeVisible();
    await expect(dialog.getByTestId('event-form')).not.toContainText(kind.color);
    // the previous kind's toast has gone (it lasts 3 s), so the one checked below is this save's
    await expect(page.getByText(EVENT_MESSAGES.created)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(EVENT_MESSAGES.created)).toBeVisible();
    // created: the modal stays on the new event with Export offered at once, no reopening
    await expect(dialog.locator('.ant-modal-title')).toHaveText(CALENDAR_TEXTS.eventTitle);
    const exportButton = dialog.getByRole('button', { name: CALENDAR_TEXTS.exportEvent });
    await expect(exportButton).toBeVisible();
    if (kind === kinds[0]) {
      const download = page.waitForEvent('download');
      await exportButton.click();
      expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    }
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    const shown = page.locator('.fc-event', { hasText: title });
    await expect(shown).toHaveAttribute('data-color', kind.color);
    // 08:00 Central, not the browser's 14:00
    await expect(shown.locator('.fc-event-time')).toHaveText('8a');
  }

  const created = (await eventsIn(request, admin, dayOfThisMonth(today, 1), addDays(dayOfThisMonth(today, 28), 1))).filter((e) => e.event_title.endsWith(stamp));
  expect(created.map((e) => e.event_color).sort()).toEqual(kinds.map((k) => k.color).sort());
  for (const e of created)
    expect(e.event_start).toBe(zonedTimeToInstant(dayOfThisMonth(today, kinds.find((k) => e.event_title.startsWith(k.type))!.day), '08:00', zone).toISOString());

  await page.context().close();
});

test('calendar: drag moves an event (same Central time); Export event gives a valid .ics and a Google Calendar link', async ({ browser, request }) => {
  const zone = await portalZone(request);
  const today = todayInZone(zone);
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const title = `Drag me ${Date.now().toString(36)}`;
  const res = await request.post('/api/v1/events', {
    headers: bearer(admin),
    data: {
      title,
      type: 'Meeting',
      address: 'Room 1',
      description: 'To be moved',
      start: zonedTimeToInstant(dayOfThisMonth(today, 8), '08:00', zone).toISOString(),
      end: zonedTimeToInstant(dayOfThisMonth(today, 8), '08:30', zone).toISOString(),
      isForMe: true,
    },
  });
  expect(res.status()).toBe(201);
  const personal = ((await res.json()) as { results: CalendarEvent }).results;
  const page = await openAs(browser, admin, '/calendar');
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible(FIRST_PAINT);
  await expect(page.locator('.fc-event', { hasText: title })).toBeVisible();

  // drag it two days later: same time of day
  const source = page.locator('.fc-event', { hasText: personal.event_title });
  const targetCell = page.locator(`.fc-daygrid-day[data-date="${dayOfThisMonth(today, 10)}"] .fc-daygrid-day-frame`);
  const from = (await source.boundingBox())!;
  const to = (await targetCell.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(EVENT_MESSAGES.updated)).toBeVisible();
  await expect
    .poll(async () => (await (await request.get(`/api/v1/events/${personal.event_id}`, { headers: bearer(admin) })).json()).results.event_start)
    .toBe(zonedTimeToInstant(dayOfThisMonth(today, 10), '08:00', zone).toISOString());

  // Export event: an RFC 5545 file with the zone, reminders and the Central wall time
  await page.locator('.fc-event', { hasText: personal.event_title }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: CALENDAR_TEXTS.exportEvent }).click();
  const file = await (await download).path();
  await expect(page.getByText(EVENT_MESSAGES.exported)).toBeVisible();
  const { readFile } = await import('node:fs/promises');
  const vcal = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8')));
  const vevent = vcal.getFirstSubcomponent('vevent')!;
  expect(vevent.getFirstPropertyValue('uid')).toContain(`event-${personal.event_id}@`);
  expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  expect(vcal.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(zone);
  expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe(`${dayOfThisMonth(today, 10)}T08:00:00`);
  expect(vevent.getAllSubcomponents('valarm').map((a) => a.getFirstPropertyValue('action'))).toEqual(['EMAIL', 'DISPLAY']);
  await expect(page.getByRole('dialog').getByRole('link', { name: CALENDAR_TEXTS.googleCalendar })).toHaveAttribute(
    'href',
    /calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await page.context().close();
});

test('calendar: a staff member without write sees the read-only personal form and no create button', async ({ browser, request }) => {
  const staff = await apiSignIn(request, ACCOUNTS.staff);
  const page = await openAs(browser, staff, '/calendar');
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: CALENDAR_TEXTS.createButton })).toHaveCount(0);
  await page.locator('.fc-event', { hasText: 'All-hands kickoff' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('event-form')).toHaveAttribute('data-read-only', 'true');
  await expect(dialog.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Title')).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: CALENDAR_TEXTS.exportEvent })).toBeVisible();
  await page.context().close();
});

test('special event: edit a field after its icon, comment with a picture that a follower sees live, delete the comment', async ({ browser, request }) => {
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const staff = await apiSignIn(request, ACCOUNTS.staff);
  const list = ((await (await request.get('/api/v1/events/special', { headers: bearer(admin) })).json()) as { results: { event_id: number; event_title: string }[] }).results;
  const opening = list.find((s) => s.event_title.startsWith('Grand opening'))!;

  const page = await openAs(browser, admin, '/calendar');
  await expect(page.getByRole('list', { name: CALENDAR_TEXTS.locationOpenings })).toBeVisible(FIRST_PAINT);
  await page.getByRole('list', { name: CALENDAR_TEXTS.locationOpenings }).getByRole('link', { name: opening.event_title }).click();
  await expect(page).toHaveURL(new RegExp(`/special-event/${opening.event_id}$`));
  await expect(page.getByRole('heading', { name: opening.event_title })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: CALENDAR_TEXTS.saveChanges })).toHaveCount(0);
  const newTitle = `Grand opening: Riverside ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByLabel('Title').fill(newTitle);
  await page.getByRole('button', { name: CALENDAR_TEXTS.saveChanges }).click();
  await expect(page.getByText(EVENT_MESSAGES.specialUpdated)).toBeVisible();
  await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();

  // the staff member follows it and has the page open
  const follower = await openAs(browser, staff, `/special-event/${opening.event_id}`);
  await expect(follower.getByRole('heading', { name: newTitle })).toBeVisible(FIRST_PAINT);
  await expect(follower.getByRole('button', { name: 'Edit title' })).toHaveCount(0);

  const text = `Doors at nine ${Date.now().toString(36)}`;
  await page.getByLabel('New comment').fill(text);
  await page.getByLabel('Pictures (.jpg or .png)').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Pictures to attach' }).getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText(EVENT_MESSAGES.commentCreated)).toBeVisible();
  const comment = page.locator('.mfs-comment', { hasText: text });
  await expect(comment.getByRole('img', { name: /Picture 1/ })).toBeVisible();
  // live for the follower, without a reload
  await expect(follower.locator('.mfs-comment', { hasText: text })).toBeVisible();
  await expect(follower.locator('.mfs-comment', { hasText: text }).getByRole('img', { name: /Picture 1/ })).toBeVisible();

  // edit only after the icon, then delete with the spec's text
  await comment.getByRole('button', { name: 'Edit comment' }).click();
  await comment.getByLabel('Edit comment text').fill(`${text} (edited)`);
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.mfs-comment', { hasText: `${text} (edited)` })).toBeVisible();
  await page.locator('.mfs-comment', { hasText: text }).getByRole('button', { name: 'Delete comment' }).click();
  await expect(page.getByText(EVENT_MESSAGES.deleteCommentConfirm)).toBeVisible();
  await confirmInDialog(page.locator('.ant-modal-confirm'), 'Delete');
  await expect(page.locator('.mfs-comment', { hasText: text })).toHaveCount(0);
  await expect(follower.locator('.mfs-comment', { hasText: text })).toHaveCount(0);

  const after = ((await (await request.get(`/api/v1/events/special/${opening.event_id}`, { headers: bearer(staff) })).json()) as { results: SpecialEvent }).results;
  expect(after.event_title).toBe(newTitle);
  await follower.context().close();
  await page.context().close();
});

test('/new-calendar: the selector shows mf-trivia’s and mf-announcements’ own create forms (Question by default); a click on an item shows its detail', async ({
  browser,
  request,
}) => {
  const zone = await portalZone(request);
  const today = todayInZone(zone);
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const stamp = Date.now().toString(36);
  const page = await openAs(browser, admin, '/new-calendar');
  await expect(page.getByText(CALENDAR_TEXTS.createNewEvent, { exact: true })).toBeVisible(FIRST_PAINT);
  // Question is the default: mf-trivia's form, loaded through federation
  await expect(page.getByTestId('create-question-form')).toBeVisible(FIRST_PAINT);

  const taken = ((await (await request.get('/api/v1/trivia/not-avaliable-dates', { headers: bearer(admin) })).json()) as { results: string[] }).results;
  let free = addDays(today, 40);
  while (taken.includes(free)) free = addDays(free, 1);
  const question = `Which token game is oldest? (${stamp})`;
  const date = page.getByLabel('Publish date');
  await date.click();
  await date.fill(free);
  await date.press('Enter');
  const questionForm = page.getByTestId('create-question-form');
  await questionForm.getByLabel('Question', { exact: true }).fill(question);
  await page.getByLabel('Option A', { exact: true }).fill('Skee-Ball');
  await page.getByLabel('Option B', { exact: true }).fill('Whac-A-Mole');
  await page.getByLabel('Option A is the correct answer').check();
  await page.getByRole('button', { name: 'Create Question' }).click();
  await expect(page.getByText('Question created', { exact: false }).first()).toBeVisible();
  const month = ((await (await request.get(`/api/v1/trivia/month?start=${free}&end=${free}`, { headers: bearer(admin) })).json()) as { results: { question_answer: string }[] })
    .results;
  expect(month.map((q) => q.question_answer)).toContain(question);

  // Poll
  await page.locator('.ant-segmented-item-label', { hasText: 'Poll' }).click();
  const poll = `Best snack at the counter? (${stamp})`;
  await page.getByLabel('Poll question', { exact: true }).fill(poll);
  await page.getByLabel('Option A', { exact: true }).fill('Popcorn');
  await page.getByLabel('Option B', { exact: true }).fill('Nachos');
  await page.getByLabel('Start date').fill(today);
  await page.getByLabel('End date').fill(today);
  await page.getByRole('button', { name: 'Create Poll' }).click();
  const pollItem = page.locator('.fc-event', { hasText: poll });
  await expect(pollItem).toBeVisible();

  // Latest News: mf-announcements' composer form
  await page.locator('.ant-segmented-item-label', { hasText: 'Latest News' }).click();
  const news = `Calendar news ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(news);
  await page.getByLabel('Preview', { exact: true }).fill('Made from the new calendar.');
  await page.getByRole('textbox', { name: 'Full text' }).click();
  await page.keyboard.type('Written on /new-calendar.');
  await page.getByLabel('Image or video').setInputFiles({ name: 'news.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await confirmInDialog(page.getByRole('dialog', { name: 'Publish Latest News' }), 'Yes');
  await expect(page.getByText('Latest News created')).toBeVisible();
  await expect(page.locator('.fc-event', { hasText: news })).toBeVisible();

  // a click on a calendar item shows its detail
  await pollItem.click();
  const detail = page.getByTestId('new-calendar-detail');
  await expect(detail.getByText('View Poll')).toBeVisible();
  await expect(detail.getByText(poll)).toBeVisible();
  await page.locator('.fc-event', { hasText: news }).click();
  await expect(detail.getByRole('heading', { name: news })).toBeVisible();
  await page.context().close();
});

test('/profile: a private calendar feed address holds exactly what its owner may see, and stops working once revoked', async ({ browser, request }) => {
  const staff = await apiSignIn(request, ACCOUNTS.staff);
  const admin = await apiSignIn(request, ACCOUNTS.admin);
  const zone = await portalZone(request);
  const today = todayInZone(zone);
  const hidden = `Admin only ${Date.now().toString(36)}`;
  const start = zonedTimeToInstant(addDays(today, 2), '09:00', zone).toISOString();
  const end = zonedTimeToInstant(addDays(today, 2), '10:00', zone).toISOString();
  const base = { type: 'Meeting', address: 'HQ', description: 'Feed check', start, end };
  expect((await request.post('/api/v1/events', { headers: bearer(admin), data: { ...base, title: hidden, isForMe: true } })).status()).toBe(201);
  const shared = `Everyone ${Date.now().toString(36)}`;
  expect((await request.post('/api/v1/events', { headers: bearer(admin), data: { ...base, title: shared, isForEveryone: true, color: EVENT_COLORS.general } })).status()).toBe(201);

  const page = await openAs(browser, staff, '/profile');
  const card = page.getByTestId('calendar-feed');
  await card.getByRole('button', { name: 'Create feed address' }).click({ timeout: 90_000 });
  const address = await card.getByLabel('Calendar feed address').inputValue();
  const url = new URL(address);
  const feed = await request.get(url.pathname);
  expect(feed.status()).toBe(200);
  const summaries = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'));
  expect(summaries).toContain(shared);
  expect(summaries).not.toContain(hidden);

  await card.getByRole('button', { name: 'Revoke' }).click();
  await confirmInDialog(page.locator('.ant-modal-confirm'), 'Revoke');
  await expect(card.getByText('You have no calendar feed address.')).toBeVisible();
  expect((await request.get(url.pathname)).status()).toBe(404);
  await page.context().close();
});
