import type { ColumnType, Generated } from 'kysely';

// The tables of migration 20261125070000_events, merged into the database types here (the events module owns them).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

declare module '../../db/schema' {
  interface EventsTable {
    id: Generated<number>;
    title: string;
    type: string;
    address: string;
    description: string;
    start_at: ColumnType<Date, Date | string, Date | string>;
    end_at: ColumnType<Date, Date | string, Date | string>;
    color: string;
    kind: string;
    created_by: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  }
  interface EventGroupsTable {
    event_id: number;
    group_id: number;
  }
  interface EventLocationsTable {
    event_id: number;
    location_id: number;
  }
  interface EventFollowersTable {
    event_id: number;
    account_id: number;
  }
  interface EventCommentsTable {
    id: Generated<number>;
    event_id: number;
    account_id: number | null;
    message: string;
    files: ColumnType<string[], string[] | undefined, string[]>;
    created_at: Timestamp;
    updated_at: Timestamp;
  }
  interface CalendarFeedTokensTable {
    account_id: number;
    token_hash: string;
    created_at: Timestamp;
  }

  interface Database {
    events: EventsTable;
    event_groups: EventGroupsTable;
    event_locations: EventLocationsTable;
    event_followers: EventFollowersTable;
    event_comments: EventCommentsTable;
    calendar_feed_tokens: CalendarFeedTokensTable;
  }
}

export {};
