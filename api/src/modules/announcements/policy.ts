import { sql, type RawBuilder } from 'kysely';
import { can, type AnnouncementKind } from '@portal/shared';
import { authorize, type RequestUser } from '../../auth/access';

/** Who reads an announcement: the caller's id, group and main location (the audience is matched on these). */
export interface Viewer {
  id: number;
  group_id: number | null;
  location_id: number | null;
  /** announcements edit or delete: sees every audience and scheduled items (spec: "role allows managing") */
  manager: boolean;
}

export function isManager(user: RequestUser): boolean {
  return can(user.roles, 'announcements', 'edit') || can(user.roles, 'announcements', 'delete');
}

/** Kinds every signed-in user reads; the other tabs need announcements view (spec 6). */
const OPEN_KINDS: readonly AnnouncementKind[] = ['company'];

export function assertMayOpenKind(user: RequestUser, kind: AnnouncementKind): void {
  if (!OPEN_KINDS.includes(kind)) authorize(user, 'announcements', 'view');
}

/**
 * SQL for "this viewer may see announcement `a`": managers and the author always; others when it is published (not
 * in the future) and they are in its audience: everyone, or their location among its locations (if it has any) AND
 * their group among its groups (if it has any). Contact-only (payroll) announcements have neither, so no staff match.
 */
export function visibleTo(viewer: Viewer): RawBuilder<boolean> {
  if (viewer.manager) return sql<boolean>`a.visibility`;
  const hasLocations = sql`exists (select 1 from announcement_locations al where al.announcement_id = a.id)`;
  const hasGroups = sql`exists (select 1 from announcement_groups ag where ag.announcement_id = a.id)`;
  const inLocations = sql`exists (select 1 from announcement_locations al where al.announcement_id = a.id and al.location_id = ${viewer.location_id})`;
  const inGroups = sql`exists (select 1 from announcement_groups ag where ag.announcement_id = a.id and ag.group_id = ${viewer.group_id})`;
  return sql<boolean>`a.visibility and (a.owner_id = ${viewer.id} or (a.created_at <= now() and (
    a.everyone or (
      (${hasLocations} or ${hasGroups})
      and (not ${hasLocations} or ${inLocations})
      and (not ${hasGroups} or ${inGroups})
    ))))`;
}
