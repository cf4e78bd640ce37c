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

export function can(roles: Partial<Roles> | undefined | null, module: PermissionModule, action: PermissionAction): boolean {
  return Boolean(roles?.[module]?.[action]);
}
