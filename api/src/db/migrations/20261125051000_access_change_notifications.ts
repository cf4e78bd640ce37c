import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * Committed writes to accounts and group permissions notify `portal_changes` with the table's name (the function of
 * 20261122120000_change_notifications), whoever wrote them: every api instance then drops the access states it cached
 * (status, group, location, permissions), so it may keep them longer than the ~2 s it could without being told.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger accounts_notify_change after insert or update or delete or truncate on accounts
    for each statement execute function portal_notify_change()`.execute(db);
  await sql`
    create trigger group_permissions_notify_change after insert or update or delete or truncate on group_permissions
    for each statement execute function portal_notify_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger group_permissions_notify_change on group_permissions`.execute(db);
  await sql`drop trigger accounts_notify_change on accounts`.execute(db);
}
