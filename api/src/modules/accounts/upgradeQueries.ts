import { sql } from 'kysely';
import type { Db } from '../../db';
import './tables';

/** Upgrade requests with who is asking (names, location, profile, group), as the validation page lists them. */
function upgradeViews(db: Db) {
  return db
    .selectFrom('account_upgrades as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .leftJoin('locations as l', 'l.id', 'a.location_id')
    .leftJoin('profiles as p', 'p.id', 'a.profile_id')
    .leftJoin('groups as g', 'g.id', 'a.group_id')
    .select([
      'u.id',
      'u.account_id',
      'a.email as user_email',
      'u.business_email',
      'a.first_name',
      'a.last_name',
      'l.display_name as location_name',
      'p.name as profiles_name',
      'a.group_id',
      'g.name as group_name',
      'u.status',
      'u.created_at',
    ]);
}
export type UpgradeViewRow = NonNullable<Awaited<ReturnType<typeof findPendingView>>>;

/** Pending requests of accounts still in the user list (a blocked account's request is dropped with it), oldest first. */
export function listPendingViews(db: Db) {
  return upgradeViews(db).where('u.status', '=', 'PENDING').where('a.status', 'in', ['ACTIVE', 'INACTIVE']).orderBy('u.created_at').orderBy('u.id').execute();
}

export function findPendingView(db: Db, accountId: number) {
  return upgradeViews(db).where('u.status', '=', 'PENDING').where('u.account_id', '=', accountId).executeTakeFirst();
}

export function findPending(db: Db, accountId: number) {
  return db
    .selectFrom('account_upgrades')
    .select(['id', 'personal_email', 'business_email'])
    .where('status', '=', 'PENDING')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Someone else has this email already: an account (any status) or another account's pending request. */
export async function businessEmailTaken(db: Db, email: string, accountId: number): Promise<boolean> {
  const lower = email.toLowerCase();
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where(sql`lower(email)`, '=', lower)
    .where('id', '!=', accountId)
    .executeTakeFirst();
  if (account) return true;
  const request = await db
    .selectFrom('account_upgrades')
    .select('id')
    .where('status', '=', 'PENDING')
    .where(sql`lower(business_email)`, '=', lower)
    .where('account_id', '!=', accountId)
    .executeTakeFirst();
  return Boolean(request);
}

export async function insertRequest(db: Db, values: { account_id: number; personal_email: string; business_email: string }) {
  return db.insertInto('account_upgrades').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Closes a pending request; false when it was no longer pending (another validator was quicker). */
export async function closeRequest(db: Db, id: number, decision: { group_id: number; decided_by: number; business_email: string }): Promise<boolean> {
  const result = await db
    .updateTable('account_upgrades')
    .set({ status: 'UPGRADED', ...decision, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who decides upgrades (user_validation edit) and should hear of a new request. */
export function upgradeValidators(db: Db) {
  return db
    .selectFrom('accounts')
    .innerJoin('group_permissions', 'group_permissions.group_id', 'accounts.group_id')
    .select('accounts.id')
    .where('group_permissions.module', '=', 'user_validation')
    .where('group_permissions.edit', '=', true)
    .where('accounts.status', '=', 'ACTIVE')
    .execute();
}
