import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { PermissionProvider, useAuthStore } from '@portal/shared/react';
import { AppRoutes } from './routing';
import './App.css';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/** The verified claims, for every `usePermission` in the shell and the remotes. */
function Permissions({ children }: { children: ReactNode }) {
  const claims = useAuthStore((s) => s.claims);
  return <PermissionProvider claims={claims}>{children}</PermissionProvider>;
}

/** Providers the remotes rely on (one copy each, shared singletons): antd theme + App, react-query, router, permissions. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1d5fa8', borderRadius: 8 } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <Permissions>{children}</Permissions>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function ShellApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
