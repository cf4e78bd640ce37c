import { describe, expect, it } from 'vitest';
import { GROUPS, MODULE_KEYS, PERMISSION_MODULES, can, emptyRoles, modulesFromRoles } from './index';

describe('permission model', () => {
  it('has the 14 modules and the 16 groups of the spec', () => {
    expect(PERMISSION_MODULES.map((m) => m.label)).toEqual([
      'Home Page',
      'Announcements',
      'User Validation',
      'User Management',
      'Location',
      'Events',
      'Analytics',
      'Shortcuts',
      'Permissions Management',
      'Ask',
      'Ask Repository',
      'Ask Logs',
      'Ask Docs',
      'Admin Trivia',
    ]);
    expect(GROUPS).toHaveLength(16);
    expect(new Set(GROUPS.map((g) => g.id)).size).toBe(16);
    expect(GROUPS.map((g) => g.name)).toEqual(expect.arrayContaining(['Super Admin', 'Read Only (Partners)', 'Assistant GMs', 'SVP']));
  });

  it('answers can() from the roles and defaults to no', () => {
    const roles = emptyRoles();
    roles.location.add = true;
    expect(can(roles, 'location', 'add')).toBe(true);
    expect(can(roles, 'location', 'delete')).toBe(false);
    expect(can(null, 'location', 'view')).toBe(false);
    expect(MODULE_KEYS.every((k) => roles[k] !== undefined)).toBe(true);
  });

  it('derives the coarse module flags from the roles', () => {
    const roles = emptyRoles();
    roles.user_management = { view: true, add: false, edit: true, delete: false };
    const modules = modulesFromRoles(roles);
    expect(modules.users).toEqual({ list: true, read: true, write: true, delete: false });
    expect(modules.locations).toEqual({ list: false, read: false, write: false, delete: false });
  });
});
