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

  /** Removes a file we stored earlier; other URLs (external, seeded) are left alone. */
  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith('/uploads/')) return;
    const file = path.resolve(this.uploadsDir, url.slice('/uploads/'.length));
    if (!file.startsWith(path.resolve(this.uploadsDir) + path.sep)) return;
    await fs.rm(file, { force: true });
  }
}
