import { can, chatInputVisible, CHAT_MESSAGES, SUPER_ADMIN_GROUP_ID, type Roles } from '@portal/shared';
import { forbidden } from '@portal/shared/node/server';

/**
 * Who may open a location's chat (http calls, socket room, messages), decided on the viewer's CURRENT state
 * (AccessStateCache: status, group, location and permissions from the database, ~2 s old at most), never the token's:
 *
 * - **members** of the location: accounts whose main location it is;
 * - **location administrators**: users whose group has `location` `edit`, for every location;
 * - everyone else: 403 on every http call, the socket room refused (`Not allowed.`), messages refused.
 *
 * Writing follows spec 2: 6, "the input bar is shown when the location is not admin, or for the master account":
 * a location administrator who is not a member reads the chat as an administrator (`admin: true`) and may write only
 * when they are the master account (the Super Admin group). Members always write. The page shows the input bar by
 * the same flags (`chatInputVisible`), and `sendMessage` refuses what the page would not offer.
 *
 * Only ACTIVE accounts get this far: the access hook (http) and the realtime module (handshake, every join and
 * message) turn away everyone else first.
 */
export interface ChatViewer {
  location_id: number | null;
  group_id: number | null;
  roles: Roles;
}

export type ChatAccess = { member: boolean; admin: boolean; master: boolean; write: boolean };

export const isLocationAdministrator = (viewer: ChatViewer) => can(viewer.roles, 'location', 'edit');
export const isMasterAccount = (viewer: ChatViewer) => viewer.group_id === SUPER_ADMIN_GROUP_ID;

/** The viewer's access to one location's chat, or null when they may not open it. */
export function chatAccess(viewer: ChatViewer, locationId: number): ChatAccess | null {
  const member = viewer.location_id === locationId;
  if (!member && !isLocationAdministrator(viewer)) return null;
  const flags = { admin: !member, master: isMasterAccount(viewer) };
  return { member, ...flags, write: chatInputVisible(flags) };
}

export function requireChatAccess(viewer: ChatViewer, locationId: number): ChatAccess {
  const access = chatAccess(viewer, locationId);
  if (!access) throw forbidden();
  return access;
}

export function requireMayWrite(viewer: ChatViewer, locationId: number): ChatAccess {
  const access = requireChatAccess(viewer, locationId);
  if (!access.write) throw forbidden(CHAT_MESSAGES.readOnly);
  return access;
}

/** The page asks for the viewer by email: only the caller's own (any case) is answered. */
export function assertOwnEmail(user: { email: string }, email: string): void {
  if (email.trim().toLowerCase() !== user.email.toLowerCase()) throw forbidden(CHAT_MESSAGES.emailMismatch);
}
