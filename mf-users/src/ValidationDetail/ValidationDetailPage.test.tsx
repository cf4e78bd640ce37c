import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse, type Grants } from '@portal/shared/testing';
import { buildAccount } from '../test/fixtures';
import { ValidationDetailPage } from './ValidationDetailPage';
import { DETAIL_TEXTS } from './texts';

const GRANTS: Grants = { user_validation: ['view', 'add'] };
const GROUPS = [
  { id: 4, name: 'General Manager', profile_id: 1 },
  { id: 9, name: 'Supervisor', profile_id: 1 },
];

function serve(extra: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === '/api/v1/accounts/7') return { body: { results: buildAccount() } };
    if (req.method === 'GET' && req.path === '/api/v1/groups') return { body: { results: GROUPS } };
    if (req.method === 'PUT' && req.path === '/api/v1/accounts/change_status/7') return { body: { results: buildAccount({ status: 'ACTIVE' }) } };
    return undefined;
  });
}

function renderDetail() {
  return renderWithProviders(
    <Routes>
      <Route path="/user/:id" element={<ValidationDetailPage />} />
      <Route path="/user" element={<p>Validation list</p>} />
    </Routes>,
    { grants: GRANTS, route: '/user/7' },
  );
}

const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');

async function chooseGroup(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: DETAIL_TEXTS.fields.group }));
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${name}"]`);
    if (!found) throw new Error(`no option ${name}`);
    return found as HTMLElement;
  });
  await user.click(option);
}

describe('ValidationDetailPage', () => {
  it('shows the account fields, the group selector and its hint', async () => {
    serve();
    renderDetail();
    const card = within(await screen.findByTestId('validation-detail'));
    expect(card.getByText('Nina')).toBeTruthy();
    expect(card.getByText('New')).toBeTruthy();
    expect(card.getByText('nina@arcadia.example')).toBeTruthy();
    expect(card.getByText('9 Elm St, Chicago, IL')).toBeTruthy();
    expect(card.getByText('(312) 555-0111')).toBeTruthy();
    expect(card.getByText('Arcadia Downtown')).toBeTruthy();
    for (const label of Object.values(DETAIL_TEXTS.fields)) expect(card.getAllByText(label).length).toBeGreaterThan(0);
    expect(card.getByText('Select which group the user will belong within the system.')).toBeTruthy();
    expect(card.getByLabelText(DETAIL_TEXTS.photo)).toBeTruthy();
    expect(card.getByRole('combobox', { name: DETAIL_TEXTS.fields.group })).toBeTruthy();
    expect(card.getByRole('button', { name: DETAIL_TEXTS.confirm })).toBeTruthy();
    expect(card.getByRole('button', { name: DETAIL_TEXTS.block })).toBeTruthy();
  });

  it('refuses to confirm without a group and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: DETAIL_TEXTS.confirm }));
    expect((await screen.findAllByText(DETAIL_TEXTS.groupRequired)).length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('validation-detail')).getByRole('alert').textContent).toBe('Need to select a group.');
    expect(puts(requests)).toEqual([]);
  });

  it('confirms with the chosen group, says User activated and goes back to /user', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderDetail();
    await screen.findByTestId('validation-detail');
    await chooseGroup(user, 'Supervisor');
    await user.click(screen.getByRole('button', { name: DETAIL_TEXTS.confirm }));

    expect(await screen.findByText('User activated')).toBeTruthy();
    expect(await screen.findByText('Validation list')).toBeTruthy();
    expect(puts(requests).map((r) => [r.path, r.body])).toEqual([['/api/v1/accounts/change_status/7', { status_name: 'active', group_id: 9 }]]);
  });

  it('shows the server message when confirming fails and stays', async () => {
    const user = userEvent.setup({ delay: null });
    serve((req) => (req.method === 'PUT' ? apiError(409, 'CONFLICT', 'A blocked account cannot be set active.', 'status_name') : undefined));
    renderDetail();
    await screen.findByTestId('validation-detail');
    await chooseGroup(user, 'General Manager');
    await user.click(screen.getByRole('button', { name: DETAIL_TEXTS.confirm }));
    expect(await screen.findByText('A blocked account cannot be set active.')).toBeTruthy();
    expect(screen.queryByText('Validation list')).toBeNull();
  });

  it('asks before blocking, sends blocked only when confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: DETAIL_TEXTS.block }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DETAIL_TEXTS.blockConfirm('nina@arcadia.example'))).toBeTruthy();
    expect(puts(requests)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: DETAIL_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: DETAIL_TEXTS.block }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: DETAIL_TEXTS.blockOk }));
    expect(await screen.findByText('User blocked')).toBeTruthy();
    expect(await screen.findByText('Validation list')).toBeTruthy();
    expect(puts(requests).map((r) => [r.path, r.body])).toEqual([['/api/v1/accounts/change_status/7', { status_name: 'blocked' }]]);
  });

  it('takes the account from the validation list when the viewer may not read accounts', async () => {
    serve((req) => {
      if (req.path === '/api/v1/accounts/7') return apiError(403, 'FORBIDDEN', 'Permission denied');
      if (req.path === '/api/v1/accounts' && req.query.get('user_status') === 'unverified') {
        return {
          body: { results: { employees: { employee: [buildAccount()], companyEmail: [] }, partners: { partner: [], nonCompanyEmail: [] } } },
        };
      }
      return undefined;
    });
    renderDetail();
    const card = within(await screen.findByTestId('validation-detail'));
    expect(card.getByText('nina@arcadia.example')).toBeTruthy();
  });

  it('shows the load error with Retry', async () => {
    const user = userEvent.setup({ delay: null });
    let attempt = 0;
    serve((req) => {
      if (req.path !== '/api/v1/accounts/7') return undefined;
      attempt += 1;
      return attempt === 1 ? apiError(500, 'INTERNAL_ERROR', 'Something broke') : undefined;
    });
    renderDetail();
    expect(await screen.findByText(DETAIL_TEXTS.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: DETAIL_TEXTS.retry }));
    expect(await screen.findByTestId('validation-detail')).toBeTruthy();
  });
});
