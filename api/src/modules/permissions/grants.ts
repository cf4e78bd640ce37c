import { accountReachRefusal, groupGrantRefusal, permissionGrantRefusal, type Roles } from '@portal/shared';
import type { Db } from '../../db';
import type { RequestUser } from '../../auth/access';
import { loadRoles } from '../../auth/accessState';
import { forbidden } from '@portal/shared/node/server';

/**
 * The api side of "who may grant what" (the rule itself: @portal/shared grants.ts). Every path that sets an account's
 * group, a job title's group or a group's permissions calls these, with the group's rights read from the database.
 */

/** 403 unless `user` may put someone in group `groupId` (its rights ⊆ theirs; Super Admin only by a Super Admin). */
export async function assertMayAssignGroup(db: Db, user: RequestUser, groupId: number, name?: string): Promise<void> {
  const refusal = groupGrantRefusal(user, { id: groupId, name, roles: await loadRoles(db, groupId) });
  if (refusal) throw forbidden(refusal);
}

/** 403 unless the account's current group is within `user`'s rights: moving, impersonating or resetting it is reach. */
export async function assertMayReach(db: Db, user: RequestUser, target: { id: number; group_id: number | null }): Promise<void> {
  if (target.id === user.id) return;
  const refusal = accountReachRefusal(user, { id: target.id, group_id: target.group_id, roles: await loadRoles(db, target.group_id) });
  if (refusal) throw forbidden(refusal);
}

/** 403 unless every right the change turns on is one `user` holds. */
export function assertMayGrantPermissions(user: RequestUser, groupId: number, before: Roles, after: Roles): void {
  const refusal = permissionGrantRefusal(user, groupId, before, after);
  if (refusal) throw forbidden(refusal);
}

/** Each group's id with whether `user` may assign it (the pages' group pickers show only those). */
export function assignability(user: RequestUser, groups: Array<{ id: number; name: string; roles: Roles }>): Map<number, boolean> {
  return new Map(groups.map((g) => [g.id, groupGrantRefusal(user, g) === null]));
}
