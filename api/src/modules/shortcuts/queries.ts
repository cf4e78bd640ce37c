import { sql, type RawBuilder } from 'kysely';
import type { ShortcutStatus } from '@portal/shared';
import type { Db } from '../../db';
import './tables';

/** An integer[] parameter, written as a literal (only whole numbers get here: the schemas checked them). */
export function intArray(ids: readonly number[]): RawBuilder<number[]> {
  return sql<number[]>`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;
}

/** Whatever the driver hands back for an integer[] (an array, or its text form), as numbers. */
export function readIntArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

export function listByStatus(db: Db, status: ShortcutStatus) {
  return db.selectFrom('shortcuts').selectAll().where('status', '=', status).orderBy('sort_order').orderBy('id').execute();
}

export function findShortcut(db: Db, id: number) {
  return db.selectFrom('shortcuts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Every change to the shared order takes this lock first, so two administrators' moves, deletions, activations
 * and creations run one after the other and each sees the order the previous one left (readers are not blocked).
 */
export async function lockOrder(tx: Db): Promise<void> {
  await sql`lock table shortcuts in share row exclusive mode`.execute(tx);
}

export async function countActive(db: Db): Promise<number> {
  const row = await db
    .selectFrom('shortcuts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Far above any real place: rows park there while a block of places is renumbered (the unique index holds throughout). */
const PARKED = 1_000_000;

/**
 * Moves the active shortcuts at places `from..to` by `delta` (±1), and, when given, puts `placed.id` at
 * `placed.order`. Done in two steps through a parking range so the unique index on active places never sees two
 * rows at one place mid-statement.
 */
export async function renumber(tx: Db, from: number, to: number, delta: 1 | -1, placed?: { id: number; order: number }): Promise<void> {
  if (from <= to) {
    await sql`update shortcuts set sort_order = sort_order + ${PARKED}::integer where status = 'active' and sort_order between ${from}::integer and ${to}::integer`.execute(tx);
  }
  if (placed) await sql`update shortcuts set sort_order = sort_order + ${PARKED}::integer where id = ${placed.id}::integer and status = 'active'`.execute(tx);
  await sql`
    update shortcuts
    set sort_order = case when id = ${placed?.id ?? 0}::integer then ${placed?.order ?? 0}::integer else sort_order - ${PARKED}::integer + ${delta}::integer end
    where status = 'active' and sort_order >= ${PARKED}::integer`.execute(tx);
}

export interface ShortcutValues {
  name: string;
  display_name1: string;
  display_name2: string;
  desktop_image: string;
  mobile_image: string | null;
  link_desktop: string;
  link_mobile: string;
  group_ids: readonly number[];
}

export function insertShortcut(tx: Db, values: ShortcutValues & { sort_order: number; created_by: number }) {
  return tx
    .insertInto('shortcuts')
    .values({ ...values, group_ids: intArray(values.group_ids) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateShortcut(tx: Db, id: number, values: ShortcutValues) {
  return tx
    .updateTable('shortcuts')
    .set({ ...values, group_ids: intArray(values.group_ids), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function setStatus(tx: Db, id: number, status: ShortcutStatus, order: number) {
  return tx.updateTable('shortcuts').set({ status, sort_order: order, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function existingGroupIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('groups')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Spec 6: a user sees the active shortcuts meant for their group, or for every group (no group listed). */
function visibleQuery(db: Db, groupId: number | null, accountId: number) {
  return db
    .selectFrom('shortcuts as s')
    .select([
      's.id',
      's.name',
      's.display_name1',
      's.display_name2',
      's.desktop_image',
      's.mobile_image',
      's.link_desktop',
      's.link_mobile',
      's.sort_order',
      sql<boolean>`exists (select 1 from shortcut_favorites f where f.shortcut_id = s.id and f.account_id = ${accountId})`.as('favorite'),
    ])
    .where('s.status', '=', 'active')
    .where(sql<boolean>`(cardinality(s.group_ids) = 0 or ${groupId ?? 0}::integer = any(s.group_ids))`)
    .orderBy('s.sort_order')
    .orderBy('s.id');
}
export type VisibleRow = Awaited<ReturnType<ReturnType<typeof visibleQuery>['execute']>>[number];

export function visibleShortcuts(db: Db, groupId: number | null, accountId: number) {
  return visibleQuery(db, groupId, accountId).execute();
}

export function visibleShortcut(db: Db, groupId: number | null, accountId: number, id: number) {
  return visibleQuery(db, groupId, accountId).where('s.id', '=', id).executeTakeFirst();
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Spec 2.8: the search matches the name or either display name. */
export function searchVisible(db: Db, groupId: number | null, accountId: number, text: string) {
  const pattern = likePattern(text);
  return visibleQuery(db, groupId, accountId)
    .where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.display_name1', 'ilike', pattern), eb('s.display_name2', 'ilike', pattern)]))
    .execute();
}

export async function personalOrderOf(db: Db, accountId: number): Promise<number[]> {
  const row = await db.selectFrom('shortcut_personal_orders').select('shortcut_ids').where('account_id', '=', accountId).executeTakeFirst();
  return readIntArray(row?.shortcut_ids);
}

export async function savePersonalOrder(db: Db, accountId: number, ids: readonly number[]): Promise<void> {
  await db
    .insertInto('shortcut_personal_orders')
    .values({ account_id: accountId, shortcut_ids: intArray(ids) })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ shortcut_ids: intArray(ids), updated_at: new Date() }))
    .execute();
}

/** Flips the favourite; true when it is a favourite now. */
export async function toggleFavorite(db: Db, accountId: number, shortcutId: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom('shortcut_favorites').where('account_id', '=', accountId).where('shortcut_id', '=', shortcutId).executeTakeFirst();
    if (removed.numDeletedRows > 0n) return false;
    await tx
      .insertInto('shortcut_favorites')
      .values({ account_id: accountId, shortcut_id: shortcutId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}
