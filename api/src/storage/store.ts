/** Where uploaded bytes live: the local disk (one instance) or the database (every instance on it reads them). */
export interface FileStore {
  /** Writes `chunks` under `key` (`folder/name`); the file appears whole or not at all (nothing stays when `chunks` throws). */
  write(key: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<number>;
  /** null when there is no complete file under `key` */
  stat(key: string): Promise<{ size: number; createdAt: Date } | null>;
  /** bytes `start`..`end` (inclusive) of a file `stat` found */
  read(key: string, start: number, end: number): AsyncIterable<Buffer>;
  remove(key: string): Promise<void>;
  /** the files in one folder, with the uploads that died half-way (`partial`: a crashed process left them) */
  list(folder: string): Promise<Array<{ key: string; createdAt: Date; partial: boolean }>>;
}
