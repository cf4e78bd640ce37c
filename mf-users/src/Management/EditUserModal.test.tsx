import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse } from '@portal/shared/testing';
import { buildUser, GROUPS, LOCATION_OPTIONS, PROFILES } from '../test/fixtures';
import { changedFields, EditUserModal } from './EditUserModal';
import { MANAGEMENT_TEXTS as T } from './texts';
import { chooseOption } from '../test/chooseOption';

vi.setConfig({ testTimeout: 60_000 });

const ACCOUNT = buildUser(5, { location_id: 1, location_name: 'Downtown', profile_id: 1, profiles_name: 'Company Business' });

function serve(answer: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const given = answer(req);
    if (given) return given;
    if (req.path === '/api/v1/groups') return { body: { results: GROUPS } };
    if (req.path === '/api/v1/profiles') return { body: { results: PROFILES } };
    if (req.path === '/api/v1/locations/options') return { body: { results: LOCATION_OPTIONS } };
    if (req.method === 'PUT' && req.path === '/api/v1/accounts/5') return { body: { results: ACCOUNT } };
    return undefined;
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT').map((r) => r.body);

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(<EditUserModal account={ACCOUNT} onClose={onClose} />, { grants: { user_management: ['view', 'edit'] } });
  return { onClose, dialog: within(screen.getByRole('dialog')) };
}

describe('changedFields', () => {
  const same = { first_name: 'User05', last_name: 'Tester', email: 'user5@arcadia.example', location_id: 1, profile_id: 1, group_id: 15, password: '', repeat: '' };

  it('sends nothing when nothing changed, and keeps old values for emptied fields', () => {
    expect(changedFields(ACCOUNT, same)).toEqual({});
    expect(changedFields(ACCOUNT, { ...same, first_name: '  ', last_name: '', email: '' })).toEqual({});
  });

  it('sends only the changed fields, trimmed', () => {
    expect(changedFields(ACCOUNT, { ...same, first_name: ' Uma ', email: 'USER5@arcadia.example', group_id: 6, password: 'Secret#2026' })).toEqual({
      first_name: 'Uma',
      group_id: 6,
      password: 'Secret#2026',
    });
  });
});

describe('EditUserModal', () => {
  it('shows the current values and saves only what changed', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    const { onClose, dialog } = renderModal();
    expect((dialog.getByLabelText(T.edit.first_name) as HTMLInputElement).value).toBe('User05');
    expect((dialog.getByLabelText(T.edit.email) as HTMLInputElement).value).toBe('user5@arcadia.example');
    await waitFor(() => expect(dialog.getByText('Team Member')).toBeTruthy());

    await user.clear(dialog.getByLabelText(T.edit.first_name));
    await user.clear(dialog.getByLabelText(T.edit.last_name));
    await user.type(dialog.getByLabelText(T.edit.last_name), 'Tested');
    await chooseOption(user, dialog.getByRole('combobox', { name: T.edit.group }), 'General Manager');
    await chooseOption(user, dialog.getByRole('combobox', { name: T.edit.location }), 'Lakeside');
    await user.click(dialog.getByRole('button', { name: T.save }));

    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(puts(requests)).toEqual([{ last_name: 'Tested', location_id: 2, group_id: 6 }]);
  });

  it('checks the two password rules of the spec before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    const { dialog } = renderModal();
    await user.type(dialog.getByLabelText(T.edit.password), 'short');
    await user.type(dialog.getByLabelText(T.edit.repeat), 'shorter');
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await dialog.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(await dialog.findByText("Passwords don't match, please revisit them and try again.")).toBeTruthy();
    expect(puts(requests)).toEqual([]);

    await user.clear(dialog.getByLabelText(T.edit.password));
    await user.type(dialog.getByLabelText(T.edit.password), 'LongEnough#1');
    await user.clear(dialog.getByLabelText(T.edit.repeat));
    await user.type(dialog.getByLabelText(T.edit.repeat), 'LongEnough#1');
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(puts(requests)).toEqual([{ password: 'LongEnough#1' }]);
  });

  it('puts a taken email on the field and keeps the modal open', async () => {
    const user = userEvent.setup({ delay: null });
    serve((req) => (req.method === 'PUT' ? apiError(409, 'CONFLICT', 'An account with this email already exists.', 'email') : undefined));
    const { onClose, dialog } = renderModal();
    await user.clear(dialog.getByLabelText(T.edit.email));
    await user.type(dialog.getByLabelText(T.edit.email), 'taken@arcadia.example');
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect((await screen.findAllByText('An account with this email already exists.')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says Error updating user when the server fails', async () => {
    const user = userEvent.setup({ delay: null });
    serve((req) => (req.method === 'PUT' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    const { dialog } = renderModal();
    await user.type(dialog.getByLabelText(T.edit.first_name), 'x');
    await user.click(dialog.getByRole('button', { name: T.save }));
    expect(await screen.findByText('Error updating user')).toBeTruthy();
  });
});
