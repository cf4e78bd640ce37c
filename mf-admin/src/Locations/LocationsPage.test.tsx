import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from '@portal/shared';
import { Route, Routes } from 'react-router-dom';
import { apiError, buildClaims, fakeApi, renderWithProviders, type FakeRequest, type Grants } from '@portal/shared/testing';
import { LocationsPage } from './LocationsPage';
import { LOCATION_TEXTS } from './texts';

const ALL: Grants = { location: ['view', 'add', 'edit', 'delete'] };

function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    name: 'Arcadia Downtown',
    display_name: 'Downtown',
    store_id: '101',
    address: '1 Main St, Chicago, IL',
    phone: '(312) 555-0100',
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const LOCATIONS = [buildLocation(), buildLocation({ id: 2, name: 'Arcadia Lakeside', display_name: 'Lakeside', store_id: '102', active: false })];

/** A fake api paging, sorting and searching `rows` as the server does; `extra` answers the requests a test cares about. */
function serve(extra: (req: FakeRequest) => ReturnType<Parameters<typeof fakeApi>[0]> = () => undefined, rows: Location[] = LOCATIONS) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === '/api/v1/locations') {
      const search = req.query.get('search_for')?.toLowerCase();
      const limit = Number(req.query.get('limit') ?? 10);
      const offset = Number(req.query.get('offset') ?? 0);
      const sort = (req.query.get('sort') ?? 'name') as keyof Location;
      const direction = req.query.get('order') === 'desc' ? -1 : 1;
      const matching = (search ? rows.filter((l) => l.name.toLowerCase().includes(search)) : [...rows]).sort((a, b) => direction * String(a[sort]).localeCompare(String(b[sort])));
      const total = matching.length;
      return {
        body: {
          results: matching.slice(offset, offset + limit),
          total,
          limit,
          offset,
          nextPage: null,
          prevPage: null,
          pageCount: Math.ceil(total / limit),
        },
      };
    }
    return undefined;
  });
}

const FIRST_PAGE = '/api/v1/locations?limit=10&offset=0&active=both';
const listCalls = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/locations').map((r) => r.url);

/** The sortable header cell of a column. */
const header = (title: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === title)!;

/** 25 locations, Arcadia 01 … Arcadia 25: three pages. */
const MANY = Array.from({ length: 25 }, (_, i) =>
  buildLocation({ id: 100 + i, name: `Arcadia ${String(i + 1).padStart(2, '0')}`, store_id: String(200 + i), display_name: `Store ${i + 1}` }),
);

