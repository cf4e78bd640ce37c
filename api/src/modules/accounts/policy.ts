import { AUTH_MESSAGES, GRANT_MESSAGES, SUPER_ADMIN_GROUP_ID, type UserStatus } from '@portal/shared';
import { badRequest, forbidden } from '@portal/shared/node/server';
import { authorize, type RequestUser } from '../../auth/access';
import type { Db } from '../../db';
import { assertMayReach } from '../permissions/grants';

/** Only a Super Admin may act on a Super Admin: otherwise an Admin could gain rights it lacks. */
export function assertMayActOn(user: RequestUser, target: { group_id: number | null }) {
  if (target.group_id === SUPER_ADMIN_GROUP_ID && user.group_id !== SUPER_ADMIN_GROUP_ID) throw forbidden(GRANT_MESSAGES.superAdminReach);
}

/**
 * Becoming the account (impersonation), taking it over (its email or password) or moving it to another group needs
 * its group within the caller's own rights (who may grant what: permissions/grants.ts), or they would be a way up.
 */
export const assertMayTakeOver = (db: Db, user: RequestUser, target: { id: number; group_id: number | null }) => assertMayReach(db, user, target);

export async function assertMayImpersonate(db: Db, user: RequestUser, target: { id: number; status: UserStatus; group_id: number | null }) {
  if (user.impersonatorId !== null) throw forbidden('Exit to your own user before impersonating someone else.');
  if (target.id === user.id) throw badRequest('You are already signed in as this user.');
  if (target.status !== 'ACTIVE') throw badRequest(AUTH_MESSAGES.cannotImpersonateInactive);
  await assertMayTakeOver(db, user, target);
}

/**
 * Who may move an account between statuses: deciding on a registration (unverified → active or blocked) is
 * user_validation add; active ↔ inactive is user_management edit; blocking an active or inactive account is the
 * user list's 'Delete', user_management delete. Checked before the move's legality, so a refused caller learns nothing.
 */
export function assertMayChangeStatus(user: RequestUser, from: UserStatus, to: UserStatus) {
  if (from === 'UNVERIFIED') authorize(user, 'user_validation', 'add');
  else if (to === 'BLOCKED') authorize(user, 'user_management', 'delete');
  else authorize(user, 'user_management', 'edit');
}
