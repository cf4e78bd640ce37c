import { PERMISSION_MESSAGES, SUPER_ADMIN_GROUP_ID, type Roles } from '@portal/shared';
import { conflict, forbidden } from '@portal/shared/node/server';

/** Nobody may take rights away from Super Admin: that is how a portal locks itself out. */
export function assertGroupEditable(groupId: number) {
  if (groupId === SUPER_ADMIN_GROUP_ID) throw forbidden(PERMISSION_MESSAGES.superAdminLocked);
}

/** Whether a change takes the right to manage permissions (view and edit) away from the group. */
export function removesManagement(before: Roles, after: Roles): boolean {
  const had = before.permissions_management.view && before.permissions_management.edit;
  const keeps = after.permissions_management.view && after.permissions_management.edit;
  return had && !keeps;
}

/** Refuses a change after which no active user could manage permissions any more. */
export function assertManagersLeft(activeManagers: number) {
  if (activeManagers === 0) throw conflict(PERMISSION_MESSAGES.lastManager, 'permissions_management');
}
