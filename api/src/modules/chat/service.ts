import type { MultipartFile } from '@fastify/multipart';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_REALTIME,
  CHAT_UPLOAD_FOLDER,
  ERROR_CODES,
  chatSendMessageSchema,
  type ChatLocation,
  type ChatMessagePage,
  type ChatSendAck,
  type ChatUpload,
  type ChatViewerAccess,
  type LocationMessage,
} from '@portal/shared';
import { LIMITS } from '../../limits';
import type { AppDeps } from '../../deps';
import type { AccessState } from '../../auth/accessState';
import { badRequest, HttpError, isPgError, notFound, PG_FOREIGN_KEY_VIOLATION, unauthorized } from '@portal/shared/node/server';
import { sniffImage, type UploadCheck } from '../../storage';
import { assertOwnEmail, chatAccess, isLocationAdministrator, requireChatAccess, requireMayWrite, type ChatAccess } from './policy';
import * as q from './queries';

type Deps = Pick<AppDeps, 'db' | 'accessStates' | 'storage' | 'realtime' | 'limits'>;

export function toMessage(row: q.MessageRow): LocationMessage {
  return {
    id: row.id,
    location_id: row.location_id,
    id_remetente: row.sender_id,
    full_name_remetente: `${row.first_name} ${row.last_name}`.trim(),
    url_image_remetente: row.url_image,
    content: row.content,
    image_url: row.image_url,
    type: row.type,
    createdAt: row.created_at.toISOString(),
    client_id: row.client_id,
  };
}

/** The viewer's current state (status, group, location, permissions): what every chat decision is made on. */
async function viewerState(deps: Pick<Deps, 'accessStates'>, userId: number): Promise<AccessState> {
  const state = await deps.accessStates.get(userId);
  if (!state || state.status !== 'ACTIVE') throw unauthorized();
  return state;
}

async function requireLocation(deps: Pick<Deps, 'db'>, locationId: number) {
  const location = await q.findLocation(deps.db, locationId);
  if (!location) throw notFound('Location');
  return location;
}

/** Access first (403 tells nothing about whether the location exists), then the location itself. */
async function openChat(deps: Deps, userId: number, locationId: number): Promise<{ state: AccessState; access: ChatAccess }> {
  const state = await viewerState(deps, userId);
  const access = requireChatAccess(state, locationId);
  await requireLocation(deps, locationId);
  return { state, access };
}

/** 403 unless the viewer may read (or write in) that location's chat; nothing about whether it exists. */
export async function requireAccess(deps: Deps, userId: number, locationId: number, need: 'read' | 'write'): Promise<void> {
  const state = await viewerState(deps, userId);
  if (need === 'write') requireMayWrite(state, locationId);
  else requireChatAccess(state, locationId);
}

/** The spec's poll (`GET /location-messaging/filter/:locationId`): the latest page, older ones, or everything after an id. */
export async function messagePage(deps: Deps, userId: number, locationId: number, query: { after?: number; before?: number; limit?: number }): Promise<ChatMessagePage> {
  await openChat(deps, userId, locationId);
  const limit = query.limit ?? CHAT_LIMITS.pageSize;
  if (query.after !== undefined) {
    const rows = await q.listAfter(deps.db, locationId, query.after, limit + 1);
    return { results: rows.slice(0, limit).map(toMessage), hasOlder: false, hasNewer: rows.length > limit };
  }
  const rows = await q.listBefore(deps.db, locationId, query.before ?? null, limit + 1);
  return { results: rows.slice(0, limit).reverse().map(toMessage), hasOlder: rows.length > limit, hasNewer: false };
}

/** `GET /location-messaging/users/:email/:locationId`: the admin flag for that location and the locations to choose from. */
export async function viewerAccess(deps: Deps, user: { id: number; email: string }, email: string, locationId: number): Promise<ChatViewerAccess> {
  assertOwnEmail(user, email);
  const { state, access } = await openChat(deps, user.id, locationId);
  const choices = await q.locationChoices(deps.db, user.id, state.location_id, isLocationAdministrator(state));
  return {
    admin: access.admin,
    master: access.master,
    locations: choices.map((c) => ({ id: c.id, location_name: c.display_name, active: c.active, unread: c.id === locationId ? 0 : c.unread })),
  };
}

/** `GET /location-messaging/location/find/:id`: the location and its people. */
export async function locationWithUsers(deps: Deps, userId: number, locationId: number): Promise<ChatLocation> {
  await openChat(deps, userId, locationId);
  const location = await requireLocation(deps, locationId);
  const users = await q.locationUsers(deps.db, locationId);
  return {
    id: location.id,
    location_name: location.display_name,
    users: users.map((u) => ({
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      user_status: u.status as 'ACTIVE' | 'INACTIVE',
      active: u.status === 'ACTIVE',
      url_image: u.url_image,
    })),
  };
}

