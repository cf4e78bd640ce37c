import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { emptyRoles, modulesFromRoles, type PermissionAction, type PermissionModule, type TokenClaims } from '../src';
import { NotifierProvider, PermissionProvider, type Notifier } from '../src/react';

export type Grants = Partial<Record<PermissionModule, PermissionAction[]>>;

/** Token claims of a test user holding exactly `grants`. */
export function buildClaims(grants: Grants, overrides: Partial<TokenClaims> = {}): TokenClaims {
  const roles = emptyRoles();
  for (const [module, actions] of Object.entries(grants) as [PermissionModule, PermissionAction[]][]) {
    for (const action of actions) roles[module][action] = true;
  }
  return {
    sub: '1',
    id: 1,
    email: 'admin@arcadia.example',
    first_name: 'Ada',
    last_name: 'Admin',
    image_url: null,
    group_id: 1,
    profile_id: 1,
    location_id: 1,
    roles,
    modules: modulesFromRoles(roles),
    impersonate: false,
    password_expired: false,
    iat: 0,
    exp: 4_102_444_800,
    ...overrides,
  };
}

export interface RenderOptions {
  grants?: Grants;
  /** null: signed out (public viewers) */
  claims?: TokenClaims | null;
  route?: string;
}

/** As in the shell's antd root: shared code (RequirePermission) tells the user through antd's `message`. */
function AntdNotifier({ children }: { children: ReactNode }) {
  const { message } = AntApp.useApp();
  const notifier: Notifier = { error: (t) => void message.error(t), success: (t) => void message.success(t), info: (t) => void message.info(t) };
  return <NotifierProvider notifier={notifier}>{children}</NotifierProvider>;
}

/** What the shell gives a remote page: router, query client, antd App + notifier, PermissionProvider. */
export function renderWithProviders(ui: ReactElement, { grants = {}, claims, route = '/' }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <QueryClientProvider client={client}>
          {/* no motion: modals and toasts open and close at once in jsdom */}
          <ConfigProvider theme={{ token: { motion: false } }}>
            <AntApp>
              <AntdNotifier>
                <PermissionProvider claims={claims === undefined ? buildClaims(grants) : claims}>{children}</PermissionProvider>
              </AntdNotifier>
            </AntApp>
          </ConfigProvider>
        </QueryClientProvider>
      </MemoryRouter>
    );
  }
  return { client, ...render(ui, { wrapper: Wrapper }) };
}
