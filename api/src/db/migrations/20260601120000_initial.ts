import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here; later changes go in a new timestamped file.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(4)', (c) => c.notNull())
    .addColumn('address', 'varchar(250)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // names differ only by case are the same store to a person
  await sql`create unique index locations_name_unique on locations (lower(name))`.execute(db);
  await sql`alter table locations add constraint locations_store_id_unique unique (store_id)`.execute(db);

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id'))
    .execute();

  await db.schema
    .createTable('group_permissions')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('module', 'varchar(40)', (c) => c.notNull())
    .addColumn('view', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('add', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('edit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('delete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('group_permissions_pk', ['group_id', 'module'])
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('first_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'varchar(20)')
    .addColumn('location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id'))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull().check(sql`status in ('UNVERIFIED', 'ACTIVE', 'INACTIVE', 'BLOCKED')`))
    .addColumn('is_company_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('url_image', 'varchar(500)')
    .addColumn('address', 'varchar(250)', (c) => c.notNull().defaultTo(''))
    .addColumn('first_access', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('password_expired_time', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // emails are stored lowercased; the index enforces it even for rows written by hand
  await sql`create unique index accounts_email_unique on accounts (lower(email))`.execute(db);
  await db.schema.createIndex('accounts_location_idx').on('accounts').column('location_id').execute();
  await db.schema.createIndex('accounts_status_idx').on('accounts').column('status').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('impersonator_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_account_idx').on('refresh_tokens').column('account_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id_receptor', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('link_desktop', 'varchar(500)')
    .addColumn('is_open', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('notifications_receptor_idx').on('notifications').column('user_id_receptor').execute();

  await db.schema
    .createTable('remotes')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('manifest_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('previous_url', 'varchar(500)')
    .addColumn('descriptor', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('remote_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(60)', (c) => c.notNull().references('remotes.name').onDelete('cascade'))
    .addColumn('manifest_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('remote_history_name_idx').on('remote_history').columns(['name', 'changed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['remote_history', 'remotes', 'notifications', 'audit_log', 'refresh_tokens', 'accounts', 'group_permissions', 'groups', 'profiles', 'locations']) {
    await db.schema.dropTable(table).execute();
  }
}
