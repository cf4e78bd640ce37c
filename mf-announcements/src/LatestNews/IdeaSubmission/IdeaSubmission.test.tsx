import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildClaims, fakeApi, renderWithProviders, type FakeRequest } from '@portal/shared/testing';
import { buildNews, fakeUploads, mp4File, pngFile } from '../test/fixtures';
import { FORM_TEXTS, IDEA_TEXTS } from '../texts';
import { IdeaSubmission } from './IdeaSubmission';

const STAFF = buildClaims({ home_page: ['view'] }, { id: 2, group_id: 15 });

function serve() {
  return fakeApi((req) =>
    req.method === 'POST' && req.path === '/api/v1/latest-news/create' ? { status: 201, body: { results: buildNews({ idea: true, active: false }) } } : undefined,
  );
}

const creates = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/v1/latest-news/create').map((r) => r.body as Record<string, unknown>);

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<IdeaSubmission />, { claims: STAFF });
  await user.click(screen.getByRole('button', { name: IDEA_TEXTS.open }));
  return within(await screen.findByRole('dialog'));
}

describe('IdeaSubmission (home)', () => {
  it('needs a title and a preview, then a file, then a thumbnail for an mp4', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    const uploads = fakeUploads();
    const dialog = await openModal(user);
    const send = dialog.getByRole('button', { name: IDEA_TEXTS.submit });

    await user.click(send);
    expect(await dialog.findByText(FORM_TEXTS.fillAll)).toBeTruthy();

    await user.click(dialog.getByLabelText(FORM_TEXTS.title));
    await user.paste('Retro night');
    await user.click(dialog.getByLabelText(FORM_TEXTS.preview));
    await user.paste('Pinball only');
    await user.click(send);
    expect(await dialog.findByText(FORM_TEXTS.uploadFile)).toBeTruthy();

    await user.upload(dialog.getByLabelText(FORM_TEXTS.media), mp4File());
    await user.click(send);
    expect(await dialog.findByText(FORM_TEXTS.thumbnailRequired)).toBeTruthy();
    expect(creates(requests)).toHaveLength(0);
    expect(uploads.sent).toHaveLength(0);
  });

  it('caps the title and the preview at 250 characters', async () => {
    const user = userEvent.setup();
    serve();
    const dialog = await openModal(user);
    expect(dialog.getByLabelText(FORM_TEXTS.title).getAttribute('maxlength')).toBe('250');
    expect(dialog.getByLabelText(FORM_TEXTS.preview).getAttribute('maxlength')).toBe('250');
  });

  it('uploads the video and its thumbnail, then creates a private idea', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    const uploads = fakeUploads();
    const dialog = await openModal(user);
    await user.click(dialog.getByLabelText(FORM_TEXTS.title));
    await user.paste('Retro night');
    await user.click(dialog.getByLabelText(FORM_TEXTS.preview));
    await user.paste('Pinball only');
    await user.upload(dialog.getByLabelText(FORM_TEXTS.media), mp4File('clip.mp4'));
    await user.upload(dialog.getByLabelText(FORM_TEXTS.thumbnail), pngFile('poster.png'));
    await user.click(dialog.getByRole('button', { name: IDEA_TEXTS.submit }));
    await waitFor(() => expect(creates(requests)).toHaveLength(1));
    expect(uploads.sent).toEqual(['clip.mp4', 'poster.png']);
    expect(creates(requests)[0]).toMatchObject({
      title: 'Retro night',
      prev_legend: 'Pinball only',
      image: null,
      video: '/uploads/news/clip.mp4',
      thumbnail: '/uploads/news/poster.png',
      idea: true,
    });
    expect(await screen.findByText(IDEA_TEXTS.sent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s reason when an upload is refused and keeps the modal open', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    fakeUploads(400);
    const dialog = await openModal(user);
    await user.click(dialog.getByLabelText(FORM_TEXTS.title));
    await user.paste('Retro night');
    await user.click(dialog.getByLabelText(FORM_TEXTS.preview));
    await user.paste('Pinball only');
    await user.upload(dialog.getByLabelText(FORM_TEXTS.media), pngFile());
    await user.click(dialog.getByRole('button', { name: IDEA_TEXTS.submit }));
    expect(await dialog.findByText('Only .jpg and .png images or .mp4 videos can be uploaded.')).toBeTruthy();
    expect(creates(requests)).toHaveLength(0);
  });
});
