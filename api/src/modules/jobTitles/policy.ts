import { ADMIN_FEATURE_GROUP_IDS, JOB_TITLE_MESSAGES } from '@portal/shared';
import type { RequestUser } from '../../auth/access';
import { forbidden } from '@portal/shared/node/server';

/** Job-title mapping belongs to two fixed groups, not to a module right (spec 2.2, 6). */
export function assertAdminGroup(user: RequestUser) {
  if (user.group_id === null || !ADMIN_FEATURE_GROUP_IDS.includes(user.group_id)) throw forbidden(JOB_TITLE_MESSAGES.adminGroupsOnly);
}
