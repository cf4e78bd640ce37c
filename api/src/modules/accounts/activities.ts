import { ACTIVITIES_DEFAULT_COUNT, activitiesSince, type AccountActivity, type ActivityKind, type ACTIVITY_RANGES } from '@portal/shared';
import type { Db } from '../../db';

/** For other modules (announcements, calendar): note that an account did something; in the caller's transaction if `db` is one. */
export async function recordActivity(db: Db, accountId: number, kind: ActivityKind): Promise<void> {
  await db.insertInto('account_activities').values({ account_id: accountId, kind }).execute();
}

/** No range: the latest 10. A range: every activity since its start, newest first, at most 100. */
export async function listActivities(db: Db, accountId: number, range?: keyof typeof ACTIVITY_RANGES, now = new Date()): Promise<AccountActivity[]> {
  let query = db.selectFrom('account_activities').select(['id', 'kind', 'created_at']).where('account_id', '=', accountId);
  if (range) query = query.where('created_at', '>=', activitiesSince(range, now));
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(range ? 100 : ACTIVITIES_DEFAULT_COUNT)
    .execute();
  return rows.map((r) => ({ id: r.id, type: r.kind, createdAt: r.created_at.toISOString() }));
}
