import { describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteWidget } from '@portal/shared';
import { ASSISTANT_CHAT_PATH, ASSISTANT_CHAT_PERMISSION } from '@portal/shared/knowledge';
import { buildClaims, buildRemote, renderShell, signIn } from '../test/fixtures';
import { Home } from './Home';
import { HOME_INTERACTIVE_MARK } from './homeInteractive';
import { resetPageContentForTests, usePageContentDrawn } from '../Layout/pageContent';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

describe('Home', () => {
  it('renders the banner, QR codes and the widgets of the remotes that declare a slot, then marks home-interactive', async () => {
    const widgets: RemoteWidget[] = [
      { key: 'daily', slot: 'home-main', element: () => <p>daily trivia</p> },
      { key: 'admin-only', slot: 'home-main', element: () => <p>secret widget</p>, permission: { module: 'admin_trivia', action: 'view' } },
    ];
    vi.mocked(loadRemote).mockImplementation(async (id: string) => (id === 'mf_trivia/widgets' ? { default: widgets } : null));
    const registry = [buildRemote({ name: 'mf_trivia', title: 'Trivia', widgets: [{ key: 'daily', slot: 'home-main' }] }), buildRemote({ name: 'mf_users', title: 'Users' })];
    signIn(buildClaims({ first_name: 'Sam' }, [['home_page', 'view']]));
    await renderShell(<Home />, { registry });
    expect(screen.getByRole('heading', { name: 'Welcome, Sam!' })).toBeTruthy();
    expect(screen.getByText('Download App')).toBeTruthy();
    expect(await screen.findByText('daily trivia')).toBeTruthy();
    expect(screen.queryByText('secret widget')).toBeNull();
    // only remotes declaring widgets are downloaded
    expect(vi.mocked(loadRemote).mock.calls.map((c) => c[0])).toEqual(['mf_trivia/widgets']);
    await waitFor(() => expect(performance.getEntriesByName(HOME_INTERACTIVE_MARK)).toHaveLength(1));
    // the app QR codes come after the mark (./AppQrCode)
    expect(await screen.findByTitle('QR code to download the Android app')).toBeTruthy();
    expect(await screen.findByTitle('QR code to download the Apple app')).toBeTruthy();
  });

  it('offers "Ask the assistant" only to users the assistant page lets in (the route\'s own permission)', async () => {
    signIn(buildClaims({ first_name: 'Pat' }, [['home_page', 'view']]));
    const { unmount } = await renderShell(<Home />, { registry: [] });
    expect(screen.getByRole('heading', { name: 'Welcome, Pat!' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ask the assistant/ })).toBeNull();
    unmount();
    signIn(
      buildClaims({ first_name: 'Sam' }, [
        ['home_page', 'view'],
        [ASSISTANT_CHAT_PERMISSION.module, ASSISTANT_CHAT_PERMISSION.action],
      ]),
    );
    await renderShell(<Home />, { registry: [] });
    expect(screen.getByRole('link', { name: /Ask the assistant/ }).getAttribute('href')).toBe(ASSISTANT_CHAT_PATH);
  });

  it('tells a user without the home page right, and shows no home content (page-wide widgets need not wait)', async () => {
    resetPageContentForTests();
    signIn(buildClaims({ first_name: 'Sam' }));
    await renderShell(<Home />, { registry: [] });
    expect(screen.getByText('Permission denied')).toBeTruthy();
    expect(screen.queryByText('Download App')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the company site' })).toBeTruthy();
    expect(renderHook(() => usePageContentDrawn(true)).result.current).toBe(true);
  });
});
