import type { Db } from '../../db';
import './tables';

/** Job titles with their group's name, by title; `unmappedOnly` = the "new" view. */
export function listJobTitles(db: Db, unmappedOnly: boolean) {
  let query = db.selectFrom('job_titles as j').leftJoin('groups as g', 'g.id', 'j.group_id').select(['j.id', 'j.title', 'j.group_id', 'g.name as group_name', 'j.mapped_at']);
  if (unmappedOnly) query = query.where('j.group_id', 'is', null);
  return query
    .orderBy((eb) => eb.fn('lower', ['j.title']))
    .orderBy('j.id')
    .execute();
}

/** The rows of these titles (compared without case), locked until the transaction ends. */
export function findTitlesForUpdate(db: Db, lowerTitles: string[]) {
  return db
    .selectFrom('job_titles')
    .select(['id', 'title', 'group_id'])
    .where((eb) => eb(eb.fn('lower', ['title']), 'in', lowerTitles))
    .forUpdate()
    .execute();
}

export function findGroupsByName(db: Db, lowerNames: string[]) {
  return db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', lowerNames))
    .execute();
}

export async function mapTitle(db: Db, id: number, groupId: number, mappedBy: number) {
  await db.updateTable('job_titles').set({ group_id: groupId, mapped_by: mappedBy, mapped_at: new Date() }).where('id', '=', id).execute();
}

export async function insertTitles(db: Db, rows: Array<{ title: string; group_id: number | null }>) {
  if (rows.length)
    await db
      .insertInto('job_titles')
      .values(rows.map((r) => ({ ...r, mapped_at: r.group_id === null ? null : new Date() })))
      .execute();
}
