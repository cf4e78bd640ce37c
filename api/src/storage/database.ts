import { sql } from 'kysely';
import type { Db } from '../db';
import type { FileStore } from './store';
import './tables';

/** Bytes per stored chunk: a byte range (a video's seek) reads only the chunks it covers. */
export const FILE_CHUNK_BYTES = 512 * 1024;
/** chunks fetched per query while reading (a few MB in memory at most) */
const CHUNKS_PER_READ = 4;

/**
 * Files in the database (`stored_files` + `stored_file_chunks`): every api instance on one PostgreSQL serves what any
 * of them stored. Bytes cross the connection as base64 text, decoded and encoded by the database: PGlite encodes a
 * bytea parameter and decodes a bytea column in JavaScript (seconds for a few MB), base64 is native on both.
 */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: Db) {}

  async write(key: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<number> {
    // the row first (not yet complete: never served), the chunks as they arrive, complete at the end; no transaction
    // stays open while a slow client uploads
    await this.db.insertInto('stored_files').values({ key }).execute();
    let size = 0;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (final: boolean) => {
      let rest = Buffer.concat(pending);
      while (rest.length >= FILE_CHUNK_BYTES || (final && rest.length > 0)) {
        const piece = rest.subarray(0, FILE_CHUNK_BYTES);
        await this.db
          .insertInto('stored_file_chunks')
          .values({ key, seq: seq++, bytes: sql<Uint8Array>`decode(${piece.toString('base64')}, 'base64')` })
          .execute();
        rest = rest.subarray(piece.length);
      }
      pending = [rest];
      pendingBytes = rest.length;
    };
    try {
      for await (const chunk of chunks) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        size += chunk.length;
        if (pendingBytes >= FILE_CHUNK_BYTES) await flush(false);
      }
      await flush(true);
      await this.db.updateTable('stored_files').set({ size, complete: true }).where('key', '=', key).execute();
      return size;
    } catch (e) {
      await this.remove(key).catch(() => {});
      throw e;
    }
  }

  async stat(key: string) {
    const row = await this.db.selectFrom('stored_files').select(['size', 'created_at']).where('key', '=', key).where('complete', '=', true).executeTakeFirst();
    return row ? { size: Number(row.size), createdAt: row.created_at } : null;
  }

  async *read(key: string, start: number, end: number): AsyncIterable<Buffer> {
    const first = Math.floor(start / FILE_CHUNK_BYTES);
    const last = Math.floor(end / FILE_CHUNK_BYTES);
    for (let from = first; from <= last; from += CHUNKS_PER_READ) {
      const rows = await this.db
        .selectFrom('stored_file_chunks')
        .select(['seq', sql<string>`encode(bytes, 'base64')`.as('data')])
        .where('key', '=', key)
        .where('seq', '>=', from)
        .where('seq', '<=', Math.min(last, from + CHUNKS_PER_READ - 1))
        .orderBy('seq')
        .execute();
      for (const row of rows) {
        // PostgreSQL's base64 breaks lines every 76 characters: Buffer.from skips them
        const bytes = Buffer.from(row.data, 'base64');
        const offset = row.seq * FILE_CHUNK_BYTES;
        yield bytes.subarray(Math.max(0, start - offset), Math.min(bytes.length, end - offset + 1));
      }
    }
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom('stored_files').where('key', '=', key).execute();
  }

  async list(folder: string) {
    const rows = await this.db
      .selectFrom('stored_files')
      .select(['key', 'created_at', 'complete'])
      .where('key', 'like', `${folder.replace(/[\\%_]/g, '\\$&')}/%`)
      .execute();
    return rows.map((r) => ({ key: r.key, createdAt: r.created_at, partial: !r.complete }));
  }
}
