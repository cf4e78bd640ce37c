import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildClaims, fakeApi, installFakeRealtime, renderWithProviders, type FakeRealtime, type FakeRequest } from '@portal/shared/testing';
import { useAuthStore } from '@portal/shared/react';
import { buildComment } from '../test/fixtures';
import { COMMENT_TEXTS } from '../texts';
import type { NewsComment } from '../types';
import { NewsComments } from './NewsComments';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000 - 60_000).toISOString();

const STAFF = buildClaims({ announcements: ['view'] }, { id: 2, group_id: 15, first_name: 'Sam', last_name: 'Staff' });
const ADMIN = buildClaims({ announcements: ['view'] }, { id: 1, group_id: 1 });

const older = buildComment({ id: 21, content: 'Older, most liked', like: [1, 3, 4], createdAt: daysAgo(9), id_remetente: 3, full_name_remetente: 'Olga Older' });
const newer = buildComment({ id: 22, content: 'Newest, mine', like: [], createdAt: daysAgo(0), id_remetente: 2, full_name_remetente: 'Sam Staff' });

/** The api sorts; the fake answers each sort as the contract says. */
function serve(rows: NewsComment[] = [older, newer]) {
  let data = rows;
  let nextId = 30;
  const api = fakeApi((req) => {
    const find = req.path.match(/^\/api\/v1\/comments-latest-news\/find\/5\/(most-liked|desc|asc)$/);
    if (find) {
      const sorted = [...data].sort((a, b) =>
        find[1] === 'most-liked' ? b.like.length - a.like.length : find[1] === 'desc' ? b.createdAt.localeCompare(a.createdAt) : a.createdAt.localeCompare(b.createdAt),
      );
      return { body: { results: sorted } };
    }
    if (req.method === 'POST' && req.path === '/api/v1/comments-latest-news/like') {
      const { id, id_remetente } = req.body as { id: number; id_remetente: number };
      data = data.map((c) => (c.id === id ? { ...c, like: c.like.includes(id_remetente) ? c.like.filter((u) => u !== id_remetente) : [...c.like, id_remetente] } : c));
      return { body: { results: data.find((c) => c.id === id) } };
    }
    if (req.method === 'POST' && req.path === '/api/v1/comments-latest-news/create') {
      const created = buildComment({ id: nextId++, content: (req.body as { content: string }).content, createdAt: now.toISOString(), id_remetente: 2 });
      data = [...data, created];
      return { status: 201, body: { results: created } };
    }
    if (req.method === 'DELETE' && req.path.startsWith('/api/v1/comments-latest-news/delete/')) {
      data = data.filter((c) => c.id !== Number(req.path.split('/').pop()));
      return { status: 204 };
    }
    return undefined;
  });
  return { ...api, add: (c: NewsComment) => void (data = [...data, c]) };
}

const texts = () => screen.getAllByTestId('news-comment').map((li) => within(li).getByText(/,/).textContent);
const finds = (requests: FakeRequest[]) => requests.filter((r) => r.path.includes('/find/')).map((r) => r.path.split('/').pop());

let realtime: FakeRealtime | null = null;
afterEach(() => {
  realtime?.restore();
  realtime = null;
  useAuthStore.setState({ token: null, claims: null });
});

