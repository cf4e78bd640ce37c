import { emptyRoles, modulesFromRoles, type GroupPermissions, type MyPermissions, type PermissionModule, type Roles } from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { RequestUser } from '../../auth/access';
import { loadRoles } from '../../auth/accessState';
import { writeAudit } from '../../audit';
import { notFound } from '@portal/shared/node/server';
import { assertGroupEditable, assertManagersLeft, removesManagement } from './policy';
import { assertMayGrantPermissions, assignability } from './grants';
import * as q from './queries';

export async function profiles(deps: AppDeps) {
  return { results: await q.listProfiles(deps.db) };
}

/** The groups, each saying whether the caller may assign it (who may grant what: the pickers offer only those). */
export async function groups(deps: AppDeps, user: RequestUser) {
  const all = (await permissions(deps)).results;
  const assignable = assignability(
    user,
    all.map((g) => ({ id: g.group_id, name: g.group_name, roles: g.roles })),
  );
  return { results: all.map((g) => ({ id: g.group_id, name: g.group_name, profile_id: g.profile_id, assignable: assignable.get(g.group_id) ?? false })) };
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

/** The caller's rights as the api applies them now (the shell reads them at page load instead of the token's). */
export function mine(user: RequestUser): MyPermissions {
  return { group_id: user.group_id, roles: user.roles, modules: modulesFromRoles(user.roles) };
}

/** The modules whose flags differ, before and after: what the audit log keeps of a change. */
function changedModules(before: Roles, after: Roles) {
  const out: Partial<Record<PermissionModule, { from: Roles[PermissionModule]; to: Roles[PermissionModule] }>> = {};
  for (const module of Object.keys(after) as PermissionModule[]) {
    const a = before[module];
    const b = after[module];
    if (a.view !== b.view || a.add !== b.add || a.edit !== b.edit || a.delete !== b.delete) out[module] = { from: a, to: b };
  }
  return out;
}

/**
 * Replaces a group's flags. Members get them on their next request: this process drops its cached access states at
 * once, other api instances when the change feed tells them (trigger on group_permissions).
 */
export async function updateGroupPermissions(deps: AppDeps, user: RequestUser, groupId: number, roles: Roles): Promise<GroupPermissions> {
  const group = await q.findGroup(deps.db, groupId);
  if (!group) throw notFound('Group');
  assertGroupEditable(groupId);
  await deps.db.transaction().execute(async (tx) => {
    await q.lockManagementRows(tx);
    const before = await loadRoles(tx, groupId);
    assertMayGrantPermissions(user, groupId, before, roles);
    await q.saveGroupRoles(tx, groupId, roles);
    if (removesManagement(before, roles)) assertManagersLeft(await q.countActiveManagers(tx));
    await writeAudit(tx, {
      actorId: user.id,
      action: 'permissions.update',
      targetType: 'group',
      targetId: groupId,
      details: { group: group.name, changes: changedModules(before, roles) },
    });
  });
  deps.accessStates.invalidateAll();
  return { group_id: group.id, group_name: group.name, profile_id: group.profile_id, roles };
}
