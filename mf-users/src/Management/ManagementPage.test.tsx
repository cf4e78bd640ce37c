import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/react';
import { apiError, buildClaims, renderWithProviders } from '@portal/shared/testing';
import { loadPage } from '../lib/loadPage';
import { buildUser } from '../test/fixtures';
import { ManagementPage } from './ManagementPage';
import { ALL, VIEW_EDIT, VIEW_ONLY, USERS, action, chooseOption, listCalls, moreActions, renderPage, row, serve } from './managementTestKit';
import { MANAGEMENT_TEXTS as T } from './texts';

vi.mock('../lib/loadPage', () => ({ loadPage: vi.fn() }));
// antd tables and modals under jsdom are slow on a shared 2-core machine
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(loadPage).mockReset();
});

describe('ManagementPage list', () => {
  it('shows 5 users with the total and pages through the server’s next/prev strings', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderPage();
    expect(await screen.findByText('User02 Tester')).toBeTruthy();
    expect(screen.getAllByTestId('user-row')).toHaveLength(5);
    expect(screen.getByTestId('users-total').textContent).toBe('12 users');
    expect(screen.getByTestId('users-page').textContent).toBe('Page 1 of 3');
    expect(screen.getByRole('button', { name: T.previous }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText('User07 Tester')).toBeTruthy();
    expect(screen.getByTestId('users-page').textContent).toBe('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText('User13 Tester')).toBeTruthy();
    expect(screen.getAllByTestId('user-row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: T.next }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: T.previous }));
    expect(await screen.findByText('User07 Tester')).toBeTruthy();

    expect(listCalls(requests)).toEqual([
      '/api/v1/accounts?limit=5&offset=0',
      '/api/v1/accounts?limit=5&offset=5',
      '/api/v1/accounts?limit=5&offset=10',
      // page 2 again (cached, refreshed in the background)
      '/api/v1/accounts?limit=5&offset=5',
    ]);
  });

  it('searches by text and keeps the search in the paging strings', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [...USERS, ...Array.from({ length: 6 }, (_, i) => buildUser(40 + i, { first_name: 'Zed', last_name: `Z${i}` }))];
    const { requests } = serve(undefined, rows);
    renderPage();
    await screen.findByText('User02 Tester');
    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'zed{Enter}');
    expect(await screen.findByText('Zed Z0')).toBeTruthy();
    expect(screen.getByTestId('users-total').textContent).toBe('6 users');
    await user.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText('Zed Z5')).toBeTruthy();
    expect(listCalls(requests).slice(1)).toEqual(['/api/v1/accounts?limit=5&offset=0&filter=zed', '/api/v1/accounts?limit=5&offset=5&filter=zed']);
  });

  it('says when nobody matches', async () => {
    serve(undefined, []);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('users-total').textContent).toBe('0 users'));
    expect(screen.getByText(T.empty)).toBeTruthy();
  });

  it('shows the error with Retry', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    serve((req) => (req.path === '/api/v1/accounts' && ++calls === 1 ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    renderPage();
    expect(await screen.findByText(T.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByText('User02 Tester')).toBeTruthy();
  });
});

describe('ManagementPage filter', () => {
  it('posts the L/P/G type from the pickers with the status and password narrowings, and pages by posting', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderPage();
    await screen.findByText('User02 Tester');
    await user.click(screen.getByTestId('filters-toggle'));
    const panel = within(await screen.findByTestId('user-filters'));
    expect((panel.getByTestId('filter-apply') as HTMLButtonElement).disabled).toBe(true);
    expect(panel.getByText(T.filters.needPicker)).toBeTruthy();

    await chooseOption(user, panel.getByRole('combobox', { name: T.filters.locations }), 'Lakeside');
    await chooseOption(user, panel.getByRole('combobox', { name: T.filters.groups }), 'Team Member');
    await user.click(panel.getByText(T.filters.activeOnly));
    await user.click(panel.getByText(T.filters.expiredOnly));
    await user.click(panel.getByRole('button', { name: /Apply filter \(LG\)/ }));

    expect(await screen.findByText('7 users')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(listCalls(requests).slice(1)).toEqual([
      { type: 'LG', locations: [2], groups: [15], isActive: true, isExpired: true, limit: 5, offset: 0 },
      { type: 'LG', locations: [2], groups: [15], isActive: true, isExpired: true, limit: 5, offset: 5 },
    ]);

    // a text search replaces the filter; Clear filter goes back to the search list
    await user.click(screen.getByTestId('filter-clear'));
    await waitFor(() => expect(listCalls(requests).at(-1)).toBe('/api/v1/accounts?limit=5&offset=0'));
  });
});

