import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUPS, NOTIFY_MESSAGES } from '@portal/shared';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse } from '@portal/shared/testing';
import { combobox, offersOption, pickOption } from '../test/pickOption';
import { NotifyDashboardPage } from './NotifyDashboardPage';
import { NOTIFY_TEXTS } from './texts';

const LOCATIONS = [
  { id: 1, display_name: 'Schaumburg, IL' },
  { id: 2, display_name: 'Naperville, IL' },
];

function serve(extra: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/v1/locations/options') return { body: { results: LOCATIONS } };
    if (req.path === '/api/v1/groups') return { body: { results: GROUPS } };
    return undefined;
  });
}

type User = ReturnType<typeof userEvent.setup>;

const pick = (user: User, form: HTMLElement, label: string, option: string) => pickOption(user, label, option, within(form));

// antd forms in jsdom are slow on a loaded 2-core machine: room above the 15 s default
describe('NotifyDashboardPage', { timeout: 60_000 }, () => {
  it('shows the Mobile and Desktop forms side by side, with the five redirect targets', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotifyDashboardPage />, { grants: { user_management: ['view'] } });
    const mobile = await screen.findByTestId('mobile-notify-form');
    const desktop = screen.getByTestId('desktop-notify-form');
    expect(within(mobile).getByText(NOTIFY_TEXTS.mobileTitle)).toBeTruthy();
    expect(within(mobile).getByLabelText(NOTIFY_TEXTS.fields.title)).toBeTruthy();
    expect(within(desktop).getByText(NOTIFY_TEXTS.desktopTitle)).toBeTruthy();
    expect(within(desktop).queryByLabelText(NOTIFY_TEXTS.fields.title)).toBeNull();
    await user.click(combobox(NOTIFY_TEXTS.fields.url, within(desktop)));
    await waitFor(() => expect(offersOption('Apps')).toBe(true));
    for (const label of ['Apps', 'Announcements', 'Trivia', 'Ask', 'Home']) expect(offersOption(label)).toBe(true);
  });

  it('Everyone clears and disables the locations and groups; a chosen location disables Everyone', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotifyDashboardPage />, { grants: { user_management: ['view'] } });
    const desktop = await screen.findByTestId('desktop-notify-form');
    const everyone = within(desktop).getByRole('checkbox', { name: NOTIFY_TEXTS.fields.every }) as HTMLInputElement;
    await pick(user, desktop, NOTIFY_TEXTS.fields.locations, 'Naperville, IL');
    await waitFor(() => expect(everyone.disabled).toBe(true));
    // choosing it again takes it out
    await pick(user, desktop, NOTIFY_TEXTS.fields.locations, 'Naperville, IL');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(everyone.disabled).toBe(false));
    await user.click(everyone);
    await waitFor(() => expect(combobox(NOTIFY_TEXTS.fields.locations, within(desktop)).closest('.ant-select-disabled')).toBeTruthy());
    expect(combobox(NOTIFY_TEXTS.fields.groups, within(desktop)).closest('.ant-select-disabled')).toBeTruthy();
  });

  it('says what is missing instead of sending an empty notification', async () => {
    const { requests } = serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotifyDashboardPage />, { grants: { user_management: ['view'] } });
    const mobile = await screen.findByTestId('mobile-notify-form');
    await user.click(within(mobile).getByRole('button', { name: /Send/ }));
    expect(await within(mobile).findByText(NOTIFY_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(mobile).getByText(NOTIFY_MESSAGES.legendRequired)).toBeTruthy();
    expect(within(mobile).getByText(NOTIFY_MESSAGES.urlInvalid)).toBeTruthy();
    expect(within(mobile).getByText(NOTIFY_MESSAGES.audienceMissing)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the desktop form, disables Send while sending, then says Notification Sent and clears the form', async () => {
    const sent = { results: { id: 7, channel: 'desktop', recipients: 12 }, message: NOTIFY_MESSAGES.sent };
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const posted: Array<{ url: string; body: unknown }> = [];
    const { fetchMock } = serve();
    const answer = fetchMock.getMockImplementation()!;
    // the POST is held until the test has seen the sending state
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== 'POST') return answer(input, init);
      posted.push({ url: String(input), body: JSON.parse(String(init.body)) });
      await released;
      return new Response(JSON.stringify(sent), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotifyDashboardPage />, { grants: { user_management: ['view'] } });
    const desktop = await screen.findByTestId('desktop-notify-form');
    // pasted, not typed: each keystroke re-renders the form, slow in jsdom
    await user.click(within(desktop).getByLabelText(NOTIFY_TEXTS.fields.content));
    await user.paste('Trivia night on Friday!');
    await pick(user, desktop, NOTIFY_TEXTS.fields.url, 'Trivia');
    await pick(user, desktop, NOTIFY_TEXTS.fields.groups, 'Team Member');
    await user.click(within(desktop).getByRole('button', { name: /Send/ }));

    await waitFor(() => expect(within(desktop).getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(true));
    release();

    expect(await screen.findByText(`${NOTIFY_MESSAGES.sent}. ${NOTIFY_TEXTS.recipients(12)}`)).toBeTruthy();
    await waitFor(() => expect((within(desktop).getByLabelText(NOTIFY_TEXTS.fields.content) as HTMLTextAreaElement).value).toBe(''));
    expect(within(desktop).getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(false);
    expect(posted[0]!.url).toBe('/api/v1/notify/desktop-notify');
    expect(posted[0]!.body).toEqual({ content: 'Trivia night on Friday!', url: 'Trivia', every: false, locations: [], groups: [15] });
  });

  it('shows the server’s refusal beside its field and keeps what was typed', async () => {
    serve((req) => (req.method === 'POST' ? apiError(400, 'BAD_REQUEST', NOTIFY_MESSAGES.noRecipients, 'every') : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotifyDashboardPage />, { grants: { user_management: ['view'] } });
    const desktop = await screen.findByTestId('desktop-notify-form');
    await user.click(within(desktop).getByLabelText(NOTIFY_TEXTS.fields.content));
    await user.paste('Hello');
    await pick(user, desktop, NOTIFY_TEXTS.fields.url, 'Home');
    await pick(user, desktop, NOTIFY_TEXTS.fields.locations, 'Schaumburg, IL');
    await user.click(within(desktop).getByRole('button', { name: /Send/ }));
    expect(await within(desktop).findByText(NOTIFY_MESSAGES.noRecipients)).toBeTruthy();
    expect((within(desktop).getByLabelText(NOTIFY_TEXTS.fields.content) as HTMLTextAreaElement).value).toBe('Hello');
    expect(within(desktop).getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(false);
  });
});
