import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * Committed writes to accounts notify `portal_changes` with the table's name (the function of
 * 20261122120000_change_notifications), whoever wrote them, as writes to group_permissions already do (20261125045000):
 * every api instance then drops the access states it cached (status, group, location, permissions), so it may keep them
 * longer than the ~2 s it could without being told.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger accounts_notify_change after insert or update or delete or truncate on accounts
    for each statement execute function portal_notify_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger accounts_notify_change on accounts`.execute(db);
}
