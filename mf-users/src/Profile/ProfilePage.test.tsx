import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, AccountActivity, AccountUpgradeRequest } from '@portal/shared';
import { useAuthStore } from '@portal/shared/react';
import { apiError, buildClaims, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse } from '@portal/shared/testing';
import { buildUser, fakeToken } from '../test/fixtures';
import { ProfilePage } from './ProfilePage';
import { PROFILE_TEXTS as T } from './texts';

vi.setConfig({ testTimeout: 60_000 });

const ME = buildUser(9, { first_name: 'Mia', last_name: 'Member', full_name: 'Mia Member', email: 'mia@arcadia.example', phone_number: '(312) 555-0199' });
const PARTNER = buildUser(9, { first_name: 'Pat', last_name: 'Partner', email: 'pat@gmail.example', is_company_email: false, profile_id: 2, profiles_name: 'Partners' });

const ACTIVITIES: AccountActivity[] = [
  { id: 3, type: 'event_commented', createdAt: '2026-11-20T12:00:00.000Z' },
  { id: 2, type: 'announcement_created', createdAt: '2026-11-02T12:00:00.000Z' },
];

type Extra = (req: FakeRequest) => FakeResponse | undefined;

function serve(account: Account = ME, extra: Extra = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === '/api/v1/accounts/9') return { body: { results: account } };
    if (req.method === 'GET' && req.path === '/api/v1/accounts/9/activities') return { body: { results: req.query.get('range') === '1w' ? [] : ACTIVITIES } };
    if (req.method === 'GET' && req.path === '/api/v1/accounts/upgrade/mine') return { body: { results: null } };
    return undefined;
  });
}

function renderProfile() {
  return renderWithProviders(<ProfilePage />, { claims: buildClaims({}, { id: 9, first_name: 'Mia', last_name: 'Member' }) });
}

afterEach(() => {
  useAuthStore.setState({ token: null, refreshToken: null, claims: null, impersonating: false });
  localStorage.clear();
});

describe('ProfilePage details', () => {
  it('shows the account details and the latest activities', async () => {
    const { requests } = serve();
    renderProfile();
    const details = within(await screen.findByTestId('profile-details'));
    expect(details.getByText('Mia Member')).toBeTruthy();
    expect(details.getByText('mia@arcadia.example')).toBeTruthy();
    expect(details.getByText('(312) 555-0199')).toBeTruthy();
    expect(details.getByText('Arcadia Downtown')).toBeTruthy();
    expect(details.getByText('9 Elm St, Chicago, IL')).toBeTruthy();
    const activities = within(screen.getByTestId('profile-activities'));
    expect(await activities.findByText('Commented on an event')).toBeTruthy();
    expect(activities.getByText('Nov 20, 2026')).toBeTruthy();
    expect(activities.getByText('Created an announcement')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/v1/accounts/9/activities')?.url).toBe('/api/v1/accounts/9/activities');
    // a company account has nothing to upgrade
    expect(screen.queryByTestId('profile-upgrade')).toBeNull();
  });

  it('filters the activities by range and shows the spec empty text', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderProfile();
    await screen.findByText('Commented on an event');
    await user.click(screen.getByRole('combobox', { name: T.activitiesFilter }));
    await user.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="Last week"]') as HTMLElement));
    expect(await screen.findByText("You haven't done any activities so far.")).toBeTruthy();
    expect(requests.filter((r) => r.path.endsWith('/activities')).map((r) => r.url)).toEqual(['/api/v1/accounts/9/activities', '/api/v1/accounts/9/activities?range=1w']);
  });

  it('refuses blank names and phone with the three spec messages', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderProfile();
    const form = within(await screen.findByTestId('profile-form'));
    await user.clear(form.getByLabelText(T.firstName));
    await user.clear(form.getByLabelText(T.lastName));
    await user.clear(form.getByLabelText(T.phone));
    await user.click(form.getByRole('button', { name: T.save }));
    expect(await form.findByText("First name can't be blank.")).toBeTruthy();
    expect(await form.findByText("Last name can't be blank.")).toBeTruthy();
    expect(await form.findByText("Phone number can't be blank.")).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('saves names and phone and keeps the new token so the header follows', async () => {
    const user = userEvent.setup({ delay: null });
    const token = fakeToken({ id: 9, first_name: 'Maya', last_name: 'Member' });
    const { requests } = serve(ME, (req) =>
      req.method === 'PUT' ? { body: { results: { ...ME, first_name: 'Maya' }, token, refresh_token: 'r9', expires_at: 4_102_444_800 } } : undefined,
    );
    renderProfile();
    const form = within(await screen.findByTestId('profile-form'));
    await user.clear(form.getByLabelText(T.firstName));
    await user.type(form.getByLabelText(T.firstName), ' Maya ');
    await user.click(form.getByRole('button', { name: T.save }));
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ first_name: 'Maya', last_name: 'Member', phone_number: '(312) 555-0199' }]);
    expect(useAuthStore.getState().token).toBe(token);
    expect(useAuthStore.getState().claims?.first_name).toBe('Maya');
    expect(within(screen.getByTestId('profile-details')).getByText('Maya Member')).toBeTruthy();
  });

  it('shows the spec failure text when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    serve(ME, (req) => (req.method === 'PUT' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    renderProfile();
    const form = within(await screen.findByTestId('profile-form'));
    await user.click(form.getByRole('button', { name: T.save }));
    expect(await screen.findByText('Failed updating your profile. Please, reload the page and try again')).toBeTruthy();
  });

  it('shows the error with Retry when the account does not load', async () => {
    serve(ME, (req) => (req.path === '/api/v1/accounts/9' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    renderProfile();
    expect(await screen.findByText(T.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.retry })).toBeTruthy();
  });
});

