import type { NotifyChannel, NotifyRedirect } from '@portal/shared';
import type { Db } from '../../db';
import './tables';

/** Of these ids, the ones that exist (the dashboard may also target a location that was deactivated since). */
export async function existingLocationIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('locations').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
}

export async function existingGroupIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('groups').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
}

/** Active accounts: everyone, or those at one of the locations (if any) and in one of the groups (if any). */
export async function audienceIds(db: Db, audience: { every: boolean; locations: number[]; groups: number[] }): Promise<number[]> {
  let query = db.selectFrom('accounts').select('id').where('status', '=', 'ACTIVE');
  if (!audience.every) {
    if (audience.locations.length) query = query.where('location_id', 'in', audience.locations);
    if (audience.groups.length) query = query.where('group_id', 'in', audience.groups);
  }
  return (await query.orderBy('id').execute()).map((r) => r.id);
}

export function insertSend(
  db: Db,
  row: {
    channel: NotifyChannel;
    title: string | null;
    body: string;
    redirect: NotifyRedirect;
    every: boolean;
    locations: number[];
    groups: number[];
    recipients: number;
    sentBy: number;
  },
) {
  return db
    .insertInto('notification_sends')
    .values({
      channel: row.channel,
      title: row.title,
      body: row.body,
      redirect: row.redirect,
      every: row.every,
      location_ids: JSON.stringify(row.locations),
      group_ids: JSON.stringify(row.groups),
      recipients: row.recipients,
      sent_by: row.sentBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