export async function markRead(deps: Deps, userId: number, locationId: number, id: number): Promise<void> {
  await openChat(deps, userId, locationId);
  await q.markRead(deps.db, userId, locationId, id);
}

const CHAT_IMAGE_CHECK: UploadCheck<'jpg' | 'png'> = {
  headBytes: 8,
  sniff: sniffImage,
  maxBytes: () => CHAT_IMAGE_MAX_BYTES - 1,
  missing: () => badRequest(CHAT_MESSAGES.fileMissing, 'file'),
  wrongType: () => badRequest(CHAT_MESSAGES.imageType, 'file'),
  tooLarge: () => new HttpError(413, ERROR_CODES.tooLarge, CHAT_MESSAGES.imageTooLarge, 'file'),
};

/** A picture for the thread (the client then sends it as an IMAGE message): .jpg or .png by its bytes, under 4 MB. */
export async function uploadImage(deps: Deps, userId: number, locationId: number, part: MultipartFile | undefined): Promise<ChatUpload> {
  const state = await viewerState(deps, userId);
  requireMayWrite(state, locationId);
  await requireLocation(deps, locationId);
  if (!part || part.fieldname !== 'file') throw badRequest(CHAT_MESSAGES.fileMissing, 'file');
  const stored = await deps.storage.saveStream(part.file, CHAT_UPLOAD_FOLDER, CHAT_IMAGE_CHECK);
  return { url: stored.url, mime: stored.kind === 'png' ? 'image/png' : 'image/jpeg', size: stored.size };
}

/**
 * The socket's `sendMessage`: validated with the shared schema, the sender's rights checked on their current state,
 * stored, then broadcast to the location's room as `newMessage`; the acknowledgement carries the stored message.
 * A resend with the same client key (`id`) gets the stored message back and is not broadcast again.
 */
export function createMessageSender(deps: Deps) {
  return async (userId: number, payload: unknown, leave: (room: string) => void): Promise<ChatSendAck> => {
    const parsed = chatSendMessageSchema.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, error: issue?.message ?? CHAT_MESSAGES.notSent, ...(issue?.path[0] ? { field: String(issue.path[0]) } : {}) };
    }
    const message = parsed.data;
    const state = await viewerState(deps, userId);
    const access = chatAccess(state, message.room);
    if (!access) {
      // rights gone since the join (moved to another location, group changed): out of the room as well
      leave(CHAT_REALTIME.room(message.room));
      return { ok: false, error: CHAT_MESSAGES.notAllowed };
    }
    if (!access.write) return { ok: false, error: CHAT_MESSAGES.readOnly };
    // per user, whichever instance their socket is on (shared counters with REDIS_URL)
    if (!(await deps.limits.hit('chat-send', String(userId), LIMITS.chatSend)).allowed) return { ok: false, error: CHAT_MESSAGES.tooFast };
    if (message.type === 'IMAGE' && !(await deps.storage.has(message.image_url!))) {
      return { ok: false, error: CHAT_MESSAGES.imageNotUploaded, field: 'image_url' };
    }
    let saved: Awaited<ReturnType<typeof q.insertMessage>>;
    try {
      saved = await q.insertMessage(deps.db, {
        location_id: message.room,
        sender_id: userId,
        type: message.type,
        content: message.content,
        image_url: message.type === 'IMAGE' ? message.image_url! : null,
        client_id: message.id ?? null,
      });
    } catch (e) {
      // a location administrator writing to a location that does not exist (members' locations do)
      if (isPgError(e, PG_FOREIGN_KEY_VIOLATION)) throw notFound('Location');
      throw e;
    }
    // the sender as the access state knows them (read with their rights; dropped on any change to their account)
    const stored = toMessage(saved.created ? { ...saved.row, first_name: state.first_name, last_name: state.last_name, url_image: state.url_image } : saved.row);
    // a resend keeps its first copy, which the room already had
    if (saved.created) deps.realtime.toRoom(CHAT_REALTIME.room(stored.location_id), CHAT_REALTIME.newMessage, stored);
    return { ok: true, message: stored };
  };
}

/** Who may join `chat:<locationId>`: the same rule as the http calls, on the viewer's current state. */
export async function mayJoinChatRoom(deps: Pick<Deps, 'accessStates'>, userId: number, key: string): Promise<boolean> {
  if (!/^\d{1,10}$/.test(key)) return false;
  const state = await deps.accessStates.get(userId);
  return state !== null && state.status === 'ACTIVE' && chatAccess(state, Number(key)) !== null;
}
