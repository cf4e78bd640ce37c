import { sql } from 'kysely';
import type { Db } from '../../db';
import type { LocationsTable } from '../../db/schema';
import type { Insertable, Updateable } from 'kysely';

export type ActiveFilter = 'true' | 'false' | 'both';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listLocations(db: Db, filter: { active: ActiveFilter; search: string | null }) {
  let query = db.selectFrom('locations').selectAll();
  if (filter.active !== 'both') query = query.where('active', '=', filter.active === 'true');
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('display_name', 'ilike', pattern),
        eb('store_id', 'ilike', pattern),
        eb('address', 'ilike', pattern),
      ]),
    );
  }
  return query.orderBy(sql`lower(name)`).orderBy('id').execute();
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