/** A controllable XMLHttpRequest: the test moves the upload on and answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = JSON.parse(body);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('ProfilePage picture', () => {
  // each test waits for its own request: a request left by the previous test would answer for it
  beforeEach(() => {
    FakeXhr.last = null;
  });

  it('checks the type and size before sending anything', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serve();
    const { container } = renderProfile();
    await screen.findByTestId('profile-details');
    // the upload input is replaced after each choice
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input(), new File([new Uint8Array(4 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('images less than 4 mb only')).toBeTruthy();
    await user.upload(input(), new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText(T.imageType)).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it('uploads a png as a data URL with its progress, then keeps the new token', async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    useAuthStore.setState({ token: 'my-token' });
    serve();
    const { container } = renderProfile();
    await screen.findByTestId('profile-details');
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, new File(['png-bytes'], 'me.png', { type: 'image/png' }));

    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers.authorization]).toEqual(['PUT', '/api/v1/accounts/9', 'Bearer my-token']);
    expect((xhr.body as { image: string }).image).toMatch(/^data:image\/png;base64,/);
    act(() => xhr.progress(40, 100));
    const progress = await screen.findByTestId('profile-picture-progress');
    expect(progress.textContent).toContain('40%');

    const token = fakeToken({ id: 9, first_name: 'Mia', image_url: '/uploads/avatars/9.png' });
    act(() => xhr.respond(200, { results: { ...ME, url_image: '/uploads/avatars/9.png' }, token, refresh_token: 'r', expires_at: 4_102_444_800 }));
    expect(await screen.findByText(T.pictureSaved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('profile-picture-progress')).toBeNull());
    expect(useAuthStore.getState().claims?.image_url).toBe('/uploads/avatars/9.png');
  });

  it('shows the server’s reason when the picture is refused', async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serve();
    const { container } = renderProfile();
    await screen.findByTestId('profile-details');
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, new File(['not-really'], 'me.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    act(() => FakeXhr.last!.respond(400, { error: { code: 'VALIDATION_ERROR', message: 'Picture must be a .jpg or .png image.', field: 'image' } }));
    expect(await screen.findByText('Picture must be a .jpg or .png image.')).toBeTruthy();
  });
});

describe('ProfilePage upgrade request', () => {
  const PENDING: AccountUpgradeRequest = {
    id: 4,
    customer_id: 9,
    user_email: 'pat@gmail.example',
    business_email: 'pat@arcadia.example',
    first_name: 'Pat',
    last_name: 'Partner',
    full_name: 'Pat Partner',
    location_name: null,
    profiles_name: 'Partners',
    group_id: 16,
    group_name: 'Read Only (Partners)',
    status: 'PENDING',
    createdAt: '2026-11-21T09:00:00.000Z',
  };

  it('lets a personal account ask for an upgrade and then shows it pending', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve(PARTNER, (req) => (req.method === 'POST' && req.path === '/api/v1/accounts/upgrade' ? { status: 201, body: { results: PENDING } } : undefined));
    renderProfile();
    const card = within(await screen.findByTestId('profile-upgrade'));
    await user.click(await card.findByRole('button', { name: T.upgrade.submit }));
    expect(await card.findByText('Need a company email to be upgraded')).toBeTruthy();
    await user.type(card.getByLabelText(T.upgrade.businessEmail), 'pat@arcadia.example');
    await user.click(card.getByRole('button', { name: T.upgrade.submit }));
    expect(await screen.findByText(T.upgrade.requested)).toBeTruthy();
    expect(await card.findByText(T.upgrade.pending('pat@arcadia.example', 'Nov 21, 2026'))).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ business_email: 'pat@arcadia.example' }]);
  });

  it('shows the pending request from the server, and the server’s refusal of a new one', async () => {
    serve(PARTNER, (req) => (req.path === '/api/v1/accounts/upgrade/mine' ? { body: { results: PENDING } } : undefined));
    const { unmount } = renderProfile();
    expect(await screen.findByTestId('upgrade-pending')).toBeTruthy();
    unmount();

    const user = userEvent.setup({ delay: null });
    serve(PARTNER, (req) => (req.method === 'POST' ? apiError(409, 'CONFLICT', 'This business email already exist!', 'business_email') : undefined));
    renderProfile();
    const card = within(await screen.findByTestId('profile-upgrade'));
    await user.type(await card.findByLabelText(T.upgrade.businessEmail), 'taken@arcadia.example');
    await user.click(card.getByRole('button', { name: T.upgrade.submit }));
    expect((await screen.findAllByText('This business email already exist!')).length).toBeGreaterThan(0);
  });
});
