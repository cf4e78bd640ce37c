/** The 14 permission modules of the spec (second document, 2.9), keyed as the token carries them. */
export const PERMISSION_MODULES = [
  { key: 'home_page', label: 'Home Page' },
  { key: 'announcements', label: 'Announcements' },
  { key: 'user_validation', label: 'User Validation' },
  { key: 'user_management', label: 'User Management' },
  { key: 'location', label: 'Location' },
  { key: 'events', label: 'Events' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'shortcuts', label: 'Shortcuts' },
  { key: 'permissions_management', label: 'Permissions Management' },
  { key: 'chat_feg', label: 'Ask' },
  { key: 'chat_feg_repository', label: 'Ask Repository' },
  { key: 'chat_feg_logs', label: 'Ask Logs' },
  { key: 'chat_feg_docs', label: 'Ask Docs' },
  { key: 'admin_trivia', label: 'Admin Trivia' },
] as const;

export type PermissionModule = (typeof PERMISSION_MODULES)[number]['key'];
export const MODULE_KEYS = PERMISSION_MODULES.map((m) => m.key) as PermissionModule[];

export const PERMISSION_ACTIONS = ['view', 'add', 'edit', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export type ActionFlags = Record<PermissionAction, boolean>;
export type Roles = Record<PermissionModule, ActionFlags>;

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

export function can(roles: Partial<Roles> | undefined | null, module: PermissionModule, action: PermissionAction): boolean {
  return Boolean(roles?.[module]?.[action]);
}
