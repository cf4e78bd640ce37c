import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUPS, PERMISSION_MODULES, PROFILES, emptyRoles, type GroupPermissions, type Roles } from '@portal/shared';
import { apiError, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse } from '@portal/shared/testing';
import { combobox, offersOption, pickOption } from '../test/pickOption';
import { PermissionsPage } from './PermissionsPage';
import { PERMISSION_TEXTS } from './texts';

function rolesWith(grants: Partial<Record<keyof Roles, Partial<Roles[keyof Roles]>>>): Roles {
  const roles = emptyRoles();
  for (const [module, flags] of Object.entries(grants)) Object.assign(roles[module as keyof Roles], flags);
  return roles;
}

const TABLE: GroupPermissions[] = GROUPS.map((g) => ({
  group_id: g.id,
  group_name: g.name,
  profile_id: g.profile_id,
  roles: g.id === 15 ? rolesWith({ home_page: { view: true }, events: { view: true } }) : g.id === 16 ? rolesWith({ announcements: { view: true } }) : emptyRoles(),
}));

function serve(extra: (req: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/v1/profiles') return { body: { results: PROFILES } };
    if (req.path === '/api/v1/groups') return { body: { results: GROUPS } };
    if (req.method === 'GET' && req.path === '/api/v1/permissions') return { body: { results: TABLE } };
    return undefined;
  });
}

/** A checkbox of the grid by its label (an attribute lookup: role queries over 56 antd checkboxes are slow in jsdom). */
function box(module: string, action: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${PERMISSION_TEXTS.checkboxLabel(module, action)}"]`);
  if (!input) throw new Error(`no checkbox ${module}: ${action}`);
  return input;
}

