import type { Db } from '../../db';
import type { AccountUpdate } from '../../db/schema';

/** Account with the names of its location, profile and group (what the pages show). */
export function findAccountView(db: Db, id: number) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('locations as l', 'l.id', 'a.location_id')
    .leftJoin('profiles as p', 'p.id', 'a.profile_id')
    .leftJoin('groups as g', 'g.id', 'a.group_id')
    .select([
      'a.id',
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.phone_number',
      'a.location_id',
      'l.display_name as location_name',
      'a.profile_id',
      'p.name as profiles_name',
      'a.group_id',
      'g.name as group_name',
      'a.status',
      'a.is_company_email',
      'a.url_image',
      'a.address',
      'a.first_access',
      'a.password_expired_time',
      'a.created_at',
      'a.updated_at',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
export type AccountViewRow = NonNullable<Awaited<ReturnType<typeof findAccountView>>>;

export function findAccount(db: Db, id: number) {
  return db.selectFrom('accounts').select(['id', 'email', 'status', 'group_id', 'url_image']).where('id', '=', id).executeTakeFirst();
}

export async function updateAccount(db: Db, id: number, changes: AccountUpdate) {
  await db
    .updateTable('accounts')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function groupExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('groups').select('id').where('id', '=', id).executeTakeFirst());
}
