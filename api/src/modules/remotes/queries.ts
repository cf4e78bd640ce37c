import type { RemoteDescriptor } from '@portal/shared';
import type { Db } from '../../db';

export function listRemotes(db: Db) {
  return db.selectFrom('remotes').selectAll().orderBy('name').execute();
}

export function findRemote(db: Db, name: string) {
  return db.selectFrom('remotes').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertRemote(db: Db, descriptor: RemoteDescriptor, manifestUrl: string) {
  await db
    .insertInto('remotes')
    .values({ name: descriptor.name, title: descriptor.title, manifest_url: manifestUrl, previous_url: null, descriptor: JSON.stringify(descriptor) })
    .execute();
}

export async function updateDescriptor(db: Db, descriptor: RemoteDescriptor) {
  await db
    .updateTable('remotes')
    .set({ title: descriptor.title, descriptor: JSON.stringify(descriptor), updated_at: new Date() })
    .where('name', '=', descriptor.name)
    .execute();
}

export function setManifestUrl(db: Db, name: string, manifestUrl: string, previousUrl: string | null) {
  return db
    .updateTable('remotes')
    .set({ manifest_url: manifestUrl, previous_url: previousUrl, updated_at: new Date() })
    .where('name', '=', name)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function addHistory(db: Db, name: string, manifestUrl: string, changedBy: number | null) {
  await db.insertInto('remote_history').values({ name, manifest_url: manifestUrl, changed_by: changedBy }).execute();
}

export function listHistory(db: Db, name: string) {
  return db
    .selectFrom('remote_history as h')
    .leftJoin('accounts as a', 'a.id', 'h.changed_by')
    .select(['h.manifest_url', 'h.changed_at', 'a.first_name', 'a.last_name'])
    .where('h.name', '=', name)
    .orderBy('h.changed_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(200)
    .execute();
}

/** The newest history row of every remote, with who made it. */
export function latestChanges(db: Db) {
  return db
    .selectFrom('remote_history as h')
    .leftJoin('accounts as a', 'a.id', 'h.changed_by')
    .select(['h.name', 'h.changed_at', 'h.changed_by', 'a.first_name', 'a.last_name'])
    .distinctOn('h.name')
    .orderBy('h.name')
    .orderBy('h.changed_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
}
