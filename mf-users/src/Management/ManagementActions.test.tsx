import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/react';
import { apiError } from '@portal/shared/testing';
import { loadPage } from '../lib/loadPage';
import { fakeToken } from '../test/fixtures';
import { ALL, USERS, action, chooseOption, listCalls, renderPage, run, serve, writes } from './managementTestKit';
import { MANAGEMENT_TEXTS as T } from './texts';

vi.mock('../lib/loadPage', () => ({ loadPage: vi.fn() }));
// antd tables and modals under jsdom are slow on a shared 2-core machine
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(loadPage).mockReset();
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

  it('steps back to the page before when a delete empties the last page', async () => {
    const user = userEvent.setup({ delay: null });
    // two pages: five users, then one
    const rows = USERS.slice(0, 6);
    const { requests } = serve((req) => {
      if (req.method !== 'PUT' || !req.path.startsWith('/api/v1/accounts/change_status/')) return undefined;
      // a deleted (blocked) user leaves the list
      rows.splice(
        rows.findIndex((u) => req.path.endsWith(`/${u.id}`)),
        1,
      );
      return { body: { results: USERS[0] } };
    }, rows);
    renderPage();
    await screen.findByText('User02 Tester');
    await user.click(screen.getByRole('button', { name: T.next }));
    await screen.findByText('User07 Tester');
    await run(user, 'Delete', 'User07 Tester');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.ok }));
    // page 2 is empty now: the screen shows page 1, the last one, asked again
    await waitFor(() => expect(screen.getByTestId('users-total').textContent).toBe('5 users'));
    expect(screen.getByTestId('users-page').textContent).toBe('Page 1 of 1');
    expect(screen.getByText('User02 Tester')).toBeTruthy();
    expect(listCalls(requests).at(-1)).toBe('/api/v1/accounts?limit=5&offset=0');
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
