// @vitest-environment jsdom
// The shared remote pieces run through the same contract every remote runs, on a small made-up remote.
import '../../../build/vitest.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { describeRemoteContract, renderRoutesAt } from '../../../testing';
import type { PermissionRequirement, RemoteRoute } from '@portal/shared';
import { createElement } from 'react';
import { guarded } from './guarded';

afterEach(() => {
  vi.unstubAllGlobals();
});

const THING_TEXT = 'A thing of this made-up remote';

/** A route the way a remote declares one: the shell guards with its default wording unless the page has its own. */
function thingRoute(path: string, title: string, permission?: PermissionRequirement, message?: string): RemoteRoute {
  function Thing() {
    return createElement('section', null, createElement('h2', null, title), createElement('p', null, THING_TEXT));
  }
  return { path, element: guarded(Thing, permission, message), ...(permission && !message ? { permission } : {}) };
}

const routes: RemoteRoute[] = [
  thingRoute('/things', 'Things', { module: 'location', action: 'view' }),
  thingRoute('/things/:id', 'Thing', { module: 'location', action: 'edit' }, 'Insufficient Permissions'),
  { ...thingRoute('/ap/:id', 'Public thing'), public: true },
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

  it('shows the page when the right is there', async () => {
    renderRoutesAt(routes, '/things', { grants: { location: ['view'] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Things' })).toBeTruthy();
    expect(screen.getByText(THING_TEXT)).toBeTruthy();
  });

  it("says the page's own wording when the right is missing", async () => {
    renderRoutesAt(routes, '/things/:id', { grants: { location: ['view'] } });
    expect(await screen.findByText('Insufficient Permissions')).toBeTruthy();
    expect(await screen.findByText('Home')).toBeTruthy();
  });
});