describe('ManagementPage rights', () => {
  it('shows no actions column to a viewer', async () => {
    serve();
    renderPage(VIEW_ONLY);
    await screen.findByText('User02 Tester');
    expect(screen.queryByRole('columnheader', { name: T.columns.actions })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('offers edit, disable, impersonate, tickets without Delete to an editor, and nothing against yourself but Edit and tickets', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    renderPage(VIEW_EDIT, 2);
    await screen.findByText('User03 Tester');
    const other = within(row('User03 Tester'));
    expect(other.getByRole('button', { name: T.actions.label('Edit', 'User03 Tester') })).toBeTruthy();
    expect(other.getByRole('button', { name: T.actions.label('Enable', 'User03 Tester') })).toBeTruthy();
    expect(await moreActions(user, 'User03 Tester')).toEqual(['Impersonate', 'Ticket permissions']);
    expect(await moreActions(user, 'User04 Tester')).toEqual(['Impersonate', 'Ticket permissions', 'Recover password']);

    const self = within(row('User02 Tester'));
    expect(self.getByRole('button', { name: /^Edit / })).toBeTruthy();
    expect(self.queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(await moreActions(user, 'User02 Tester')).toEqual(['Ticket permissions']);
  });

  it('offers no second impersonation while already acting as someone', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    renderWithProviders(<ManagementPage />, { claims: buildClaims(ALL, { id: 1, impersonate: true }) });
    await screen.findByText('User05 Tester');
    expect(action('Edit', 'User05 Tester')).toBeTruthy();
    expect(await moreActions(user, 'User05 Tester')).toEqual(['Ticket permissions', 'Delete']);
  });

  it('shows Delete only with delete, and no actions at all without users.write', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    const { unmount } = renderPage(ALL);
    await screen.findByText('User05 Tester');
    expect(await moreActions(user, 'User05 Tester')).toEqual(['Impersonate', 'Ticket permissions', 'Delete']);
    unmount();
    serve();
    renderPage({ user_management: ['view', 'delete'] });
    await screen.findByText('User05 Tester');
    expect(screen.queryByRole('columnheader', { name: T.columns.actions })).toBeNull();
    expect(screen.queryByRole('button', { name: /More actions|Delete/ })).toBeNull();
  });
});

describe('ManagementPage export', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
  });

  it('downloads the CSV of the current search with the bearer token, busy until saved', async () => {
    const user = userEvent.setup({ delay: null });
    useAuthStore.setState({ token: 'admin-token' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = serve();
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderPage();
    await screen.findByText('User02 Tester');
    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'user0{Enter}');
    await screen.findByText('8 users');

    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/export/')) {
        await gate;
        return new Response('First_name\r\n', { headers: { 'content-disposition': 'attachment; filename="export-2026-11-21.csv"' } });
      }
      return real(input, init);
    });
    await user.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect((screen.getByTestId('export-xlsx') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('export-csv').className).toContain('ant-btn-loading');
    await act(async () => release());
    await waitFor(() => expect(clicks).toEqual(['export-2026-11-21.csv']));
    expect((screen.getByTestId('export-xlsx') as HTMLButtonElement).disabled).toBe(false);

    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/export/'))!;
    expect(String(call[0])).toBe('/api/v1/accounts/export/csv?filter=user0');
    expect((call[1]?.headers as Record<string, string>).authorization).toBe('Bearer admin-token');
    click.mockRestore();
    useAuthStore.setState({ token: null });
  });

  it('says so when the export fails', async () => {
    const user = userEvent.setup({ delay: null });
    serve((req) => (req.path === '/api/v1/accounts/export/xlsx' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    renderPage();
    await screen.findByText('User02 Tester');
    await user.click(screen.getByTestId('export-xlsx'));
    expect(await screen.findByText(T.exportFailed)).toBeTruthy();
  });
});

describe('ManagementPage narrow layout', () => {
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it('shows cards with their actions under 700 px', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    fireEvent(window, new Event('resize'));
    serve();
    renderPage();
    expect(await screen.findByTestId('users-cards')).toBeTruthy();
    expect(screen.queryByTestId('users-table')).toBeNull();
    expect(within(row('User05 Tester')).getByRole('button', { name: T.actions.label('Edit', 'User05 Tester') })).toBeTruthy();
  });
});
