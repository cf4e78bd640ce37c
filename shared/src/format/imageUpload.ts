import type { ImageKind } from './imageHeader';

/** Why a picked picture cannot be uploaded: its type, or its size. Each page maps it to its own spec message. */
export type ImageUploadProblem = 'type' | 'size';

export interface ImageUploadRule {
  /**
   * The largest size the api accepts, in bytes. The api's own limit decides: where it refuses a file of exactly
   * 4 MB ("under 4 MB") pass `limit - 1`, where it accepts one ("at most 4 MB") pass the limit itself.
   */
  maxBytes: number;
  /** the kinds accepted (.jpg/.jpeg, .png); both by default */
  types?: readonly ImageKind[];
  /** the kind read from the file's first bytes (`imageKindOf`), when the page read them: it then decides the type */
  sniffed?: ImageKind | null;
  /** the api checks the size before the type (the shortcuts' picture): a file wrong in both is then 'size' */
  sizeFirst?: boolean;
}

/** The file picker's filter for the pictures this rule takes (`accept` of an input or antd Upload). */
export const IMAGE_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const NAME: Record<ImageKind, RegExp> = { jpg: /\.jpe?g$/i, png: /\.png$/i };
const MIME: Record<ImageKind, string> = { jpg: 'image/jpeg', png: 'image/png' };

/**
 * The one page-side rule for a picture upload (the api checks the bytes again): the type first, by the bytes when
 * the page read them, else by the name (.jpg, .jpeg, .png) with the browser's type, when it gives one, agreeing; then
 * the size, `size > maxBytes` (or the size first, as the api does, with `sizeFirst`). Null when the file may go.
 */
export function imageUploadProblem(file: Pick<File, 'name' | 'type' | 'size'>, rule: ImageUploadRule): ImageUploadProblem | null {
  const types = rule.types ?? (['jpg', 'png'] as const);
  const typeOk =
    rule.sniffed !== undefined
      ? rule.sniffed !== null && types.includes(rule.sniffed)
      : types.some((kind) => NAME[kind].test(file.name)) && (!file.type || types.some((kind) => file.type === MIME[kind]));
  const sizeOk = file.size <= rule.maxBytes;
  if (rule.sizeFirst && !sizeOk) return 'size';
  if (!typeOk) return 'type';
  return sizeOk ? null : 'size';
}
