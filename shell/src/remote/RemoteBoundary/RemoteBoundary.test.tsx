import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@portal/shared';
import { setProvidedShares } from '@portal/shared/core';
import { buildClaims, buildRemote, renderShell, signIn } from '../../test/fixtures';
import { registerRegistry } from '../../registry/federation';
import { AppRoutes } from '../../routing';

vi.mock('@module-federation/enhanced/runtime', () => import('../../test/fakeFederationRuntime'));

describe('RemoteBoundary', () => {
  it('shows the failure in the content area only, and Retry really loads again', async () => {
    const remote = buildRemote({ name: 'mf_calendar', title: 'Calendar', routePrefixes: ['/calendar'] });
    registerRegistry([remote]);
    const routes: RemoteRoute[] = [{ path: '/calendar', element: () => <p>calendar page</p> }];
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'));
    signIn(buildClaims());
    await renderShell(<AppRoutes />, { route: '/calendar', registry: [remote] });
    expect(await screen.findByText('This part of the portal could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Calendar is not available right now. The rest of the portal keeps working.')).toBeTruthy();
    // the frame keeps working
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();

    vi.mocked(loadRemote).mockResolvedValueOnce({ default: routes });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('calendar page')).toBeTruthy();
    expect(vi.mocked(registerRemotes)).toHaveBeenLastCalledWith([{ name: 'mf_calendar', entry: 'http://localhost:3000/mf/mf-calendar/mf-manifest.json' }], { force: true });
  });

  it('a remote built against another major of a singleton shows "Incompatible build" in its area and is never loaded', async () => {
    setProvidedShares({ react: '19.3.1', 'react/': '19.3.1', '@portal/shared/core': '0.1.0' });
    try {
      const remote = buildRemote({ name: 'mf_chat', title: 'Location chat', routePrefixes: ['/locations/chat'] });
      const skewed = { ...remote, requires: { react: '^18.0.0', 'react/jsx-runtime': '^18.0.0', '@portal/shared/core': '^0.1.0' } };
      registerRegistry([skewed]);
      vi.mocked(loadRemote).mockClear();
      signIn(buildClaims());
      await renderShell(<AppRoutes />, { route: '/locations/chat/1', registry: [skewed] });
      expect(await screen.findByText('Incompatible build')).toBeTruthy();
      expect(screen.getByText(/Location chat was built for another version of the portal .*react \^18\.0\.0 \(the portal has 19\.3\.1\)/)).toBeTruthy();
      expect(vi.mocked(loadRemote).mock.calls.filter((c) => String(c[0]).startsWith('mf_chat/'))).toEqual([]);
      expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    } finally {
      setProvidedShares({});
    }
  });
});
