import { z } from 'zod';
import { PERMISSION_MODULES, type PermissionModule, type Roles } from './modules';
import type { ModuleFlags } from './roles';

export interface Profile {
  id: number;
  name: string;
}

export interface Group {
  id: number;
  name: string;
  profile_id: number;
  /** GET /groups: whether the caller may put someone in it (grants.ts); absent elsewhere */
  assignable?: boolean;
}

/** One row of `GET /api/v1/permissions`: a group and its flags per module. */
export interface GroupPermissions {
  group_id: number;
  group_name: string;
  profile_id: number;
  roles: Roles;
}

export const PERMISSION_MESSAGES = {
  saved: 'Permissions saved',
  superAdminLocked: 'The Super Admin group always keeps every permission.',
  saveFailed: 'Error saving the permissions, please try again.',
  lastManager:
    'This would leave no active user able to manage permissions. Keep Permissions Management view and edit for this group, or give them to a group with active users first.',
} as const;

/** `GET /api/v1/permissions/mine`: the caller's current rights, read from the database at each page load. */
export interface MyPermissions {
  group_id: number | null;
  roles: Roles;
  modules: ModuleFlags;
}

const actionFlags = z.object({ view: z.boolean(), add: z.boolean(), edit: z.boolean(), delete: z.boolean() }).strict();

/** Body of `PUT /api/v1/permissions/:groupId`: every module with its four flags. */
export const updatePermissionsBody = z.object(Object.fromEntries(PERMISSION_MODULES.map((m) => [m.key, actionFlags])) as Record<PermissionModule, typeof actionFlags>).strict();

export const groupIdParam = z.object({ groupId: z.coerce.number().int().positive() }).strict();
