import {
  ANNOUNCEMENT_MESSAGES as M,
  READER_TYPE_OF_KIND,
  type Announcement,
  type AnnouncementDetail,
  type AnnouncementKind,
  type Opinion,
  type PublicAnnouncement,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { RequestUser } from '../../auth/access';
import { conflict, notFound } from '@portal/shared/node/server';
import { recordView as recordDeliveryView } from '../../delivery';
import { assertMayOpenKind, isManager, type Viewer } from './policy';
import * as q from './queries';

export function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

export function toAnnouncement(row: q.AnnouncementListRow): Announcement {
  const name = fullName(row.owner_first_name, row.owner_last_name);
  return {
    id: row.id,
    kind: row.kind,
    owner_id: row.owner_id,
    location_id: row.location_id,
    location_name: row.location_name ?? null,
    subject: row.subject,
    info: row.info,
    text: row.text,
    url_image: row.url_image,
    url_doc: row.url_doc,
    doc_name: row.doc_name,
    editor_type: row.editor_type,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    scheduled: row.created_at.getTime() > Date.now(),
    full_name: name,
    created_by: {
      id: row.owner_id,
      location_id: row.owner_location_id,
      profile_id: row.owner_profile_id,
      first_name: row.owner_first_name,
      last_name: row.owner_last_name,
      full_name: name,
      createdAt: row.owner_created_at.toISOString(),
    },
    viewd: Boolean(row.viewd),
    is_visible: row.visibility,
    visibility: row.visibility,
    everyone: row.everyone,
    locations_ids: (row.locations_ids ?? []).map(Number),
    groups_ids: (row.groups_ids ?? []).map(Number),
    contacts_count: Number(row.contacts_count ?? 0),
  };
}

/** The caller as the audience rules see them (their current main location and group). */
export async function viewerOf(deps: Pick<AppDeps, 'db'>, user: RequestUser): Promise<Viewer> {
  const facts = await q.viewerFacts(deps.db, user.id);
  return { id: user.id, group_id: facts?.group_id ?? null, location_id: facts?.location_id ?? null, manager: isManager(user) };
}

export async function list(deps: AppDeps, user: RequestUser, kind: AnnouncementKind): Promise<Announcement[]> {
  assertMayOpenKind(user, kind);
  const rows = await q.listForViewer(deps.db, kind, await viewerOf(deps, user));
  return rows.map(toAnnouncement);
}

/** Reads it (404 when the caller may not) and records that the caller opened it. */
export async function read(deps: AppDeps, user: RequestUser, id: number): Promise<AnnouncementDetail> {
  const row = await readable(deps, user, id);
  // the view row and the delivery statistics' view event are written together (first view only)
  await deps.db.transaction().execute(async (tx) => {
    if (await q.recordView(tx, id, { account_id: user.id })) {
      await recordDeliveryView(tx, { kind: row.kind === 'newsletter' ? 'newsletter' : 'announcement', id }, { userId: user.id });
    }
  });
  const emoji = await q.opinionOf(deps.db, id, user.id);
  return { ...toAnnouncement(row), viewd: true, opinion: emoji ? { emoji } : null };
}

async function readable(deps: AppDeps, user: RequestUser, id: number) {
  const row = await q.findForViewer(deps.db, id, await viewerOf(deps, user));
  if (!row) throw notFound('Announcement');
  assertMayOpenKind(user, row.kind);
  return row;
}

/** Spec: one rating per user; once it exists the rating block disappears. */
export async function rate(deps: AppDeps, user: RequestUser, id: number, opinion: Opinion): Promise<{ emoji: Opinion }> {
  await readable(deps, user, id);
  if (!(await q.insertOpinion(deps.db, id, user.id, opinion))) throw conflict(M.alreadyRated, 'opinion');
  return { emoji: opinion };
}

/** Spec: deletion is a soft hide (visibility false). */
export async function hide(deps: AppDeps, id: number): Promise<void> {
  if (!(await q.hide(deps.db, id))) throw notFound('Announcement');
}

export async function deleteBenefit(deps: AppDeps, id: number): Promise<void> {
  const row = await q.findKind(deps.db, id);
  if (!row || row.kind !== 'benefits' || !row.visibility) throw notFound('Announcement');
  await q.hide(deps.db, id);
}

/** The public viewers: only payroll (`ap`) and benefits (`ab`) announcements, and only what the viewer shows. */
export async function publicView(deps: AppDeps, kind: 'payroll' | 'benefits', id: number): Promise<PublicAnnouncement> {
  const row = await q.findPublic(deps.db, id, kind);
  if (!row) throw notFound('Announcement');
  return {
    id: row.id,
    subject: row.subject,
    info: row.info,
    createdAt: row.created_at.toISOString(),
    url_image: row.url_image,
    created_by: { full_name: fullName(row.first_name, row.last_name) },
  };
}

/** `/ap/{id}/{userId}`: the contact must be one the announcement went to. Repeats change nothing. */
export async function recordPayrollView(deps: AppDeps, id: number, contactId: number): Promise<void> {
  if (!(await q.findPublic(deps.db, id, 'payroll')) || !(await q.isRecipientContact(deps.db, id, contactId))) throw notFound('Announcement');
  await q.recordView(deps.db, id, { contact_id: contactId });
}

/** `/ab/{id}/{contactPhone}`: a benefits announcement's view by phone number (digits, optional +). */
export async function recordBenefitsView(deps: AppDeps, id: number, phone: string): Promise<void> {
  if (!(await q.findPublic(deps.db, id, 'benefits'))) throw notFound('Announcement');
  await deps.db.transaction().execute(async (tx) => {
    if (await q.recordView(tx, id, { phone })) await recordDeliveryView(tx, { kind: 'announcement', id }, { phone });
  });
}

/** Where a delivered message leads: the reader of that kind, or the public viewer. */
export function readerLink(kind: AnnouncementKind, id: number): string {
  if (kind === 'benefits') return `/ab/${id}`;
  return `/announcements/${READER_TYPE_OF_KIND[kind]}/${id}`;
}
