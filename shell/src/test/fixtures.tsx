import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { act, render, type RenderResult } from '@testing-library/react';
import { emptyRoles, modulesFromRoles, type PermissionAction, type PermissionModule, type TokenClaims } from '@portal/shared';
import type { RegistryRemote } from '@portal/shared';
import { useAuthStore } from '@portal/shared/react';
import { createQueryClient, Providers } from '../App';
import AntdRoot from '../antd/AntdRoot';
import { useSessionStatus } from '../auth/session';
import { registryKeys } from '../registry/api';

export function buildClaims(overrides: Partial<TokenClaims> = {}, grants: [PermissionModule, PermissionAction][] = []): TokenClaims {
  const roles = emptyRoles();
  for (const [m, a] of grants) roles[m][a] = true;
  return {
    sub: '7',
    id: 7,
    email: 'staff@arcadia.example',
    first_name: 'Sam',
    last_name: 'Staff',
    image_url: null,
    group_id: 15,
    profile_id: 1,
    location_id: 1,
    roles,
    modules: modulesFromRoles(roles),
    impersonate: false,
    password_expired: false,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
}

export function buildRemote(overrides: Partial<RegistryRemote> & Pick<RegistryRemote, 'name'>): RegistryRemote {
  return {
    title: overrides.name,
    routePrefixes: [],
    sidebar: [],
    widgets: [],
    manifestUrl: `/mf/${overrides.name.replace('_', '-')}/mf-manifest.json`,
    previousUrl: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function signIn(claims: TokenClaims | null) {
  useAuthStore.setState({ token: claims ? 'test-token' : null, refreshToken: null, claims, impersonating: false });
  useSessionStatus.setState({ status: claims ? 'authenticated' : 'anonymous', notice: null });
}

export interface RenderShellOptions {
  route?: string;
  registry?: RegistryRemote[];
}

/**
 * Renders with the shell's real providers (plus antd's, which the app loads lazily: screens rendered directly here
 * get them at once); the registry is preloaded so no request is made for it. Awaited act:
 * remote modules suspend (React `use`), and a suspension inside a sync act is never retried.
 */
export async function renderShell(ui: ReactElement, { route = '/', registry }: RenderShellOptions = {}) {
  const queryClient = createQueryClient();
  if (registry) queryClient.setQueryData(registryKeys.all, registry);
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[route]}>
        <Providers queryClient={queryClient}>
          <AntdRoot>{ui}</AntdRoot>
        </Providers>
      </MemoryRouter>,
    );
  });
  return { queryClient, ...result };
}

/** A fetch stub answering by "METHOD path" with JSON bodies. */
export function stubFetch(routes: Record<string, { status?: number; body?: unknown } | ((init?: RequestInit) => { status?: number; body?: unknown })>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[key];
    const res = typeof handler === 'function' ? handler(init) : handler;
    if (!res) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: `no stub for ${key}` } }), { status: 404 });
    return new Response(res.body === undefined ? '' : JSON.stringify(res.body), { status: res.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fn as typeof fetch;
  return calls;
}
