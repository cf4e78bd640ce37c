import type { ColumnType, Generated } from 'kysely';
import type { TicketPermission, UpgradeStatus } from '@portal/shared';

// The tables of migration 20261123010000_account_tickets_upgrades, merged into the database types here so the
// accounts module owns its schema additions (interfaces merge across the module augmentation).
declare module '../../db/schema' {
  interface AccountsTable {
    has_permission_service_request: ColumnType<TicketPermission | null, TicketPermission | null | undefined, TicketPermission | null>;
    card_related_ticket_permission: ColumnType<TicketPermission | null, TicketPermission | null | undefined, TicketPermission | null>;
    game_related_ticket_permission: ColumnType<TicketPermission | null, TicketPermission | null | undefined, TicketPermission | null>;
  }

  interface AccountUpgradesTable {
    id: Generated<number>;
    account_id: number;
    personal_email: string;
    business_email: string;
    status: ColumnType<UpgradeStatus, UpgradeStatus | undefined, UpgradeStatus>;
    group_id: number | null;
    decided_by: number | null;
    decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  }

  interface Database {
    account_upgrades: AccountUpgradesTable;
  }
}

export {};
