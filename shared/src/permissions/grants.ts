import { SUPER_ADMIN_GROUP_ID } from './groups';
import { MODULE_KEYS, PERMISSION_ACTIONS, type Roles } from './modules';

/**
 * Who may grant what: the one rule every path that sets a group or a group's permissions applies (validation,
 * status change, account edit, upgrades, job-title mapping, permissions page), and the pages use to filter their
 * group pickers. Nobody assigns rights they do not hold themselves; the Super Admin group only a Super Admin assigns.
 * Profiles carry no rights in this portal (the group does), so a profile is checked only through the group set with it.
 */
export interface Grantor {
  group_id: number | null;
  roles: Partial<Roles>;
}

export const GRANT_MESSAGES = {
  superAdminOnly: 'Only a Super Admin may make someone a Super Admin.',
  superAdminReach: 'Only a Super Admin may change a Super Admin account.',
  superAdminGroup: 'Only a Super Admin may change the Super Admin group.',
  exceedsOwnRights: (what: string, missing: string[]) =>
    `You cannot assign ${what}: it carries rights you do not hold yourself (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}).`,
  actOnStronger: (missing: string[]) =>
    `You cannot change this account: its group has rights you do not hold yourself (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}).`,
} as const;

export const isSuperAdmin = (actor: { group_id: number | null }) => actor.group_id === SUPER_ADMIN_GROUP_ID;

/** The rights (as "module.action") that `rights` turns on and `actor` lacks; those already on in `before` do not count. */
export function rightsBeyond(actor: Partial<Roles>, rights: Partial<Roles>, before?: Partial<Roles>): string[] {
  const out: string[] = [];
  for (const module of MODULE_KEYS) {
    for (const action of PERMISSION_ACTIONS) {
      if (rights[module]?.[action] && !before?.[module]?.[action] && !actor[module]?.[action]) out.push(`${module}.${action}`);
    }
  }
  return out;
}

/** Why `actor` may not put someone in `group` (its id and its current rights), or null when they may. */
export function groupGrantRefusal(actor: Grantor, group: { id: number; name?: string; roles: Partial<Roles> }): string | null {
  if (isSuperAdmin(actor)) return null;
  if (group.id === SUPER_ADMIN_GROUP_ID) return GRANT_MESSAGES.superAdminOnly;
  const missing = rightsBeyond(actor.roles, group.roles);
  return missing.length ? GRANT_MESSAGES.exceedsOwnRights(group.name ? `the group ${group.name}` : 'this group', missing) : null;
}

/** Why `actor` may not change a group's permissions from `before` to `after`, or null: only rights they hold may be turned on. */
export function permissionGrantRefusal(actor: Grantor, groupId: number, before: Partial<Roles>, after: Partial<Roles>): string | null {
  if (isSuperAdmin(actor)) return null;
  if (groupId === SUPER_ADMIN_GROUP_ID) return GRANT_MESSAGES.superAdminGroup;
  const missing = rightsBeyond(actor.roles, after, before);
  return missing.length ? GRANT_MESSAGES.exceedsOwnRights('these permissions', missing) : null;
}

/**
 * Why `actor` may not take an account out of its current group (or act as it), or null: an account whose group holds
 * rights the actor lacks is out of their reach, else a move, an impersonation or a password reset would be a way up.
 */
export function accountReachRefusal(actor: Grantor & { id?: number }, target: { id?: number; group_id: number | null; roles: Partial<Roles> }): string | null {
  if (isSuperAdmin(actor)) return null;
  if (target.group_id === SUPER_ADMIN_GROUP_ID) return GRANT_MESSAGES.superAdminReach;
  const missing = rightsBeyond(actor.roles, target.roles);
  return missing.length ? GRANT_MESSAGES.actOnStronger(missing) : null;
}

/** The groups a picker offers `actor`: those the server would let them assign. */
export function assignableGroups<G extends { id: number; assignable?: boolean }>(groups: readonly G[]): G[] {
  return groups.filter((g) => g.assignable !== false);
}
