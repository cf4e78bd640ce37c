import { SHORTCUT_MESSAGES as M } from '@portal/shared';
import { conflict, isPgError, PG_UNIQUE_VIOLATION, type HttpError } from '@portal/shared/node/server';

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
