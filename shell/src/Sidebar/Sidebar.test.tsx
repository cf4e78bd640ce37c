import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryRemote } from '@portal/shared';
import { buildClaims, buildRemote, renderShell, signIn } from '../test/fixtures';
import { Sidebar } from './Sidebar';
import { visibleSidebarEntries } from './entries';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

const registry: RegistryRemote[] = [
  buildRemote({
    name: 'mf_admin',
    title: 'Administration',
    routePrefixes: ['/locations', '/analytics', '/mapJobtitle', '/notify-dashboard'],
    sidebar: [
      { key: 'locations', label: 'Locations', path: '/locations', order: 10, permission: { module: 'location', action: 'view' } },
      { key: 'analytics', label: 'Analytics', path: '/analytics', order: 20, permission: { module: 'analytics', action: 'view' } },
      { key: 'jobtitles', label: 'Job titles', path: '/mapJobtitle', order: 30, permission: null, adminGroupsOnly: true },
      { key: 'notify', label: 'Notification dashboard', path: '/notify-dashboard', order: 40, permission: { module: 'user_management', action: 'view' }, desktopOnly: true },
    ],
  }),
  buildRemote({
    name: 'mf_trivia',
    title: 'Trivia',
    routePrefixes: ['/trivia'],
    sidebar: [{ key: 'trivia', label: 'Trivia', path: '/trivia', order: 5, permission: null }],
  }),
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

describe('Sidebar', () => {
  afterEach(() => setWidth(1024));

  it('shows only the entries the permissions allow, without loading any remote code', async () => {
    setWidth(1024);
    const claims = buildClaims({ group_id: 15 }, [['location', 'view']]);
    signIn(claims);
    await renderShell(<Sidebar remotes={registry} />, { registry });
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trivia' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Locations' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Job titles' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Notification dashboard' })).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('shows admin-group entries to groups 1 and 2 only, and hides desktop-only entries under 700 px', () => {
    const admin = buildClaims({ group_id: 2 }, [['user_management', 'view']]);
    const viewer = { roles: admin.roles, groupId: 2, narrow: false };
    expect(visibleSidebarEntries(registry, viewer).map((e) => e.key)).toEqual(['trivia', 'jobtitles', 'notify']);
    expect(visibleSidebarEntries(registry, { ...viewer, narrow: true }).map((e) => e.key)).toEqual(['trivia', 'jobtitles']);
    expect(visibleSidebarEntries(registry, { ...viewer, groupId: 6 }).map((e) => e.key)).toEqual(['trivia', 'notify']);
  });

  it('shows Super Admin entries to group 1 only', () => {
    const remote = buildRemote({ name: 'mf_misc', sidebar: [{ key: 'audit', label: 'Audit log', path: '/audit', order: 50, permission: null, superAdminOnly: true }] });
    const keys = (groupId: number | null) => visibleSidebarEntries([remote], { roles: null, groupId, narrow: false }).map((e) => e.key);
    expect(keys(1)).toEqual(['audit']);
    expect(keys(2)).toEqual([]);
    expect(keys(null)).toEqual([]);
  });

  it('orders entries by their order field', () => {
    const all = buildClaims({ group_id: 1 }, [['location', 'view'], ['analytics', 'view'], ['user_management', 'view']]);
    const keys = visibleSidebarEntries(registry, { roles: all.roles, groupId: 1, narrow: false }).map((e) => e.key);
    expect(keys).toEqual(['trivia', 'locations', 'analytics', 'jobtitles', 'notify']);
  });

  it('orders entries of the same order by label, case aside', () => {
    const remote = buildRemote({
      name: 'mf_misc',
      sidebar: ['zebra', 'Apple', 'mango', 'Banana'].map((label) => ({ key: label, label, path: `/${label}`, order: 50, permission: null })),
    });
    const keys = visibleSidebarEntries([remote], { roles: null, groupId: null, narrow: false }).map((e) => e.key);
    expect(keys).toEqual(['Apple', 'Banana', 'mango', 'zebra']);
  });
});
