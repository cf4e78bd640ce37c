import { fileTypeFromBuffer } from 'file-type';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES as M, type UploadedFile } from '@portal/shared';
import { badRequest } from '@portal/shared/node/server';
import { decodeBase64File, sniffImage, type FileStorage } from '../../storage';

/** A checked upload, ready to be written. */
export interface CheckedFile {
  bytes: Buffer;
  extension: string;
  contentType: string;
  /** a safe display name for the download link / email attachment */
  name: string;
}

/** `data:<type>;base64,<data>` or bare base64 → bytes; anything else is not a file. */
function decode(file: UploadedFile, field: string, typeMessage: string): Buffer {
  const bytes = decodeBase64File(file.data);
  if (!bytes) throw badRequest(typeMessage, field);
  return bytes;
}

/** .jpg / .png by their magic numbers, strictly under 4 MB (spec: "images less than 4 mb only"). */
export function checkImage(file: UploadedFile, field = 'image'): CheckedFile {
  const bytes = decode(file, field, M.imageType);
  if (bytes.length >= ANNOUNCEMENT_LIMITS.imageBytes) throw badRequest(M.imageTooLarge, field);
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(M.imageType, field);
  return { bytes, extension: kind, contentType: kind === 'png' ? 'image/png' : 'image/jpeg', name: safeName(file.name, kind) };
}

/** what file-type calls a zip container (an Office file it may name by its contents) and a legacy OLE (CFB) file */
const ZIP_TYPES = new Set(['zip', 'docx', 'xlsx', 'pptx']);
const OLE_TYPE = 'cfb';
const OFFICE_ZIP: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OFFICE_OLE: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

function extensionOf(name: string | undefined): string {
  return (name ?? '').toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1] ?? '';
}

/** Text attachments: valid UTF-8 with no NUL or other control bytes but tab / line breaks. */
function isPlainText(bytes: Buffer): boolean {
  for (const b of bytes) if (b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * An attachment, typed by its bytes (pictures by `sniffImage`, the rest by file-type): PDF, Office (zip-based files named .docx/.xlsx/.pptx, legacy OLE files
 * named .doc/.xls/.ppt), .jpg/.png, or plain text named .txt/.csv. Strictly under 4 MB.
 */
export async function checkDoc(file: UploadedFile, field = 'doc'): Promise<CheckedFile> {
  const bytes = decode(file, field, M.docType);
  if (bytes.length >= ANNOUNCEMENT_LIMITS.docBytes) throw badRequest(M.docTooLarge, field);
  const named = extensionOf(file.name);
  const image = sniffImage(bytes);
  if (image) return { bytes, extension: image, contentType: image === 'png' ? 'image/png' : 'image/jpeg', name: safeName(file.name, image) };
  const found = (await fileTypeFromBuffer(bytes))?.ext;
  // an Illustrator file is a PDF too
  if (found === 'pdf' || found === 'ai') return { bytes, extension: 'pdf', contentType: 'application/pdf', name: safeName(file.name, 'pdf') };
  if (found && ZIP_TYPES.has(found) && OFFICE_ZIP[named]) return { bytes, extension: named, contentType: OFFICE_ZIP[named]!, name: safeName(file.name, named) };
  if (found === OLE_TYPE && OFFICE_OLE[named]) return { bytes, extension: named, contentType: OFFICE_OLE[named]!, name: safeName(file.name, named) };
  if ((named === 'txt' || named === 'csv') && isPlainText(bytes)) {
    return { bytes, extension: named, contentType: named === 'csv' ? 'text/csv' : 'text/plain', name: safeName(file.name, named) };
  }
  throw badRequest(M.docType, field);
}

/** The name shown to readers: no path, no control characters, the extension matching what the bytes are. */
function safeName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w .()-]/g, '_')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 150);
  return `${base || 'attachment'}.${extension}`;
}

export const ANNOUNCEMENT_UPLOAD_FOLDER = 'announcements';

/** Stores a checked file in the portal's file storage (served at /uploads/announcements/...). */
export function saveUpload(storage: FileStorage, file: CheckedFile): Promise<string> {
  return storage.save(ANNOUNCEMENT_UPLOAD_FOLDER, file.bytes, file.extension);
}

/** Removes a file this module stored; any other url is left alone. */
export async function removeUpload(storage: FileStorage, url: string | null): Promise<void> {
  if (url?.startsWith(`/uploads/${ANNOUNCEMENT_UPLOAD_FOLDER}/`)) await storage.remove(url);
}
