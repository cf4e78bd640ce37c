import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * A session ends (sign-out, block, disable, password change: `refresh_tokens.revoked_at` set, or the row deleted) →
 * NOTIFY portal_changes 'refresh_tokens' (the function of 20261122120000_change_notifications), whoever wrote it: every
 * api instance drops the live sessions it cached and closes the sockets of ended sessions. Inserts (sign-ins) do not
 * notify: a new session invalidates nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger refresh_tokens_notify_change after update or delete or truncate on refresh_tokens
    for each statement execute function portal_notify_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger refresh_tokens_notify_change on refresh_tokens`.execute(db);
}
