import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { DeliveryChannel, DeliveryEventKind, DeliverySourceKind, OutboxChannel } from '@portal/shared';
import type { Database } from '../db/schema';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed';
/** how a claimed message goes out: outbox and bell writes commit with the mark; smtp and provider calls do not */
export type Transport = 'outbox' | 'bell' | 'smtp' | 'provider';

export interface DeliveryJobsTable {
  id: Generated<number>;
  source_kind: DeliverySourceKind;
  source_id: number;
  subject: string;
  html: string;
  text: string;
  link: string | null;
  not_before: CreatedAt;
  created_at: CreatedAt;
}

export interface DeliveryMessagesTable {
  id: Generated<number>;
  job_id: number;
  channel: DeliveryChannel;
  address: string;
  user_id: number | null;
  contact_id: number | null;
  status: ColumnType<MessageStatus, MessageStatus | undefined, MessageStatus>;
  transport: Transport | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: CreatedAt;
  claimed_at: NullableTimestamp;
  claimed_by: string | null;
  sent_at: NullableTimestamp;
  opened_at: NullableTimestamp;
  token: string;
}

export interface DeliveryOutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  message_id: number | null;
  recipient: string;
  subject: string | null;
  body: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface DeliveryLinksTable {
  token: string;
  message_id: number;
  url: string;
  clicks: ColumnType<number, number | undefined, number>;
  first_clicked_at: NullableTimestamp;
}

export interface DeliveryEventsTable {
  id: Generated<number>;
  source_kind: DeliverySourceKind;
  source_id: number;
  kind: DeliveryEventKind;
  message_id: number | null;
  user_id: number | null;
  phone: string | null;
  created_at: CreatedAt;
}

/** The delivery tables (migration 20261123030000_delivery), kept here so the module owns its schema. */
export type DeliveryTables = {
  delivery_jobs: DeliveryJobsTable;
  delivery_messages: DeliveryMessagesTable;
  delivery_outbox: DeliveryOutboxTable;
  delivery_links: DeliveryLinksTable;
  delivery_events: DeliveryEventsTable;
};

export type MessageRow = Selectable<DeliveryMessagesTable>;
export type OutboxRow = Selectable<DeliveryOutboxTable>;

/** The app's `db` (or a transaction of it) seen with the delivery tables. */
export function deliveryDb(db: Kysely<Database>) {
  return db.withTables<DeliveryTables>();
}
export type DeliveryDb = ReturnType<typeof deliveryDb>;
