import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * Every committed write to a watched table sends NOTIFY portal_changes '<table>', whoever wrote it
 * (any api instance, a migration, psql). Api instances LISTEN and drop what they cached from that table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function portal_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_changes', tg_table_name);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger locations_notify_change after insert or update or delete or truncate on locations
    for each statement execute function portal_notify_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger locations_notify_change on locations`.execute(db);
  await sql`drop function portal_notify_change()`.execute(db);
}
