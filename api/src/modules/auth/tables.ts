import type { ColumnType, Generated } from 'kysely';

// The table of migration 20261125041000_account_logins, merged into the database types here: sign-in writes it,
// the analytics user report reads it.
declare module '../../db/schema' {
  interface AccountLoginsTable {
    id: Generated<number>;
    account_id: number;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  }

  interface Database {
    account_logins: AccountLoginsTable;
  }
}

export {};
