import { z } from 'zod';
import { stripControlChars } from '../http/text';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_MESSAGE_TYPES, CHAT_UPLOAD_URL, type ChatMessageType } from './constants';

/** A location message (spec 2: 3 "Location message"), plus the room it belongs to and the sender's key. */
export interface LocationMessage {
  id: number;
  location_id: number;
  /** the sender's account id */
  id_remetente: number;
  full_name_remetente: string;
  url_image_remetente: string | null;
  /** plain text (render it as text); for IMAGE an optional caption */
  content: string;
  image_url: string | null;
  type: ChatMessageType;
  createdAt: string;
  /** the `id` the sender's client gave it (null when none): lets that client match its pending copy */
  client_id: string | null;
}

/** `GET /location-messaging/filter/:locationId`: messages oldest first, and whether more exist on either side. */
export interface ChatMessagePage {
  results: LocationMessage[];
  /** older messages exist before the first one (load them with `before`) */
  hasOlder: boolean;
  /** newer messages exist after the last one (only with `after`: fetch again from the last id) */
  hasNewer: boolean;
}

/** One entry of the location dropdown. */
export interface ChatLocationOption {
  id: number;
  location_name: string;
  active: boolean;
  /** messages from others since this user last read the thread */
  unread: number;
}

/** `GET /location-messaging/users/:email/:locationId` (spec: "admin, locations"). */
export interface ChatViewerAccess {
  /** the viewer opens this location as an administrator (location edit), not as one of its members */
  admin: boolean;
  /** the master account (Super Admin group): may write in every location */
  master: boolean;
  /** the locations this user may open, by name */
  locations: ChatLocationOption[];
}

/** A member listed beside the thread (spec 2: 3 chat-context location users). */
export interface ChatLocationUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_status: 'ACTIVE' | 'INACTIVE';
  active: boolean;
  url_image: string | null;
}

/** `GET /location-messaging/location/find/:id`. */
export interface ChatLocation {
  id: number;
  location_name: string;
  users: ChatLocationUser[];
}

export interface ChatUpload {
  url: string;
  mime: 'image/jpeg' | 'image/png';
  size: number;
}

/** The answer to `sendMessage`: the stored message (with its id), or why nothing was stored. */
export type ChatSendAck = { ok: true; message: LocationMessage } | { ok: false; error: string; field?: string };

/** Ids are PostgreSQL integers: a larger number is a 400 here, not an out-of-range error in the database. */
const ID_MAX = 2_147_483_647;
const positiveId = z.coerce.number().int().positive().max(ID_MAX);

export const chatLocationParams = z.object({ locationId: positiveId }).strict();
export const chatFindParams = z.object({ id: positiveId }).strict();
export const chatViewerParams = z.object({ email: z.string().min(1).max(254), locationId: positiveId }).strict();

const cursor = z
  .string()
  .regex(/^\d{1,10}$/, CHAT_MESSAGES.cursorValue)
  .transform(Number)
  .refine((n) => n <= ID_MAX, CHAT_MESSAGES.cursorValue);

/** `?after=` (catch-up: newer than that id), `?before=` (scroll-up: older than that id), `?limit=`; neither = the latest page. */
export const chatFilterQuery = z
  .object({
    after: cursor.optional(),
    before: cursor.optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, CHAT_MESSAGES.limit)
      .transform(Number)
      .refine((n) => n >= 1 && n <= CHAT_LIMITS.pageMax, CHAT_MESSAGES.limit)
      .optional(),
  })
  .strict()
  .refine((q) => q.after === undefined || q.before === undefined, { message: CHAT_MESSAGES.cursor, path: ['after'] });

export const chatReadBody = z.object({ id: z.number().int().min(0).max(ID_MAX) }).strict();

/**
 * The spec's sendMessage payload (id, user, room, email, location, content, type, full_name, image_url). The sender
 * is the signed-in user: `user`, `email`, `full_name` and `location` are accepted and ignored. `room` is the location
 * id; `id` is the client's own key for the message (a resend with the same key is stored once).
 */
export const chatSendMessageSchema = z
  .object({
    id: z.union([z.string().min(1).max(CHAT_LIMITS.clientId, CHAT_MESSAGES.clientId), z.null()]).optional(),
    room: z
      .union([z.number(), z.string().regex(/^\d{1,10}$/, CHAT_MESSAGES.room)], CHAT_MESSAGES.room)
      .pipe(z.coerce.number<string | number>().int(CHAT_MESSAGES.room).positive(CHAT_MESSAGES.room).max(ID_MAX, CHAT_MESSAGES.room)),
    content: z
      .string()
      .max(CHAT_LIMITS.content * 4, CHAT_MESSAGES.tooLong)
      // PostgreSQL text cannot hold NUL; a chat line keeps tab and line breaks, no other control character
      .transform((s) => stripControlChars(s).trim())
      .pipe(z.string().max(CHAT_LIMITS.content, CHAT_MESSAGES.tooLong))
      .default(''),
    type: z.enum(CHAT_MESSAGE_TYPES, CHAT_MESSAGES.type),
    image_url: z.union([z.string().max(200), z.null()]).optional(),
    user: z.unknown().optional(),
    email: z.unknown().optional(),
    location: z.unknown().optional(),
    full_name: z.unknown().optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.type === 'TEXT' && !m.content) ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.empty, path: ['content'] });
    if (m.type === 'TEXT' && m.image_url) ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.type, path: ['image_url'] });
    if (m.type === 'IMAGE' && !m.image_url) ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.imageMissing, path: ['image_url'] });
    if (m.type === 'IMAGE' && m.image_url && !CHAT_UPLOAD_URL.test(m.image_url)) {
      ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.imageNotUploaded, path: ['image_url'] });
    }
  });
export type ChatSendMessage = z.output<typeof chatSendMessageSchema>;
