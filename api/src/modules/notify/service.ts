import { REALTIME_EVENTS, type PortalNotification } from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db';
import type { NotificationRow } from '../../db/schema';
import { notFound } from '@portal/shared/node/server';
import * as q from './queries';

function toNotification(row: NotificationRow): PortalNotification {
  return {
    id: row.id,
    user_id_receptor: row.user_id_receptor,
    content: row.content,
    link_desktop: row.link_desktop,
    is_open: row.is_open,
    createdAt: row.created_at.toISOString(),
  };
}

export async function find(deps: AppDeps, userId: number) {
  return { results: (await q.listForUser(deps.db, userId)).map(toNotification) };
}

/** Spec: opening the panel and closing it clears all. */
export async function clearAll(deps: AppDeps, userId: number) {
  await q.deleteAllForUser(deps.db, userId);
}

/** Spec: clicking a notification removes it. */
export async function clearOne(deps: AppDeps, id: number, userId: number) {
  if (!(await q.deleteOne(deps.db, id, userId))) throw notFound('Notification');
}

export interface NewNotification {
  userIds: readonly number[];
  content: string;
  /** where clicking it leads (the page path), or null */
  link?: string | null;
}

/**
 * The one way other modules notify users (the bell): one row per distinct receiver, in the caller's transaction when
 * `db` is one. Pushing it over a socket is not done here.
 */
export async function createNotification(db: Db, note: NewNotification): Promise<PortalNotification[]> {
  const userIds = [...new Set(note.userIds)];
  const rows = await q.insertMany(
    db,
    userIds.map((id) => ({ user_id_receptor: id, content: note.content, link_desktop: note.link ?? null })),
  );
  return rows.map(toNotification);
}

/** Pushes notifications already written (e.g. by `createNotification` in a transaction that has committed). */
export function publishNotifications(deps: Pick<AppDeps, 'realtime'>, notifications: readonly PortalNotification[]): void {
  for (const notification of notifications) {
    deps.realtime.toUsers([notification.user_id_receptor], REALTIME_EVENTS.notification, notification);
  }
}

/** Writes the notifications and pushes them live to their receivers' bells. */
export async function notifyUsers(deps: Pick<AppDeps, 'db' | 'realtime'>, note: NewNotification): Promise<PortalNotification[]> {
  const rows = await createNotification(deps.db, note);
  publishNotifications(deps, rows);
  return rows;
}
