import { emptyRoles, type GroupPermissions, type PermissionModule, type Roles } from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { RequestUser } from '../../auth/access';
import { writeAudit } from '../../audit';
import { notFound } from '../../errors';
import { assertGroupEditable } from './policy';
import * as q from './queries';

export async function profiles(deps: AppDeps) {
  return { results: await q.listProfiles(deps.db) };
}

export async function groups(deps: AppDeps) {
  return { results: await q.listGroups(deps.db) };
}

export async function permissions(deps: AppDeps): Promise<{ results: GroupPermissions[] }> {
  const [groupRows, permissionRows] = await Promise.all([q.listGroups(deps.db), q.listPermissionRows(deps.db)]);
  const byGroup = new Map<number, Roles>(groupRows.map((g) => [g.id, emptyRoles()]));
  for (const row of permissionRows) {
    const roles = byGroup.get(row.group_id);
    if (roles && row.module in roles) roles[row.module as PermissionModule] = { view: row.view, add: row.add, edit: row.edit, delete: row.delete };
  }
  return {
    results: groupRows.map((g) => ({ group_id: g.id, group_name: g.name, profile_id: g.profile_id, roles: byGroup.get(g.id)! })),
  };
}

export async function updateGroupPermissions(deps: AppDeps, user: RequestUser, groupId: number, roles: Roles): Promise<GroupPermissions> {
  const group = await q.findGroup(deps.db, groupId);
  if (!group) throw notFound('Group');
  assertGroupEditable(groupId);
  await q.saveGroupRoles(deps.db, groupId, roles);
  deps.accessStates.invalidateAll();
  await writeAudit(deps.db, { actorId: user.id, action: 'permissions.update', targetType: 'group', targetId: groupId, details: { roles } });
  return { group_id: group.id, group_name: group.name, profile_id: group.profile_id, roles };
}
