import { expect, test } from '../support/test';
import { CHOOSE_REPOSITORY, KNOWLEDGE_MESSAGES, KNOWLEDGE_TOASTS } from '@portal/shared/knowledge';
import { docxBomb } from '@portal/assistant/testing';
import { ACCOUNTS } from '../support/env';
import { apiSignIn, bearer, useTokens, type Tokens } from '../support/session';
import { PNG } from '../support/files';

/** `npm start` runs the assistant beside the api; on a busy machine it may still be starting when the api answers. */
async function assistantUp(request: import('@playwright/test').APIRequestContext, tokens: Tokens) {
  await expect.poll(async () => (await request.get('/assistant/health', { headers: bearer(tokens) })).status(), { timeout: 90_000, intervals: [1000] }).toBe(200);
}

test('upload a document → ask about it → the streamed answer cites it → rate it down → it appears in /chat/logs', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const base = `E2E Guides ${stamp}`;
  const filename = `Zorbflux calibration ${stamp}.md`;
  test.setTimeout(180_000);
  const tokens = await apiSignIn(request, ACCOUNTS.admin);
  await assistantUp(request, tokens);
  await useTokens(page, tokens);

  // Add Documents: no knowledge base chosen yet → the red warning and its button; create one in the dialog
  await page.goto('/settings-fegpt');
  // the remote's first load on a busy machine can take a while
  await expect(page.getByRole('heading', { name: 'Add Documents' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: CHOOSE_REPOSITORY })).toBeVisible();
  await page.getByRole('button', { name: 'Choose knowledge base' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a knowledge base' });
  await dialog.getByLabel('New knowledge base name').fill(base);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(KNOWLEDGE_TOASTS.knowledgeBaseCreated)).toBeVisible();
  await expect(page.getByTestId('chosen-repository')).toHaveText(base);

  await page.getByLabel('Choose file').setInputFiles({
    name: filename,
    mimeType: 'text/markdown',
    buffer: Buffer.from(
      `# Zorbflux calibration\n\nThe zorbflux sensors of the prize crane are calibrated every 17 days by the floor technician, using the green calibration card.\n\nThe ticket printer is unrelated to the crane.`,
    ),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(KNOWLEDGE_TOASTS.indexing)).toBeVisible();

  // the knowledge base shows the document indexing → indexed
  await page.goto('/knowledgebase');
  await page.getByRole('link', { name: new RegExp(base) }).click();
  await expect(page.getByRole('heading', { name: base })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(filename) });
  await expect(row.getByText('Indexed')).toBeVisible({ timeout: 20_000 });

  // ask: the answer streams in through the api's forwarding and cites the document
  await page.goto('/chat-fegpt');
  // the portal's controls, not the browser's: an antd text area, an antd upload button (its file input hidden), antd Send
  const ask = page.getByLabel(/Ask about the company documents/);
  // the remote's first load on a busy machine can take a while
  await expect(ask).toHaveClass(/\bant-input\b/, { timeout: 60_000 });
  const attach = page.getByRole('button', { name: 'Attach image' });
  await expect(attach).toHaveClass(/\bant-btn\b/);
  await expect(page.locator('input[type="file"]')).toHaveCount(1);
  await expect(page.locator('input[type="file"]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveClass(/\bant-btn-primary\b/);
  // a picture picked through it shows as a thumbnail with a remove button
  await page.locator('input[type="file"]').setInputFiles({ name: 'crane.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('attached-image').getByRole('img', { name: 'crane.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByTestId('attached-image')).toHaveCount(0);
  const streamed = page.waitForResponse((r) => r.url().endsWith('/assistant/conversations') && r.request().method() === 'POST');
  await page.getByLabel(/Ask about the company documents/).fill('How often are the zorbflux sensors calibrated?');
  await page.keyboard.press('Enter');
  const response = await streamed;
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(Number(response.headers()['x-conversation-id'])).toBeGreaterThan(0);
  const answer = page.locator('article[data-role="assistant"]').last();
  await expect(answer).toContainText('calibrated every 17 days');
  // the answer keeps its structure: the model-free answer's sentences are a bullet list
  const items = answer.getByRole('list').first().getByRole('listitem');
  await expect(items.first()).toContainText('calibrated every 17 days');
  await expect(answer.locator('p').filter({ hasText: /^\s*- / })).toHaveCount(0);
  // the answer may cite the same passage in more than one sentence
  await expect(answer.getByRole('link', { name: `Source 1: ${filename}` }).first()).toBeVisible();
  const sources = page.getByRole('complementary', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: new RegExp(filename) })).toBeVisible();
  // the conversation got its name and is in the history
  await expect(page.getByRole('navigation', { name: 'History' }).getByRole('button', { name: 'How often are the zorbflux sensors calibrated?' })).toBeVisible();

  // rate it down with a reason
  await answer.getByRole('button', { name: 'Not helpful' }).click();
  await answer.getByLabel('What was wrong with this answer?').fill(`Missing the tool list ${stamp}`);
  await answer.getByRole('button', { name: 'Send' }).click();
  await expect(answer.getByText('Thanks for the feedback.')).toBeVisible();

  // the citation opens the document at the passage
  await answer
    .getByRole('link', { name: `Source 1: ${filename}` })
    .first()
    .click();
  await expect(page.locator('.kb-passage--target')).toContainText('every 17 days');

  // the unsatisfactory answers list has it; its row opens the conversation
  await page.goto('/chat/logs');
  const logRow = page.getByRole('row', { name: new RegExp(`Missing the tool list ${stamp}`) });
  await expect(logRow).toBeVisible();
  await logRow.click();
  const drawer = page.getByRole('dialog', { name: 'How often are the zorbflux sensors calibrated?' });
  // the conversation's name is the drawer's title; the thread holds the question itself
  await expect(drawer.locator('p').filter({ hasText: /^How often are the zorbflux sensors calibrated\?$/ })).toBeVisible();
  await expect(drawer.locator('[data-unsatisfactory="true"]')).toContainText('every 17 days');
});

test('the floating assistant chat is on every page for chat users, with New Chat and history', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tokens = await apiSignIn(request, ACCOUNTS.admin);
  await assistantUp(request, tokens);
  await useTokens(page, tokens);
  await page.goto('/announcements');
  await page.getByRole('button', { name: 'Open assistant chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Assistant chat' });
  await panel.getByLabel(/Ask about the company documents/).fill('What do floor team members wear?');
  await panel.getByLabel(/Ask about the company documents/).press('Enter');
  await expect(panel.locator('article[data-role="assistant"]')).toContainText('teal Arcadia polo');
  await panel.getByRole('button', { name: 'History' }).click();
  // the demo conversation and the new one
  await expect(panel.getByRole('button', { name: 'Paid time off' })).toBeVisible();
  await panel.getByRole('button', { name: 'Paid time off' }).click();
  await expect(panel.locator('article[data-role="assistant"]')).toContainText('fifteen days of paid time off');
  await panel.getByRole('button', { name: 'New Chat' }).click();
  await expect(panel.locator('article')).toHaveCount(0);
});

test('a document over a bound (a zip bomb) ends failed, and its knowledge base page says why', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const tokens = await apiSignIn(request, ACCOUNTS.admin);
  await assistantUp(request, tokens);
  const base = `E2E Bombs ${stamp}`;
  const category = (await (await request.post('/assistant/categories', { headers: bearer(tokens), data: { name: base } })).json()).data.id as number;
  // word/document.xml unpacks to 100 MB; its headers declare 1 KB
  const bomb = await docxBomb(100, true);
  const uploaded = await request.post('/assistant/documents', {
    headers: bearer(tokens),
    multipart: { category_id: String(category), file: { name: `Bomb ${stamp}.docx`, mimeType: 'application/octet-stream', buffer: bomb } },
  });
  expect(uploaded.status()).toBe(202);
  await useTokens(page, tokens);
  await page.goto('/knowledgebase');
  await page.getByRole('link', { name: new RegExp(base) }).click();
  const row = page.getByRole('row', { name: new RegExp(`Bomb ${stamp}`) });
  await expect(row.getByText('Failed')).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText(KNOWLEDGE_MESSAGES.compressedTooMuch);
  // and the assistant still answers
  expect((await request.get('/assistant/health', { headers: bearer(tokens) })).status()).toBe(200);
});
