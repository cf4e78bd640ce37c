import type { Db } from '../../db';

export function listForUser(db: Db, userId: number) {
  return db.selectFrom('notifications').selectAll().where('user_id_receptor', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
}

export async function deleteAllForUser(db: Db, userId: number) {
  await db.deleteFrom('notifications').where('user_id_receptor', '=', userId).execute();
}

/** Deletes one notification if it belongs to that user; returns whether one was removed. */
export async function deleteOne(db: Db, id: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('notifications').where('id', '=', id).where('user_id_receptor', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertMany(db: Db, rows: Array<{ user_id_receptor: number; content: string; link_desktop: string | null }>) {
  if (rows.length === 0) return [];
  return db.insertInto('notifications').values(rows).returningAll().execute();
}
