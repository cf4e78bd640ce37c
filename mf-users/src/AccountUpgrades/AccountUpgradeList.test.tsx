import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountUpgradeRequest } from '@portal/shared';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse, type Grants } from '@portal/shared/testing';
import { buildUser, GROUPS } from '../test/fixtures';
import { AccountUpgradeList } from './AccountUpgradeList';
import { UPGRADE_TEXTS as T } from './texts';
import { chooseOption } from '../test/chooseOption';

vi.setConfig({ testTimeout: 60_000 });

const EDIT: Grants = { user_validation: ['view', 'edit'] };
const VIEW: Grants = { user_validation: ['view'] };

function buildRequest(overrides: Partial<AccountUpgradeRequest> = {}): AccountUpgradeRequest {
  return {
    id: 1,
    customer_id: 21,
    user_email: 'pat@gmail.example',
    business_email: 'pat@arcadia.example',
    first_name: 'Pat',
    last_name: 'Personal',
    full_name: 'Pat Personal',
    location_name: 'Downtown',
    profiles_name: 'Partners',
    group_id: 16,
    group_name: 'Read Only (Partners)',
    status: 'PENDING',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function serve(list: AccountUpgradeRequest[], put: (req: FakeRequest) => FakeResponse = () => ({ body: { results: buildUser(21) } })) {
  return fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/api/v1/accounts/upgrade/list') return { body: { results: list } };
    if (req.method === 'GET' && req.path === '/api/v1/groups') return { body: { results: GROUPS } };
    if (req.method === 'PUT' && req.path === '/api/v1/accounts/upgrade/21') return put(req);
    return undefined;
  });
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: T.upgradeLabel('pat@gmail.example') }));
  return within(await screen.findByRole('dialog'));
}

describe('AccountUpgradeList', () => {
  it('shows the spec empty text', async () => {
    serve([]);
    renderWithProviders(<AccountUpgradeList />, { grants: EDIT });
    expect(await screen.findByText('0 Account Upgrades to confirm')).toBeTruthy();
  });

  it('lists each request with its emails, and Upgrade only with edit', async () => {
    serve([buildRequest()]);
    const { unmount } = renderWithProviders(<AccountUpgradeList />, { grants: VIEW });
    expect(await screen.findByText('pat@gmail.example → pat@arcadia.example')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
    unmount();
    serve([buildRequest()]);
    renderWithProviders(<AccountUpgradeList />, { grants: EDIT });
    expect(await screen.findByRole('button', { name: T.upgradeLabel('pat@gmail.example') })).toBeTruthy();
  });

  it('needs a company email and a group, with the spec messages', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve([buildRequest()]);
    renderWithProviders(<AccountUpgradeList />, { grants: EDIT });
    const dialog = await openModal(user);
    await user.clear(dialog.getByLabelText(T.businessEmail));
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await dialog.findByText('Need a company email to be upgraded')).toBeTruthy();
    expect(await dialog.findByText('Need to select a group.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('upgrades with the business email, personal email, group and the Company Business profile, then reloads the list 2 s later', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve([buildRequest()]);
    renderWithProviders(<AccountUpgradeList />, { grants: EDIT });
    const dialog = await openModal(user);
    expect((dialog.getByLabelText(T.businessEmail) as HTMLInputElement).value).toBe('pat@arcadia.example');
    await chooseOption(user, dialog.getByRole('combobox', { name: T.group }), 'General Manager');
    await user.click(dialog.getByRole('button', { name: T.save }));

    expect(await screen.findByText('Account upgraded!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { business_email: 'pat@arcadia.example', personal_email: 'pat@gmail.example', groupId: 6, profile_id: 1 },
    ]);
    const lists = () => requests.filter((r) => r.path === '/api/v1/accounts/upgrade/list').length;
    expect(lists()).toBe(1);
    await waitFor(() => expect(lists()).toBe(2), { timeout: 5000 });
  });

  it('says the business email already exists on a 409, and the generic text on other failures', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: FakeResponse = apiError(409, 'CONFLICT', 'This business email already exist!', 'business_email');
    serve([buildRequest()], () => answer);
    renderWithProviders(<AccountUpgradeList />, { grants: EDIT });
    const dialog = await openModal(user);
    await chooseOption(user, dialog.getByRole('combobox', { name: T.group }), 'Team Member');
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect((await screen.findAllByText('This business email already exist!')).length).toBeGreaterThan(0);

    answer = apiError(500, 'INTERNAL_ERROR', 'boom');
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await screen.findByText('Error saving the upgrade, please try again later.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
