import { canDeleteNewsComment, canPublishNews, canSubmitIdea, isNewsAdmin, isNewsVisibleTo } from '@portal/shared';
import type { RequestUser } from '../../auth/access';
import type { AccessState } from '../../auth/accessState';
import { forbidden, notFound } from '@portal/shared/node/server';

/** The spec's Super Admin-only news functions (toggle, edit, delete items, publish date, idea tag). */
export function requireNewsAdmin(user: RequestUser): void {
  if (!isNewsAdmin(user)) throw forbidden();
}

/** Composer items need announcements add; ideas from the home page need home_page view. */
export function requireMayCreate(user: RequestUser, idea: boolean): void {
  if (!(idea ? canSubmitIdea(user) : canPublishNews(user))) throw forbidden();
}

/** The upload serves both the composer and the idea form. */
export function requireMayUpload(user: RequestUser): void {
  if (!canPublishNews(user) && !canSubmitIdea(user)) throw forbidden();
}

export function requireMayDeleteComment(user: RequestUser, authorId: number): void {
  if (!canDeleteNewsComment(user, authorId)) throw forbidden();
}

/** A hidden item is "not found" for whoever may not see it: a 403 would tell them it exists. */
export function requireVisible(
  user: Pick<RequestUser, 'group_id'>,
  item: { active: boolean; publish_date: Date | null } | undefined,
  now = new Date(),
): asserts item is { active: boolean; publish_date: Date | null } {
  if (!item || !isNewsVisibleTo(user, item, now)) throw notFound('Latest news');
}

/** News administrators list every item, scheduled ones included; everyone else what is published by now. */
export const seesUnpublished = (user: RequestUser): boolean => isNewsAdmin(user);

/** Outside a request (the `news:<id>` socket room): an active account whose group may view announcements, as it is now. */
export function mayFollowNews(state: AccessState | null): state is AccessState {
  return Boolean(state && state.status === 'ACTIVE' && state.roles.announcements?.view);
}
