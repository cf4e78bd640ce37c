import { LOCATION_MESSAGES } from '@portal/shared';
import { conflict, isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, type HttpError } from '@portal/shared/node/server';

const FIELD_BY_CONSTRAINT: Record<string, 'name' | 'store_id'> = {
  locations_name_unique: 'name',
  locations_store_id_unique: 'store_id',
};

/** Spec: a unique violation (23505) reads 'The {field} value set already exists.' */
export function duplicateConflict(e: unknown): HttpError | null {
  if (!isPgError(e, PG_UNIQUE_VIOLATION)) return null;
  const field = FIELD_BY_CONSTRAINT[e.constraint ?? ''] ?? 'name';
  return conflict(LOCATION_MESSAGES.duplicate(field), field);
}

export function inUseMessage(accounts: number): string {
  return `This location is still the main location of ${accounts} user${accounts === 1 ? '' : 's'}. Move them to another location or deactivate it instead.`;
}

export function inUseConflict(e: unknown, accounts: number): HttpError | null {
  return isPgError(e, PG_FOREIGN_KEY_VIOLATION) ? conflict(inUseMessage(accounts)) : null;
}
