import { describe, expect, it } from 'vitest';
import { matchPath, Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { MODULE_KEYS, PERMISSION_ACTIONS, remoteDescriptor, type PermissionAction, type PermissionModule } from '@portal/shared';
import portal from '../portal.json';
import routes from './routes';
import { fakeApi } from './test/fakeApi';
import { buildClaims, renderWithProviders, type Grants } from './test/renderWithProviders';

const REMOTE_NAME = 'mf_admin';
const descriptor = remoteDescriptor.parse(portal);
const ALL: Grants = Object.fromEntries(MODULE_KEYS.map((m) => [m, [...PERMISSION_ACTIONS]])) as Record<PermissionModule, PermissionAction[]>;
const owns = (path: string) => descriptor.routePrefixes.some((p) => path === p || path.startsWith(`${p}/`));
/** `/special-event/:id` → `/special-event/1` */
const concrete = (path: string) => path.replace(/:[^/]+/g, '1');

function renderAt(path: string, grants: Grants, groupId = 1) {
  // pages that load data get an empty answer; their own tests cover the data
  fakeApi((req) => ({ body: req.path.endsWith('/remotes') ? [] : { results: [], total: 0 } }));
  return renderWithProviders(
    <Routes>
      {routes.map(({ path: p, element: Page }) => (
        <Route key={p} path={p} element={<Page />} />
      ))}
      <Route path="/" element={<p>Home</p>} />
    </Routes>,
    { claims: buildClaims(grants, { group_id: groupId }), route: concrete(path) },
  );
}

describe(`${REMOTE_NAME} routes and portal.json`, () => {
  it('ships a valid descriptor with its own name', () => {
    expect(descriptor.name).toBe(REMOTE_NAME);
  });

  it('registers only absolute paths under its own prefixes, each once', () => {
    for (const r of routes) {
      expect(r.path.startsWith('/'), r.path).toBe(true);
      expect(owns(r.path), r.path).toBe(true);
    }
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('has a route for every prefix and every sidebar entry', () => {
    for (const prefix of descriptor.routePrefixes) {
      expect(routes.some((r) => r.path === prefix || r.path.startsWith(`${prefix}/`)), prefix).toBe(true);
    }
    for (const entry of descriptor.sidebar) {
      expect(owns(entry.path), entry.path).toBe(true);
      expect(routes.some((r) => matchPath(r.path, entry.path)), entry.path).toBe(true);
    }
  });

  it('marks only the public announcement viewers public', () => {
    for (const r of routes.filter((x) => x.public)) expect(r.path).toMatch(/^\/(ap|ab)\//);
  });

  it.each(routes.map((r) => r.path))('renders %s with every right', async (path) => {
    renderAt(path, ALL);
    expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
  });

  it.each(routes.filter((r) => r.permission).map((r) => r.path))('sends a user without the right away from %s', async (path) => {
    renderAt(path, {}, 15);
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('opens job titles only to the two admin groups', async () => {
    renderAt('/mapJobtitle', ALL, 15);
    expect(await screen.findByText('Home')).toBeTruthy();
  });

  it('says Insufficient Permissions on analytics and shortcuts', async () => {
    renderAt('/analytics', {}, 15);
    expect(await screen.findByText('Insufficient Permissions')).toBeTruthy();
  });
});
