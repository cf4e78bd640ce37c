import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderWithProviders, type FakeHandler } from '@portal/shared/testing';
import { installFakeXhr } from '../test/fakeXhr';
import { COMPOSER_MESSAGES, COMPOSER_TEXTS } from '../texts';
import { DESIGNER_SCRIPT_URL } from '../Editor/EmailDesigner';
import { AnnouncementForm, type AnnouncementFormVariant } from './AnnouncementForm';

// antd forms re-render on every keystroke and this machine is shared: generous time per test.
vi.setConfig({ testTimeout: 60_000 });

/** Plain inputs are filled in one change event (typing every key adds nothing here and costs seconds). */
const fill = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const reference: FakeHandler = (req) => {
  switch (req.path) {
    case '/api/v1/locations/options':
      return {
        body: {
          results: [
            { id: 1, display_name: 'Downtown' },
            { id: 3, display_name: 'Lakeside' },
          ],
        },
      };
    case '/api/v1/profiles':
      return {
        body: {
          results: [
            { id: 1, name: 'Company Business' },
            { id: 2, name: 'Partners' },
          ],
        },
      };
    case '/api/v1/groups':
      return {
        body: {
          results: [
            { id: 6, name: 'General Manager', profile_id: 1 },
            { id: 15, name: 'Team Member', profile_id: 1 },
            { id: 16, name: 'Read Only (Partners)', profile_id: 2 },
          ],
        },
      };
    case '/api/v1/contacts/locations':
      return { body: { results: [{ value: 'Dallas', label: 'Dallas' }] } };
    case '/api/v1/contacts/roles':
      return { body: { results: [{ value: 'Manager', label: 'Manager' }] } };
    default:
      return undefined;
  }
};

function renderForm(variant: AnnouncementFormVariant, handler: FakeHandler = reference) {
  const api = fakeApi((req) => reference(req) ?? handler(req));
  const xhr = installFakeXhr();
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderWithProviders(
    <Routes>
      <Route path="/announcements/new" element={<AnnouncementForm variant={variant} />} />
      <Route path="/announcements" element={<p>Hub page</p>} />
    </Routes>,
    { grants: { announcements: ['view', 'add'] }, route: '/announcements/new' },
  );
  return { ...api, xhr, user };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

async function typeBody(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('textbox', { name: COMPOSER_TEXTS.body }));
  await user.keyboard(text);
}

async function pickOption(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, label: string) {
  await user.click(within(select).getByRole('combobox'));
  const options = await screen.findAllByTitle(label);
  await user.click(options[options.length - 1]!);
}

afterEach(() => {
  document.querySelectorAll(`script[src="${DESIGNER_SCRIPT_URL}"]`).forEach((s) => s.remove());
});

