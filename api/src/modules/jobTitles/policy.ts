import { ADMIN_FEATURE_GROUP_IDS, JOB_TITLE_MESSAGES, SUPER_ADMIN_GROUP_ID } from '@portal/shared';
import type { RequestUser } from '../../auth/access';
import { forbidden } from '../../errors';

/** Job-title mapping belongs to two fixed groups, not to a module right (spec 2.2, 6). */
export function assertAdminGroup(user: RequestUser) {
  if (user.group_id === null || !ADMIN_FEATURE_GROUP_IDS.includes(user.group_id)) throw forbidden(JOB_TITLE_MESSAGES.adminGroupsOnly);
}

/** As for accounts: only a Super Admin hands out the Super Admin group. */
export function assertMayMapTo(user: RequestUser, groupId: number) {
  if (groupId === SUPER_ADMIN_GROUP_ID && user.group_id !== SUPER_ADMIN_GROUP_ID) throw forbidden();
}
