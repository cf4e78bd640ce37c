import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, renderWithProviders } from '@portal/shared/testing';
import { buildDetail } from '../test/fixtures';
import { OPINION_BUTTONS, READER_TEXTS } from '../texts';
import { ReaderPage } from './ReaderPage';

function renderReader(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/announcements" element={<p>Hub page</p>} />
      <Route path="/announcements/:type/:id" element={<ReaderPage />} />
    </Routes>,
    { grants: { announcements: ['view'] }, route },
  );
}

describe('ReaderPage (spec 2.5)', () => {
  it('shows date, author, subject, image, safe body and the attachment', async () => {
    const { requests } = fakeApi(() => ({
      body: {
        results: buildDetail({
          id: 11,
          subject: 'Holiday hours',
          url_image: '/uploads/announcements/holiday.png',
          url_doc: '/uploads/announcements/hours.pdf',
          doc_name: 'hours.pdf',
          info: '<p>We open at <strong>noon</strong>.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
        }),
      },
    }));
    renderReader('/announcements/company/11');
    expect(await screen.findByRole('heading', { level: 2, name: 'Holiday hours' })).toBeTruthy();
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/announcements/11']);
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('Author: Alex Morgan')).toBeTruthy();
    expect(screen.getByRole('img', { name: READER_TEXTS.image('Holiday hours') }).getAttribute('src')).toBe('/uploads/announcements/holiday.png');
    const body = screen.getByTestId('announcement-body');
    expect(body.querySelector('strong')?.textContent).toBe('noon');
    expect(body.innerHTML).not.toContain('script');
    expect(body.innerHTML).not.toContain('onerror');
    const download = screen.getByRole('link', { name: READER_TEXTS.downloadNamed('hours.pdf') });
    expect(download.getAttribute('href')).toBe('/uploads/announcements/hours.pdf');
    expect(download.getAttribute('download')).toBe('hours.pdf');
  });

  it('rates with one of the three emoji and the block disappears', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = fakeApi((req) => (req.method === 'PUT' ? { body: { results: { emoji: 'grinning' } } } : { body: { results: buildDetail({ id: 11 }) } }));
    renderReader('/announcements/local/11');
    expect(await screen.findByText(READER_TEXTS.helpful)).toBeTruthy();
    expect(screen.getAllByRole('button').filter((b) => OPINION_BUTTONS.some((o) => o.label === b.getAttribute('aria-label')))).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Helpful' }));
    await vi.waitFor(() => expect(screen.queryByText(READER_TEXTS.helpful)).toBeNull());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/announcements/11/interaction');
    expect(put?.body).toEqual({ opinion: 'grinning' });
  });

  it('has no rating block once an opinion exists', async () => {
    fakeApi(() => ({ body: { results: buildDetail({ opinion: { emoji: 'neutral_face' } }) } }));
    renderReader('/announcements/group/11');
    await screen.findByRole('heading', { level: 2, name: 'Holiday hours' });
    expect(screen.queryByText(READER_TEXTS.helpful)).toBeNull();
  });

  it('keeps the block and says so when the rating fails', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi((req) => (req.method === 'PUT' ? apiError(500, 'INTERNAL', 'boom') : { body: { results: buildDetail() } }));
    renderReader('/announcements/others/11');
    await user.click(await screen.findByRole('button', { name: 'Not helpful' }));
    expect(await screen.findByText(READER_TEXTS.ratingFailed)).toBeTruthy();
    expect(screen.getByText(READER_TEXTS.helpful)).toBeTruthy();
  });

  it('hides the block when the server says it was already rated (another tab)', async () => {
    const user = userEvent.setup({ delay: null });
    let rated = false;
    fakeApi((req) => {
      if (req.method === 'PUT') {
        rated = true;
        return apiError(409, 'CONFLICT', 'You already rated this announcement.');
      }
      return { body: { results: buildDetail({ opinion: rated ? { emoji: 'grinning' } : null }) } };
    });
    renderReader('/announcements/company/11');
    await user.click(await screen.findByRole('button', { name: 'Helpful' }));
    expect(await screen.findByText('You already rated this announcement.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText(READER_TEXTS.helpful)).toBeNull());
  });

  it.each([
    ['a load failure', '/announcements/company/11'],
    ['an unknown type', '/announcements/weird/11'],
    ['an id that is not a number', '/announcements/company/abc'],
  ])('goes back to the hub on %s', async (_what, route) => {
    fakeApi(() => apiError(404, 'NOT_FOUND', 'Not found'));
    renderReader(route);
    expect(await screen.findByText('Hub page')).toBeTruthy();
  });
});
