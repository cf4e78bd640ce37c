import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Account } from '@portal/shared';
import { buildClaims, fakeApi, renderWithProviders, type FakeRequest, type FakeResponse, type Grants } from '@portal/shared/testing';
import { buildUser, GROUPS, LOCATION_OPTIONS, pageOf, PROFILES } from '../test/fixtures';
import { ManagementPage } from './ManagementPage';
import { MANAGEMENT_TEXTS as T } from './texts';
export { chooseOption } from '../test/chooseOption';

// What the ManagementPage test files share: the users, the fake api that pages them as the server does, and the row
// and menu helpers (the page's tests are split in two files so the two cores run them side by side).

export const ALL: Grants = { user_management: ['view', 'add', 'edit', 'delete'] };
export const VIEW_ONLY: Grants = { user_management: ['view'] };
export const VIEW_EDIT: Grants = { user_management: ['view', 'edit'] };

/** 12 users: three pages of 5. User 03 is inactive, user 04 has an expired password. */
export const USERS: Account[] = Array.from({ length: 12 }, (_, i) =>
  buildUser(i + 2, {
    ...(i === 1 ? { status: 'INACTIVE' as const } : {}),
    ...(i === 2 ? { password_is_expired: true, password_expired_time: '2026-01-01T00:00:00.000Z' } : {}),
  }),
);

export type Extra = (req: FakeRequest) => FakeResponse | undefined;

/** A fake api that pages and searches USERS as the server does; `extra` answers what a test cares about. */
export function serve(extra: Extra = () => undefined, rows: Account[] = USERS) {
  return fakeApi((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.path === '/api/v1/accounts') {
      const filter = req.query.get('filter') ?? '';
      const matching = rows.filter((u) => `${u.full_name} ${u.email}`.toLowerCase().includes(filter.toLowerCase()));
      return { body: pageOf(matching, Number(req.query.get('limit')), Number(req.query.get('offset')), filter ? { filter } : {}) };
    }
    if (req.method === 'POST' && req.path === '/api/v1/accounts/filter/users') {
      const body = req.body as { limit: number; offset: number };
      return { body: pageOf(rows.slice(0, 7), body.limit, body.offset) };
    }
    if (req.method === 'GET' && req.path === '/api/v1/groups') return { body: { results: GROUPS } };
    if (req.method === 'GET' && req.path === '/api/v1/profiles') return { body: { results: PROFILES } };
    if (req.method === 'GET' && req.path === '/api/v1/locations/options') return { body: { results: LOCATION_OPTIONS } };
    if (req.method === 'PUT' && req.path.startsWith('/api/v1/accounts/')) return { body: { results: rows[0] } };
    return undefined;
  });
}

export const listCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => (r.method === 'GET' && r.path === '/api/v1/accounts') || r.path === '/api/v1/accounts/filter/users').map((r) => (r.method === 'GET' ? r.url : r.body));
export const writes = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET' && r.path !== '/api/v1/accounts/filter/users').map((r) => [r.method, r.path, r.body]);

export function renderPage(grants: Grants = ALL, selfId = 1) {
  return renderWithProviders(<ManagementPage />, { claims: buildClaims(grants, { id: selfId }) });
}

export const row = (name: string) => screen.getAllByTestId('user-row').find((r) => within(r).queryByText(name) !== null)!;
export const action = (label: string, name: string) => screen.getByRole('button', { name: T.actions.label(label, name) });
export type User = ReturnType<typeof userEvent.setup>;

/** The open row menu ('More'), the last one antd shows. */
export function openMenu() {
  const menus = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]')];
  if (!menus.length) throw new Error('no open menu');
  return menus.at(-1) as HTMLElement;
}

/** Names of what a row's 'More' menu offers (empty when the row has no menu). */
export async function moreActions(user: User, name: string): Promise<string[]> {
  const trigger = screen.queryByRole('button', { name: T.actions.label(T.actions.more, name) });
  if (!trigger) return [];
  await user.click(trigger);
  const items = await waitFor(() =>
    within(openMenu())
      .getAllByRole('menuitem')
      .map((i) => i.textContent ?? ''),
  );
  await user.keyboard('{Escape}');
  return items;
}

/** Runs a row action: its button when inline, else the item of the row's 'More' menu. */
export async function run(user: User, label: string, name: string) {
  const inline = screen.queryByRole('button', { name: T.actions.label(label, name) });
  if (inline) return user.click(inline);
  await user.click(screen.getByRole('button', { name: T.actions.label(T.actions.more, name) }));
  const item = await waitFor(() => within(openMenu()).getByRole('menuitem', { name: label }));
  await user.click(item);
}
