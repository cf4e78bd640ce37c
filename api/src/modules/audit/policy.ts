import { AUDIT_MESSAGES, SUPER_ADMIN_GROUP_ID } from '@portal/shared';
import type { RequestUser } from '../../auth/access';
import { forbidden } from '@portal/shared/node/server';

/** The audit log names every administrator's actions: only the Super Admin group reads it. */
export function assertSuperAdmin(user: RequestUser) {
  if (user.group_id !== SUPER_ADMIN_GROUP_ID) throw forbidden(AUDIT_MESSAGES.superAdminsOnly);
}
