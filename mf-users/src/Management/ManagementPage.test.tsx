import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@portal/shared';
import { useAuthStore } from '@portal/shared/react';
import { apiError, buildClaims, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse, type Grants } from '@portal/shared/testing';
import { loadPage } from '../lib/loadPage';
import { buildUser, fakeToken, GROUPS, LOCATION_OPTIONS, pageOf, PROFILES } from '../test/fixtures';
import { ManagementPage } from './ManagementPage';
import { MANAGEMENT_TEXTS as T } from './texts';

vi.mock('../lib/loadPage', () => ({ loadPage: vi.fn() }));
// antd tables and modals under jsdom are slow on a shared 2-core machine
vi.setConfig({ testTimeout: 60_000 });

const ALL: Grants = { user_management: ['view', 'add', 'edit', 'delete'] };
const VIEW_ONLY: Grants = { user_management: ['view'] };
const VIEW_EDIT: Grants = { user_management: ['view', 'edit'] };

/** 12 users: three pages of 5. User 03 is inactive, user 04 has an expired password. */
const USERS: Account[] = Array.from({ length: 12 }, (_, i) =>
  buildUser(i + 2, {
    ...(i === 1 ? { status: 'INACTIVE' as const } : {}),
    ...(i === 2 ? { password_is_expired: true, password_expired_time: '2026-01-01T00:00:00.000Z' } : {}),
  }),
);

type Extra = (req: FakeRequest) => FakeResponse | undefined;

/** A fake api that pages and searches USERS as the server does; `extra` answers what a test cares about. */
function serve(extra: Extra = () => undefined, rows: Account[] = USERS) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === '/api/v1/accounts') {
      const filter = req.query.get('filter') ?? '';
      const matching = rows.filter((u) => `${u.full_name} ${u.email}`.toLowerCase().includes(filter.toLowerCase()));
      return { body: pageOf(matching, Number(req.query.get('limit')), Number(req.query.get('offset')), filter ? { filter } : {}) };
    }
    if (req.method === 'POST' && req.path === '/api/v1/accounts/filter/users') {
      const body = req.body as { limit: number; offset: number };
      return { body: pageOf(rows.slice(0, 7), body.limit, body.offset) };
    }
    if (req.method === 'GET' && req.path === '/api/v1/groups') return { body: { results: GROUPS } };
    if (req.method === 'GET' && req.path === '/api/v1/profiles') return { body: { results: PROFILES } };
    if (req.method === 'GET' && req.path === '/api/v1/locations/options') return { body: { results: LOCATION_OPTIONS } };
    if (req.method === 'PUT' && req.path.startsWith('/api/v1/accounts/')) return { body: { results: rows[0] } };
    return undefined;
  });
}

const listCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => (r.method === 'GET' && r.path === '/api/v1/accounts') || r.path === '/api/v1/accounts/filter/users').map((r) => (r.method === 'GET' ? r.url : r.body));
const writes = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET' && r.path !== '/api/v1/accounts/filter/users').map((r) => [r.method, r.path, r.body]);

function renderPage(grants: Grants = ALL, selfId = 1) {
  return renderWithProviders(<ManagementPage />, { claims: buildClaims(grants, { id: selfId }) });
}

const row = (name: string) => screen.getAllByTestId('user-row').find((r) => within(r).queryByText(name) !== null)!;
const action = (label: string, name: string) => screen.getByRole('button', { name: T.actions.label(label, name) });
type User = ReturnType<typeof userEvent.setup>;

/** The open row menu ('More'), the last one antd shows. */
function openMenu() {
  const menus = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]')];
  if (!menus.length) throw new Error('no open menu');
  return menus.at(-1) as HTMLElement;
}

/** Names of what a row's 'More' menu offers (empty when the row has no menu). */
async function moreActions(user: User, name: string): Promise<string[]> {
  const trigger = screen.queryByRole('button', { name: T.actions.label(T.actions.more, name) });
  if (!trigger) return [];
  await user.click(trigger);
  const items = await waitFor(() => within(openMenu()).getAllByRole('menuitem').map((i) => i.textContent ?? ''));
  await user.keyboard('{Escape}');
  return items;
}

/** Runs a row action: its button when inline, else the item of the row's 'More' menu. */
async function run(user: User, label: string, name: string) {
  const inline = screen.queryByRole('button', { name: T.actions.label(label, name) });
  if (inline) return user.click(inline);
  await user.click(screen.getByRole('button', { name: T.actions.label(T.actions.more, name) }));
  const item = await waitFor(() => within(openMenu()).getByRole('menuitem', { name: label }));
  await user.click(item);
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, title: string) {
  await user.click(combobox);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll(`.ant-select-item-option[title="${title}"]`)].pop();
    if (!found) throw new Error(`no option ${title}`);
    return found as HTMLElement;
  });
  await user.click(option);
}

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

