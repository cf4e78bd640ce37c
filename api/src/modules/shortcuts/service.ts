import {
  SHORTCUT_MESSAGES as M,
  type DirectoryShortcut,
  type PersonalOrder,
  type Shortcut,
  type ShortcutCreateBody,
  type ShortcutImageInput,
  type ShortcutStatus,
  type ShortcutUpdateBody,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db';
import type { RequestUser } from '../../auth/access';
import { writeAudit } from '../../audit';
import { badRequest, conflict, notFound } from '@portal/shared/node/server';
import { checkShortcutImage, storeShortcutImage, type CheckedImage } from './images';
import { assertOwnApps, duplicateConflict, orderChanged } from './policy';
import * as q from './queries';
import type { ShortcutRow } from './tables';

export function toShortcut(row: ShortcutRow): Shortcut {
  return {
    id: row.id,
    name: row.name,
    display_name1: row.display_name1,
    display_name2: row.display_name2,
    desktop_image: row.desktop_image,
    mobile_image: row.mobile_image,
    link_desktop: row.link_desktop,
    link_mobile: row.link_mobile,
    group_ids: q.readIntArray(row.group_ids),
    order: row.sort_order,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toDirectoryShortcut(row: q.VisibleRow): DirectoryShortcut {
  return {
    id: row.id,
    name: row.name,
    display_name1: row.display_name1,
    display_name2: row.display_name2,
    desktop_image: row.desktop_image,
    mobile_image: row.mobile_image,
    link_desktop: row.link_desktop,
    link_mobile: row.link_mobile,
    order: row.sort_order,
    favorite: Boolean(row.favorite),
  };
}

export async function list(deps: AppDeps, status: ShortcutStatus): Promise<Shortcut[]> {
  return (await q.listByStatus(deps.db, status)).map(toShortcut);
}

type Fields = Pick<ShortcutCreateBody, 'name' | 'display_name1' | 'display_name2' | 'link_desktop' | 'link_mobile'> & { group_ids: number[] };

async function checkGroups(deps: AppDeps, ids: readonly number[]): Promise<void> {
  const known = await q.existingGroupIds(deps.db, ids);
  if (ids.some((id) => !known.has(id))) throw badRequest(M.unknownGroup, 'group_ids');
}

/** Stores the checked images; if the write that follows fails, they are removed again. */
async function withStoredImages<T>(deps: AppDeps, images: Array<CheckedImage | null>, work: (urls: Array<string | null>) => Promise<T>): Promise<T> {
  const urls: Array<string | null> = [];
  try {
    for (const image of images) urls.push(image ? await storeShortcutImage(deps.storage, image) : null);
    return await work(urls);
  } catch (e) {
    for (const url of urls) await deps.storage.remove(url);
    throw duplicateConflict(e) ?? e;
  }
}

function audit(tx: Db, user: RequestUser, action: string, id: number, details: Record<string, unknown>) {
  return writeAudit(tx, { actorId: user.id, action: `shortcut.${action}`, targetType: 'shortcut', targetId: id, details });
}

/** Added at the end of the shared order (spec: the manager lists active apps in their order). */
export async function create(deps: AppDeps, user: RequestUser, body: Fields & { desktop_image: ShortcutImageInput; mobile_image?: ShortcutImageInput | null }): Promise<Shortcut> {
  await checkGroups(deps, body.group_ids);
  const desktop = checkShortcutImage(body.desktop_image, 'desktop_image');
  const mobile = body.mobile_image ? checkShortcutImage(body.mobile_image, 'mobile_image') : null;
  const row = await withStoredImages(deps, [desktop, mobile], ([desktopUrl, mobileUrl]) =>
    deps.db.transaction().execute(async (tx) => {
      await q.lockOrder(tx);
      const created = await q.insertShortcut(tx, {
        ...fieldsOf(body),
        desktop_image: desktopUrl!,
        mobile_image: mobileUrl ?? null,
        sort_order: (await q.countActive(tx)) + 1,
        created_by: user.id,
      });
      await audit(tx, user, 'create', created.id, { name: created.name, order: created.sort_order });
      return created;
    }),
  );
  return toShortcut(row);
}

function fieldsOf(body: Fields): Omit<q.ShortcutValues, 'desktop_image' | 'mobile_image'> {
  return {
    name: body.name,
    display_name1: body.display_name1,
    display_name2: body.display_name2,
    link_desktop: body.link_desktop,
    link_mobile: body.link_mobile,
    group_ids: body.group_ids,
  };
}

/** An image field of an update: a new file or data URL, the url it already has (kept), absent (kept), or null (removed). */
function imageChange(value: ShortcutImageInput | null | undefined, current: string | null, field: string): CheckedImage | 'keep' | 'remove' {
  if (value === undefined || value === current) return 'keep';
  if (value === null) return 'remove';
  // a string is either the url the shortcut has (above) or a new picture as a data URL, never another stored file
  if (typeof value === 'string' && !value.startsWith('data:')) throw badRequest(M.imageType, field);
  return checkShortcutImage(value, field);
}

export async function update(deps: AppDeps, user: RequestUser, id: number, body: Fields & Pick<ShortcutUpdateBody, 'desktop_image' | 'mobile_image'>): Promise<Shortcut> {
  const current = await q.findShortcut(deps.db, id);
  if (!current) throw notFound('Shortcut');
  await checkGroups(deps, body.group_ids);
  const desktop = imageChange(body.desktop_image ?? undefined, current.desktop_image, 'desktop_image');
  if (desktop === 'remove') throw badRequest(M.imageRequired, 'desktop_image');
  const mobile = imageChange(body.mobile_image, current.mobile_image, 'mobile_image');
  const fresh = (change: CheckedImage | 'keep' | 'remove') => (typeof change === 'object' ? change : null);
  const fields = fieldsOf(body);
  const row = await withStoredImages(deps, [fresh(desktop), fresh(mobile)], ([desktopUrl, mobileUrl]) =>
    deps.db.transaction().execute(async (tx) => {
      const updated = await q.updateShortcut(tx, id, {
        ...fields,
        desktop_image: desktopUrl ?? current.desktop_image,
        mobile_image: mobile === 'remove' ? null : (mobileUrl ?? current.mobile_image),
      });
      if (!updated) throw notFound('Shortcut');
      const before: Record<string, unknown> = { ...current, group_ids: q.readIntArray(current.group_ids) };
      const changed: string[] = Object.entries(fields)
        .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]))
        .map(([key]) => key);
      if (desktopUrl) changed.push('desktop_image');
      if (mobile !== 'keep') changed.push('mobile_image');
      await audit(tx, user, 'update', id, { name: updated.name, fields: changed });
      return updated;
    }),
  );
  // the files the shortcut no longer points at
  if (row.desktop_image !== current.desktop_image) await deps.storage.remove(current.desktop_image);
  if (row.mobile_image !== current.mobile_image) await deps.storage.remove(current.mobile_image);
  return toShortcut(row);
}

