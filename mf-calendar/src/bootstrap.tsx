/**
 * Standalone dev harness (`npm run dev` in this folder): the providers the shell normally gives a remote.
 * Never exposed: inside the portal the shell's router, query client, antd App and PermissionProvider are used.
 * The token is read without verification here, for dev only; the api checks it on every call anyway.
 */
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Flex, Form, Input, Layout, Typography } from 'antd';
import type { SessionTokens, TokenClaims } from '@portal/shared';
import { api, PermissionProvider, useAuthStore } from '@portal/shared/react';
import routes from './routes';

const REMOTE_TITLE = 'mf_calendar';

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

function DevSignIn() {
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
    <Card title={`${REMOTE_TITLE}: sign in (dev only)`} style={{ maxWidth: 380, margin: '48px auto' }}>
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

function Signed({ children }: { children: ReactNode }) {
  const token = useAuthStore((s) => s.token);
  const claims = decodeClaims(token);
  return claims ? <PermissionProvider claims={claims}>{children}</PermissionProvider> : <DevSignIn />;
}

function Standalone() {
  const links = routes.filter((r) => !r.path.includes(':'));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#1d3557', height: 'auto', lineHeight: 2, padding: '8px 16px' }}>
        <Flex wrap gap="middle">
          <Typography.Text strong style={{ color: '#fff' }}>
            {REMOTE_TITLE}
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
            <Route key={path} path={path} element={isPublic ? <Page /> : <Signed><Page /></Signed>} />
          ))}
          <Route path="*" element={<Typography.Paragraph style={{ padding: 16 }}>Pick a page above.</Typography.Paragraph>} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <Standalone />
        </AntApp>
      </QueryClientProvider>
    </BrowserRouter>
  </StrictMode>,
);
