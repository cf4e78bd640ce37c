import type { ColumnType, Generated } from 'kysely';

// The trivia tables of migration 20261125020000_trivia_polls, merged into the database types here so the trivia
// module owns its schema additions (interfaces merge across the module augmentation).
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** a `date` column: written and (selected as ::text) read as 'YYYY-MM-DD' */
type Day = ColumnType<string, string, string>;

declare module '../../db/schema' {
  interface TriviaQuestionsTable {
    id: Generated<number>;
    question_answer: string;
    date: Day;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: CreatedAt;
  }

  interface TriviaOptionsTable {
    id: Generated<number>;
    question_id: number;
    position: number;
    option: string;
    is_correct: Generated<boolean>;
  }

  interface TriviaResponsesTable {
    id: Generated<number>;
    question_id: number;
    account_id: number;
    option_id: number;
    created_at: CreatedAt;
  }

  interface Database {
    trivia_questions: TriviaQuestionsTable;
    trivia_options: TriviaOptionsTable;
    trivia_responses: TriviaResponsesTable;
  }
}

export {};
