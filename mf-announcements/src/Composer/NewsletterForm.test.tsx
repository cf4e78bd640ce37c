import { useEffect, useImperativeHandle, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import type { NewsletterDraft } from '@portal/shared';
import { installFakeXhr } from '../test/fakeXhr';
import { COMPOSER_TEXTS } from '../texts';
import { NewsletterForm } from './NewsletterForm';

vi.setConfig({ testTimeout: 60_000 });

/** The real designer needs its script from the network; here a stand-in that is ready (or not) at once. */
const designer = vi.hoisted(() => ({ ready: true, loaded: [] as unknown[] }));
vi.mock('../Editor/EmailDesigner', () => ({
  EmailDesigner({ ref, onStatusChange }: { ref?: Ref<unknown>; onStatusChange?: (ready: boolean) => void }) {
    useImperativeHandle(ref, () => ({
      exportHtml: () => Promise.resolve({ design: { rows: ['designed'] }, html: '<p>Newsletter body</p>' }),
      loadDesign: (d: unknown) => designer.loaded.push(d),
    }));
    useEffect(() => onStatusChange?.(designer.ready), [onStatusChange]);
    return designer.ready ? <div>designer</div> : <div role="alert">{COMPOSER_TEXTS.designerUnavailable}</div>;
  },
}));

const draft: NewsletterDraft = { id: 4, subject: 'December letter', draft: { rows: ['saved'] }, target_date: '2030-12-01T15:00:00.000Z', createdAt: '', updatedAt: '' };

function renderNewsletter() {
  const api = fakeApi((req) => {
    if (req.path === '/api/v1/newsletter-schedule/all') return { body: { results: [draft] } };
    if (req.path === '/api/v1/newsletter-schedule/create') return { status: 201, body: { results: { ...draft, id: 8 }, message: 'Draft saved' } };
    if (req.path === '/api/v1/newsletter-schedule/update') return { body: { results: draft, message: 'Draft updated' } };
    if (req.path === '/api/v1/newsletter-schedule/send-email-test') return { body: { message: 'Email sent', sent: 1 } };
    return undefined;
  });
  const xhr = installFakeXhr();
  renderWithProviders(
    <Routes>
      <Route path="/announcements/new" element={<NewsletterForm />} />
      <Route path="/announcements" element={<p>Hub page</p>} />
    </Routes>,
    { grants: { announcements: ['view', 'add'] }, route: '/announcements/new' },
  );
  return { ...api, xhr, user: userEvent.setup({ delay: null }) };
}

describe('NewsletterForm (spec 4: drafts)', () => {
  it("'Save Draft' creates a draft, then the button is 'Update Draft'", async () => {
    designer.ready = true;
    const { user, requests } = renderNewsletter();
    fireEvent.change(screen.getByLabelText(COMPOSER_TEXTS.subject), { target: { value: 'January letter' } });
    fireEvent.change(screen.getByLabelText(COMPOSER_TEXTS.targetDate), { target: { value: '2031-01-05T08:00' } });
    const save = await screen.findByRole('button', { name: COMPOSER_TEXTS.saveDraft });
    await vi.waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await user.click(save);
    expect(await screen.findByText(COMPOSER_TEXTS.draftSaved)).toBeTruthy();
    const created = requests.find((r) => r.path === '/api/v1/newsletter-schedule/create');
    expect(created?.body).toMatchObject({ draft: { rows: ['designed'] }, subject: 'January letter' });
    expect(typeof (created?.body as { target_date: string }).target_date).toBe('string');
    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.updateDraft }));
    expect(await screen.findByText(COMPOSER_TEXTS.draftUpdated)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/v1/newsletter-schedule/update')?.body).toMatchObject({ id: 8, subject: 'January letter' });
  });

  it('choosing a saved draft loads its subject, date and design; sending asks first and publishes', async () => {
    designer.ready = true;
    designer.loaded = [];
    const { user, requests, xhr } = renderNewsletter();
    await user.click(screen.getByRole('combobox', { name: COMPOSER_TEXTS.draft }));
    await user.click((await screen.findAllByTitle(/December letter/)).at(-1)!);
    expect((screen.getByLabelText(COMPOSER_TEXTS.subject) as HTMLInputElement).value).toBe('December letter');
    expect((screen.getByLabelText(COMPOSER_TEXTS.targetDate) as HTMLInputElement).value).not.toBe('');
    expect(designer.loaded).toEqual([{ rows: ['saved'] }]);
    expect(screen.getByRole('button', { name: COMPOSER_TEXTS.updateDraft })).toBeTruthy();

    const panel = within(screen.getByTestId('test-emails'));
    fireEvent.change(panel.getByLabelText(`${COMPOSER_TEXTS.testEmailAddress} 1`), { target: { value: 'me@arcadia.example' } });
    await user.click(panel.getByRole('button', { name: COMPOSER_TEXTS.sendTest }));
    expect(await screen.findByText(COMPOSER_TEXTS.emailSent)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/v1/newsletter-schedule/send-email-test')?.body).toMatchObject({
      users: ['me@arcadia.example'],
      html: '<p>Newsletter body</p>',
      subject: 'December letter',
      id: 4,
    });

    await user.click(screen.getByRole('button', { name: COMPOSER_TEXTS.send }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: COMPOSER_TEXTS.yes }));
    await vi.waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]!.url).toBe('/api/v1/announcements/newsletter');
    expect(xhr.sent[0]!.body).toMatchObject({ subject: 'December letter', info: '<p>Newsletter body</p>', draft_id: 4 });
    expect(await screen.findByText(COMPOSER_TEXTS.uploading)).toBeTruthy();
    act(() => xhr.sent[0]!.respond(201, { results: { id: 30 }, recipients: 5 }));
    expect(await screen.findByText('Hub page')).toBeTruthy();
  });

  it('without the designer, says so and keeps Save Draft and Send disabled', async () => {
    designer.ready = false;
    renderNewsletter();
    expect(await screen.findByText(COMPOSER_TEXTS.designerUnavailable)).toBeTruthy();
    expect((screen.getByRole('button', { name: COMPOSER_TEXTS.saveDraft }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: COMPOSER_TEXTS.send }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(COMPOSER_TEXTS.subject), { target: { value: 'Still editable' } });
    expect((screen.getByLabelText(COMPOSER_TEXTS.subject) as HTMLInputElement).value).toBe('Still editable');
  });
});
