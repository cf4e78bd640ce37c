import { sql, type RawBuilder } from 'kysely';
import type { LocationActiveFilter, LocationListRequest, LocationSort } from '@portal/shared';
import type { Db } from '../../db';
import type { LocationsTable } from '../../db/schema';
import type { Insertable, Updateable } from 'kysely';

export type ActiveFilter = LocationActiveFilter;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The whitelisted sort keys as SQL: text case-insensitively, store ids as numbers (digits only, up to 4). */
const SORT_SQL: Record<LocationSort, RawBuilder<unknown>> = {
  name: sql`lower(name)`,
  display_name: sql`lower(display_name)`,
  store_id: sql`lpad(store_id, 10, '0')`,
  address: sql`lower(address)`,
  phone: sql`phone`,
  active: sql`active`,
};

function filtered(db: Db, filter: { active: ActiveFilter; search: string }) {
  let query = db.selectFrom('locations');
  if (filter.active !== 'both') query = query.where('active', '=', filter.active === 'true');
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('display_name', 'ilike', pattern), eb('store_id', 'ilike', pattern), eb('address', 'ilike', pattern)]));
  }
  return query;
}

/**
 * One page of the list and how many rows match. Ties (and every sort) end on lower(name), then id, so pages
 * never overlap. `active` ascending lists active locations first, as the screen's status column does.
 */
export async function listLocationPage(db: Db, request: LocationListRequest) {
  let direction: 'asc' | 'desc' = request.order;
  if (request.sort === 'active') direction = direction === 'asc' ? 'desc' : 'asc';
  let page = filtered(db, request).selectAll().orderBy(SORT_SQL[request.sort], direction);
  if (request.sort !== 'name') page = page.orderBy(sql`lower(name)`);
  const [rows, count] = await Promise.all([
    page.orderBy('id').limit(request.limit).offset(request.offset).execute(),
    filtered(db, request)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every active location, for pickers. */
export function listLocationOptions(db: Db) {
  return db
    .selectFrom('locations')
    .select(['id', 'display_name'])
    .where('active', '=', true)
    .orderBy(sql`lower(display_name)`)
    .orderBy('id')
    .execute();
}

export function findLocation(db: Db, id: number) {
  return db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertLocation(db: Db, values: Insertable<LocationsTable>) {
  return db.insertInto('locations').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateLocation(db: Db, id: number, values: Updateable<LocationsTable>) {
  return db
    .updateTable('locations')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function toggleLocation(db: Db, id: number) {
  return db
    .updateTable('locations')
    .set((eb) => ({ active: eb.not(eb.ref('active')), updated_at: new Date() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function countAccountsAt(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('location_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteLocation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('locations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
