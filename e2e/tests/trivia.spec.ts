import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { TRIVIA_MESSAGES, TRIVIA_TEXTS, addDays, percentInteger, todayInZone, type Poll, type TriviaStatus } from '@portal/shared';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens, type Tokens } from '../support/session';

/** The signed-in user's id and name, from the token's claims. */
function whoIs(tokens: Tokens): { id: number; name: string } {
  const claims = JSON.parse(Buffer.from(tokens.token.split('.')[1]!, 'base64url').toString()) as { id: number; first_name: string; last_name: string };
  return { id: claims.id, name: `${claims.first_name} ${claims.last_name}` };
}

/** Today in the portal's zone, as the server counts it. */
async function portalToday(request: APIRequestContext): Promise<string> {
  const { timeZone } = (await (await request.get('/api/v1/portal-settings')).json()) as { timeZone: string };
  return todayInZone(timeZone);
}

test('an administrator schedules a question for today; a staff member answers it on the home page; the scoreboard and the month’s ranking show the point; a second answer is refused', async ({
  browser,
  request,
}) => {
  // two browsers, two widths of the admin page and the home page's remotes: more than the default minute on a busy machine
  test.setTimeout(240_000);
  const adminTokens = await apiSignIn(request, ACCOUNTS.admin);
  const staffTokens = await apiSignIn(request, ACCOUNTS.staff);
  const staff = whoIs(staffTokens);
  const today = await portalToday(request);
  const text = `Which arcade game came first? (${Date.now().toString(36)})`;

  // The demo already has today's question (fresh database): the administrator moves it to a free day first.
  const feed = (await (await request.get(`/api/v1/trivia/month?start=${today}&end=${today}`, { headers: bearer(adminTokens) })).json()) as {
    results: { question_answer: string }[];
  };
  const taken = ((await (await request.get('/api/v1/trivia/not-avaliable-dates', { headers: bearer(adminTokens) })).json()) as { results: string[] }).results;
  let free = addDays(today, 1);
  while (taken.includes(free)) free = addDays(free, 1);
  const before = ((await (await request.post('/api/v1/trivia/status', { headers: bearer(staffTokens), data: {} })).json()) as { results: TriviaStatus }).results;

  const admin = await (await browser.newContext()).newPage();
  await useTokens(admin, adminTokens);
  await admin.goto('/admin-trivia');
  // the remote's first load on a busy machine can take a while
  await expect(admin.getByRole('tab', { name: 'Create a Trivia Question', selected: true })).toBeVisible({ timeout: 60_000 });
  // spec 2.17: at a desktop width the calendar is the right pane, beside the tab's form; on a phone below it
  const form = admin.getByTestId('create-question-form');
  const calendar = admin.getByTestId('admin-calendar');
  await expect(calendar).toBeVisible();
  const placement = async () => {
    const [f, c] = [(await form.boundingBox())!, (await calendar.boundingBox())!];
    return c.x >= f.x + f.width ? 'beside' : c.y >= f.y + f.height ? 'below' : 'overlapping';
  };
  await admin.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(placement, { message: 'the calendar beside the form at 1280' }).toBe('beside');
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect.poll(placement, { message: 'the calendar below the form at 390' }).toBe('below');
  await admin.setViewportSize({ width: 1280, height: 800 });
  for (const item of feed.results) {
    await admin.locator('.fc-event', { hasText: item.question_answer }).click();
    await expect(admin.getByRole('tab', { name: 'View Question', selected: true })).toBeVisible();
    await admin.getByRole('button', { name: 'Reschedule' }).click();
    const picker = admin.getByLabel('New date');
    await picker.click();
    await picker.fill(free);
    await picker.press('Enter');
    await admin.getByTestId('reschedule').getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText(TRIVIA_MESSAGES.quizzUpdated)).toBeVisible();
  }

  // Create a Trivia Question for today: the four checks, then the question is saved.
  await admin.getByRole('tab', { name: 'Create a Trivia Question' }).click();
  await admin.getByRole('button', { name: 'Create Question' }).click();
  await expect(admin.getByTestId('question-editor-alert')).toHaveText(TRIVIA_MESSAGES.selectDate);
  const date = admin.getByLabel('Publish date');
  await date.click();
  await date.fill(today);
  await date.press('Enter');
  await admin.getByLabel('Question', { exact: true }).fill(text);
  await admin.getByLabel('Option A', { exact: true }).fill('Pong');
  await admin.getByLabel('Option B', { exact: true }).fill('Pac-Man');
  await admin.getByRole('button', { name: 'Add option' }).click();
  await admin.getByLabel('Option C', { exact: true }).fill('Galaga');
  await admin.getByRole('button', { name: 'Create Question' }).click();
  await expect(admin.getByTestId('question-editor-alert')).toHaveText(TRIVIA_MESSAGES.selectCorrect);
  await admin.getByLabel('Option A is the correct answer').check();
  await admin.getByRole('button', { name: 'Create Question' }).click();
  await expect(admin.getByText(TRIVIA_MESSAGES.questionCreated)).toBeVisible();
  await expect(admin.locator('.fc-event', { hasText: text })).toBeVisible();

  // A staff member has the home page open in two tabs.
  const staffContext = await browser.newContext();
  const [first, second] = [await staffContext.newPage(), await staffContext.newPage()];
  for (const page of [first, second]) {
    await useTokens(page, staffTokens);
    await page.goto('/');
    await expect(page.getByTestId('daily-trivia').getByRole('group', { name: text })).toBeVisible();
  }
  const widget = first.getByTestId('daily-trivia');
  await expect(widget.getByRole('button', { name: TRIVIA_TEXTS.sendResponses })).toHaveCount(0);
  await widget.getByRole('radio', { name: 'Pong' }).check();
  await widget.getByRole('button', { name: TRIVIA_TEXTS.sendResponses }).click();
  await expect(widget.getByText(TRIVIA_TEXTS.correct)).toBeVisible();

  // The other tab still shows the question: its answer is refused, and the answer given shows.
  const stale = second.getByTestId('daily-trivia');
  await stale.getByRole('radio', { name: 'Galaga' }).check();
  await stale.getByRole('button', { name: TRIVIA_TEXTS.sendResponses }).click();
  await expect(stale.getByRole('alert')).toHaveText(TRIVIA_MESSAGES.alreadyAnswered);
  await expect(stale.getByText(TRIVIA_TEXTS.correct)).toBeVisible();

  // The scoreboard counts the point.
  await widget.getByRole('link', { name: TRIVIA_TEXTS.scoreboardLink }).click();
  await expect(first).toHaveURL(/\/trivia$/);
  const board = first.getByTestId('scoreboard');
  await expect(board.getByText(TRIVIA_TEXTS.homeScoreboard)).toBeVisible();
  const line = board.locator(`[data-testid="scoreboard-row"][data-customer-id="${staff.id}"]`);
  await expect(line.locator('td').nth(3)).toHaveText(String(before.pontuation + 1));
  await expect(line.locator('td').nth(4)).toHaveText(String(before.user_score + 1));
  await expect(board.getByTestId('your-rank')).toHaveText(/^Your Rank: \d+$/);

  // So does the month's ranking.
  await admin.getByRole('tab', { name: 'View Rankings' }).click();
  const ranking = admin.getByTestId('rankings').getByRole('row', { name: new RegExp(staff.name) });
  await expect(ranking.getByRole('cell').nth(3)).toHaveText(String(before.pontuation + 1));
});

