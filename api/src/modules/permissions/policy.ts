import { PERMISSION_MESSAGES, SUPER_ADMIN_GROUP_ID } from '@portal/shared';
import { forbidden } from '../../errors';

/** Nobody may take rights away from Super Admin: that is how a portal locks itself out. */
export function assertGroupEditable(groupId: number) {
  if (groupId === SUPER_ADMIN_GROUP_ID) throw forbidden(PERMISSION_MESSAGES.superAdminLocked);
}
