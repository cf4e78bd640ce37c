import { can, EVENT_MESSAGES } from '@portal/shared';
import { forbidden } from '@portal/shared/node/server';
import type { RequestUser } from '../../auth/access';
import type { AccessState } from '../../auth/accessState';

/** Authors change their own comments; managers (events edit / delete) anyone's. */
export function assertMayChangeComment(user: Pick<RequestUser, 'id' | 'roles'>, authorId: number | null, action: 'edit' | 'delete'): void {
  if (authorId !== user.id && !can(user.roles, 'events', action)) throw forbidden(EVENT_MESSAGES.commentNotYours);
}

/** Outside a request (socket rooms, calendar feeds): an active account whose group may view events, as it is now. */
export function mayFollowEvents(state: AccessState | null): state is AccessState {
  return Boolean(state && state.status === 'ACTIVE' && state.roles.events?.view);
}
