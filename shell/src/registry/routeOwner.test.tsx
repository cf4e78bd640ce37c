import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@portal/shared';
import { buildClaims, buildRemote, renderShell, signIn } from '../test/fixtures';
import { AppRoutes } from '../routing';
import { findRouteOwner, isPublicPath, matchesPrefix } from './routeOwner';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

const admin = buildRemote({ name: 'mf_admin', title: 'Administration', routePrefixes: ['/locations', '/analytics'] });
const chat = buildRemote({ name: 'mf_chat', title: 'Location chat', routePrefixes: ['/locations/chat'] });
const registry = [admin, chat];

describe('route ownership', () => {
  it('matches a prefix itself and paths under it, not lookalikes', () => {
    expect(matchesPrefix('/locations', '/locations')).toBe(true);
    expect(matchesPrefix('/locations/12', '/locations')).toBe(true);
    expect(matchesPrefix('/locationsX', '/locations')).toBe(false);
    expect(isPublicPath('/ap/1/2')).toBe(true);
    expect(isPublicPath('/apps')).toBe(false);
  });

  it('gives the path to the longest matching prefix', () => {
    expect(findRouteOwner('/locations', registry)?.remote.name).toBe('mf_admin');
    expect(findRouteOwner('/locations/chat/5', registry)?.remote.name).toBe('mf_chat');
    expect(findRouteOwner('/locations/chatroom', registry)?.remote.name).toBe('mf_admin');
    expect(findRouteOwner('/nowhere', registry)).toBeNull();
  });

  it('loads and renders only the owning remote, inside the shell tree', async () => {
    const routes: RemoteRoute[] = [{ path: '/locations/chat/:id', element: () => <p>chat room</p> }];
    vi.mocked(loadRemote).mockImplementation(async (id: string) => (id === 'mf_chat/routes' ? { default: routes } : null));
    signIn(buildClaims());
    await renderShell(<AppRoutes />, { route: '/locations/chat/5', registry });
    expect(await screen.findByText('chat room')).toBeTruthy();
    expect(vi.mocked(loadRemote).mock.calls.map((c) => c[0])).toEqual(['mf_chat/routes']);
    expect(window.__PORTAL__?.loadedRemotes).toEqual(['mf_chat']);
  });
});
