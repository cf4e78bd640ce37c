import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { apiError, buildClaims, fakeApi, renderWithProviders, type FakeRequest } from '@portal/shared/testing';
import { LatestNewsTab } from '../LatestNewsTab';
import { buildNews } from '../test/fixtures';
import { NEWS_TEXTS } from '../texts';
import type { NewsItem } from '../types';

const STAFF = buildClaims({ announcements: ['view', 'add', 'edit', 'delete'] }, { id: 2, group_id: 15 });
const SUPER_ADMIN = buildClaims({ announcements: ['view'] }, { id: 1, group_id: 1 });

function serve(item: NewsItem = buildNews()) {
  let current = item;
  return fakeApi((req) => {
    if (req.method === 'GET' && req.path === `/api/v1/latest-news/${current.id}`) return { body: { results: current } };
    if (req.method === 'GET' && req.path === '/api/v1/latest-news') return { body: { results: [current] } };
    if (req.path.startsWith('/api/v1/comments-latest-news/find/')) return { body: { results: [] } };
    if (req.method === 'POST' && req.path === '/api/v1/latest-news/active-status') {
      current = { ...current, active: (req.body as { active: boolean }).active };
      return { body: { results: current } };
    }
    if (req.method === 'POST' && req.path === '/api/v1/latest-news/update') {
      current = { ...current, ...(req.body as Partial<NewsItem>) };
      return { body: { results: current } };
    }
    if (req.method === 'DELETE' && req.path === `/api/v1/latest-news/delete/${current.id}`) return { status: 204 };
    return undefined;
  });
}

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderHub(route: string, claims = STAFF) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/announcements"
        element={
          <>
            <LatestNewsTab />
            <Where />
          </>
        }
      />
    </Routes>,
    { claims, route },
  );
}

const posts = (requests: FakeRequest[], path: string) => requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body);

