import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryShortcut } from '@portal/shared';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse } from '@portal/shared/testing';
import { AppsDirectory } from './AppsDirectory';
import { APPS_TEXTS as T } from './texts';

const app = (id: number, display_name1: string, favorite = false): DirectoryShortcut => ({
  id,
  name: `${display_name1} app`,
  display_name1,
  display_name2: `${display_name1} for the team`,
  desktop_image: `/uploads/shortcuts/${id}.png`,
  mobile_image: null,
  link_desktop: `https://${id}.arcadia.example/`,
  link_mobile: `https://m.${id}.arcadia.example/`,
  order: id,
  favorite,
});

// the user's apps in their personal order: Time Clock first, then the shared order
const APPS = [app(3, 'Time Clock', true), app(1, 'Benefits'), app(2, 'Brand Kit', true), app(4, 'Payroll')];

function serve(extra: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === '/api/v1/shortcuts/personalOrder/1') return { body: { results: APPS, shortcuts_order: APPS.map((a) => a.id) } };
    if (req.method === 'GET' && req.path.startsWith('/api/v1/shortcuts/byName/')) {
      const text = decodeURIComponent(req.path.split('/').pop()!).toLowerCase();
      return { body: { results: APPS.filter((a) => a.display_name1.toLowerCase().includes(text)) } };
    }
    return undefined;
  });
}

const names = (container: HTMLElement) =>
  within(container)
    .getAllByTestId('app-tile')
    .map((t) => within(t).getByRole('link').getAttribute('aria-label'));

describe('apps directory (/list-shortcuts)', () => {
  it('shows Favorites (in the personal order) and every app in alphabetical groups', async () => {
    serve();
    renderWithProviders(<AppsDirectory />);
    const favorites = (await screen.findByRole('heading', { name: T.favorites })).closest('section')!;
    expect(names(favorites)).toEqual([T.open('Time Clock'), T.open('Brand Kit')]);
    const groups = screen.getAllByTestId('apps-letter-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['B', 'P', 'T']);
    expect(names(groups[0]!)).toEqual([T.open('Benefits'), T.open('Brand Kit')]);
    // the user's own order on request
    await userEvent.click(screen.getByText(T.inMyOrder));
    expect(names(screen.getByRole('list', { name: T.inMyOrder }))).toEqual(APPS.map((a) => T.open(a.display_name1)));
  });

  it('searches from 3 characters with the spec’s call; fewer keep the list; emptying resets it', async () => {
    const { requests } = serve();
    renderWithProviders(<AppsDirectory />);
    await screen.findByRole('heading', { name: T.favorites });
    const box = screen.getByRole('searchbox', { name: T.searchLabel });
    fireEvent.change(box, { target: { value: 'pa' } });
    expect(screen.getByText(T.searchHint).style.visibility).toBe('visible');
    expect(screen.getByRole('heading', { name: T.favorites })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'pay' } });
    await waitFor(() => expect(screen.getAllByTestId('app-tile').map((t) => within(t).getByRole('link').getAttribute('aria-label'))).toEqual([T.open('Payroll')]));
    expect(requests.filter((r) => r.path.startsWith('/api/v1/shortcuts/byName/')).map((r) => r.path)).toEqual(['/api/v1/shortcuts/byName/pay']);
    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByRole('heading', { name: T.favorites })).toBeTruthy();
  });

  it('toggles a favourite with the spec’s call, at once', async () => {
    const { requests } = serve((req) => (req.method === 'PUT' ? { body: { results: { id: 4, favorite: true } } } : undefined));
    renderWithProviders(<AppsDirectory />);
    await screen.findByRole('heading', { name: T.favorites });
    const star = screen.getByRole('button', { name: T.favorite('Payroll') });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    const put = await waitFor(() => requests.find((r) => r.method === 'PUT')!);
    expect(put.path).toBe('/api/v1/accounts/1/favorite_shortcut');
    expect(put.body).toMatchObject({ id: 4 });
  });

  it('applies a personal reorder at once and puts it back with a message when saving fails', async () => {
    const { requests } = serve((req) => (req.method === 'PUT' && req.path === '/api/v1/shortcuts/personalOrder/1' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    renderWithProviders(<AppsDirectory />);
    await screen.findByRole('heading', { name: T.favorites });
    await userEvent.click(screen.getByRole('button', { name: T.personalOrder }));
    const dialog = await screen.findByRole('dialog');
    const order = () =>
      within(dialog)
        .getAllByTestId('personal-order-item')
        .map((i) => i.textContent?.replace(/[⠿↑↓]/g, '').trim());
    expect(order()).toEqual(['Time Clock', 'Benefits', 'Brand Kit', 'Payroll']);
    await userEvent.click(within(dialog).getByRole('button', { name: T.moveDown('Time Clock') }));
    expect(await screen.findByText(T.personalOrderFailed)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ shortcuts_order: [1, 3, 2, 4] });
    await waitFor(() => expect(order()).toEqual(['Time Clock', 'Benefits', 'Brand Kit', 'Payroll']));
  });

  it('keeps a saved personal order', async () => {
    serve((req) =>
      req.method === 'PUT' && req.path === '/api/v1/shortcuts/personalOrder/1'
        ? { body: { results: [APPS[1], APPS[0], APPS[2], APPS[3]], shortcuts_order: [1, 3, 2, 4] } }
        : undefined,
    );
    renderWithProviders(<AppsDirectory />);
    await screen.findByRole('heading', { name: T.favorites });
    await userEvent.click(screen.getByRole('button', { name: T.personalOrder }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: T.moveUp('Benefits') }));
    await waitFor(() => expect(within(dialog).getAllByTestId('personal-order-item')[0]!.textContent).toContain('Benefits'));
    expect(screen.queryByText(T.personalOrderFailed)).toBeNull();
  });
});
