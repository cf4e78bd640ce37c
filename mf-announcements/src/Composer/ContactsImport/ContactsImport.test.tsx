import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, type Grants } from '@portal/shared/testing';
import { useContactOptions } from '../../queries/reference';
import { CONTACTS_IMPORT_COLUMNS, CONTACTS_IMPORT_TEXTS as T } from '../../texts';
import { ContactsImportButton } from './ContactsImport';
import { countCsvRows } from './csvRows';

// antd modals re-render a lot and this machine is shared: generous time per test.
vi.setConfig({ testTimeout: 60_000 });

interface Posted {
  url: string;
  contentType: string | null;
  body: unknown;
}

/**
 * The fake api answers the pickers; the import call is answered here, since the shared fake reads every body as
 * JSON and this one is the CSV text itself.
 */
function stubApi(answerImport: (csv: string) => { status?: number; body: unknown }) {
  const { requests, fetchMock } = fakeApi((req) => (req.path === '/api/v1/contacts/roles' ? { body: { results: [{ value: 'Manager', label: 'Manager' }] } } : undefined));
  const posted: Posted[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/v1/contacts/import') return fetchMock(input, init);
      posted.push({ url: url.pathname, contentType: new Headers(init?.headers).get('content-type'), body: init?.body });
      const answer = answerImport(String(init?.body));
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { requests, posted };
}

/** The composer's role picker stands in for the queries an import must refresh. */
function RolesProbe() {
  const roles = useContactOptions('roles');
  return <p data-testid="roles">{roles.data?.map((r) => r.label).join(',')}</p>;
}

function renderImport(grants: Grants) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <ContactsImportButton />
      <RolesProbe />
    </>,
    { grants },
  );
  return user;
}

const csvFile = (text: string, name = 'contacts.csv') => new File([text], name, { type: 'text/csv' });
const EDITOR: Grants = { announcements: ['view', 'add', 'edit'] };

const GOOD = [
  'first_name,last_name,email,phone,role,location',
  'Payton,Pier,payton@vendor.example,3125550100,Payroll Clerk,Dallas',
  'Quinn,Pier,quinn@vendor.example,,Store Manager,Dallas',
  '',
].join('\n');

describe('Contacts CSV import (issue 4)', () => {
  it('is not offered without announcements edit', async () => {
    stubApi(() => ({ body: {} }));
    renderImport({ announcements: ['view', 'add'] });
    await screen.findByText('Manager');
    expect(screen.queryByRole('button', { name: T.open })).toBeNull();
  });

  it('explains the columns, posts exactly the file text as text/csv, shows the result and refreshes the pickers', async () => {
    const { posted, requests } = stubApi(() => ({ body: { results: { created: 2, updated: 1 } } }));
    const user = renderImport(EDITOR);
    await screen.findByText('Manager');
    await user.click(screen.getByRole('button', { name: T.open }));
    const dialog = within(await screen.findByRole('dialog', { name: T.title }));
    expect(dialog.getByTestId('contacts-import-columns').textContent).toBe(CONTACTS_IMPORT_COLUMNS.join(','));
    expect(dialog.getByRole('button', { name: T.import }).hasAttribute('disabled')).toBe(true);

    await user.upload(dialog.getByLabelText(T.file), csvFile(GOOD));
    await vi.waitFor(() => expect(dialog.getByRole('status').textContent).toBe(T.rows('contacts.csv', 2)));
    const rolesAsked = requests.filter((r) => r.path === '/api/v1/contacts/roles').length;
    await user.click(dialog.getByRole('button', { name: T.import }));

    await vi.waitFor(() => expect(dialog.getByRole('status').textContent).toBe(T.done(2, 1)));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.contentType).toBe('text/csv');
    expect(posted[0]!.body).toBe(GOOD);
    await vi.waitFor(() => expect(requests.filter((r) => r.path === '/api/v1/contacts/roles').length).toBe(rolesAsked + 1));
    // the file was used up: a second click cannot import it twice
    await vi.waitFor(() => expect(dialog.getByRole('button', { name: T.import }).hasAttribute('disabled')).toBe(true));
  });

  it("lists the api's line-numbered errors of a refused file, and nothing is reported imported", async () => {
    const lines = [
      { line: 3, message: 'email is not a valid email address.' },
      { line: 5, message: 'role is required.' },
    ];
    const { posted } = stubApi(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: lines.map((l) => `Line ${l.line}: ${l.message}`).join('\n'), field: 'csv', lines } },
    }));
    const user = renderImport(EDITOR);
    await user.click(await screen.findByRole('button', { name: T.open }));
    const dialog = within(await screen.findByRole('dialog', { name: T.title }));
    await user.upload(dialog.getByLabelText(T.file), csvFile(`${GOOD}Ann,,not-an-email,,Clerk,Dallas\n`));
    await dialog.findByText(T.rows('contacts.csv', 3));
    await user.click(dialog.getByRole('button', { name: T.import }));

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain(T.refused);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 3: email is not a valid email address.', 'Line 5: role is required.']);
    expect(posted).toHaveLength(1);
    expect(dialog.getByRole('status').textContent).toBe('');
    // antd drops the button's loading icon a render later
    await vi.waitFor(() => expect(dialog.getByRole('button', { name: T.import }).hasAttribute('disabled')).toBe(true));
  });

  it('refuses a file that is not .csv, or has no contacts, without calling the api', async () => {
    const { posted } = stubApi(() => ({ body: {} }));
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<ContactsImportButton />, { grants: EDITOR });
    await user.click(screen.getByRole('button', { name: T.open }));
    const dialog = within(await screen.findByRole('dialog', { name: T.title }));
    await user.upload(dialog.getByLabelText(T.file), csvFile(GOOD, 'contacts.txt'));
    expect((await dialog.findByRole('alert')).textContent).toBe(T.notCsv);
    await user.upload(dialog.getByLabelText(T.file), csvFile('first_name,role,location,email\n\n'));
    await vi.waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(T.csvEmpty));
    expect(dialog.getByRole('button', { name: T.import }).hasAttribute('disabled')).toBe(true);
    expect(posted).toHaveLength(0);
  });
});

describe('countCsvRows', () => {
  it('counts records after the header, with quoted line breaks and blank lines', () => {
    expect(countCsvRows('a,b\r\n1,2\r\n\r\n"x\ny",3\n')).toBe(2);
    expect(countCsvRows('a,b')).toBe(0);
    expect(countCsvRows('')).toBe(0);
    expect(countCsvRows('\uFEFFa,b\n1,2')).toBe(1);
  });
});
