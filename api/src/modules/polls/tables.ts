import type { ColumnType, Generated } from 'kysely';

// The poll tables of migration 20261125020000_trivia_polls, merged into the database types here so the polls
// module owns its schema additions.
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** a `date` column: written and (selected as ::text) read as 'YYYY-MM-DD' */
type Day = ColumnType<string, string, string>;

declare module '../../db/schema' {
  interface PollsTable {
    id: Generated<number>;
    polls_answer: string;
    date_start: Day;
    date_end: Day;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: CreatedAt;
  }

  interface PollOptionsTable {
    id: Generated<number>;
    poll_id: number;
    position: number;
    option: string;
  }

  interface PollVotesTable {
    id: Generated<number>;
    poll_id: number;
    account_id: number;
    option_id: number;
    created_at: CreatedAt;
  }

  interface Database {
    polls: PollsTable;
    poll_options: PollOptionsTable;
    poll_votes: PollVotesTable;
  }
}

export {};