/**
 * Runs `work` on the shortcut under the order lock, after checking it is in the state and at the place the
 * caller saw (`order`): a stale place means another administrator changed the list first (409, nothing done).
 */
async function atPlace<T>(deps: AppDeps, id: number, order: number, status: ShortcutStatus, work: (tx: Db, row: ShortcutRow, active: number) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(async (tx) => {
      await q.lockOrder(tx);
      const row = await q.findShortcut(tx, id);
      if (!row) throw notFound('Shortcut');
      // it exists, in the other list: a state conflict (someone deleted or activated it meanwhile, or a stale page)
      if (row.status !== status) throw conflict(status === 'active' ? M.notActive : M.notInactive, 'status');
      if (row.sort_order !== order) throw orderChanged();
      return work(tx, row, await q.countActive(tx));
    });
  } catch (e) {
    throw duplicateConflict(e) ?? e;
  }
}

/** Spec: deleting takes it out of the active list (to Inactive Shortcuts); the ones after it move up. */
export async function deactivate(deps: AppDeps, user: RequestUser, id: number, order: number): Promise<void> {
  await atPlace(deps, id, order, 'active', async (tx, row, active) => {
    await q.setStatus(tx, id, 'inactive', row.sort_order);
    await q.renumber(tx, row.sort_order + 1, active, -1);
    await audit(tx, user, 'delete', id, { name: row.name, order: row.sort_order });
  });
}

