import type { ColumnType } from 'kysely';

// The tables of migration 20261207120000_stored_files, merged into the database types.
declare module '../db/schema' {
  interface StoredFilesTable {
    key: string;
    /** bigint: read as a string by node-postgres */
    size: ColumnType<string | number, number | undefined, number>;
    complete: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  }

  interface StoredFileChunksTable {
    key: string;
    seq: number;
    bytes: Uint8Array;
  }

  interface Database {
    stored_files: StoredFilesTable;
    stored_file_chunks: StoredFileChunksTable;
  }
}

export {};
