import type { PermissionModule, Roles } from '@portal/shared';
import type { Db } from '../../db';

export function listProfiles(db: Db) {
  return db.selectFrom('profiles').select(['id', 'name']).orderBy('id').execute();
}

export function listGroups(db: Db) {
  return db.selectFrom('groups').select(['id', 'name', 'profile_id']).orderBy('id').execute();
}

export function findGroup(db: Db, id: number) {
  return db.selectFrom('groups').select(['id', 'name', 'profile_id']).where('id', '=', id).executeTakeFirst();
}

export function listPermissionRows(db: Db) {
  return db.selectFrom('group_permissions').selectAll().execute();
}

/** Writes all 14 modules of one group (upsert, so a module added later gets its row). */
export async function saveGroupRoles(db: Db, groupId: number, roles: Roles) {
  await db
    .insertInto('group_permissions')
    .values((Object.entries(roles) as [PermissionModule, Roles[PermissionModule]][]).map(([module, flags]) => ({ group_id: groupId, module, ...flags })))
    .onConflict((oc) =>
      oc.columns(['group_id', 'module']).doUpdateSet((eb) => ({
        view: eb.ref('excluded.view'),
        add: eb.ref('excluded.add'),
        edit: eb.ref('excluded.edit'),
        delete: eb.ref('excluded.delete'),
      })),
    )
    .execute();
}

/**
 * Locks every group's Permissions Management row until the transaction ends: two administrators taking the right
 * away from two groups at once are then checked one after the other, so they cannot both leave the other as the last.
 */
export async function lockManagementRows(db: Db) {
  await db.selectFrom('group_permissions').select('group_id').where('module', '=', 'permissions_management').forUpdate().execute();
}

/** Active accounts whose group may open and save the permissions page. */
export async function countActiveManagers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('group_permissions as p', (join) => join.onRef('p.group_id', '=', 'a.group_id').on('p.module', '=', 'permissions_management'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('a.status', '=', 'ACTIVE')
    .where('p.view', '=', true)
    .where('p.edit', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