test('a poll: the administrator creates it, a staff member votes on the home page and sees the percentages; a second vote is refused', async ({ browser, request }) => {
  const adminTokens = await apiSignIn(request, ACCOUNTS.admin);
  const staffTokens = await apiSignIn(request, ACCOUNTS.staff);
  const staff = whoIs(staffTokens);
  const today = await portalToday(request);
  const text = `Favourite prize at the counter? (${Date.now().toString(36)})`;

  const admin = await (await browser.newContext()).newPage();
  await useTokens(admin, adminTokens);
  await admin.goto('/admin-trivia');
  await admin.getByRole('tab', { name: 'Create a Poll Question' }).click();
  await admin.getByLabel('Poll question', { exact: true }).fill(text);
  await admin.getByLabel('Option A', { exact: true }).fill('Plush toys');
  await admin.getByLabel('Option B', { exact: true }).fill('Candy');
  await admin.getByRole('button', { name: 'Add option' }).click();
  await admin.getByLabel('Option C', { exact: true }).fill('Extra tickets');
  await admin.getByLabel('Start date').fill(today);
  await admin.getByLabel('End date').fill(today);
  await admin.getByRole('button', { name: 'Create Poll' }).click();
  await expect(admin.getByText(TRIVIA_MESSAGES.pollCreated)).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await useTokens(page, staffTokens);
  await page.goto('/');
  const card = page.getByTestId('polls-widget').getByTestId('poll').filter({ hasText: text });
  await card.getByRole('radio', { name: 'Candy' }).check();
  await card.getByRole('button', { name: TRIVIA_TEXTS.sendResponses }).click();
  await expect(card.getByText(TRIVIA_TEXTS.yourVote)).toBeVisible();

  // The percentages shown are the api's, as integers.
  const pollId = Number(await card.getAttribute('data-poll-id'));
  const poll = ((await (await request.get(`/api/v1/polls/find-poll/${pollId}`, { headers: bearer(adminTokens) })).json()) as { results: Poll }).results;
  await expect(card.getByTestId('poll-percentage')).toHaveText(poll.options.map((o) => `${percentInteger(o.percentage ?? 0)}%`));

  const again = await request.post('/api/v1/polls/user-pontuation', { headers: bearer(staffTokens), data: { polls_id: pollId, response_user_polls_id: poll.options[0]!.id } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(TRIVIA_MESSAGES.alreadyVoted);

  // The administrator's view of the poll: total and who voted what.
  await admin.reload();
  await admin.locator('.fc-event', { hasText: text }).click();
  await expect(admin.getByTestId('total-votes')).toHaveText(`Total Votes: ${poll.total_votes}`);
  await expect(admin.getByTestId('poll-view').getByRole('row', { name: new RegExp(`${staff.name}\\s*B`) })).toBeVisible();
});
