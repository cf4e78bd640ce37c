import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES, imageKindOf, type ImageKind } from '@portal/shared';
import { badRequest } from '../errors';

export type { ImageKind } from '@portal/shared';

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
  sniff(head: Buffer): K | null;
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

/**
 * Streams one uploaded file into `uploads/<folder>/`, checking its type from the first bytes and its size against the
 * limit of that type as it arrives (a 4 MB picture limit holds without reading 200 MB first). The file gets a random
 * name with the extension of its real type; nothing is kept when a check fails.
 */
export async function storeStreamedUpload<K extends string>(
  uploadsDir: string,
  folder: string,
  file: AsyncIterable<Buffer> & { truncated?: boolean },
  check: UploadCheck<K>,
): Promise<StoredUpload<K>> {
  const dir = path.join(uploadsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${randomUUID()}.part`);
  const handle = await fs.open(temp, 'w');
  let head = Buffer.alloc(0);
  let kind: K | null = null;
  let size = 0;
  try {
    try {
      for await (const chunk of file) {
        if (!kind) {
          head = Buffer.concat([head, chunk.subarray(0, check.headBytes)]).subarray(0, check.headBytes);
          if (head.length >= check.headBytes) kind = check.sniff(head) ?? fail(check.wrongType());
        }
        size += chunk.length;
        if (kind && size > check.maxBytes(kind)) throw check.tooLarge(kind);
        await handle.write(chunk);
      }
    } finally {
      await handle.close();
    }
    // a file shorter than the header may still be a (tiny) valid one
    kind ??= check.sniff(head) ?? fail(size === 0 ? check.missing() : check.wrongType());
    if (file.truncated || size > check.maxBytes(kind)) throw check.tooLarge(kind);
    const name = `${randomUUID()}.${kind}`;
    await fs.rename(temp, path.join(dir, name));
    return { url: `/uploads/${folder}/${name}`, kind, size };
  } catch (e) {
    await fs.rm(temp, { force: true });
    // the multipart parser's own limit (set just above ours) reports itself with this code
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw check.tooLarge(kind);
    throw e;
  }
}

function fail(error: Error): never {
  throw error;
}

/** Local-disk storage under DATA_DIR/uploads, served at /uploads/. */
export class FileStorage {
  constructor(private readonly uploadsDir: string) {}

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
    const name = `${randomUUID()}.${extension}`;
    await fs.mkdir(path.join(this.uploadsDir, folder), { recursive: true });
    await fs.writeFile(path.join(this.uploadsDir, folder, name), bytes);
    return `/uploads/${folder}/${name}`;
  }

  /** `storeStreamedUpload` into this storage. */
  saveStream<K extends string>(file: AsyncIterable<Buffer> & { truncated?: boolean }, folder: string, check: UploadCheck<K>): Promise<StoredUpload<K>> {
    return storeStreamedUpload(this.uploadsDir, folder, file, check);
  }

  /** Whether `url` names a file this storage holds (under /uploads/). */
  async has(url: string): Promise<boolean> {
    if (!url.startsWith('/uploads/')) return false;
    const file = path.resolve(this.uploadsDir, url.slice('/uploads/'.length));
    if (!file.startsWith(path.resolve(this.uploadsDir) + path.sep)) return false;
    return fs.access(file).then(
      () => true,
      () => false,
    );
  }

  /** Removes a file we stored earlier; other URLs (external, seeded) are left alone. */
  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith('/uploads/')) return;
    const file = path.resolve(this.uploadsDir, url.slice('/uploads/'.length));
    if (!file.startsWith(path.resolve(this.uploadsDir) + path.sep)) return;
    await fs.rm(file, { force: true });
  }
}
