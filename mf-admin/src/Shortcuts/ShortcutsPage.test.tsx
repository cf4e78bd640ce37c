import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shortcut } from '@portal/shared';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse, type Grants } from '@portal/shared/testing';
import { ShortcutFormModal } from './ShortcutFormModal';
import { ShortcutsPage } from './ShortcutsPage';
import { SHORTCUT_TEXTS as T } from './texts';

const ALL: Grants = { shortcuts: ['view', 'add', 'edit', 'delete'] };

function buildShortcut(overrides: Partial<Shortcut> = {}): Shortcut {
  return {
    id: 1,
    name: 'Payroll Portal',
    display_name1: 'Payroll',
    display_name2: 'Pay stubs and W-2 forms.',
    desktop_image: '/uploads/shortcuts/1.png',
    mobile_image: null,
    link_desktop: 'https://payroll.arcadia.example/',
    link_mobile: 'https://m.payroll.arcadia.example/',
    group_ids: [],
    order: 1,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const ACTIVE = [
  buildShortcut(),
  buildShortcut({ id: 2, name: 'A very long shortcut name indeed', display_name1: 'Scheduler app long', display_name2: 'See your shifts and swap them easily', order: 2 }),
  buildShortcut({ id: 3, name: 'Time Clock', display_name1: 'Clock', display_name2: 'Clock in and out', order: 3 }),
];
const INACTIVE = [buildShortcut({ id: 9, name: 'Old Intranet', display_name1: 'Intranet', status: 'inactive', order: 2 })];

function serve(extra: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === '/api/v1/shortcuts') return { body: { results: req.query.get('status') === 'inactive' ? INACTIVE : ACTIVE } };
    if (req.method === 'GET' && req.path === '/api/v1/groups')
      return {
        body: {
          results: [
            { id: 6, name: 'General Manager', profile_id: 1 },
            { id: 16, name: 'Read Only (Partners)', profile_id: 2 },
          ],
        },
      };
    return undefined;
  });
}

