import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES, imageKindOf, type ImageKind } from '@portal/shared';
import type { Db } from '../db';
import { badRequest } from '@portal/shared/node/server';
import { DatabaseFileStore } from './database';
import { DiskFileStore } from './disk';
import type { FileStore } from './store';

export type { ImageKind } from '@portal/shared';
export type { FileStore } from './store';

/** The type comes from the bytes, never from the name or the declared mime type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  return imageKindOf(bytes);
}

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/** `data:<type>;base64,<data>` or bare base64 → its bytes; null when it is neither, or empty. */
export function decodeBase64File(raw: string): Buffer | null {
  const comma = raw.startsWith('data:') ? raw.indexOf(',') : -1;
  if (raw.startsWith('data:') && (comma < 0 || !raw.slice(0, comma).endsWith(';base64'))) return null;
  const payload = comma >= 0 ? raw.slice(comma + 1) : raw;
  if (!BASE64.test(payload)) return null;
  const bytes = Buffer.from(payload, 'base64');
  return bytes.length === 0 ? null : bytes;
}

/** How one kind of upload is checked: its type read from the first bytes, a size limit per type, errors in the owner's words. */
export interface UploadCheck<K extends string> {
  /** how many leading bytes `sniff` needs to decide */
  headBytes: number;
  sniff(head: Buffer): K | null | Promise<K | null>;
  maxBytes(kind: K): number;
  missing(): Error;
  wrongType(): Error;
  /** also what a parser limit (multipart `fileSize`) becomes; `kind` is null when the type was not known yet */
  tooLarge(kind: K | null): Error;
}

export interface StoredUpload<K extends string> {
  /** served from here (relative to the portal's origin) */
  url: string;
  kind: K;
  size: number;
}

/** A stored file's url (`/uploads/<folder>/<name>`) ↔ its key in the store; null for anything else (external, `..`). */
export function uploadKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return STORED_KEY.test(key) ? key : null;
}

const UPLOADS_PREFIX = '/uploads/';
/** folders and names: no empty segment, none starting with a dot (so no `..`, no temp files) */
const STORED_KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * Every uploaded file goes through here: checked, then written to the store (the local disk of a single instance, or
 * the database that every instance reads: `FILE_STORAGE`), served at /uploads/ (../static), removed when replaced.
 */
export class FileStorage {
  constructor(readonly store: FileStore) {}

  /** Checks a `data:image/...;base64,` URL (.jpg/.png by magic bytes, under 4 MB) and stores it. */
  async saveImageDataUrl(dataUrl: string, folder: string, field = 'image'): Promise<string> {
    const comma = dataUrl.indexOf(',');
    const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
    if (bytes.length === 0) throw badRequest(ACCOUNT_MESSAGES.imageType, field);
    if (bytes.length >= AVATAR_MAX_BYTES) throw badRequest(ACCOUNT_MESSAGES.imageTooLarge, field);
    const kind = sniffImage(bytes);
    if (!kind) throw badRequest(ACCOUNT_MESSAGES.imageType, field);
    return this.save(folder, bytes, kind);
  }

  /** Writes checked bytes under a new random name in `folder`; returns the url it is served at. */
  async save(folder: string, bytes: Buffer, extension: string): Promise<string> {
    const key = `${folder}/${randomUUID()}.${extension}`;
    await this.store.write(key, [bytes]);
    return UPLOADS_PREFIX + key;
  }

