import { SHORTCUT_MESSAGES as M } from '@portal/shared';
import { conflict, isPgError, PG_UNIQUE_VIOLATION, type HttpError } from '@portal/shared/node/server';
import { authorize, authorizeSelf, type RequestUser } from '../../auth/access';

/** Spec 6: the Inactive Shortcuts tab is shown only with shortcuts delete. */
export function assertMaySeeInactive(user: RequestUser): void {
  authorize(user, 'shortcuts', 'delete');
}

/** A user's favourites and app order are theirs alone (the directory is read as the caller's group sees it). */
export function assertOwnApps(user: RequestUser, userId: number): void {
  authorizeSelf(user, userId);
}

const FIELD_BY_CONSTRAINT: Record<string, string> = { shortcuts_name_unique: 'name' };

/** Spec 8: a unique violation (23505) reads 'The {field} already exists.' */
export function duplicateConflict(e: unknown): HttpError | null {
  if (!isPgError(e, PG_UNIQUE_VIOLATION)) return null;
  const field = FIELD_BY_CONSTRAINT[e.constraint ?? ''];
  // the active places are renumbered under a lock; a clash there means the list moved under the caller
  if (!field) return conflict(M.orderChanged, 'order');
  return conflict(M.duplicate(field), field);
}

/** The place the caller saw is not where the shortcut is now: someone else moved the list. */
export const orderChanged = () => conflict(M.orderChanged, 'order');
