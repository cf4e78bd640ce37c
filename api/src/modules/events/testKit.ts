import type { Db } from '../../db';
import './tables';

/** Rows for tests (and the roles × routes matrix), written straight to the database. */
export async function insertEventRow(
  db: Db,
  overrides: Partial<{ kind: string; type: string; created_by: number | null; start: string; end: string; groups: number[]; locations: number[]; followers: number[] }> = {},
): Promise<number> {
  const kind = overrides.kind ?? 'general';
  const row = await db
    .insertInto('events')
    .values({
      title: `Test ${kind} event`,
      type: overrides.type ?? (kind === 'special' ? 'Project' : 'Meeting'),
      address: 'Main office',
      description: 'A test event.',
      start_at: overrides.start ?? '2040-03-02T14:00:00Z',
      end_at: overrides.end ?? '2040-03-02T14:30:00Z',
      color: '#007619',
      kind,
      created_by: overrides.created_by ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (overrides.groups?.length)
    await db
      .insertInto('event_groups')
      .values(overrides.groups.map((group_id) => ({ event_id: row.id, group_id })))
      .execute();
  if (overrides.locations?.length)
    await db
      .insertInto('event_locations')
      .values(overrides.locations.map((location_id) => ({ event_id: row.id, location_id })))
      .execute();
  if (overrides.followers?.length)
    await db
      .insertInto('event_followers')
      .values(overrides.followers.map((account_id) => ({ event_id: row.id, account_id })))
      .execute();
  return row.id;
}

export async function insertCommentRow(db: Db, eventId: number, accountId: number | null, message = 'A comment'): Promise<number> {
  const row = await db.insertInto('event_comments').values({ event_id: eventId, account_id: accountId, message }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A 1x1 PNG and a JPEG header: real picture bytes. */
export const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A live private feed token for the account (replacing its old one). */
export async function insertFeedToken(db: Db, accountId: number): Promise<string> {
  const { createHash, randomBytes } = await import('node:crypto');
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('calendar_feed_tokens').where('account_id', '=', accountId).execute();
  await db
    .insertInto('calendar_feed_tokens')
    .values({ account_id: accountId, token_hash: createHash('sha256').update(token).digest('hex') })
    .execute();
  return token;
}