const choose = (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => pickOption(user, label, option);

// antd pickers in jsdom are slow on a loaded 2-core machine: room above the 15 s default
describe('PermissionsPage', { timeout: 60_000 }, () => {
  it('shows the 14 modules with every box disabled until a group is loaded', async () => {
    serve();
    renderWithProviders(<PermissionsPage />, { grants: { permissions_management: ['view', 'edit'] } });
    const table = await screen.findByTestId('permissions-table');
    for (const module of PERMISSION_MODULES) expect(within(table).getByText(module.label)).toBeTruthy();
    const boxes = table.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect(boxes).toHaveLength(56);
    expect([...boxes].every((c) => c.disabled && c.getAttribute('aria-label'))).toBe(true);
    expect(screen.getByRole('button', { name: PERMISSION_TEXTS.save }).hasAttribute('disabled')).toBe(true);
  });

  it('loads a group’s flags; choosing the same group again deselects it and empties the boxes', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PermissionsPage />, { grants: { permissions_management: ['view', 'edit'] } });
    await screen.findByTestId('permissions-table');
    await choose(user, PERMISSION_TEXTS.profileLabel, 'Company Business');
    await choose(user, PERMISSION_TEXTS.groupLabel, 'Team Member');
    await waitFor(() => expect(box('Home Page', 'View').checked).toBe(true));
    expect(box('Events', 'View').checked).toBe(true);
    expect(box('Events', 'Add').checked).toBe(false);
    expect(box('Events', 'Add').disabled).toBe(false);

    await choose(user, PERMISSION_TEXTS.groupLabel, 'Team Member');
    await waitFor(() => expect(box('Home Page', 'View').checked).toBe(false));
    expect(box('Home Page', 'View').disabled).toBe(true);
    expect(screen.getByText(PERMISSION_TEXTS.pickGroup)).toBeTruthy();
  });

  it('a new profile clears the group and the boxes and offers its own groups; the same profile again deselects it', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PermissionsPage />, { grants: { permissions_management: ['view', 'edit'] } });
    await screen.findByTestId('permissions-table');
    await choose(user, PERMISSION_TEXTS.profileLabel, 'Company Business');
    await choose(user, PERMISSION_TEXTS.groupLabel, 'Team Member');
    await waitFor(() => expect(box('Home Page', 'View').checked).toBe(true));

    await choose(user, PERMISSION_TEXTS.profileLabel, 'Partners');
    await waitFor(() => expect(box('Home Page', 'View').checked).toBe(false));
    expect(box('Home Page', 'View').disabled).toBe(true);
    await user.click(combobox(PERMISSION_TEXTS.groupLabel));
    await waitFor(() => expect(offersOption('Read Only (Partners)')).toBe(true));
    expect(offersOption('Team Member')).toBe(false);
    await user.keyboard('{Escape}');

    await choose(user, PERMISSION_TEXTS.profileLabel, 'Partners');
    await waitFor(() => expect(combobox(PERMISSION_TEXTS.groupLabel).closest('.ant-select-disabled')).toBeTruthy());
  });

  it('saves the changed flags of the group and says so', async () => {
    const { requests } = serve((req) => (req.method === 'PUT' ? { body: { results: { ...TABLE[14]!, roles: req.body as Roles } } } : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PermissionsPage />, { grants: { permissions_management: ['view', 'edit'] } });
    await screen.findByTestId('permissions-table');
    await choose(user, PERMISSION_TEXTS.profileLabel, 'Company Business');
    await choose(user, PERMISSION_TEXTS.groupLabel, 'Team Member');
    await waitFor(() => expect(box('Location', 'View').disabled).toBe(false));
    await user.click(box('Location', 'View'));
    expect(screen.getByText(PERMISSION_TEXTS.unsaved)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PERMISSION_TEXTS.save }));

    expect(await screen.findByText(PERMISSION_TEXTS.saved)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/api/v1/permissions/15');
    expect((put.body as Roles).location).toEqual({ view: true, add: false, edit: false, delete: false });
    expect((put.body as Roles).home_page.view).toBe(true);
    await waitFor(() => expect(screen.queryByText(PERMISSION_TEXTS.unsaved)).toBeNull());
  });

  it('shows why the server refused a save (the last way to manage permissions)', async () => {
    serve((req) => (req.method === 'PUT' ? apiError(409, 'CONFLICT', PERMISSION_TEXTS.lastManager, 'permissions_management') : undefined));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PermissionsPage />, { grants: { permissions_management: ['view', 'edit'] } });
    await screen.findByTestId('permissions-table');
    await choose(user, PERMISSION_TEXTS.profileLabel, 'Company Business');
    await choose(user, PERMISSION_TEXTS.groupLabel, 'Team Member');
    await waitFor(() => expect(box('Events', 'View').disabled).toBe(false));
    await user.click(box('Events', 'View'));
    await user.click(screen.getByRole('button', { name: PERMISSION_TEXTS.save }));
    expect(await screen.findByText(PERMISSION_TEXTS.lastManager)).toBeTruthy();
    // the edit stays on screen to be corrected
    expect(box('Events', 'View').checked).toBe(false);
  });

  it('without edit: no Save, boxes stay disabled with a group loaded', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PermissionsPage />, { grants: { permissions_management: ['view'] } });
    await screen.findByTestId('permissions-table');
    await choose(user, PERMISSION_TEXTS.profileLabel, 'Company Business');
    await choose(user, PERMISSION_TEXTS.groupLabel, 'Team Member');
    await waitFor(() => expect(box('Home Page', 'View').checked).toBe(true));
    expect(box('Home Page', 'View').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: PERMISSION_TEXTS.save })).toBeNull();
    expect(screen.getByText(PERMISSION_TEXTS.readOnly)).toBeTruthy();
  });

  it('keeps the Super Admin group read-only', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PermissionsPage />, { grants: { permissions_management: ['view', 'edit'] } });
    await screen.findByTestId('permissions-table');
    await choose(user, PERMISSION_TEXTS.profileLabel, 'Company Business');
    await choose(user, PERMISSION_TEXTS.groupLabel, 'Super Admin');
    expect(await screen.findByText(PERMISSION_TEXTS.superAdminNote)).toBeTruthy();
    expect(box('Home Page', 'View').disabled).toBe(true);
  });
});