/** The header of a PNG of `width` x `height`: enough for the checks made from the bytes. */
function pngFile(width: number, height: number, name = 'icon.png', padTo = 0) {
  const header = new Uint8Array(33);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(header.buffer).setUint32(16, width);
  new DataView(header.buffer).setUint32(20, height);
  const bytes = padTo > header.length ? new Uint8Array(padTo) : header;
  bytes.set(header);
  return new File([bytes], name, { type: 'image/png' });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('Apps Manager (/shortcuts)', () => {
  it('lists the active apps with the spec’s truncations (full text in the tooltip)', async () => {
    serve();
    renderWithProviders(<ShortcutsPage />, { grants: ALL });
    await screen.findByText('Payroll Portal');
    // name 18, app name 14, description 18, links 10
    expect(screen.getByText('A very long shortc…').getAttribute('title')).toBe('A very long shortcut name indeed');
    expect(screen.getByText('Scheduler app…').getAttribute('title')).toBe('Scheduler app long');
    expect(screen.getByText('See your shifts an…').getAttribute('title')).toBe('See your shifts and swap them easily');
    expect(within(rowOf('Payroll Portal')).getAllByText('https://pa…')[0]!.getAttribute('title')).toBe('https://payroll.arcadia.example/');
  });

  it('filters by name or display names', async () => {
    serve();
    renderWithProviders(<ShortcutsPage />, { grants: ALL });
    await screen.findByText('Payroll Portal');
    await userEvent.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'clock in');
    expect(screen.queryByText('Payroll Portal')).toBeNull();
    expect(screen.getByText('Time Clock')).toBeTruthy();
    expect(screen.getByText(T.dragDisabledWhileSearching)).toBeTruthy();
  });

  it('shows the Inactive Shortcuts tab and reactivation only with delete; add and edit only with their flags', async () => {
    serve();
    renderWithProviders(<ShortcutsPage />, { grants: { shortcuts: ['view'] } });
    await screen.findByText('Payroll Portal');
    expect(screen.queryByRole('tab', { name: T.inactiveTab })).toBeNull();
    expect(screen.queryByRole('button', { name: T.addApp })).toBeNull();
    expect(screen.queryByRole('button', { name: T.editLabel('Payroll Portal') })).toBeNull();
    expect(screen.queryByTestId('shortcut-drag-handle')).toBeNull();
  });

  it('moves a row up with the spec’s call and shows the new order at once', async () => {
    const { requests } = serve((req) =>
      req.path === '/api/v1/shortcuts/up/3/3' ? { body: { results: [ACTIVE[0], { ...ACTIVE[2], order: 2 }, { ...ACTIVE[1], order: 3 }] } } : undefined,
    );
    renderWithProviders(<ShortcutsPage />, { grants: ALL });
    await screen.findByText('Time Clock');
    expect(screen.getAllByTestId('shortcut-drag-handle')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: T.moveUp('Time Clock') }));
    await waitFor(() => expect(requests.some((r) => r.method === 'GET' && r.path === '/api/v1/shortcuts/up/3/3')).toBe(true));
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).queryByText(/Payroll Portal|Time Clock|A very long/)?.textContent);
    await waitFor(() => expect(names()).toEqual(['Payroll Portal', 'Time Clock', 'A very long shortc…']));
    // the first cannot go up
    expect((screen.getByRole('button', { name: T.moveUp('Payroll Portal') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the list changed when another administrator moved it first (409) and reloads it', async () => {
    let lists = 0;
    serve((req) => {
      if (req.method === 'GET' && req.path === '/api/v1/shortcuts' && !req.query.get('status')) lists += 1;
      return req.path === '/api/v1/shortcuts/down/1/1' ? apiError(409, 'CONFLICT', T.orderChanged, 'order') : undefined;
    });
    renderWithProviders(<ShortcutsPage />, { grants: ALL });
    await screen.findByText('Payroll Portal');
    await userEvent.click(screen.getByRole('button', { name: T.moveDown('Payroll Portal') }));
    expect(await screen.findByText(T.orderChanged)).toBeTruthy();
    await waitFor(() => expect(lists).toBeGreaterThanOrEqual(2));
  });

  it('deletes after a confirmation, with the spec’s message when it fails', async () => {
    const { requests } = serve((req) => (req.method === 'DELETE' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    renderWithProviders(<ShortcutsPage />, { grants: ALL });
    await screen.findByText('Time Clock');
    await userEvent.click(screen.getByRole('button', { name: T.deleteLabel('Time Clock') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(T.deleteFailed)).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')!.path).toBe('/api/v1/shortcuts/3/3');
  });

  it('reactivates an inactive shortcut with its order; a failure reads the spec’s message', async () => {
    const { requests } = serve((req) => (req.path === '/api/v1/shortcuts/9/2/activate' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    renderWithProviders(<ShortcutsPage />, { grants: ALL });
    await screen.findByText('Payroll Portal');
    await userEvent.click(screen.getByRole('tab', { name: T.inactiveTab }));
    await userEvent.click(await screen.findByRole('button', { name: T.activateLabel('Old Intranet') }));
    expect(await screen.findByText(T.activateFailed)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT' && r.path === '/api/v1/shortcuts/9/2/activate')).toBe(true);
    // no dragging on the inactive tab
    expect(screen.queryByTestId('shortcut-drag-handle')).toBeNull();
  });
});

describe('Add App form', () => {
  // the modal alone: the form's rules do not need the table behind it
  async function openForm(shortcut: Shortcut | null = null) {
    renderWithProviders(<ShortcutFormModal shortcut={shortcut} onClose={() => undefined} />, { grants: ALL });
    return screen.findByRole('dialog');
  }
  const pickImage = async (file: File) => {
    pick('shortcut-desktop-image', file);
    await within(screen.getByTestId('shortcut-desktop-image')).findByRole('img');
  };
  const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: T.form.save }) as HTMLButtonElement;
  const pick = (testId: string, file: File) => fireEvent.change(within(screen.getByTestId(testId)).getByLabelText(/image/i, { selector: 'input' }), { target: { files: [file] } });

  const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  function fillText(dialog: HTMLElement) {
    type(dialog, T.form.name, 'Help Desk');
    type(dialog, T.form.display_name1, 'Help');
    type(dialog, T.form.display_name2, 'Report a problem.');
    type(dialog, T.form.link_desktop, 'https://help.arcadia.example/');
    type(dialog, T.form.link_mobile, 'https://m.help.arcadia.example/');
  }

  it('enables Save only once name, app name, description, a desktop image and both links are set', async () => {
    serve();
    const dialog = await openForm();
    expect(save(dialog).disabled).toBe(true);
    fillText(dialog);
    expect(save(dialog).disabled).toBe(true); // no desktop image yet
    await pickImage(pngFile(200, 200));
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    type(dialog, T.form.link_mobile, '  ');
    await waitFor(() => expect(save(dialog).disabled).toBe(true));
  });

  it('refuses an image that is not a 200x200 square, is 2 MB or more, or is not a .jpg/.png (by its bytes)', async () => {
    serve();
    await openForm();
    pick('shortcut-desktop-image', pngFile(200, 150));
    expect(await screen.findByText(T.imageSize)).toBeTruthy();
    pick('shortcut-desktop-image', pngFile(200, 200, 'big.png', 2 * 1024 * 1024));
    expect(await screen.findByText(T.imageTooLarge)).toBeTruthy();
    pick('shortcut-desktop-image', new File(['GIF89a....'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(T.imageType)).toBeTruthy();
    // the size first, as the api checks: a large file that is no picture reads the size message
    pick('shortcut-desktop-image', new File([new Uint8Array(2 * 1024 * 1024)], 'big.gif', { type: 'image/gif' }));
    expect(await screen.findByText(T.imageTooLarge)).toBeTruthy();
    await pickImage(pngFile(200, 200));
    expect(screen.queryByText(T.imageType)).toBeNull();
  });

  it('checks the description (200) and the links with the api’s own rules', async () => {
    serve();
    const dialog = await openForm();
    type(dialog, T.form.link_desktop, 'javascript:alert(1)');
    expect(await within(dialog).findByText(T.link)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(T.form.display_name2), { target: { value: 'x'.repeat(201) } });
    expect(await within(dialog).findByText(T.descriptionTooLong)).toBeTruthy();
  });

  it('sends the shortcut with its image as a data URL; a taken name reads “The name already exists.” on the field', async () => {
    const { requests } = serve((req) => (req.method === 'POST' ? apiError(409, 'CONFLICT', 'The name already exists.', 'name') : undefined));
    const dialog = await openForm();
    fillText(dialog);
    await pickImage(pngFile(200, 200));
    await waitFor(() => expect(save(dialog).disabled).toBe(false));
    await userEvent.click(save(dialog));
    expect((await within(dialog).findAllByText('The name already exists.')).length).toBeGreaterThan(0);
    const body = requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Help Desk', display_name1: 'Help', display_name2: 'Report a problem.', group_ids: [], mobile_image: null });
    expect((body.desktop_image as { data: string }).data).toMatch(/^data:image\/png;base64,/);
  });

  it('edits an app keeping its stored images unless replaced; a failure reads the spec’s message', async () => {
    const { requests } = serve((req) => (req.method === 'PUT' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    const dialog = await openForm(ACTIVE[0]!);
    expect(save(dialog).disabled).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(T.form.display_name1), { target: { value: 'Pay' } });
    await userEvent.click(save(dialog));
    expect(await screen.findByText(T.updateFailed)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/api/v1/shortcuts/1');
    expect(put.body).toMatchObject({ display_name1: 'Pay', name: 'Payroll Portal' });
    expect((put.body as Record<string, unknown>).desktop_image).toBeUndefined();
  });
});