/**
 * Moves an active shortcut from `order` to `to` (1..n), or one place 'up' / 'down' (spec 7 `GET /shortcuts/up|down/
 * {id}/{order}`: the first stays first, the last last); the ones between shift by one. Answers the new list.
 */
export async function move(deps: AppDeps, user: RequestUser, id: number, order: number, to: number | 'up' | 'down'): Promise<Shortcut[]> {
  await atPlace(deps, id, order, 'active', async (tx, row, active) => {
    const place = to === 'up' ? Math.max(1, order - 1) : to === 'down' ? Math.min(active, order + 1) : to;
    if (place > active) throw badRequest(`to must be a place from 1 to ${active}.`, 'to');
    if (place === order) return;
    if (place < order) await q.renumber(tx, place, order - 1, 1, { id, order: place });
    else await q.renumber(tx, order + 1, place, -1, { id, order: place });
    await audit(tx, user, 'reorder', id, { name: row.name, from: order, to: place });
  });
  return list(deps, 'active');
}

/** Spec 4: an inactive shortcut comes back at the place it had (or last, when the list is shorter now). */
export async function activate(deps: AppDeps, user: RequestUser, id: number, order: number): Promise<Shortcut> {
  const row = await atPlace(deps, id, order, 'inactive', async (tx, current, active) => {
    const place = Math.min(current.sort_order, active + 1);
    await q.renumber(tx, place, active, 1);
    const activated = await q.setStatus(tx, id, 'active', place);
    await audit(tx, user, 'activate', id, { name: current.name, order: place });
    return activated;
  });
  return toShortcut(row);
}

/** The caller's apps: those of their group, in their personal order, then the rest in the shared order. */
async function orderedApps(deps: AppDeps, user: RequestUser): Promise<DirectoryShortcut[]> {
  const [rows, personal] = await Promise.all([q.visibleShortcuts(deps.db, user.group_id, user.id), q.personalOrderOf(deps.db, user.id)]);
  const rank = new Map(personal.map((id, i) => [id, i]));
  const ranked = [...rows].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.sort_order - b.sort_order);
  return ranked.map(toDirectoryShortcut);
}

export async function personalOrder(deps: AppDeps, user: RequestUser, userId: number): Promise<PersonalOrder> {
  assertOwnApps(user, userId);
  const results = await orderedApps(deps, user);
  return { results, shortcuts_order: results.map((s) => s.id) };
}

/** Stores the order of the apps the user sees; ids they cannot see (deleted meanwhile, another group's) are dropped. */
export async function savePersonalOrder(deps: AppDeps, user: RequestUser, userId: number, ids: readonly number[]): Promise<PersonalOrder> {
  assertOwnApps(user, userId);
  const visible = new Set((await q.visibleShortcuts(deps.db, user.group_id, user.id)).map((s) => s.id));
  await q.savePersonalOrder(
    deps.db,
    user.id,
    ids.filter((id) => visible.has(id)),
  );
  return personalOrder(deps, user, userId);
}

export async function favorites(deps: AppDeps, user: RequestUser, userId: number): Promise<DirectoryShortcut[]> {
  assertOwnApps(user, userId);
  return (await orderedApps(deps, user)).filter((s) => s.favorite);
}

export async function toggleFavorite(deps: AppDeps, user: RequestUser, userId: number, shortcutId: number): Promise<{ id: number; favorite: boolean }> {
  assertOwnApps(user, userId);
  if (!(await q.visibleShortcut(deps.db, user.group_id, user.id, shortcutId))) throw notFound('Shortcut');
  return { id: shortcutId, favorite: await q.toggleFavorite(deps.db, user.id, shortcutId) };
}

export async function searchByName(deps: AppDeps, user: RequestUser, text: string): Promise<DirectoryShortcut[]> {
  const matches = new Set((await q.searchVisible(deps.db, user.group_id, user.id, text)).map((s) => s.id));
  return (await orderedApps(deps, user)).filter((s) => matches.has(s.id));
}
