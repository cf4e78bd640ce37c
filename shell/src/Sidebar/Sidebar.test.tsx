import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryRemote } from '@portal/shared';
import { buildClaims, buildRemote, renderShell, signIn } from '../test/fixtures';
import { Sidebar } from './Sidebar';
import { activeEntryKey, visibleSidebarEntries } from './entries';

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
    const all = buildClaims({ group_id: 1 }, [
      ['location', 'view'],
      ['analytics', 'view'],
      ['user_management', 'view'],
    ]);
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

describe('Sidebar sections and the highlighted entry', () => {
  const grouped: RegistryRemote[] = [
    buildRemote({
      name: 'mf_admin',
      routePrefixes: ['/locations', '/analytics'],
      sidebar: [
        { key: 'locations', label: 'Locations', path: '/locations', order: 600, permission: null, section: 'locations' },
        { key: 'analytics', label: 'Analytics', path: '/analytics', order: 610, permission: null, section: 'system' },
      ],
    }),
    buildRemote({
      name: 'mf_users',
      routePrefixes: ['/user', '/management'],
      sidebar: [
        { key: 'user-validations', label: 'User validations', path: '/user', order: 700, permission: null, section: 'people' },
        { key: 'users-management', label: 'Users management', path: '/management', order: 710, permission: null, section: 'people' },
      ],
    }),
    buildRemote({
      name: 'mf_chat',
      routePrefixes: ['/locations/chat'],
      sidebar: [{ key: 'location-chat', label: 'Location chat', path: '/locations/chat/mine', order: 300, permission: null, activeFor: '/locations/chat' }],
    }),
  ];

  it('draws the main entries, then People first among the collapsible sections', async () => {
    setWidth(1024);
    localStorage.clear();
    signIn(buildClaims({ group_id: 1 }));
    await renderShell(<Sidebar remotes={grouped} />, { registry: grouped });
    const toggles = screen.getAllByRole('button').map((b) => b.textContent);
    expect(toggles).toEqual(['People', 'Locations & chat', 'System']);
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Home', 'Location chat', 'User validations', 'Users management', 'Locations', 'Analytics']);
    // a section closes and stays closed on this device
    const system = screen.getByRole('button', { name: 'System' });
    system.click();
    await screen.findByRole('button', { name: 'System', expanded: false });
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('portal.sidebar.closed') ?? '[]')).toEqual(['system']);
  });

  it('highlights the entry with the longest matching route: the location chat on /locations/chat/:id', async () => {
    const entries = visibleSidebarEntries(grouped, { roles: null, groupId: 1, narrow: false });
    expect(activeEntryKey(entries, '/locations/chat/5')).toBe('location-chat');
    expect(activeEntryKey(entries, '/locations')).toBe('locations');
    expect(activeEntryKey(entries, '/locations-other')).toBe('');
    expect(activeEntryKey(entries, '/user/12')).toBe('user-validations');
    expect(activeEntryKey(entries, '/')).toBe('home');
    localStorage.clear();
    signIn(buildClaims({ group_id: 1 }));
    await renderShell(<Sidebar remotes={grouped} />, { registry: grouped, route: '/locations/chat/5' });
    expect(screen.getByRole('link', { name: 'Location chat' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Locations' }).getAttribute('aria-current')).toBeNull();
  });
});
