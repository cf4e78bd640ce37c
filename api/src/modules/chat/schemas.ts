import { z } from 'zod';
import type { ChatLocation, ChatMessagePage, ChatUpload, ChatViewerAccess, LocationMessage } from '@portal/shared';

/** Response schemas: also the list of what may leave the server. */
export const locationMessageSchema = z.object({
  id: z.number(),
  location_id: z.number(),
  id_remetente: z.number(),
  full_name_remetente: z.string(),
  url_image_remetente: z.string().nullable(),
  content: z.string(),
  image_url: z.string().nullable(),
  type: z.enum(['TEXT', 'IMAGE']),
  createdAt: z.string(),
  client_id: z.string().nullable(),
}) satisfies z.ZodType<LocationMessage>;

export const chatMessagePageResponse = z.object({
  results: z.array(locationMessageSchema),
  hasOlder: z.boolean(),
  hasNewer: z.boolean(),
}) satisfies z.ZodType<ChatMessagePage>;

export const chatViewerAccessResponse = z.object({
  admin: z.boolean(),
  master: z.boolean(),
  locations: z.array(z.object({ id: z.number(), location_name: z.string(), active: z.boolean(), unread: z.number() })),
}) satisfies z.ZodType<ChatViewerAccess>;

export const chatLocationResponse = z.object({
  results: z.object({
    id: z.number(),
    location_name: z.string(),
    users: z.array(
      z.object({
        id: z.number(),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
        user_status: z.enum(['ACTIVE', 'INACTIVE']),
        active: z.boolean(),
        url_image: z.string().nullable(),
      }),
    ),
  }) satisfies z.ZodType<ChatLocation>,
});

export const chatUploadResponse = z.object({
  url: z.string(),
  mime: z.enum(['image/jpeg', 'image/png']),
  size: z.number(),
}) satisfies z.ZodType<ChatUpload>;