describe('ManagementPage actions', () => {
  it('asks before disabling, enabling and deleting, sends the status and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderPage();
    await screen.findByText('User02 Tester');

    await user.click(action('Disable', 'User02 Tester'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.disableConfirm('User02 Tester'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toEqual([]);

    await user.click(action('Disable', 'User02 Tester'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.ok }));
    expect(await screen.findByText('User inactivated')).toBeTruthy();

    await user.click(action('Enable', 'User03 Tester'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.ok }));
    expect(await screen.findByText('User activated')).toBeTruthy();

    await run(user, 'Delete', 'User05 Tester');
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.deleteConfirm('User05 Tester'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.ok }));
    expect(await screen.findByText('User deleted')).toBeTruthy();

    expect(writes(requests)).toEqual([
      ['PUT', '/api/v1/accounts/change_status/2', { status_name: 'inactive' }],
      ['PUT', '/api/v1/accounts/change_status/3', { status_name: 'active' }],
      ['PUT', '/api/v1/accounts/change_status/5', { status_name: 'blocked' }],
    ]);
  });

  it('shows the spec alert when a status change fails', async () => {
    const user = userEvent.setup({ delay: null });
    serve((req) => (req.method === 'PUT' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    renderPage();
    await screen.findByText('User02 Tester');
    await user.click(action('Disable', 'User02 Tester'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.ok }));
    expect(await screen.findByText('Error inactivating user')).toBeTruthy();
  });

  it('refuses to impersonate an inactive user without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderPage();
    await screen.findByText('User03 Tester');
    await run(user, 'Impersonate', 'User03 Tester');
    expect(await screen.findByText('Cannot impersonate Inactives users')).toBeTruthy();
    expect(requests.some((r) => r.path.includes('impersonate'))).toBe(false);
  });

  describe('impersonation', () => {
    afterEach(() => {
      sessionStorage.clear();
      localStorage.clear();
      useAuthStore.setState({ token: null, refreshToken: null, claims: null, impersonating: false });
    });

    it('keeps the administrator’s token aside, stores the user’s and reloads the portal', async () => {
      const user = userEvent.setup({ delay: null });
      useAuthStore.setState({ token: 'admin-token', refreshToken: 'admin-refresh' });
      const acting = { token: fakeToken({ id: 2, first_name: 'User02', impersonate: true }), refresh_token: 'r2', expires_at: 4_102_444_800 };
      serve((req) => (req.path === '/api/v1/accounts/impersonate/2' ? { body: acting } : undefined));
      renderPage(ALL, 1);
      await screen.findByText('User02 Tester');
      await run(user, 'Impersonate', 'User02 Tester');
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.ok }));
      await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
      expect(JSON.parse(sessionStorage.getItem('original_token')!)).toEqual({ token: 'admin-token', refreshToken: 'admin-refresh' });
      expect(localStorage.getItem('token')).toBe(acting.token);
      expect(useAuthStore.getState().impersonating).toBe(true);
      expect(useAuthStore.getState().claims?.id).toBe(2);
    });

    it('shows the server’s refusal', async () => {
      const user = userEvent.setup({ delay: null });
      serve((req) => (req.path === '/api/v1/accounts/impersonate/2' ? apiError(403, 'FORBIDDEN', 'Permission denied') : undefined));
      renderPage(ALL, 1);
      await screen.findByText('User02 Tester');
      await run(user, 'Impersonate', 'User02 Tester');
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.ok }));
      expect(await screen.findByText('Permission denied')).toBeTruthy();
      expect(loadPage).not.toHaveBeenCalled();
      expect(useAuthStore.getState().impersonating).toBe(false);
    });
  });

  it('recovers an expired password and shows the temporary password once', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve((req) =>
      req.path === '/api/v1/accounts/recover_password_expired' ? { body: { results: USERS[2], temporary_password: 'Tmp7kQ9wXz2p' } } : undefined,
    );
    renderPage();
    await screen.findByText('User04 Tester');
    await run(user, 'Recover password', 'User04 Tester');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.ok }));
    expect(await screen.findByText('Temporary password created')).toBeTruthy();
    expect((await screen.findByTestId('temporary-password')).textContent).toContain('Tmp7kQ9wXz2p');
    expect(writes(requests)).toEqual([['POST', '/api/v1/accounts/recover_password_expired', { id: 4 }]]);
    const shown = screen.getByRole('dialog', { name: T.temporaryPasswordTitle('User04 Tester') });
    await user.click(within(shown).getAllByRole('button', { name: T.close }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('temporary-password')).toBeNull());
  });

  it('saves the three ticket permissions, none as null', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = USERS.map((u) => (u.id === 5 ? { ...u, card_related_ticket_permission: 'END_USER' as const } : u));
    const { requests } = serve(undefined, rows);
    renderPage();
    await screen.findByText('User05 Tester');
    await run(user, 'Ticket permissions', 'User05 Tester');
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('End User')).toBeTruthy();
    await chooseOption(user, dialog.getByRole('combobox', { name: T.tickets.has_permission_service_request }), 'Standard Agent');
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await screen.findByText('Ticket permissions updated')).toBeTruthy();
    expect(writes(requests)).toEqual([
      [
        'PUT',
        '/api/v1/accounts/5/permission-service-request',
        { has_permission_service_request: 'STANDARD_AGENT', card_related_ticket_permission: 'END_USER', game_related_ticket_permission: null },
      ],
    ]);
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
