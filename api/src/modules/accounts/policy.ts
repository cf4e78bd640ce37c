import { AUTH_MESSAGES, can, GRANT_MESSAGES, SUPER_ADMIN_GROUP_ID, type UserStatus } from '@portal/shared';
import { badRequest, forbidden } from '@portal/shared/node/server';
import { authorize, authorizeSelf, authorizeSelfOr, type RequestUser } from '../../auth/access';
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

/** Which list of `GET /accounts` decides the right: follower search (events edit), the validation queue, the user list. */
export function assertMayListAccounts(user: RequestUser, query: { user_status?: unknown; full_name?: unknown }): void {
  // the special event page's follower search: whoever may change a special event's followers
  if (query.full_name !== undefined) authorize(user, 'events', 'edit');
  else if (query.user_status !== undefined) authorize(user, 'user_validation', 'view');
  else authorize(user, 'user_management', 'view');
}

/**
 * What `GET /accounts/:id` may show the caller: any account (self, or user_management view), or only a registration
 * awaiting validation (validators open the registrations they validate, nothing else); else 403.
 */
export function accountReadScope(user: RequestUser, accountId: number): 'account' | 'registration' {
  if (user.id !== accountId && !can(user.roles, 'user_management', 'view') && can(user.roles, 'user_validation', 'view')) return 'registration';
  authorizeSelfOr(user, accountId, 'user_management', 'view');
  return 'account';
}

/** A validator sees the queue only: any other id, existing or not, is the same 403. */
export function assertInValidationQueue<T extends { status: UserStatus }>(account: T | null): asserts account is T {
  if (account?.status !== 'UNVERIFIED') throw forbidden();
}

/** Names, phone, picture: one's own, or anyone's with user_management edit. */
export function assertMayEditProfile(user: RequestUser, accountId: number): void {
  authorizeSelfOr(user, accountId, 'user_management', 'edit');
}

/** The email, password or group of an account: user management's, never the profile page's. */
export function assertMayEditAdminFields(user: RequestUser): void {
  authorize(user, 'user_management', 'edit');
}

/** One's own activities, first-access flag and expired password: the account holder only. */
export function assertSelf(user: RequestUser, accountId: number): void {
  authorizeSelf(user, accountId);
}
