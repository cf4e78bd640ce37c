import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PermissionProvider, retryQuery, useAuthStore } from '@portal/shared/react';
import { AppRoutes } from './routing';
import './App.css';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/** The verified claims, for every `usePermission` in the shell and the remotes. */
function Permissions({ children }: { children: ReactNode }) {
  const claims = useAuthStore((s) => s.claims);
  return <PermissionProvider claims={claims}>{children}</PermissionProvider>;
}

/**
 * Providers the remotes rely on (one copy each, shared singletons): react-query, router, permissions. antd's theme
 * and App are not here: they load lazily around each remote area and antd screen (`shell/src/antd`), so the
 * signed-in first paint (plain markup) never waits for antd.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Permissions>{children}</Permissions>
    </QueryClientProvider>
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
