import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

/**
 * Issue 5: the three ticket permission fields on accounts (null = no access to that kind of ticket) and the account
 * upgrade requests (a personal/partner account asks to become a business account with a company email).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ticketValue = (column: string) => sql.raw(`${column} in ('AGENT_SUPER_ADMIN', 'STANDARD_AGENT', 'END_USER')`);
  await db.schema
    .alterTable('accounts')
    .addColumn('has_permission_service_request', 'varchar(20)', (c) => c.check(ticketValue('has_permission_service_request')))
    .addColumn('card_related_ticket_permission', 'varchar(20)', (c) => c.check(ticketValue('card_related_ticket_permission')))
    .addColumn('game_related_ticket_permission', 'varchar(20)', (c) => c.check(ticketValue('game_related_ticket_permission')))
    .execute();

  await db.schema
    .createTable('account_upgrades')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('personal_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('business_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'UPGRADED')`),
    )
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // one pending request per account, and one pending request per business email (checked in the service first,
  // these make it hold under concurrent requests too)
  await sql`create unique index account_upgrades_one_pending on account_upgrades (account_id) where status = 'PENDING'`.execute(db);
  await sql`create unique index account_upgrades_pending_email on account_upgrades (lower(business_email)) where status = 'PENDING'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_upgrades').execute();
  await db.schema
    .alterTable('accounts')
    .dropColumn('has_permission_service_request')
    .dropColumn('card_related_ticket_permission')
    .dropColumn('game_related_ticket_permission')
    .execute();
}
