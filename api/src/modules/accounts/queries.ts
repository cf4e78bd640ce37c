import { sql } from 'kysely';
import type { UserListRequest, UserStatus } from '@portal/shared';
import type { Db } from '../../db';
import type { AccountUpdate } from '../../db/schema';
import './tables';

/** Accounts with the names of their location, profile and group (what the pages show). */
function accountViews(db: Db) {
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
      'a.has_permission_service_request',
      'a.card_related_ticket_permission',
      'a.game_related_ticket_permission',
      'a.created_at',
      'a.updated_at',
    ]);
}

export function findAccountView(db: Db, id: number) {
  return accountViews(db).where('a.id', '=', id).executeTakeFirst();
}

/** Every account with a status, oldest registration first (the validation queue is worked in order). */
export function listAccountViewsByStatus(db: Db, status: UserStatus) {
  return accountViews(db).where('a.status', '=', status).orderBy('a.created_at').orderBy('a.id').execute();
}
export type AccountViewRow = NonNullable<Awaited<ReturnType<typeof findAccountView>>>;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the user management list: active and inactive accounts (unverified ones wait in the validation
 * list; blocked ones are 'deleted'), filtered by a case-insensitive substring of first name, last name, full name
 * or email, ordered by last name, first name, id so pages never overlap.
 */
export async function listUserPage(db: Db, request: UserListRequest) {
  const base = filteredUsers(db, request);
  const [rows, count] = await Promise.all([
    base
      .orderBy(sql`lower(a.last_name)`)
      .orderBy(sql`lower(a.first_name)`)
      .orderBy('a.id')
      .limit(request.limit)
      .offset(request.offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The next `size` users of the list after id `afterId`, by id (keyset: each batch is an index range scan). */
export function userBatchAfter(db: Db, request: Omit<UserListRequest, 'limit' | 'offset'>, afterId: number, size: number) {
  return filteredUsers(db, request).where('a.id', '>', afterId).orderBy('a.id').limit(size).execute();
}

function filteredUsers(db: Db, request: Omit<UserListRequest, 'limit' | 'offset'>) {
  let base = accountViews(db);
  if (request.isActive === undefined) base = base.where('a.status', 'in', ['ACTIVE', 'INACTIVE']);
  else base = base.where('a.status', '=', request.isActive ? 'ACTIVE' : 'INACTIVE');
  // an empty list chosen for a filter type matches nobody
  if (request.locationIds) base = request.locationIds.length ? base.where('a.location_id', 'in', request.locationIds) : base.where(sql<boolean>`false`);
  if (request.profileIds) base = request.profileIds.length ? base.where('a.profile_id', 'in', request.profileIds) : base.where(sql<boolean>`false`);
  if (request.groupIds) base = request.groupIds.length ? base.where('a.group_id', 'in', request.groupIds) : base.where(sql<boolean>`false`);
  if (request.isExpired === true) base = base.where('a.password_expired_time', '<=', new Date());
  if (request.isExpired === false) base = base.where((eb) => eb.or([eb('a.password_expired_time', 'is', null), eb('a.password_expired_time', '>', new Date())]));
  if (request.filter) {
    const pattern = likePattern(request.filter);
    base = base.where((eb) =>
      eb.or([
        eb('a.first_name', 'ilike', pattern),
        eb('a.last_name', 'ilike', pattern),
        eb(sql<string>`a.first_name || ' ' || a.last_name`, 'ilike', pattern),
        eb('a.email', 'ilike', pattern),
      ]),
    );
  }
  return base;
}

export function findAccount(db: Db, id: number) {
  return db
    .selectFrom('accounts')
    .select([
      'id',
      'email',
      'status',
      'group_id',
      'url_image',
      'is_company_email',
      'password_expired_time',
      'has_permission_service_request',
      'card_related_ticket_permission',
      'game_related_ticket_permission',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
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

export async function emailTakenByOther(db: Db, email: string, id: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('accounts')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('id', '!=', id)
      .executeTakeFirst(),
  );
}

export async function activeLocationExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('locations').select('id').where('id', '=', id).where('active', '=', true).executeTakeFirst());
}

export async function profileExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst());
}