async function openCreateForm() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByTestId('locations-add'));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('LocationsPage', () => {
  it('lists the first page of every location, active or not, with its status', async () => {
    const { requests } = serve();
    renderWithProviders(<LocationsPage />, { grants: ALL });

    expect(await screen.findByText('Arcadia Downtown')).toBeTruthy();
    expect(screen.getByText('Arcadia Lakeside')).toBeTruthy();
    expect(listCalls(requests)).toEqual([FIRST_PAGE]);
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(screen.getByLabelText(LOCATION_TEXTS.toggleLabel('Arcadia Downtown')).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText(LOCATION_TEXTS.toggleLabel('Arcadia Lakeside')).getAttribute('aria-checked')).toBe('false');
  });

  it('shows the empty state', async () => {
    fakeApi(() => ({ body: { results: [], total: 0, limit: 10, offset: 0, nextPage: null, prevPage: null, pageCount: 0 } }));
    renderWithProviders(<LocationsPage />, { grants: ALL });
    expect(await screen.findByText(LOCATION_TEXTS.empty)).toBeTruthy();
  });

  it('searches only above 3 characters and reloads everything when emptied', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve();
    renderWithProviders(<LocationsPage />, { grants: ALL });
    await screen.findByText('Arcadia Lakeside');
    const box = screen.getByRole('searchbox', { name: LOCATION_TEXTS.searchLabel });

    await user.type(box, 'Lak');
    await new Promise((r) => setTimeout(r, 450));
    expect(listCalls(requests)).toEqual([FIRST_PAGE]);

    await user.type(box, 'e');
    await waitFor(() => expect(listCalls(requests)).toContain('/api/v1/locations?limit=10&offset=0&search_for=Lake&active=both'));
    await waitFor(() => expect(screen.queryByText('Arcadia Downtown')).toBeNull());

    await user.clear(box);
    await waitFor(() => expect(listCalls(requests).at(-1)).toBe(FIRST_PAGE));
    expect(listCalls(requests).filter((u) => u === FIRST_PAGE)).toHaveLength(2);
    expect(await screen.findByText('Arcadia Downtown')).toBeTruthy();
  });

  it('pages on the server: 10 rows, the total from the server, the next page asked with its offset', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve(undefined, MANY);
    renderWithProviders(<LocationsPage />, { grants: ALL });
    expect(await screen.findByText('Arcadia 01')).toBeTruthy();
    expect(screen.getByText('Arcadia 10')).toBeTruthy();
    expect(screen.queryByText('Arcadia 11')).toBeNull();
    expect(screen.getByText(LOCATION_TEXTS.total(25))).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(10);

    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('Arcadia 25')).toBeTruthy();
    expect(screen.queryByText('Arcadia 01')).toBeNull();
    expect(listCalls(requests)).toEqual([FIRST_PAGE, '/api/v1/locations?limit=10&offset=20&active=both']);
  });

  it('sorts on the server by the clicked column, both ways, back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve(undefined, MANY);
    renderWithProviders(<LocationsPage />, { grants: ALL });
    await screen.findByText('Arcadia 01');
    await user.click(screen.getByTitle('2'));
    await screen.findByText('Arcadia 11');

    await user.click(header(LOCATION_TEXTS.columns.storeId));
    await waitFor(() => expect(listCalls(requests).at(-1)).toBe('/api/v1/locations?limit=10&offset=0&sort=store_id&order=asc&active=both'));
    await user.click(header(LOCATION_TEXTS.columns.storeId));
    await waitFor(() => expect(listCalls(requests).at(-1)).toBe('/api/v1/locations?limit=10&offset=0&sort=store_id&order=desc&active=both'));
    expect(await screen.findByText('Arcadia 25')).toBeTruthy();
    expect(screen.queryByText('Arcadia 01')).toBeNull();

    await user.click(header(LOCATION_TEXTS.columns.status));
    await waitFor(() => expect(listCalls(requests).at(-1)).toBe('/api/v1/locations?limit=10&offset=0&sort=active&order=asc&active=both'));
  });

  it('a search starts again at the first page', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = serve(undefined, MANY);
    renderWithProviders(<LocationsPage />, { grants: ALL });
    await screen.findByText('Arcadia 01');
    await user.click(screen.getByTitle('2'));
    await screen.findByText('Arcadia 11');

    await user.type(screen.getByRole('searchbox', { name: LOCATION_TEXTS.searchLabel }), 'Arcadia 2');
    await waitFor(() => expect(listCalls(requests).at(-1)).toBe('/api/v1/locations?limit=10&offset=0&search_for=Arcadia+2&active=both'));
    expect(await screen.findByText('Arcadia 20')).toBeTruthy();
    expect(screen.getByText(LOCATION_TEXTS.total(6))).toBeTruthy();
    // the old page of the new search was never asked for
    expect(listCalls(requests).filter((u) => u.includes('search_for') && !u.includes('offset=0&'))).toEqual([]);
  });

  it('reloads the current page after a write, and steps back when a delete empties the last page', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [...MANY];
    const { requests } = serve((req) => {
      if (req.method !== 'DELETE') return undefined;
      rows.splice(
        rows.findIndex((l) => req.path.endsWith(`/${l.id}`)),
        1,
      );
      return { status: 204 };
    }, rows);
    renderWithProviders(<LocationsPage />, { grants: ALL });
    await screen.findByText('Arcadia 01');
    await user.click(screen.getByTitle('3'));
    await screen.findByText('Arcadia 25');

    for (const name of ['Arcadia 21', 'Arcadia 22', 'Arcadia 23', 'Arcadia 24', 'Arcadia 25']) {
      const before = listCalls(requests).length;
      await user.click(await screen.findByLabelText(LOCATION_TEXTS.deleteLabel(name)));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: LOCATION_TEXTS.deleteOk }));
      await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(before));
      if (name !== 'Arcadia 25') expect(listCalls(requests).at(-1)).toBe('/api/v1/locations?limit=10&offset=20&active=both');
      await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    }
    // page 3 is empty now: the screen asks for page 2
    await waitFor(() => expect(listCalls(requests).at(-1)).toBe('/api/v1/locations?limit=10&offset=10&active=both'));
    expect(await screen.findByText('Arcadia 20')).toBeTruthy();
    expect(screen.getByText(LOCATION_TEXTS.total(20))).toBeTruthy();
  });

  it('keeps Save disabled until name, display name and store ID are filled', async () => {
    serve();
    renderWithProviders(<LocationsPage />, { grants: ALL });
    const { user, dialog } = await openCreateForm();
    const save = within(dialog).getByRole('button', { name: LOCATION_TEXTS.save });

    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.name), 'Arcadia North');
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.display_name), 'North');
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.store_id), '103');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  });

  it('explains store ID, phone and length rules with the shared messages', async () => {
    serve();
    renderWithProviders(<LocationsPage />, { grants: ALL });
    const { user, dialog } = await openCreateForm();

    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.store_id), '12a');
    expect(await within(dialog).findByText(LOCATION_TEXTS.storeIdDigits)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(LOCATION_TEXTS.fields.store_id));
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.store_id), '12345');
    expect(await within(dialog).findByText(LOCATION_TEXTS.storeIdDigits)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.phone), 'call me');
    expect(await within(dialog).findByText(LOCATION_TEXTS.phoneFormat)).toBeTruthy();

    const name = within(dialog).getByLabelText(LOCATION_TEXTS.fields.name);
    await user.click(name);
    await user.paste('x'.repeat(81));
    expect(await within(dialog).findByText('Name must be at most 80 characters.')).toBeTruthy();
  });

  it('creates a location with the trimmed body and closes the form', async () => {
    const { requests } = serve((req) => (req.method === 'POST' && req.path === '/api/v1/locations' ? { status: 201, body: { results: buildLocation({ id: 3 }) } } : undefined));
    renderWithProviders(<LocationsPage />, { grants: ALL });
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.name), ' Arcadia North ');
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.display_name), 'North');
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.store_id), '103');
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.phone), '(312) 555-0199');
    await user.click(within(dialog).getByRole('button', { name: LOCATION_TEXTS.save }));

    expect(await screen.findByText(LOCATION_TEXTS.created)).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ name: 'Arcadia North', display_name: 'North', store_id: '103', address: '', phone: '(312) 555-0199' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the duplicate message of a 409 and the generic one of other failures', async () => {
    let attempt = 0;
    serve((req) => {
      if (req.method !== 'POST') return undefined;
      attempt += 1;
      return attempt === 1 ? apiError(409, 'CONFLICT', 'The store_id value set already exists.', 'store_id') : apiError(500, 'INTERNAL_ERROR', 'Something broke');
    });
    renderWithProviders(<LocationsPage />, { grants: ALL });
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.name), 'Arcadia North');
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.display_name), 'North');
    await user.type(within(dialog).getByLabelText(LOCATION_TEXTS.fields.store_id), '101');
    await user.click(within(dialog).getByRole('button', { name: LOCATION_TEXTS.save }));
    expect((await screen.findAllByText('The store_id value set already exists.')).length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: LOCATION_TEXTS.save }));
    expect(await screen.findByText(LOCATION_TEXTS.createFailed)).toBeTruthy();
  });

  it('edits a row with PUT and its current values', async () => {
    const { requests } = serve((req) => (req.method === 'PUT' ? { body: { results: buildLocation({ display_name: 'Downtown Loop' }) } } : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LocationsPage />, { grants: ALL });
    await user.click(await screen.findByLabelText(LOCATION_TEXTS.editLabel('Arcadia Downtown')));
    const dialog = await screen.findByRole('dialog');
    const display = within(dialog).getByLabelText(LOCATION_TEXTS.fields.display_name);
    expect((display as HTMLInputElement).value).toBe('Downtown');
    await user.clear(display);
    await user.type(display, 'Downtown Loop');
    await user.click(within(dialog).getByRole('button', { name: LOCATION_TEXTS.save }));

    expect(await screen.findByText(LOCATION_TEXTS.updated)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/locations/1');
    expect(put?.body).toMatchObject({ name: 'Arcadia Downtown', display_name: 'Downtown Loop', store_id: '101' });
  });

  it('asks before deleting, with the spec text, and reports a failure', async () => {
    const { requests } = serve((req) => (req.method === 'DELETE' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LocationsPage />, { grants: ALL });
    await user.click(await screen.findByLabelText(LOCATION_TEXTS.deleteLabel('Arcadia Lakeside')));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LOCATION_TEXTS.deleteConfirm)).toBeTruthy();
    expect(LOCATION_TEXTS.deleteConfirm).toBe('You are deleting a location from the system. This action cannot be reversed. Do you want to proceed?');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: LOCATION_TEXTS.deleteOk }));

    expect(await screen.findByText(LOCATION_TEXTS.deleteFailed)).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/v1/locations/2');
  });

  it('deletes after confirmation and reloads the list', async () => {
    const { requests } = serve((req) => (req.method === 'DELETE' ? { status: 204 } : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LocationsPage />, { grants: ALL });
    await user.click(await screen.findByLabelText(LOCATION_TEXTS.deleteLabel('Arcadia Lakeside')));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: LOCATION_TEXTS.deleteOk }));

    expect(await screen.findByText(LOCATION_TEXTS.removed)).toBeTruthy();
    await waitFor(() => expect(listCalls(requests)).toHaveLength(2));
  });

  it('toggles a location through the api and reports a failure', async () => {
    let fail = false;
    const { requests } = serve((req) => {
      if (req.method !== 'POST' || !req.path.endsWith('/toggle')) return undefined;
      return fail ? apiError(500, 'INTERNAL_ERROR', 'boom') : { body: { results: buildLocation({ active: false }) } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LocationsPage />, { grants: ALL });
    const toggle = await screen.findByLabelText(LOCATION_TEXTS.toggleLabel('Arcadia Downtown'));

    await user.click(toggle);
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/v1/locations/1/toggle']));
    await waitFor(() => expect(listCalls(requests)).toHaveLength(2));

    fail = true;
    await user.click(screen.getByLabelText(LOCATION_TEXTS.toggleLabel('Arcadia Downtown')));
    expect(await screen.findByText(LOCATION_TEXTS.toggleFailed)).toBeTruthy();
  });

  it('hides Add New, the toggle, Edit and Delete without those rights', async () => {
    serve();
    renderWithProviders(<LocationsPage />, { grants: { location: ['view'] } });
    expect(await screen.findByText('Arcadia Downtown')).toBeTruthy();

    expect(screen.queryByRole('button', { name: LOCATION_TEXTS.addNew })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: LOCATION_TEXTS.editLabel('Arcadia Downtown') })).toBeNull();
    expect(screen.queryByRole('button', { name: LOCATION_TEXTS.deleteLabel('Arcadia Downtown') })).toBeNull();
    expect(screen.getByText(LOCATION_TEXTS.activated)).toBeTruthy();
    expect(screen.getByText(LOCATION_TEXTS.deactivated)).toBeTruthy();
  });

  it('opens a location chat from its row: every row for location editors, only the own location otherwise', async () => {
    serve();
    const editor = renderWithProviders(
      <Routes>
        <Route path="/" element={<LocationsPage />} />
        <Route path="/locations/chat/:id" element={<p>Chat page</p>} />
      </Routes>,
      { grants: ALL },
    );
    await userEvent.click(await screen.findByRole('button', { name: LOCATION_TEXTS.chatLabel('Arcadia Lakeside') }));
    expect(await screen.findByText('Chat page')).toBeTruthy();
    editor.unmount();

    serve();
    renderWithProviders(<LocationsPage />, { claims: buildClaims({ location: ['view'] }, { location_id: 2 }) });
    expect(await screen.findByRole('button', { name: LOCATION_TEXTS.chatLabel('Arcadia Lakeside') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: LOCATION_TEXTS.chatLabel('Arcadia Downtown') })).toBeNull();
  });

  it('shows each button for its own right only', async () => {
    serve();
    renderWithProviders(<LocationsPage />, { grants: { location: ['view', 'delete'] } });
    expect(await screen.findByLabelText(LOCATION_TEXTS.deleteLabel('Arcadia Downtown'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: LOCATION_TEXTS.addNew })).toBeNull();
    expect(screen.queryByRole('button', { name: LOCATION_TEXTS.editLabel('Arcadia Downtown') })).toBeNull();
  });
});