describe('Home Users composer: targets (spec 4)', () => {
  it('Everyone and the specific targets disable each other', async () => {
    const { user } = renderForm('homeUsers');
    await user.click(box(COMPOSER_TEXTS.everyone));
    expect((box(COMPOSER_TEXTS.specificLocation) as HTMLInputElement).disabled).toBe(true);
    expect((box(COMPOSER_TEXTS.jobTitle) as HTMLInputElement).disabled).toBe(true);
    await user.click(box(COMPOSER_TEXTS.everyone));
    await user.click(box(COMPOSER_TEXTS.specificLocation));
    expect((box(COMPOSER_TEXTS.everyone) as HTMLInputElement).disabled).toBe(true);
    expect((box(COMPOSER_TEXTS.everyone) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('audience-locations')).toBeTruthy();
    await user.click(box(COMPOSER_TEXTS.specificLocation));
    expect((box(COMPOSER_TEXTS.everyone) as HTMLInputElement).disabled).toBe(false);
  });

  it('offers only the groups of the selected profiles', async () => {
    const { user } = renderForm('homeUsers');
    await user.click(box(COMPOSER_TEXTS.jobTitle));
    expect(within(screen.getByTestId('audience-groups')).getByRole('combobox').hasAttribute('disabled')).toBe(true);
    await pickOption(user, screen.getByTestId('audience-profiles'), 'Partners');
    await user.click(within(screen.getByTestId('audience-groups')).getByRole('combobox'));
    expect(await screen.findByTitle('Read Only (Partners)')).toBeTruthy();
    expect(screen.queryByTitle('General Manager')).toBeNull();
  });
});

describe('Home Users composer: validation, confirmation and upload (spec 4, 5)', () => {
  it('says Invalid announcement type, Invalid subject, Invalid description in turn', async () => {
    const { user, xhr } = renderForm('homeUsers');
    const publish = screen.getByRole('button', { name: COMPOSER_TEXTS.publish });
    await user.click(publish);
    expect((await screen.findAllByText(COMPOSER_MESSAGES.invalidType)).length).toBeGreaterThan(0);
    await user.click(box(COMPOSER_TEXTS.everyone));
    await user.click(publish);
    expect((await screen.findAllByText(COMPOSER_MESSAGES.invalidSubject)).length).toBeGreaterThan(0);
    const subject = screen.getByLabelText(COMPOSER_TEXTS.subject) as HTMLInputElement;
    expect(subject.maxLength).toBe(250);
    fill(subject, 'Holiday hours');
    await user.click(publish);
    expect((await screen.findAllByText(COMPOSER_MESSAGES.invalidDescription)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(xhr.sent).toHaveLength(0);
  });

  it('asks for confirmation; No sends nothing; Yes uploads with progress and the notice, then goes to /announcements', async () => {
    const { user, xhr } = renderForm('homeUsers');
    await user.click(box(COMPOSER_TEXTS.specificLocation));
    await pickOption(user, screen.getByTestId('audience-locations'), 'Lakeside');
    fill(screen.getByLabelText(COMPOSER_TEXTS.subject), 'Holiday hours');
    await typeBody(user, 'We open at noon');
    await user.click(box(COMPOSER_TEXTS.notifyDesktop));

    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: COMPOSER_TEXTS.no }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(xhr.sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: COMPOSER_TEXTS.yes }));
    await vi.waitFor(() => expect(xhr.sent).toHaveLength(1));
    const request = xhr.sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/announcements');
    expect(request.body).toMatchObject({
      target: 'specific',
      locations_ids: [3],
      groups_ids: [],
      subject: 'Holiday hours',
      info: '<p>We open at noon</p>',
      editor_type: 'default',
      notify_desktop: true,
      sms_checked: false,
      image: null,
      doc: null,
      createdAt: null,
    });
    expect(await screen.findByText(COMPOSER_TEXTS.uploading)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Reset/ }) as HTMLButtonElement).disabled).toBe(true);
    act(() => request.progress(50, 100));
    expect(screen.getByText('50%')).toBeTruthy();
    act(() => request.respond(201, { results: { id: 99 }, recipients: 3 }));
    expect(await screen.findByText('Hub page')).toBeTruthy();
    expect(await screen.findByText(COMPOSER_TEXTS.created)).toBeTruthy();
  });

  it('shows the scheduling text when a publish date is set, and sends it', async () => {
    renderForm('homeUsers');
    expect(screen.queryByTestId('schedule-text')).toBeNull();
    const input = screen.getByLabelText(COMPOSER_TEXTS.publishDate);
    fill(input, '2030-01-02T09:30');
    expect(screen.getByTestId('schedule-text').textContent).toMatch(/scheduled: it will be published on 01\/02\/2030/);
  });

  it('shows the server message on its field and stays on the form', async () => {
    const { user, xhr } = renderForm('homeUsers');
    await user.click(box(COMPOSER_TEXTS.everyone));
    fill(screen.getByLabelText(COMPOSER_TEXTS.subject), 'Hi');
    await typeBody(user, 'Body');
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: COMPOSER_TEXTS.yes }));
    await vi.waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.sent[0]!.respond(400, { error: { code: 'VALIDATION_ERROR', message: 'The picture must be a .jpg or .png image.', field: 'image' } }));
    expect((await screen.findAllByText('The picture must be a .jpg or .png image.')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Hub page')).toBeNull();
    expect(screen.queryByText(COMPOSER_TEXTS.uploading)).toBeNull();
  });

  it('refuses a picture that is not .jpg/.png or not under 4 MB, with the hint shown', async () => {
    const { user } = renderForm('homeUsers');
    expect(screen.getByText(COMPOSER_TEXTS.imageHint)).toBeTruthy();
    const input = screen.getByLabelText(COMPOSER_TEXTS.image);
    await user.upload(input, new File(['gif'], 'party.gif', { type: 'image/gif' }));
    expect(await screen.findByText(COMPOSER_MESSAGES.imageType)).toBeTruthy();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 4 * 1024 * 1024 });
    await user.upload(input, big);
    // the hint and the error say the same words (spec: 'images less than 4 mb only')
    await vi.waitFor(() => expect(screen.getAllByText(COMPOSER_MESSAGES.imageSize)).toHaveLength(2));
    expect(screen.queryByText('big.png')).toBeNull();
    await user.upload(input, new File(['png'], 'ok.png', { type: 'image/png' }));
    expect(await screen.findByText('ok.png')).toBeTruthy();
    expect(screen.queryByText(COMPOSER_MESSAGES.imageType)).toBeNull();
  });

  it('asks for full links in the SMS text', async () => {
    const { user, xhr } = renderForm('homeUsers');
    await user.click(box(COMPOSER_TEXTS.everyone));
    fill(screen.getByLabelText(COMPOSER_TEXTS.subject), 'Benefits');
    await typeBody(user, 'Read it');
    await user.click(box(COMPOSER_TEXTS.sms));
    expect(screen.getByText(COMPOSER_TEXTS.smsHint)).toBeTruthy();
    fill(screen.getByLabelText(COMPOSER_TEXTS.smsText), 'See www.arcadia.example/benefits now');
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    expect((await screen.findAllByText(COMPOSER_MESSAGES.smsLinks)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    fill(screen.getByLabelText(COMPOSER_TEXTS.smsText), 'See https://arcadia.example/benefits now');
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: COMPOSER_TEXTS.yes }));
    await vi.waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]!.body).toMatchObject({ sms_checked: true, text: 'See https://arcadia.example/benefits now', target: 'everyone' });
  });

  it('sends the test email to the listed addresses, blank entries ignored', async () => {
    const { user, requests } = renderForm('homeUsers', (req) => (req.path === '/api/v1/announcements/email-test' ? { body: { message: 'Email sent', sent: 2 } } : undefined));
    fill(screen.getByLabelText(COMPOSER_TEXTS.subject), 'Test run');
    await typeBody(user, 'Hello');
    const panel = within(screen.getByTestId('test-emails'));
    fill(panel.getByLabelText(`${COMPOSER_TEXTS.testEmailAddress} 1`), 'a@arcadia.example');
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.addTestEmail }));
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.addTestEmail }));
    fill(panel.getByLabelText(`${COMPOSER_TEXTS.testEmailAddress} 3`), 'b@arcadia.example');
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.addTestEmail }));
    fill(panel.getByLabelText(`${COMPOSER_TEXTS.testEmailAddress} 4`), 'gone@arcadia.example');
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.removeTestEmail('gone@arcadia.example') }));
    expect(panel.queryByLabelText(`${COMPOSER_TEXTS.testEmailAddress} 4`)).toBeNull();
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.sendTest }));
    expect(await screen.findByText(COMPOSER_TEXTS.emailSent)).toBeTruthy();
    const sent = requests.find((r) => r.path === '/api/v1/announcements/email-test');
    expect(sent?.body).toMatchObject({ subject: 'Test run', info: '<p>Hello</p>', email: ['a@arcadia.example', 'b@arcadia.example'], editor_type: 'default' });
  });

  it('names a bad test address and sends nothing', async () => {
    const { user, requests } = renderForm('homeUsers');
    const panel = within(screen.getByTestId('test-emails'));
    fill(panel.getByLabelText(`${COMPOSER_TEXTS.testEmailAddress} 1`), 'not-an-email');
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.sendTest }));
    expect(await screen.findByText(COMPOSER_MESSAGES.invalidEmail('not-an-email'))).toBeTruthy();
    fill(panel.getByLabelText(`${COMPOSER_TEXTS.testEmailAddress} 1`), '');
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.sendTest }));
    expect(await screen.findByText(COMPOSER_MESSAGES.noTestEmails)).toBeTruthy();
    expect(requests.some((r) => r.path.includes('email-test'))).toBe(false);
  });

  it('says when the email designer cannot load, and the rest of the form keeps working', async () => {
    const { user } = renderForm('homeUsers');
    await user.click(screen.getByRole('radio', { name: COMPOSER_TEXTS.editorEmail }));
    await vi.waitFor(() => expect(document.querySelector(`script[src="${DESIGNER_SCRIPT_URL}"]`)).not.toBeNull());
    act(() => void document.querySelector(`script[src="${DESIGNER_SCRIPT_URL}"]`)!.dispatchEvent(new Event('error')));
    expect(await screen.findByText(COMPOSER_TEXTS.designerUnavailable)).toBeTruthy();
    fill(screen.getByLabelText(COMPOSER_TEXTS.subject), 'Still typing');
    expect((screen.getByLabelText(COMPOSER_TEXTS.subject) as HTMLInputElement).value).toBe('Still typing');
    await user.click(box(COMPOSER_TEXTS.everyone));
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    await vi.waitFor(() => expect(screen.getAllByText(COMPOSER_TEXTS.designerUnavailable).length).toBeGreaterThan(1));
    await user.click(screen.getByRole('radio', { name: COMPOSER_TEXTS.editorDefault }));
    expect(screen.getByRole('textbox', { name: COMPOSER_TEXTS.body })).toBeTruthy();
  });
});

