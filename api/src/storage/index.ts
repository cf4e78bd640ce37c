import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES } from '@portal/shared';
import { badRequest } from '../errors';

export type ImageKind = 'png' | 'jpg';

/** The type comes from the bytes, never from the name or the declared mime type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
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
    const name = `${randomUUID()}.${kind}`;
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
