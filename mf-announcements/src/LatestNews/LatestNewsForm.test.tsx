import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { buildClaims, fakeApi, renderWithProviders, type FakeRequest } from '@portal/shared/testing';
import { LatestNewsForm } from './LatestNewsForm';
import { buildNews, fakeUploads, pngFile } from './test/fixtures';
import { FORM_TEXTS } from './texts';

const AUTHOR = buildClaims({ announcements: ['view', 'add'] }, { id: 1, group_id: 1 });

const creates = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/v1/latest-news/create').map((r) => r.body as Record<string, unknown>);

function renderForm(onDone?: () => void) {
  const api = fakeApi((req) => (req.method === 'POST' && req.path === '/api/v1/latest-news/create' ? { status: 201, body: { results: buildNews() } } : undefined));
  renderWithProviders(
    <Routes>
      <Route path="/announcements/new" element={<LatestNewsForm onDone={onDone} />} />
      <Route path="/announcements" element={<p>Hub</p>} />
    </Routes>,
    { claims: AUTHOR, route: '/announcements/new' },
  );
  return api;
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('LatestNewsForm (composer)', () => {
  it('tells what is missing before anything is uploaded', async () => {
    const user = userEvent.setup();
    const { requests } = renderForm();
    const uploads = fakeUploads();
    const publish = screen.getByRole('button', { name: FORM_TEXTS.publish });
    await user.click(publish);
    expect((await screen.findAllByText(FORM_TEXTS.fillAll)).length).toBeGreaterThan(0);
    await fill(user, FORM_TEXTS.title, 'Prize wall');
    await fill(user, FORM_TEXTS.preview, 'Opens Monday');
    await user.click(publish);
    expect((await screen.findAllByText(FORM_TEXTS.uploadFile)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uploads.sent).toEqual([]);
    expect(creates(requests)).toEqual([]);
    expect(screen.getByText(FORM_TEXTS.sizeNotice)).toBeTruthy();
  });

  it('confirms in a modal, uploads the file, creates the item, resets and calls onDone', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { requests } = renderForm(onDone);
    const uploads = fakeUploads();
    await fill(user, FORM_TEXTS.title, 'Prize wall');
    await fill(user, FORM_TEXTS.preview, 'Opens Monday');
    await user.upload(screen.getByLabelText(FORM_TEXTS.media), pngFile('wall.png'));
    await user.click(screen.getByLabelText(FORM_TEXTS.notifyDesktop));
    await user.click(screen.getByRole('button', { name: FORM_TEXTS.publish }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(FORM_TEXTS.publishConfirm)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: FORM_TEXTS.yes }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(uploads.sent).toEqual(['wall.png']);
    expect(creates(requests)[0]).toMatchObject({
      title: 'Prize wall',
      prev_legend: 'Opens Monday',
      image: '/uploads/news/wall.png',
      video: null,
      thumbnail: null,
      idea: false,
      notify_desktop: true,
      notify_mobile: false,
    });
    expect('publish_date' in creates(requests)[0]!).toBe(false);
    expect(await screen.findByText(FORM_TEXTS.created)).toBeTruthy();
    expect((screen.getByLabelText(FORM_TEXTS.title) as HTMLInputElement).value).toBe('');
  });

  it('shows the scheduling text and sends the publish date as an ISO date-time; without onDone it goes to /announcements', async () => {
    const user = userEvent.setup();
    const { requests } = renderForm();
    fakeUploads();
    await fill(user, FORM_TEXTS.title, 'Prize wall');
    await fill(user, FORM_TEXTS.preview, 'Opens Monday');
    await user.upload(screen.getByLabelText(FORM_TEXTS.media), pngFile('wall.png'));
    const date = screen.getByLabelText(FORM_TEXTS.publishDate);
    await user.click(date);
    await user.paste('2030-01-02T09:30');
    expect(screen.getByText(/^This news item will be published on Jan 2, 2030/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: FORM_TEXTS.publish }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/^This news item will be published on Jan 2, 2030/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: FORM_TEXTS.yes }));
    expect(await screen.findByText('Hub')).toBeTruthy();
    expect(creates(requests)[0]!.publish_date).toBe(new Date('2030-01-02T09:30').toISOString());
  });

  it('keeps the form and says why when the create call fails', async () => {
    const user = userEvent.setup();
    fakeApi((req) => (req.path === '/api/v1/latest-news/create' ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } : undefined));
    renderWithProviders(<LatestNewsForm />, { claims: AUTHOR, route: '/announcements/new' });
    fakeUploads();
    await fill(user, FORM_TEXTS.title, 'Prize wall');
    await fill(user, FORM_TEXTS.preview, 'Opens Monday');
    await user.upload(screen.getByLabelText(FORM_TEXTS.media), pngFile('wall.png'));
    await user.click(screen.getByRole('button', { name: FORM_TEXTS.publish }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: FORM_TEXTS.yes }));
    expect(await dialog.findByText(FORM_TEXTS.createFailed)).toBeTruthy();
    expect((screen.getByLabelText(FORM_TEXTS.title) as HTMLInputElement).value).toBe('Prize wall');
  });
});