describe('Latest News tab', () => {
  it('lists cards newest first and opens the article through ?id=', async () => {
    const user = userEvent.setup();
    fakeApi((req) =>
      req.path === '/api/v1/latest-news'
        ? { body: { results: [buildNews({ id: 1, title: 'Older', createdAt: '2026-01-01T00:00:00Z' }), buildNews({ id: 2, title: 'Newer', createdAt: '2026-02-01T00:00:00Z' })] } }
        : req.path === '/api/v1/latest-news/2'
          ? { body: { results: buildNews({ id: 2, title: 'Newer' }) } }
          : req.path.includes('/find/')
            ? { body: { results: [] } }
            : undefined,
    );
    renderHub('/announcements');
    const cards = await screen.findAllByTestId('news-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Newer', 'Older']);
    await user.click(screen.getByRole('link', { name: NEWS_TEXTS.readMoreLabel('Newer') }));
    expect(await screen.findByTestId('news-article')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('?id=2');
    await user.click(screen.getByRole('button', { name: NEWS_TEXTS.back }));
    expect(await screen.findAllByTestId('news-card')).toHaveLength(2);
  });

  it('says so when there is no news', async () => {
    fakeApi((req) => (req.path === '/api/v1/latest-news' ? { body: { results: [] } } : undefined));
    renderHub('/announcements');
    expect(await screen.findByText('No Latest News results')).toBeTruthy();
  });

  it('shows the article (title, picture, body, date) without admin controls to a non–Super Admin', async () => {
    serve(buildNews({ idea: true, publish_date: '2026-11-19T15:00:00.000Z' }));
    renderHub('/announcements?id=5');
    const article = await screen.findByTestId('news-article');
    expect(within(article).getByRole('heading', { level: 2, name: 'New prize wall in Chicago' })).toBeTruthy();
    expect(within(article).getByRole('img', { name: NEWS_TEXTS.imageAlt('New prize wall in Chicago') })).toBeTruthy();
    expect(within(article).getByTestId('news-body').innerHTML).toContain('<strong>prize wall</strong>');
    expect(within(article).getByText('Nov 19, 2026')).toBeTruthy();
    // spec doc 1 §6: edit, delete, toggle, publish date and idea tag are for the Super Admin group only
    expect(screen.queryByTestId('news-admin-controls')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: NEWS_TEXTS.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: NEWS_TEXTS.delete })).toBeNull();
    expect(screen.queryByText(NEWS_TEXTS.idea)).toBeNull();
  });

  it('plays a video with its thumbnail as the poster', async () => {
    serve(buildNews({ image_url: null, video_url: '/uploads/news/v.mp4', thumbnail_url: '/uploads/news/t.png' }));
    renderHub('/announcements?id=5');
    const video = await screen.findByTestId('news-video');
    expect(video.getAttribute('src')).toBe('/uploads/news/v.mp4');
    expect(video.getAttribute('poster')).toBe('/uploads/news/t.png');
  });

  it('gives a Super Admin the toggle, edit, delete, the publish date, the idea and scheduled tags', async () => {
    const user = userEvent.setup();
    const { requests } = serve(buildNews({ idea: true, active: false, publish_date: '2030-01-02T15:00:00.000Z', scheduled: true }));
    renderHub('/announcements?id=5', SUPER_ADMIN);
    const controls = await screen.findByTestId('news-admin-controls');
    expect(within(controls).getByText(NEWS_TEXTS.idea)).toBeTruthy();
    expect(within(controls).getByText(NEWS_TEXTS.scheduledFor('Jan 2, 2030'))).toBeTruthy();
    expect(within(controls).getByText(new RegExp(`^${NEWS_TEXTS.publishDate}:`))).toBeTruthy();
    const toggle = within(controls).getByRole('switch', { name: NEWS_TEXTS.visibility });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(posts(requests, '/api/v1/latest-news/active-status')).toEqual([{ id: 5, active: true }]);
  });

  it('edits without sending an empty publish date', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderHub('/announcements?id=5', SUPER_ADMIN);
    await user.click(within(await screen.findByTestId('news-admin-controls')).getByRole('button', { name: NEWS_TEXTS.edit }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.click(title);
    await user.paste('Wall opens');
    await user.click(within(dialog).getByRole('button', { name: NEWS_TEXTS.save }));
    await waitFor(() => expect(posts(requests, '/api/v1/latest-news/update')).toHaveLength(1));
    const body = posts(requests, '/api/v1/latest-news/update')[0] as Record<string, unknown>;
    expect(body).toMatchObject({ id: 5, title: 'Wall opens', prev_legend: 'Come and see the new prize wall.' });
    expect('publish_date' in body).toBe(false);
    expect(await screen.findByText(NEWS_TEXTS.updated)).toBeTruthy();
  });

  it('refuses to save an edit without a title (Please fill all fields)', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderHub('/announcements?id=5', SUPER_ADMIN);
    await user.click(within(await screen.findByTestId('news-admin-controls')).getByRole('button', { name: NEWS_TEXTS.edit }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: NEWS_TEXTS.save }));
    expect(await within(dialog).findByText('Please fill all fields')).toBeTruthy();
    expect(posts(requests, '/api/v1/latest-news/update')).toHaveLength(0);
  });

  it('deletes only after confirming, then goes back to the list', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderHub('/announcements?id=5', SUPER_ADMIN);
    await user.click(within(await screen.findByTestId('news-admin-controls')).getByRole('button', { name: NEWS_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: NEWS_TEXTS.delete }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/v1/latest-news/delete/5')).toBe(true);
  });

  it('shows not-found for a missing or hidden item', async () => {
    fakeApi((req) => (req.path === '/api/v1/latest-news/9' ? apiError(404, 'NOT_FOUND', 'Latest news not found.') : undefined));
    renderHub('/announcements?id=9');
    expect(await screen.findByText(NEWS_TEXTS.notFound)).toBeTruthy();
  });
});
