import { describe, expect, it } from 'vitest';
import { matchPath, Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { MODULE_KEYS, PERMISSION_ACTIONS, remoteDescriptor, type PermissionAction, type PermissionModule, type RemoteRoute, type TokenClaims } from '../src';
import { fakeApi, type FakeHandler } from './fakeApi';
import { buildClaims, renderWithProviders, type Grants } from './renderWithProviders';

/** Every action on every module. */
export const ALL_GRANTS: Grants = Object.fromEntries(MODULE_KEYS.map((m) => [m, [...PERMISSION_ACTIONS]])) as Record<PermissionModule, PermissionAction[]>;

/** Pages that load data get an empty answer; their own tests cover the data. */
export const emptyAnswer: FakeHandler = () => ({ body: { results: [], total: 0 } });

/** `/special-event/:id` → `/special-event/1` */
export const concretePath = (path: string) => path.replace(/:[^/]+/g, '1');

export interface RenderRoutesOptions {
  grants?: Grants;
  /** group of the test user (15 is Team Member, outside the two admin groups) */
  groupId?: number;
  /** overrides grants and groupId; null: signed out */
  claims?: TokenClaims | null;
  /** what the fake api answers while the page renders */
  answer?: FakeHandler;
}

/** Mounts a remote's routes as the shell does, plus a `Home` page at `/` where guards send the user. */
export function renderRoutesAt(routes: RemoteRoute[], path: string, { grants = {}, groupId = 1, claims, answer = emptyAnswer }: RenderRoutesOptions = {}) {
  fakeApi(answer);
  return renderWithProviders(
    <Routes>
      {routes.map(({ path: p, element: Page }) => (
        <Route key={p} path={p} element={<Page />} />
      ))}
      <Route path="/" element={<p>Home</p>} />
    </Routes>,
    { claims: claims === undefined ? buildClaims(grants, { group_id: groupId }) : claims, route: concretePath(path) },
  );
}

export interface RemoteContractOptions {
  /** the federation name portal.json must carry, e.g. `mf_admin` */
  name: string;
  /** what `./routes` default-exports */
  routes: RemoteRoute[];
  /** the remote's portal.json as imported */
  portal: unknown;
  /** what the fake api answers the pages (default: empty `{ results, total }`) */
  answer?: FakeHandler;
}

/**
 * The checks every remote passes (docs/foundation-contract.md): a valid portal.json, routes under its own
 * prefixes, a route per prefix and sidebar entry, only /ap and /ab public, every page renders with every right,
 * a user without the right is sent home and public viewers render signed out.
 */
export function describeRemoteContract({ name, routes, portal, answer }: RemoteContractOptions) {
  const descriptor = () => remoteDescriptor.parse(portal);
  const owns = (path: string) => descriptor().routePrefixes.some((p) => path === p || path.startsWith(`${p}/`));

  describe(`${name} routes and portal.json`, () => {
    it('ships a valid descriptor with its own name', () => {
      expect(descriptor().name).toBe(name);
    });

    it('registers only absolute paths under its own prefixes, each once', () => {
      for (const r of routes) {
        expect(r.path.startsWith('/'), r.path).toBe(true);
        expect(owns(r.path), r.path).toBe(true);
      }
      expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    });

    it('has a route for every prefix and every sidebar entry', () => {
      const { routePrefixes, sidebar } = descriptor();
      for (const prefix of routePrefixes) {
        expect(
          routes.some((r) => r.path === prefix || r.path.startsWith(`${prefix}/`)),
          prefix,
        ).toBe(true);
      }
      for (const entry of sidebar) {
        expect(owns(entry.path), entry.path).toBe(true);
        expect(
          routes.some((r) => matchPath(r.path, entry.path)),
          entry.path,
        ).toBe(true);
      }
    });

    it('marks only the public announcement viewers public', () => {
      for (const r of routes.filter((x) => x.public)) expect(r.path).toMatch(/^\/(ap|ab)\//);
    });

    it.each(routes.map((r) => r.path))('renders %s with every right', async (path) => {
      renderRoutesAt(routes, path, { grants: ALL_GRANTS, answer });
      expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
    });

    it.each(routes.filter((r) => r.permission).map((r) => r.path))('sends a user without the right away from %s', async (path) => {
      renderRoutesAt(routes, path, { groupId: 15, answer });
      expect(await screen.findByText('Home')).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    });

    it.each(routes.filter((r) => r.public).map((r) => r.path))('renders the public route %s signed out', async (path) => {
      renderRoutesAt(routes, path, { claims: null, answer });
      expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
    });
  });
}
