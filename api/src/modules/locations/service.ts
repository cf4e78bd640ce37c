import { locationBody, type Location } from '@portal/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { LocationRow } from '../../db/schema';
import type { RequestUser } from '../../auth/access';
import { writeAudit } from '../../audit';
import { conflict, notFound } from '@portal/shared/node/server';
import { duplicateConflict, inUseConflict, inUseMessage } from './policy';
import * as q from './queries';

type LocationInput = z.output<typeof locationBody>;

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    display_name: row.display_name,
    store_id: row.store_id,
    address: row.address,
    phone: row.phone,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** After a write: this process's cache drops every page and the options now; other instances hear it through NOTIFY. */
function changed(deps: AppDeps) {
  deps.changes.changed('locations');
}

async function rethrowConstraint<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    throw duplicateConflict(e) ?? e;
  }
}

export async function create(deps: AppDeps, body: LocationInput): Promise<Location> {
  const row = await rethrowConstraint(q.insertLocation(deps.db, body));
  changed(deps);
  return toLocation(row);
}

export async function update(deps: AppDeps, id: number, body: LocationInput): Promise<Location> {
  const row = await rethrowConstraint(q.updateLocation(deps.db, id, body));
  if (!row) throw notFound('Location');
  changed(deps);
  return toLocation(row);
}

export async function toggle(deps: AppDeps, id: number): Promise<Location> {
  const row = await q.toggleLocation(deps.db, id);
  if (!row) throw notFound('Location');
  changed(deps);
  return toLocation(row);
}

/** Deletes a location no account uses; the audit log keeps what it was (it cannot be undone). */
export async function remove(deps: AppDeps, user: RequestUser, id: number): Promise<void> {
  const users = await q.countAccountsAt(deps.db, id);
  if (users > 0) throw conflict(inUseMessage(users));
  try {
    await deps.db.transaction().execute(async (tx) => {
      const location = await q.findLocation(tx, id);
      if (!location || !(await q.deleteLocation(tx, id))) throw notFound('Location');
      const { name, display_name, store_id, address } = location;
      await writeAudit(tx, { actorId: user.id, action: 'location.delete', targetType: 'location', targetId: id, details: { name, display_name, store_id, address } });
    });
    changed(deps);
  } catch (e) {
    // someone registered there between the count and the delete
    throw inUseConflict(e, 1) ?? e;
  }
}