  /** Writes bytes under a fixed name (seeded media); false when a file is already there. */
  async saveAs(url: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<boolean> {
    const key = uploadKey(url);
    if (!key) throw new Error(`not an upload url: ${url}`);
    if (await this.store.stat(key)) return false;
    try {
      await this.store.write(key, chunks);
      return true;
    } catch (e) {
      // another instance is writing it at this moment (the database's key is taken), or has just written it
      if ((e as { code?: string }).code === '23505' || (await this.store.stat(key))) return false;
      throw e;
    }
  }

  /**
   * Streams one uploaded file into `folder`, checking its type from the first bytes and its size against the limit of
   * that type as it arrives (a 4 MB picture limit holds without reading 200 MB first). The file gets a random name
   * with the extension of its real type; nothing is kept when a check fails.
   */
  async saveStream<K extends string>(file: AsyncIterable<Buffer> & { truncated?: boolean }, folder: string, check: UploadCheck<K>): Promise<StoredUpload<K>> {
    let head = Buffer.alloc(0);
    let kind: K | null = null;
    let size = 0;
    // the name carries the real type: the head is read and checked before the store opens the file; the rest is
    // checked as the store writes it, and a throw there leaves nothing stored
    const iterator = file[Symbol.asyncIterator]();
    const buffered: Buffer[] = [];
    try {
      while (!kind) {
        const next = await iterator.next();
        if (next.done) break;
        buffered.push(next.value);
        size += next.value.length;
        head = Buffer.concat([head, next.value.subarray(0, check.headBytes)]).subarray(0, check.headBytes);
        if (head.length >= check.headBytes) kind = (await check.sniff(head)) ?? fail(check.wrongType());
      }
      // a file shorter than the header may still be a (tiny) valid one
      kind ??= (await check.sniff(head)) ?? fail(size === 0 ? check.missing() : check.wrongType());
      const known = kind;
      if (size > check.maxBytes(known)) throw check.tooLarge(known);
      async function* checked(): AsyncIterable<Buffer> {
        yield* buffered;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          size += next.value.length;
          if (size > check.maxBytes(known)) throw check.tooLarge(known);
          yield next.value;
        }
        if (file.truncated) throw check.tooLarge(known);
      }
      const key = `${folder}/${randomUUID()}.${known}`;
      await this.store.write(key, checked());
      return { url: UPLOADS_PREFIX + key, kind: known, size };
    } catch (e) {
      // stop reading the upload, as a for-await loop that throws would
      await iterator.return?.().catch(() => {});
      // the multipart parser's own limit (set just above ours) reports itself with this code
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw check.tooLarge(kind);
      throw e;
    }
  }

  /** Whether `url` names a file this storage holds (under /uploads/). */
  async has(url: string): Promise<boolean> {
    const key = uploadKey(url);
    return key !== null && (await this.store.stat(key)) !== null;
  }

  /** A stored file to serve: its size, when it was stored, and a reader of a byte range; null when there is none. */
  async open(url: string) {
    const key = uploadKey(url);
    const stat = key === null ? null : await this.store.stat(key);
    if (key === null || !stat) return null;
    return { key, ...stat, read: (start: number, end: number) => this.store.read(key, start, end) };
  }

  /** Removes a file we stored earlier; other URLs (external, seeded) are left alone. */
  async remove(url: string | null): Promise<void> {
    const key = uploadKey(url);
    if (key) await this.store.remove(key);
  }

  /** The files of one folder, by url (and uploads that died half-way), for clean-up jobs. */
  async list(folder: string): Promise<ListedFile[]> {
    return (await this.store.list(folder)).map((f) => ({ ...f, url: UPLOADS_PREFIX + f.key }));
  }

  /** Removes a file `list` gave, a half-written one included. */
  async removeListed(file: ListedFile): Promise<void> {
    await this.store.remove(file.key);
  }
}

export interface ListedFile {
  url: string;
  key: string;
  createdAt: Date;
  partial: boolean;
}

function fail(error: Error): never {
  throw error;
}

/**
 * Copies the files an earlier single instance kept on its disk (`DATA_DIR/uploads`) into `storage` under the same
 * urls, so switching to the database store (the default with DATABASE_URL) loses no picture or document. A file
 * already stored is skipped, so it runs at every start and on every instance at once; the disk copies stay.
 */
export async function importDiskUploads(storage: FileStorage, uploadsDir: string): Promise<number> {
  const disk = new DiskFileStore(uploadsDir);
  let imported = 0;
  for (const key of await disk.keys()) {
    const url = UPLOADS_PREFIX + key;
    if (uploadKey(url) === null) continue;
    const stat = await disk.stat(key);
    if (stat && (await storage.saveAs(url, disk.read(key, 0, Math.max(0, stat.size - 1))))) imported++;
  }
  return imported;
}

/** The database when `FILE_STORAGE=database` (the default with DATABASE_URL), else `uploadsDir` on the local disk. */
export function openFileStorage(kind: 'disk' | 'database', db: Db, uploadsDir: string): FileStorage {
  return new FileStorage(kind === 'database' ? new DatabaseFileStore(db) : new DiskFileStore(uploadsDir));
}
