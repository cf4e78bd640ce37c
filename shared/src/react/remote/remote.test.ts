// @vitest-environment jsdom
// The shared remote pieces run through the same contract every remote runs, on a small made-up remote.
import '../../../rspack/vitest.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { describeRemoteContract, renderRoutesAt } from '../../../testing';
import type { RemoteRoute } from '@portal/shared';
import { BUILDING_TEXT } from './BuildingPage';
import { buildingRoute } from './guarded';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes: RemoteRoute[] = [
  buildingRoute('/things', 'Things', { module: 'location', action: 'view' }),
  buildingRoute('/things/:id', 'Thing', { module: 'location', action: 'edit' }, 'Insufficient Permissions'),
  { ...buildingRoute('/ap/:id', 'Public thing'), public: true },
];
const portal = {
  name: 'mf_things',
  title: 'Things',
  routePrefixes: ['/things', '/ap'],
  sidebar: [{ key: 'things', label: 'Things', path: '/things', order: 1, permission: { module: 'location', action: 'view' } }],
  widgets: [],
};

describeRemoteContract({ name: 'mf_things', routes, portal });

describe('buildingRoute', () => {
  it('hands the permission to the shell unless the page has its own wording', () => {
    expect(routes[0]!.permission).toEqual({ module: 'location', action: 'view' });
    expect(routes[1]!.permission).toBeUndefined();
  });

  it('shows the title and the being-built text', async () => {
    renderRoutesAt(routes, '/things', { grants: { location: ['view'] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Things' })).toBeTruthy();
    expect(screen.getByText(BUILDING_TEXT)).toBeTruthy();
  });

  it("says the page's own wording when the right is missing", async () => {
    renderRoutesAt(routes, '/things/:id', { grants: { location: ['view'] } });
    expect(await screen.findByText('Insufficient Permissions')).toBeTruthy();
    expect(await screen.findByText('Home')).toBeTruthy();
  });
});
