import type { ColumnType, Generated } from 'kysely';
import type { NotifyChannel, NotifyRedirect } from '@portal/shared';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

// The table of migration 20261125045000_admin_area, merged into the database types here so the module owns it.
declare module '../../db/schema' {
  /** One send of the notification dashboard (its delivery job's source `notification:<id>`). */
  interface NotificationSendsTable {
    id: Generated<number>;
    channel: NotifyChannel;
    /** the push title (mobile); null for the bell */
    title: string | null;
    /** the push text (legend) or the bell's content */
    body: string;
    redirect: NotifyRedirect;
    every: boolean;
    location_ids: Json<number[]>;
    group_ids: Json<number[]>;
    recipients: number;
    sent_by: number | null;
    created_at: CreatedAt;
  }

  interface Database {
    notification_sends: NotificationSendsTable;
  }
}