describe('NewsComments', () => {
  it('shows the spec time labels and sorts by most liked first', async () => {
    serve([older, newer, buildComment({ id: 23, content: 'Three days, old', createdAt: daysAgo(3) }), buildComment({ id: 24, content: 'Month, old', createdAt: daysAgo(30) })]);
    renderWithProviders(<NewsComments newsId={5} now={now} />, { claims: STAFF });
    await screen.findAllByTestId('news-comment');
    const labels = screen.getAllByTestId('comment-time').map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Today', '(3 days ago)', '(1 week ago)', '(4 weeks ago)']));
    expect(texts()[0]).toBe('Older, most liked');
    const sorts = screen.getByRole('radiogroup', { name: COMMENT_TEXTS.sortLabel });
    expect(within(sorts).getByRole('radio', { name: 'Most liked' })).toHaveProperty('checked', true);
  });

  it('asks the api for the chosen sort and shows its order (Newest, Oldest)', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderWithProviders(<NewsComments newsId={5} now={now} />, { claims: STAFF });
    await screen.findAllByTestId('news-comment');
    await user.click(screen.getByText('Newest'));
    await waitFor(() => expect(texts()).toEqual(['Newest, mine', 'Older, most liked']));
    await user.click(screen.getByText('Oldest'));
    await waitFor(() => expect(texts()).toEqual(['Older, most liked', 'Newest, mine']));
    expect(finds(requests)).toEqual(['most-liked', 'desc', 'asc']);
  });

  it('likes and unlikes a comment (the count and the pressed state follow)', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderWithProviders(<NewsComments newsId={5} now={now} />, { claims: STAFF });
    const like = await screen.findByRole('button', { name: COMMENT_TEXTS.likeLabel(false, 3) });
    await user.click(like);
    const liked = await screen.findByRole('button', { name: COMMENT_TEXTS.likeLabel(true, 4) });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    await user.click(liked);
    await screen.findByRole('button', { name: COMMENT_TEXTS.likeLabel(false, 3) });
    const likes = requests.filter((r) => r.path.endsWith('/like'));
    expect(likes.map((r) => r.body)).toEqual([
      { id: 21, id_remetente: 2 },
      { id: 21, id_remetente: 2 },
    ]);
  });

  it('lets the author delete their own comment after confirming, and nobody else’s', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderWithProviders(<NewsComments newsId={5} now={now} />, { claims: STAFF });
    await screen.findAllByTestId('news-comment');
    expect(screen.queryByRole('button', { name: COMMENT_TEXTS.deleteLabel('Olga Older') })).toBeNull();
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.deleteLabel('Sam Staff') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(COMMENT_TEXTS.deleteTitle).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: COMMENT_TEXTS.delete }));
    await waitFor(() => expect(screen.getAllByTestId('news-comment')).toHaveLength(1));
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/v1/comments-latest-news/delete/22')).toBe(true);
  });

  it('shows a Super Admin the delete button on every comment', async () => {
    serve();
    renderWithProviders(<NewsComments newsId={5} now={now} />, { claims: ADMIN });
    await screen.findAllByTestId('news-comment');
    expect(screen.getByRole('button', { name: COMMENT_TEXTS.deleteLabel('Olga Older') })).toBeTruthy();
    expect(screen.getByRole('button', { name: COMMENT_TEXTS.deleteLabel('Sam Staff') })).toBeTruthy();
  });

  it('posts a new comment and clears the box; an empty one cannot be sent', async () => {
    const user = userEvent.setup();
    const { requests } = serve();
    renderWithProviders(<NewsComments newsId={5} now={now} />, { claims: STAFF });
    await screen.findAllByTestId('news-comment');
    const send = screen.getByRole('button', { name: COMMENT_TEXTS.send });
    expect(send).toHaveProperty('disabled', true);
    const box = screen.getByLabelText(COMMENT_TEXTS.inputLabel, { selector: 'textarea' });
    await user.click(box);
    await user.paste('Me too');
    await user.click(send);
    await screen.findByText('Me too');
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(requests.find((r) => r.path.endsWith('/create'))?.body).toMatchObject({ latest_news_id: 5, content: 'Me too', type: 'TEXT' });
    // Ctrl+Enter sends from the keyboard
    await user.click(box);
    await user.paste('Again');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/create'))).toHaveLength(2));
  });

  it('keeps the box locked while the comment is sent, and unlocks it already cleared', async () => {
    const user = userEvent.setup();
    serve();
    // hold the create request until the test lets it go
    const answer = globalThis.fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (String(args[0] instanceof Request ? args[0].url : args[0]).endsWith('/create')) await held;
      return answer(...args);
    });
    renderWithProviders(<NewsComments newsId={5} now={now} />, { claims: STAFF });
    await screen.findAllByTestId('news-comment');
    const box = screen.getByLabelText(COMMENT_TEXTS.inputLabel, { selector: 'textarea' }) as HTMLTextAreaElement;
    await user.click(box);
    await user.paste('Me too');
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.send }));
    await waitFor(() => expect(box.disabled).toBe(true));
    // whenever the box is open for typing again, the sent text is gone from it
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      if (!box.disabled) seen.push(box.value);
    });
    watch.observe(box, { attributes: true });
    release();
    await waitFor(() => expect(box.disabled).toBe(false));
    watch.disconnect();
    expect(box.value).toBe('');
    expect(seen.every((value) => value === '')).toBe(true);
    vi.unstubAllGlobals();
  });

  it('joins the article room and shows a comment another reader just wrote', async () => {
    realtime = installFakeRealtime(STAFF);
    const api = serve();
    renderWithProviders(<NewsComments newsId={5} now={now} />, { claims: STAFF });
    await screen.findAllByTestId('news-comment');
    await waitFor(() => expect(realtime!.rooms.has('news:5')).toBe(true));
    const live = buildComment({ id: 40, content: 'Live, from elsewhere', createdAt: now.toISOString(), like: [] });
    api.add(live);
    realtime.push('news-comment', { newsId: 5, action: 'created', comment: live });
    expect(await screen.findByText('Live, from elsewhere')).toBeTruthy();
    // a push for another article or of another shape changes nothing
    realtime.push('news-comment', { newsId: 6, action: 'created', comment: live });
    realtime.push('news-comment', 'garbage');
  });
});
