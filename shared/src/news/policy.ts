import { can, type Roles } from '../permissions/modules';
import { SUPER_ADMIN_GROUP_ID } from '../permissions/groups';

/** Who is asking: the group and the current permissions (the token's on a page, the database's on the server). */
export interface NewsViewer {
  id: number;
  group_id: number | null;
  roles: Partial<Roles> | null | undefined;
}

/**
 * Spec 1, section 6: the public/private toggle, edit, delete, deleting anyone's comment, the publish date and the
 * idea tag are for the Super Admin group only. Such a "news administrator" also sees private and scheduled items
 * (spec 4: "An admin sees all").
 */
export function isNewsAdmin(viewer: Pick<NewsViewer, 'group_id'>): boolean {
  return viewer.group_id === SUPER_ADMIN_GROUP_ID;
}

/** Reading the feed and its comments, commenting and liking: announcements view. */
export function canReadNews(viewer: Pick<NewsViewer, 'roles'>): boolean {
  return can(viewer.roles, 'announcements', 'view');
}

/** Publishing a news item from the composer: announcements add (spec 6, Composer). */
export function canPublishNews(viewer: Pick<NewsViewer, 'roles'>): boolean {
  return can(viewer.roles, 'announcements', 'add');
}

/** Submitting an idea from the home page: anyone who may see the home page. */
export function canSubmitIdea(viewer: Pick<NewsViewer, 'roles'>): boolean {
  return can(viewer.roles, 'home_page', 'view');
}

/** A comment's author may delete it; a news administrator may delete anyone's. */
export function canDeleteNewsComment(viewer: Pick<NewsViewer, 'id' | 'group_id'>, authorId: number): boolean {
  return viewer.id === authorId || isNewsAdmin(viewer);
}

/** Spec 4: a non-admin sees only items that are active and whose publish date is empty or past. */
export function isNewsVisibleTo(viewer: Pick<NewsViewer, 'group_id'>, item: { active: boolean; publish_date: string | Date | null }, now: Date = new Date()): boolean {
  if (isNewsAdmin(viewer)) return true;
  return item.active && (item.publish_date === null || new Date(item.publish_date).getTime() <= now.getTime());
}
