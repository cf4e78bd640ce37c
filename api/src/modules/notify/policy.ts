import { authorizeSelf, type RequestUser } from '../../auth/access';

/** The bell's notifications are their recipient's alone: reading or clearing someone else's is a 403. */
export function assertOwnNotifications(user: RequestUser, recipientId: number): void {
  authorizeSelf(user, recipientId);
}
