import type { Db } from '../../db';
import type { NewAccount } from '../../db/schema';
import './tables';

export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'status', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  const row = await db.insertInto('accounts').values(account).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function isActiveLocation(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('locations').select('id').where('id', '=', id).where('active', '=', true).executeTakeFirst();
  return Boolean(row);
}

export function activeLocationOptions(db: Db) {
  return db.selectFrom('locations').select(['id', 'display_name']).where('active', '=', true).orderBy('display_name').execute();
}

/** The latest sign-in on the account, and one sign-in record (the analytics user report counts them). */
export async function markSignedIn(db: Db, accountId: number) {
  const now = new Date();
  await db.updateTable('accounts').set({ last_login_at: now }).where('id', '=', accountId).execute();
  await db.insertInto('account_logins').values({ account_id: accountId, created_at: now }).execute();
}

/** Who should hear about a new registration: everyone allowed to validate users. */
export function userValidators(db: Db) {
  return db
    .selectFrom('accounts')
    .innerJoin('group_permissions', 'group_permissions.group_id', 'accounts.group_id')
    .select('accounts.id')
    .where('group_permissions.module', '=', 'user_validation')
    .where('group_permissions.view', '=', true)
    .where('accounts.status', '=', 'ACTIVE')
    .execute();
}

export async function notify(db: Db, receptorIds: number[], content: string, link: string | null) {
  if (receptorIds.length === 0) return;
  await db
    .insertInto('notifications')
    .values(receptorIds.map((id) => ({ user_id_receptor: id, content, link_desktop: link })))
    .execute();
}
