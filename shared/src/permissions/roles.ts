import { MODULE_KEYS, type ActionFlags, type PermissionModule, type Roles } from './modules';

// Apart from modules.ts, which the shell's first load needs (`can`): these serve the api, the tests and the
// remotes through `@portal/shared`, and the shell should not carry them.

/** Coarse module flags the spec's token also carries (list/read/write/delete per family). */
export const MODULE_FAMILIES = {
  announcements: 'announcements',
  events: 'events',
  groups: 'permissions_management',
  locations: 'location',
  users: 'user_management',
  analytics: 'analytics',
} as const satisfies Record<string, PermissionModule>;
export type ModuleFamily = keyof typeof MODULE_FAMILIES;
export type ModuleFlags = Record<ModuleFamily, { list: boolean; read: boolean; write: boolean; delete: boolean }>;

export function noRights(): ActionFlags {
  return { view: false, add: false, edit: false, delete: false };
}

export function emptyRoles(): Roles {
  return Object.fromEntries(MODULE_KEYS.map((k) => [k, noRights()])) as Roles;
}

export function modulesFromRoles(roles: Roles): ModuleFlags {
  const out = {} as ModuleFlags;
  for (const [family, module] of Object.entries(MODULE_FAMILIES) as [ModuleFamily, PermissionModule][]) {
    const r = roles[module] ?? noRights();
    out[family] = { list: r.view, read: r.view, write: r.add || r.edit, delete: r.delete };
  }
  return out;
}
