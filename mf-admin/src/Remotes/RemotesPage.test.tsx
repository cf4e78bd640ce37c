import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANIFEST_URL_MESSAGE, type RegistryRemote, type RemoteHealth } from '@portal/shared';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse } from '@portal/shared/testing';
import { RemotesPage } from './RemotesPage';
import { REMOTE_TEXTS } from './texts';

function buildRemote(overrides: Partial<RegistryRemote> = {}): RegistryRemote {
  return {
    name: 'mf_admin',
    title: 'Administration',
    routePrefixes: ['/locations'],
    sidebar: [],
    widgets: [],
    manifestUrl: '/mf/mf-admin/mf-manifest.json',
    previousUrl: 'https://cdn.example.com/mf-admin/v1/mf-manifest.json',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

const REMOTES = [buildRemote(), buildRemote({ name: 'mf_chat', title: 'Location chat', manifestUrl: 'https://down.example.com/mf-manifest.json', previousUrl: null })];

const HEALTH: RemoteHealth[] = [
  {
    name: 'mf_admin',
    manifestUrl: '/mf/mf-admin/mf-manifest.json',
    reachable: true,
    version: '0.1.0',
    problem: null,
    checkedAt: '2026-11-21T10:05:00.000Z',
    lastChange: { at: '2026-11-21T10:00:00.000Z', by: 'Ada Admin', action: 'switch' },
  },
  {
    name: 'mf_chat',
    manifestUrl: 'https://down.example.com/mf-manifest.json',
    reachable: false,
    version: null,
    problem: 'The server answered 502.',
    checkedAt: '2026-11-21T10:05:00.000Z',
    lastChange: { at: '2026-11-20T09:00:00.000Z', by: null, action: 'seed' },
  },
];

function serve(extra: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === '/api/v1/remotes') return { body: REMOTES };
    if (req.method === 'GET' && req.path === '/api/v1/remotes/health') return { body: { results: HEALTH } };
    if (req.path === '/mf/mf-admin/mf-manifest.json') return { body: { id: 'mf_admin' } };
    return { status: 502, body: 'Bad gateway' };
  });
}

// antd modals in jsdom are slow on a loaded 2-core machine: room above the 15 s default
describe('RemotesPage', { timeout: 60_000 }, () => {
  it('lists each remote with its URLs, the build version, the last change and whether the api can read its manifest', async () => {
    serve();
    renderWithProviders(<RemotesPage />, { grants: { permissions_management: ['view', 'edit'] } });

    const admin = (await screen.findByText('mf_admin')).closest('tr')!;
    expect(within(admin).getByText('/mf/mf-admin/mf-manifest.json')).toBeTruthy();
    expect(within(admin).getByText('https://cdn.example.com/mf-admin/v1/mf-manifest.json')).toBeTruthy();
    await within(admin).findByText(REMOTE_TEXTS.reachable);
    expect(within(admin).getByText('0.1.0')).toBeTruthy();
    expect(within(admin).getByText(REMOTE_TEXTS.lastChangeBy('Ada Admin'))).toBeTruthy();

    const chat = screen.getByText('mf_chat').closest('tr')!;
    await within(chat).findByText(REMOTE_TEXTS.unreachable);
    expect(within(chat).getByText('The server answered 502.')).toBeTruthy();
    expect(within(chat).getByText(REMOTE_TEXTS.noVersion)).toBeTruthy();
    expect(within(chat).getByText(REMOTE_TEXTS.lastChangeBy(null))).toBeTruthy();
    expect(
      within(chat)
        .getByRole('button', { name: REMOTE_TEXTS.rollbackLabel('mf_chat') })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('points a remote at a new manifest URL after confirming what the browser found there', async () => {
    const { requests } = serve((req) => (req.method === 'PUT' ? { body: buildRemote({ manifestUrl: 'https://cdn.example.com/v2/mf-manifest.json' }) } : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RemotesPage />, { grants: { permissions_management: ['view', 'edit'] } });
    await user.click(await screen.findByRole('button', { name: REMOTE_TEXTS.changeUrlLabel('mf_admin') }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(REMOTE_TEXTS.urlField);

    await user.clear(field);
    await user.type(field, 'ftp://nope');
    expect(await within(dialog).findByText(MANIFEST_URL_MESSAGE)).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'https://cdn.example.com/v2/mf-manifest.json');
    await user.click(within(dialog).getByRole('button', { name: REMOTE_TEXTS.save }));

    // the fake CDN does not answer for v2: the confirmation says so, nothing is sent yet
    expect(await screen.findByText(`${REMOTE_TEXTS.switchConfirm('mf_admin', 'https://cdn.example.com/v2/mf-manifest.json')} ${REMOTE_TEXTS.switchUnreachable}`)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: REMOTE_TEXTS.switchOk }));

    expect(await screen.findByText(REMOTE_TEXTS.updated('mf_admin'))).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/remotes/mf_admin');
    expect(put?.body).toEqual({ manifestUrl: 'https://cdn.example.com/v2/mf-manifest.json' });
  });

  it('rolls back after confirmation', async () => {
    const { requests } = serve((req) => (req.method === 'PUT' ? { body: buildRemote({ previousUrl: null }) } : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RemotesPage />, { grants: { permissions_management: ['view', 'edit'] } });
    const row = (await screen.findByText('mf_admin')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: REMOTE_TEXTS.rollbackLabel('mf_admin') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(REMOTE_TEXTS.rollbackConfirm('mf_admin', 'https://cdn.example.com/mf-admin/v1/mf-manifest.json'))).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: REMOTE_TEXTS.rollback }));

    expect(await screen.findByText(REMOTE_TEXTS.rolledBack('mf_admin'))).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ rollback: true });
  });

  it('shows why the server refused a roll back', async () => {
    serve((req) => (req.method === 'PUT' ? apiError(409, 'CONFLICT', 'There is no previous URL to roll back to.') : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RemotesPage />, { grants: { permissions_management: ['view', 'edit'] } });
    const row = (await screen.findByText('mf_admin')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: REMOTE_TEXTS.rollbackLabel('mf_admin') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: REMOTE_TEXTS.rollback }));
    expect(await screen.findByText('There is no previous URL to roll back to.')).toBeTruthy();
  });

  it('hides the actions without permissions_management edit', async () => {
    serve();
    renderWithProviders(<RemotesPage />, { grants: { permissions_management: ['view'] } });
    expect(await screen.findByText('mf_admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: REMOTE_TEXTS.changeUrlLabel('mf_admin') })).toBeNull();
    expect(screen.queryByRole('button', { name: REMOTE_TEXTS.rollbackLabel('mf_admin') })).toBeNull();
  });

  it('shows the URL history of an expanded row', async () => {
    serve((req) =>
      req.path === '/api/v1/remotes/mf_admin/history'
        ? {
            body: {
              results: [
                { manifestUrl: '/mf/mf-admin/mf-manifest.json', changedBy: 'Ada Admin', changedAt: '2026-11-21T10:00:00.000Z' },
                { manifestUrl: 'https://cdn.example.com/mf-admin/v1/mf-manifest.json', changedBy: null, changedAt: '2026-11-20T10:00:00.000Z' },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RemotesPage />, { grants: { permissions_management: ['view'] } });
    const row = (await screen.findByText('mf_admin')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /expand/i }));
    const history = await screen.findByTestId('remote-history-mf_admin');
    expect(await within(history).findByText(/Ada Admin/)).toBeTruthy();
    expect(within(history).getByText('https://cdn.example.com/mf-admin/v1/mf-manifest.json')).toBeTruthy();
  });
});
