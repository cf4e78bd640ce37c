import { z } from 'zod';
import { hasAnyControlChars } from '../http/text';
import { uploadedFile } from '../announcements/schemas';
import { SHORTCUT_LIMITS, SHORTCUT_MESSAGES as M, SHORTCUT_STATUSES } from './messages';

const line = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !hasAnyControlChars(v), M.controlCharacters);

/** A full http(s) link: anything else (javascript:, data:, a bare word) would be unsafe or broken as an href. */
export function isHttpLink(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

const link = z.string({ error: M.linkRequired }).trim().min(1, M.linkRequired).max(SHORTCUT_LIMITS.link, M.link).refine(isHttpLink, M.link);

const groupIds = z
  .array(z.number({ error: M.unknownGroup }).int(M.unknownGroup).positive(M.unknownGroup), { error: M.unknownGroup })
  .max(100, M.unknownGroup)
  .refine((ids) => new Set(ids).size === ids.length, M.unknownGroup);

/** The fields every shortcut has (spec 3, 5). */
export const shortcutFields = {
  name: line(M.nameRequired, M.nameTooLong, SHORTCUT_LIMITS.name),
  display_name1: line(M.appNameRequired, M.appNameTooLong, SHORTCUT_LIMITS.display_name1),
  display_name2: line(M.descriptionRequired, M.descriptionTooLong, SHORTCUT_LIMITS.display_name2),
  link_desktop: link,
  link_mobile: link,
  group_ids: groupIds.optional().default([]),
};

/** An image as the form sends it (`{ data, type, name }`) or as a bare data URL string; ~2 MB of base64 at most. */
const imageFile = z.union([uploadedFile, z.string().min(1, M.imageRequired).max(3_000_000, M.imageTooLarge)], { error: M.imageRequired });
export type ShortcutImageInput = z.input<typeof imageFile>;

/** `POST /shortcuts`: images are data URLs, checked by their bytes on the server (square 200x200, under 2 MB, .jpg/.png). */
export const shortcutCreateBody = z
  .object({
    ...shortcutFields,
    desktop_image: imageFile,
    mobile_image: imageFile.nullish(),
  })
  .strict();
export type ShortcutCreateBody = z.input<typeof shortcutCreateBody>;

/**
 * `PUT /shortcuts/:id`: the same fields. An image left out, or sent back as the url the shortcut already has, is
 * kept; a file (or data URL) replaces it; `mobile_image: null` removes the mobile image.
 */
export const shortcutUpdateBody = z
  .object({
    ...shortcutFields,
    desktop_image: imageFile.optional(),
    mobile_image: imageFile.nullish(),
  })
  .strict();
export type ShortcutUpdateBody = z.input<typeof shortcutUpdateBody>;

/** `GET /shortcuts?status=inactive` (no status: the active ones). */
export const shortcutListQuery = z.object({ status: z.enum(SHORTCUT_STATUSES, { error: 'status must be active or inactive.' }).optional() }).strict();

const wholeId = z.coerce.number({ error: 'Must be a whole number.' }).int().positive().max(2_147_483_647);
/** `/shortcuts/:id/:order`, `/shortcuts/up/:id/:order`, …: `order` is where the caller saw the shortcut. */
export const shortcutOrderParams = z.object({ id: wholeId, order: wholeId }).strict();
export const shortcutIdParam = z.object({ id: wholeId }).strict();

/** `PUT /shortcuts/:id/:order/move`: drag-and-drop in the manager, to a place in 1..n. */
export const shortcutMoveBody = z.object({ to: z.number({ error: 'to must be a whole number.' }).int().positive() }).strict();

export const shortcutByNameParams = z
  .object({
    text: z
      .string()
      .trim()
      .min(3, M.searchTooShort)
      .max(80, 'Search at most 80 characters.')
      .refine((v) => !hasAnyControlChars(v), M.controlCharacters),
  })
  .strict();

const idList = z
  .array(wholeId)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, M.duplicateIds);
/** `PUT /shortcuts/personalOrder/:userId`: the user's apps, first to last (shortcut ids); `order` is accepted as its alias. */
export const personalOrderBody = z
  .object({ shortcuts_order: idList.optional(), order: idList.optional() })
  .strict()
  .refine((b) => (b.shortcuts_order ?? b.order) !== undefined, { message: 'shortcuts_order is required.', path: ['shortcuts_order'] });
export type PersonalOrderBody = z.input<typeof personalOrderBody>;

/** `PUT /accounts/:id/favorite_shortcut`: the shortcut (only its id is read) whose favourite flag toggles. */
export const favoriteToggleBody = z.object({ id: wholeId });
