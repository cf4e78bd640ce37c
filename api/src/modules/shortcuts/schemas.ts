import { z } from 'zod';
import { SHORTCUT_STATUSES, type DirectoryShortcut, type PersonalOrder, type Shortcut } from '@portal/shared';

/** Response schemas: also the list of what may leave the server. */
export const shortcutSchema = z.object({
  id: z.number(),
  name: z.string(),
  display_name1: z.string(),
  display_name2: z.string(),
  desktop_image: z.string(),
  mobile_image: z.string().nullable(),
  link_desktop: z.string(),
  link_mobile: z.string(),
  group_ids: z.array(z.number()),
  order: z.number(),
  status: z.enum(SHORTCUT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Shortcut>;

export const directoryShortcutSchema = z.object({
  id: z.number(),
  name: z.string(),
  display_name1: z.string(),
  display_name2: z.string(),
  desktop_image: z.string(),
  mobile_image: z.string().nullable(),
  link_desktop: z.string(),
  link_mobile: z.string(),
  order: z.number(),
  favorite: z.boolean(),
}) satisfies z.ZodType<DirectoryShortcut>;

export const shortcutResponse = z.object({ results: shortcutSchema });
export const shortcutListResponse = z.object({ results: z.array(shortcutSchema) });
export const directoryListResponse = z.object({ results: z.array(directoryShortcutSchema) });
export const personalOrderResponse = z.object({ results: z.array(directoryShortcutSchema), shortcuts_order: z.array(z.number()) }) satisfies z.ZodType<PersonalOrder>;
export const favoriteToggleResponse = z.object({ results: z.object({ id: z.number(), favorite: z.boolean() }) });
