import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * A remote pointed at another build (or rolled back) → NOTIFY portal_changes 'remotes' (the function of
 * 20261122120000_change_notifications): every api instance drops the page policy it built from the registry's
 * origins, so the next page load already allows the remote's new origin.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger remotes_notify_change after insert or update or delete or truncate on remotes
    for each statement execute function portal_notify_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger remotes_notify_change on remotes`.execute(db);
}
