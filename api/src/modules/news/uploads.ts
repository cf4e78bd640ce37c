import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_CODES, NEWS_IMAGE_MAX_BYTES, NEWS_MESSAGES, NEWS_VIDEO_MAX_BYTES, type NewsUpload } from '@portal/shared';
import { badRequest, HttpError } from '@portal/shared/node/server';
import { sniffImage, type FileStorage, type UploadCheck } from '../../storage';

export const NEWS_UPLOAD_FOLDER = 'news';
type FileKind = 'jpg' | 'png' | 'mp4';

/** file-type's names for MP4 video (M4V is MP4 too); HEIF pictures, QuickTime, 3GP… also start with `ftyp`: not these */
const MP4_TYPES = new Set(['mp4', 'm4v']);
/** enough for the ISO media brand */
const HEAD_BYTES = 12;

/**
 * The type comes from the bytes, never from the file name or the declared mime type: pictures as everywhere
 * (`sniffImage`, the check the browser makes too), video by file-type.
 */
export async function sniffNewsFile(head: Buffer): Promise<FileKind | null> {
  const image = sniffImage(head);
  if (image) return image;
  const type = await fileTypeFromBuffer(head);
  return type && MP4_TYPES.has(type.ext) ? 'mp4' : null;
}

const MIME: Record<FileKind, NewsUpload['mime']> = { jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4' };

const NEWS_FILE_CHECK: UploadCheck<FileKind> = {
  headBytes: HEAD_BYTES,
  sniff: sniffNewsFile,
  maxBytes: (kind) => (kind === 'mp4' ? NEWS_VIDEO_MAX_BYTES : NEWS_IMAGE_MAX_BYTES),
  missing: () => badRequest(NEWS_MESSAGES.fileMissing, 'file'),
  wrongType: () => badRequest(NEWS_MESSAGES.fileType, 'file'),
  // the multipart limit (just above the video limit) is only reached by a video
  tooLarge: (kind) => new HttpError(413, ERROR_CODES.tooLarge, kind === 'mp4' || kind === null ? NEWS_MESSAGES.videoTooLarge : NEWS_MESSAGES.imageTooLarge, 'file'),
};

/** Streams one uploaded file to `uploads/news/` (type from its bytes, size per type as it arrives; `FileStorage.saveStream`). */
export async function storeNewsUpload(storage: FileStorage, part: MultipartFile | undefined): Promise<NewsUpload> {
  if (!part || part.fieldname !== 'file') throw badRequest(NEWS_MESSAGES.fileMissing, 'file');
  const { url, kind, size } = await storage.saveStream(part.file, NEWS_UPLOAD_FOLDER, NEWS_FILE_CHECK);
  return { url, type: kind === 'mp4' ? 'video' : 'image', mime: MIME[kind], size };
}

const STORED_NAME = /^\/uploads\/news\/[0-9a-f-]{36}\.(jpg|png|mp4)$/;

/** What kind of stored upload a url names, when it is one of ours and the file is there. */
export async function storedUploadKind(storage: FileStorage, url: string): Promise<'image' | 'video' | null> {
  const match = STORED_NAME.exec(url);
  if (!match || !(await storage.has(url))) return null;
  return match[1] === 'mp4' ? 'video' : 'image';
}

/** An upload nobody used within a day (the form was abandoned) is removed. */
export const ABANDONED_UPLOAD_MS = 24 * 3_600_000;

/**
 * Deletes files in uploads/news that no item points at and that are older than `olderThanMs` (and uploads that died
 * half-way). Returns how many went.
 */
export async function removeAbandonedUploads(storage: FileStorage, referenced: Set<string>, now = Date.now(), olderThanMs = ABANDONED_UPLOAD_MS): Promise<number> {
  let removed = 0;
  for (const file of await storage.list(NEWS_UPLOAD_FOLDER)) {
    // a half-written file is never served: it goes whatever points at its name
    if (!file.partial && (referenced.has(file.url) || !STORED_NAME.test(file.url))) continue;
    if (now - file.createdAt.getTime() < olderThanMs) continue;
    await storage.removeListed(file);
    removed++;
  }
  return removed;
}
