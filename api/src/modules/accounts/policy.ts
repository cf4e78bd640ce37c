import { AUTH_MESSAGES, SUPER_ADMIN_GROUP_ID, type UserStatus } from '@portal/shared';
import { badRequest, forbidden } from '../../errors';
import { authorize, type RequestUser } from '../../auth/access';

/** Only a Super Admin may act on a Super Admin: otherwise an Admin could gain rights it lacks. */
export function assertMayActOn(user: RequestUser, target: { group_id: number | null }) {
  if (target.group_id === SUPER_ADMIN_GROUP_ID && user.group_id !== SUPER_ADMIN_GROUP_ID) throw forbidden();
}

export function assertMayImpersonate(user: RequestUser, target: { id: number; status: UserStatus; group_id: number | null }) {
  if (user.impersonatorId !== null) throw forbidden('Exit to your own user before impersonating someone else.');
  if (target.id === user.id) throw badRequest('You are already signed in as this user.');
  if (target.status !== 'ACTIVE') throw badRequest(AUTH_MESSAGES.cannotImpersonateInactive);
  assertMayActOn(user, target);
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
