import { SHORTCUT_IMAGE, SHORTCUT_MESSAGES as M, imageSizeOf, isShortcutImageSize, type ShortcutImageInput } from '@portal/shared';
import { badRequest } from '@portal/shared/node/server';
import { decodeBase64File, sniffImage, type FileStorage } from '../../storage';

export const SHORTCUT_UPLOAD_FOLDER = 'shortcuts';

export interface CheckedImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
}

/** Spec 5, 9: .jpg or .png by its bytes, under 2 MB, a square of 200x200 px read from its header. */
export function checkShortcutImage(file: ShortcutImageInput, field: string): CheckedImage {
  const bytes = decodeBase64File(typeof file === 'string' ? file : file.data);
  if (!bytes) throw badRequest(M.imageType, field);
  if (bytes.length >= SHORTCUT_IMAGE.maxBytes) throw badRequest(M.imageTooLarge, field);
  const extension = sniffImage(bytes);
  if (!extension) throw badRequest(M.imageType, field);
  const size = imageSizeOf(bytes);
  if (!size || !isShortcutImageSize(size.width, size.height)) throw badRequest(M.imageSize, field);
  return { bytes, extension };
}

export function storeShortcutImage(storage: FileStorage, image: CheckedImage): Promise<string> {
  return storage.save(SHORTCUT_UPLOAD_FOLDER, image.bytes, image.extension);
}