describe('Payroll-provider contacts composer (spec 4, contact resolution)', () => {
  it("says '0 contacts found.' and sends nothing when nobody matches", async () => {
    const { user, xhr, requests } = renderForm('payroll', (req) => (req.path === '/api/v1/contacts' ? { body: { results: [] } } : undefined));
    await user.click(box(COMPOSER_TEXTS.everyone));
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.findContacts }));
    expect((await screen.findByTestId('contacts-note')).textContent).toBe(COMPOSER_MESSAGES.noContacts);
    fill(screen.getByLabelText(COMPOSER_TEXTS.subject), 'Pay day');
    await typeBody(user, 'Friday');
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: COMPOSER_TEXTS.yes }));
    // the note under the target, and the toast
    await vi.waitFor(() => expect(screen.getAllByText(COMPOSER_MESSAGES.noContacts).length).toBeGreaterThan(1));
    expect(requests.some((r) => r.path === '/api/v1/contacts')).toBe(true);
    expect(xhr.sent).toHaveLength(0);
  });

  it('by location and role: asks by location, keeps the chosen roles, sends their ids', async () => {
    const contacts = [
      { id: 1, role: 'Manager', location: 'Dallas' },
      { id: 2, role: 'Cashier', location: 'Dallas' },
    ];
    const { user, xhr, requests } = renderForm('payroll', (req) => (req.path === '/api/v1/contacts/byLocation' ? { body: { results: contacts } } : undefined));
    await user.click(box(COMPOSER_TEXTS.specificLocation));
    await pickOption(user, screen.getByTestId('contact-target'), 'Dallas');
    await user.click(box(COMPOSER_TEXTS.roles));
    const roleSelect = screen.getAllByRole('combobox')[1]!.closest('.ant-select') as HTMLElement;
    await pickOption(user, roleSelect, 'Manager');
    fill(screen.getByLabelText(COMPOSER_TEXTS.subject), 'Pay day');
    await typeBody(user, 'Friday');
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: COMPOSER_TEXTS.yes }));
    await vi.waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/v1/contacts/byLocation')?.body).toEqual({ location: ['Dallas'] });
    expect(xhr.sent[0]!.url).toBe('/api/v1/announcements/ap');
    expect(xhr.sent[0]!.body).toMatchObject({ target: 'specific', contact_locations: ['Dallas'], contact_roles: ['Manager'], users: [1] });
    expect((await screen.findByTestId('contacts-note')).textContent).toBe(COMPOSER_TEXTS.contactsFound(1));
  });
});

