/**
 * Standalone dev harness for a remote (`npm run dev` in its folder): the providers the shell normally gives it.
 * Only a remote's `src/bootstrap.tsx` imports this entry; inside the portal the shell's router, query client,
 * antd App and PermissionProvider are used, and neither the shell nor `./routes` ever bundles this file.
 * The token is read without verification here, for dev only; the api checks it on every call anyway.
 */
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Flex, Form, Input, Layout, Typography } from 'antd';
import type { RemoteRoute, SessionTokens, TokenClaims } from '@portal/shared';
// by package name, not relatively: the pages must see the very store and context this harness fills
import { api, NotifierProvider, PermissionProvider, retryQuery, useAuthStore, type Notifier } from '@portal/shared/react';

export interface StandaloneOptions {
  /** the federation name (`mf_admin`), shown in the header and on the dev sign-in card */
  name: string;
  /** what the remote's `./routes` exports */
  routes: RemoteRoute[];
  /** shown instead of `name` when given */
  title?: string;
}

function decodeClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(payload, (c) => c.charCodeAt(0)))) as TokenClaims;
    return claims.exp * 1000 > Date.now() ? claims : null;
  } catch {
    return null;
  }
}

function DevSignIn({ title }: { title: string }) {
  const [error, setError] = useState<string | null>(null);
  async function handleFinish(values: { email: string; password: string }) {
    try {
      const tokens = await api.post<SessionTokens>('/auth/signin', values, { auth: false });
      const claims = decodeClaims(tokens.token);
      if (claims) useAuthStore.getState().setSession(tokens, claims);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <Card title={`${title}: sign in (dev only)`} style={{ maxWidth: 380, margin: '48px auto' }}>
      <Form layout="vertical" onFinish={handleFinish} initialValues={{ email: 'admin@arcadia.example' }}>
        <Form.Item name="email" label="Email" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
        <Button type="primary" htmlType="submit" block>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}

function Signed({ title, children }: { title: string; children: ReactNode }) {
  const token = useAuthStore((s) => s.token);
  const claims = decodeClaims(token);
  return claims ? <PermissionProvider claims={claims}>{children}</PermissionProvider> : <DevSignIn title={title} />;
}

export interface StandaloneRemoteProps {
  title: string;
  routes: RemoteRoute[];
}

/** A header with a link per static route, and every route mounted (signed-in ones behind the dev sign-in). */
export function StandaloneRemote({ title, routes }: StandaloneRemoteProps) {
  const links = routes.filter((r) => !r.path.includes(':'));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#1d3557', height: 'auto', lineHeight: 2, padding: '8px 16px' }}>
        <Flex wrap gap="middle">
          <Typography.Text strong style={{ color: '#fff' }}>
            {title}
          </Typography.Text>
          {links.map((r) => (
            <Link key={r.path} to={r.path} style={{ color: '#fff' }}>
              {r.path}
            </Link>
          ))}
          <Button size="small" onClick={() => useAuthStore.getState().clear()}>
            Sign out
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <Routes>
          {routes.map(({ path, element: Page, public: isPublic }) => (
            <Route
              key={path}
              path={path}
              element={
                isPublic ? (
                  <Page />
                ) : (
                  <Signed title={title}>
                    <Page />
                  </Signed>
                )
              }
            />
          ))}
          <Route path="*" element={<Typography.Paragraph style={{ padding: 16 }}>Pick a page above.</Typography.Paragraph>} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}

/** What a remote's `src/bootstrap.tsx` calls: mounts the remote alone in `#root` (or a new div). */
/** As in the shell's antd root: RequirePermission tells the user through antd's `message`. */
function AntdNotifier({ children }: { children: ReactNode }) {
  const { message } = AntApp.useApp();
  const notifier: Notifier = { error: (t) => void message.error(t), success: (t) => void message.success(t), info: (t) => void message.info(t) };
  return <NotifierProvider notifier={notifier}>{children}</NotifierProvider>;
}

export function startStandalone({ name, routes, title = name }: StandaloneOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryQuery, refetchOnWindowFocus: false } } });
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <BrowserRouter>
        <QueryClientProvider client={queryClient}>
          <AntApp>
            <AntdNotifier>
              <StandaloneRemote title={title} routes={routes} />
            </AntdNotifier>
          </AntApp>
        </QueryClientProvider>
      </BrowserRouter>
    </StrictMode>,
  );
  return root;
}
