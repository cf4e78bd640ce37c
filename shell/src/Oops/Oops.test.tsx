import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@portal/shared';
import { buildRemote, renderShell, signIn } from '../test/fixtures';
import { AppRoutes } from '../routing';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

const announcements = buildRemote({ name: 'mf_announcements', title: 'Announcements', routePrefixes: ['/announcements', '/ap', '/ab'] });
const routes: RemoteRoute[] = [
  { path: '/ap/:id/:userId', element: () => <p>payroll viewer</p>, public: true },
  { path: '/ab/:id', element: () => <p>benefits viewer</p>, public: true },
  { path: '/ab/secret/:id', element: () => <p>not public</p> },
];

describe('public area', () => {
  it('renders public viewers without sign-in', async () => {
    signIn(null);
    vi.mocked(loadRemote).mockResolvedValue({ default: routes });
    await renderShell(<AppRoutes />, { route: '/ap/4/9', registry: [announcements] });
    expect(await screen.findByText('payroll viewer')).toBeTruthy();
  });

  it("shows 'Oops! You are not allowed to access this area' for any other path under /ap or /ab", async () => {
    signIn(null);
    vi.mocked(loadRemote).mockResolvedValue({ default: routes });
    await renderShell(<AppRoutes />, { route: '/ab/secret/1', registry: [announcements] });
    expect(await screen.findByRole('heading', { name: 'Oops! You are not allowed to access this area' })).toBeTruthy();
    expect(screen.queryByText('not public')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/signin');
  });

  it('shows Oops when no remote owns the public area', async () => {
    signIn(null);
    await renderShell(<AppRoutes />, { route: '/ap', registry: [] });
    expect(await screen.findByRole('heading', { name: 'Oops! You are not allowed to access this area' })).toBeTruthy();
  });
});
