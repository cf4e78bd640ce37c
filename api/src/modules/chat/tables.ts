import type { ColumnType, Generated } from 'kysely';

// The tables of migration 20261125050000_location_chat, merged into the database types here so the chat module owns
// its schema additions (interfaces merge across the module augmentation).
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

declare module '../../db/schema' {
  interface LocationMessagesTable {
    id: Generated<number>;
    location_id: number;
    sender_id: number;
    type: 'TEXT' | 'IMAGE';
    content: Generated<string>;
    image_url: string | null;
    client_id: string | null;
    created_at: CreatedAt;
  }

  interface LocationChatReadsTable {
    account_id: number;
    location_id: number;
    last_read_id: Generated<number>;
    updated_at: CreatedAt;
  }

  interface Database {
    location_messages: LocationMessagesTable;
    location_chat_reads: LocationChatReadsTable;
  }
}

export {};