describe('Benefits composer', () => {
  it('needs no audience, posts to /announcements/ab and tests with email-test-benefits', async () => {
    const { user, xhr, requests } = renderForm('benefits', (req) => (req.path === '/api/v1/announcements/email-test-benefits' ? { body: { message: 'Email sent' } } : undefined));
    expect(screen.getByText(COMPOSER_TEXTS.benefitsAudienceHint)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: COMPOSER_TEXTS.editorEmail })).toBeNull();
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    expect((await screen.findAllByText(COMPOSER_MESSAGES.invalidSubject)).length).toBeGreaterThan(0);
    fill(screen.getByLabelText(COMPOSER_TEXTS.subject), 'Open enrollment');
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    expect((await screen.findAllByText(COMPOSER_MESSAGES.invalidDescription)).length).toBeGreaterThan(0);
    await typeBody(user, 'Pick a plan');
    const panel = within(screen.getByTestId('test-emails'));
    fill(panel.getByLabelText(`${COMPOSER_TEXTS.testEmailAddress} 1`), 'hr@arcadia.example');
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.sendTest }));
    await vi.waitFor(() => expect(requests.find((r) => r.path === '/api/v1/announcements/email-test-benefits')?.body).toMatchObject({ email: ['hr@arcadia.example'] }));
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.publish }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: COMPOSER_TEXTS.yes }));
    await vi.waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]!.url).toBe('/api/v1/announcements/ab');
    expect(xhr.sent[0]!.body).toMatchObject({ groups_ids: [], locations_ids: [], subject: 'Open enrollment' });
  });
});
