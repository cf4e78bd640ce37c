import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@portal/shared';
import { fakeApi, renderWithProviders, type FakeRequest } from '@portal/shared/testing';
import { pickOption } from '../test/pickOption';
import { AuditPage } from './AuditPage';
import { AUDIT_TEXTS } from './texts';

function buildEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    action: 'permissions.update',
    actor_id: 1,
    actor_name: 'Ada Admin',
    actor_email: 'admin@arcadia.example',
    target_type: 'group',
    target_id: '15',
    target_label: 'Team Member',
    details: { group: 'Team Member', changes: { location: { from: { view: false }, to: { view: true } } } },
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

const ENTRIES = [
  buildEntry(),
  buildEntry({ id: 2, action: 'account.status', target_type: 'account', target_id: '9', target_label: 'Sam Staff', details: { from: 'ACTIVE', to: 'INACTIVE' } }),
  buildEntry({
    id: 3,
    action: 'remote.rollback',
    actor_id: null,
    actor_name: null,
    actor_email: null,
    target_type: 'remote',
    target_id: 'mf_admin',
    target_label: 'mf_admin',
    details: { from: '/v2', to: '/v1' },
  }),
];

function serve() {
  return fakeApi((req: FakeRequest) => {
    if (req.path === '/api/v1/audit/actions') {
      return {
        body: {
          results: [
            { value: 'account.status', label: 'Status change' },
            { value: 'permissions.update', label: 'Permission change' },
          ],
        },
      };
    }
    if (req.path === '/api/v1/audit') {
      const action = req.query.get('action');
      const rows = action ? ENTRIES.filter((e) => e.action === action) : ENTRIES;
      return { body: { results: rows, total: rows.length, limit: 20, offset: 0, nextPage: null, prevPage: null, pageCount: 1 } };
    }
    return undefined;
  });
}

describe('AuditPage', { timeout: 60_000 }, () => {
  it('lists who did what to which target, with a line saying what changed', async () => {
    serve();
    renderWithProviders(<AuditPage />);
    const table = await screen.findByTestId('audit-table');
    const permission = (await within(table).findByText('Permission change')).closest('tr')!;
    expect(within(permission).getByText('Ada Admin')).toBeTruthy();
    expect(within(permission).getByText('Changed Location')).toBeTruthy();
    expect(within(permission).getByText(/Team Member/)).toBeTruthy();
    const status = within(table).getByText('Status change').closest('tr')!;
    expect(within(status).getByText('ACTIVE → INACTIVE')).toBeTruthy();
    const rollback = within(table).getByText('Remote rolled back').closest('tr')!;
    expect(within(rollback).getByText(AUDIT_TEXTS.system)).toBeTruthy();
    expect(screen.getByText(AUDIT_TEXTS.total(3))).toBeTruthy();
  });

  it('asks the server again with the chosen filters, from the first page', async () => {
    const { requests } = serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AuditPage />);
    await screen.findByText('Permission change');
    await pickOption(user, AUDIT_TEXTS.filters.action, 'Status change');
    await waitFor(() => expect(within(screen.getByTestId('audit-table')).queryByText('Permission change')).toBeNull());
    await user.type(screen.getByLabelText(AUDIT_TEXTS.filters.search), 'Sam{Enter}');
    await waitFor(() => expect(requests.some((r) => r.path === '/api/v1/audit' && r.query.get('search') === 'Sam')).toBe(true));
    const last = requests.filter((r) => r.path === '/api/v1/audit').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ limit: '20', offset: '0', action: 'account.status', search: 'Sam' });
  });
});
