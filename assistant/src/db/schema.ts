import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  group_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_by: number;
  created_at: Timestamp;
}

export interface DocumentsTable {
  id: Generated<number>;
  category_id: number;
  filename: string;
  /** pdf, docx, xlsx, csv, html, markdown, text, url */
  kind: string;
  /** the fetched page's address for URL documents */
  source_url: string | null;
  status: ColumnType<string, string | undefined, string>;
  error: string | null;
  chunks: ColumnType<number, number | undefined, number>;
  created_by: number;
  created_at: Timestamp;
}

export interface DocumentFilesTable {
  document_id: number;
  content_type: string;
  bytes: Uint8Array;
}

export interface ChunksTable {
  id: Generated<number>;
  document_id: number;
  category_id: number;
  ordinal: number;
  content: string;
  /** the headings above the passage ("Policy › Refunds"): searched with it, shown with an answer that needed them */
  context: ColumnType<string, string | undefined, string>;
  /** generated: to_tsvector('english', context || ' ' || content) */
  tsv: ColumnType<string, never, never>;
}

export interface ChunkEmbeddingsTable {
  chunk_id: number;
  /** the embedding model that made it: another model's vectors are not compared with this one's */
  model: string;
  /** unit length, so a dot product is the cosine */
  embedding: number[];
}

export interface TermsTable {
  word: string;
  ndoc: number;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  document_id: number;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  run_after: Timestamp;
  locked_at: Timestamp | null;
  error: string | null;
  created_at: Timestamp;
}

export interface ConversationsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  category_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** 1 user, 2 assistant (spec 3) */
  role_id: number;
  content: string;
  image: Uint8Array | null;
  image_type: string | null;
  sources: ColumnType<unknown, string | undefined, string>;
  follow_ups: ColumnType<string[], string | undefined, string>;
  /** the knowledge bases of the passages the answer was built from */
  passage_category_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_at: Timestamp;
}

export interface FeedbackTable {
  message_id: number;
  user_id: number;
  user_name: string | null;
  rating: string;
  reason: string | null;
  created_at: Timestamp;
}

export interface AssistantDatabase {
  categories: CategoriesTable;
  documents: DocumentsTable;
  document_files: DocumentFilesTable;
  chunks: ChunksTable;
  chunk_embeddings: ChunkEmbeddingsTable;
  terms: TermsTable;
  jobs: JobsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  feedback: FeedbackTable;
}
