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
