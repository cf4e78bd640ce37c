import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { buildClaims, buildRemote, renderShell, signIn } from '../test/fixtures';
import { AppRoutes } from '../routing';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

describe('NotFound', () => {
  it('shows the not-found page with a link home for a path no remote owns', async () => {
    signIn(buildClaims());
    const registry = [buildRemote({ name: 'mf_admin', routePrefixes: ['/locations'] })];
    await renderShell(<AppRoutes />, { route: '/no-such-page', registry });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to sign-in', async () => {
    signIn(null);
    await renderShell(<AppRoutes />, { route: '/locations', registry: [] });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
