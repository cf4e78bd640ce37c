import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@portal/shared';
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
});
