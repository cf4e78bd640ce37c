import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ShortcutStatus } from '@portal/shared';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

// The tables of migration 20261125040000_shortcuts, merged into the database types here so the shortcuts module
// owns its schema additions. Integer arrays are written as literals (`intArray`) and read back as number[].
declare module '../../db/schema' {
  interface ShortcutsTable {
    id: Generated<number>;
    name: string;
    display_name1: string;
    display_name2: string;
    desktop_image: string;
    mobile_image: string | null;
    link_desktop: string;
    link_mobile: string;
    group_ids: ColumnType<number[], unknown, unknown>;
    sort_order: number;
    status: ColumnType<ShortcutStatus, ShortcutStatus | undefined, ShortcutStatus>;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: CreatedAt;
  }
  interface ShortcutFavoritesTable {
    account_id: number;
    shortcut_id: number;
    created_at: CreatedAt;
  }
  interface ShortcutPersonalOrdersTable {
    account_id: number;
    shortcut_ids: ColumnType<number[], unknown, unknown>;
    updated_at: CreatedAt;
  }

  interface Database {
    shortcuts: ShortcutsTable;
    shortcut_favorites: ShortcutFavoritesTable;
    shortcut_personal_orders: ShortcutPersonalOrdersTable;
  }
}

import type { ShortcutsTable } from '../../db/schema';
export type ShortcutRow = Selectable<ShortcutsTable>;
