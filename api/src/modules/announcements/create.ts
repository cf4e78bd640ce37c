import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES as M, firstPartialLink, resolveContacts, type Announcement, type AnnouncementKind, type UploadedFile } from '@portal/shared';
import type { z } from 'zod';
import type { announcementCreateBody, benefitsAnnouncementBody, newsletterAnnouncementBody, payrollAnnouncementBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db';
import type { RequestUser } from '../../auth/access';
import { badRequest } from '@portal/shared/node/server';
import { sanitizeRichHtml, toPlainText } from '../../http/sanitize';
import { enqueueDelivery, type DeliveryRecipient } from '../../delivery';
import { recordActivity } from '../accounts/activities';
import { listContacts } from '../contacts/queries';
import { checkDoc, checkImage, removeUpload, saveUpload, type CheckedFile } from './files';
import * as q from './queries';
import { readerLink, toAnnouncement, viewerOf } from './service';

type Channels = { email: boolean; sms: boolean; push: boolean; desktop: boolean };

/** Everything a create needs, checked: nothing is written until every rule passed. */
interface CheckedAnnouncement {
  kind: AnnouncementKind;
  everyone: boolean;
  locations: number[];
  groups: number[];
  contacts: Array<{ id: number; email: string | null; phone: string | null }>;
  subject: string;
  info: string;
  text: string;
  image: CheckedFile | null;
  doc: CheckedFile | null;
  editorType: 'default' | 'email';
  publishAt: Date;
  scheduled: boolean;
  channels: Channels;
  draftId: number | null;
}

export interface CreateResult {
  results: Announcement;
  recipients: number;
}

interface CommonFields {
  subject: string;
  info: string;
  text: string;
  image?: UploadedFile | null;
  createdAt?: string | null;
  email_checked: boolean;
  sms_checked: boolean;
  notify_mobile: boolean;
  notify_desktop: boolean;
  emailChecked?: boolean;
  smsChecked?: boolean;
}

/** Body, SMS text, picture, schedule and channels: the rules every composer shares (spec 5, 9). */
function checkCommon(body: CommonFields) {
  const info = sanitizeRichHtml(body.info);
  const image = body.image ? checkImage(body.image) : null;
  // "essentially empty counts as empty": no readable text and no picture in it
  if (!toPlainText(info) && !/<img\b/i.test(info)) throw badRequest(M.invalidDescription, 'info');
  const sms = body.sms_checked || body.smsChecked === true;
  const text = body.text.trim();
  if (sms && !text) throw badRequest(M.smsTextRequired, 'text');
  const partial = firstPartialLink(text);
  if (sms && partial) throw badRequest(M.smsFullLinks, 'text');
  const requested = body.createdAt ? new Date(body.createdAt) : null;
  const now = new Date();
  // a future date schedules it; a past one cannot backdate it
  const scheduled = requested !== null && requested.getTime() > now.getTime();
  return {
    subject: body.subject.trim(),
    info,
    text: text || toPlainText(info).slice(0, ANNOUNCEMENT_LIMITS.smsText),
    image,
    publishAt: scheduled ? requested! : now,
    scheduled,
    channels: {
      email: body.email_checked || body.emailChecked === true,
      sms,
      push: body.notify_mobile,
      desktop: body.notify_desktop,
    },
  };
}

async function checkLocationsAndGroups(db: Db, locations: number[], groups: number[], profiles: number[] = []) {
  const knownLocations = await q.existingIds(db, 'locations', locations);
  if (locations.some((id) => !knownLocations.has(id))) throw badRequest(M.unknownLocation, 'locations_ids');
  const groupRows = await q.groupsWithProfiles(db, groups);
  if (groupRows.length !== new Set(groups).size) throw badRequest(M.unknownGroup, 'groups_ids');
  if (profiles.length) {
    const knownProfiles = await q.existingIds(db, 'profiles', profiles);
    if (profiles.some((id) => !knownProfiles.has(id))) throw badRequest('Unknown profile.', 'profiles_ids');
    // spec 4: group options are limited to the selected profiles
    if (groupRows.some((g) => !profiles.includes(g.profile_id))) throw badRequest(M.groupNotInProfiles, 'groups_ids');
  }
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Home Users: Everyone, or specific locations and/or groups (spec 4). */
export async function checkHomeUsers(deps: AppDeps, body: z.output<typeof announcementCreateBody>): Promise<CheckedAnnouncement> {
  const locations = unique(body.locations_ids);
  const groups = unique(body.groups_ids);
  // without `target` (the spec's call) the lists decide: none = everyone
  const everyone = body.target ? body.target === 'everyone' : !locations.length && !groups.length;
  // Everyone clears the selections; specific needs one
  if (everyone && (locations.length || groups.length)) throw badRequest(M.invalidType, 'target');
  if (!everyone && !locations.length && !groups.length) throw badRequest(M.invalidType, 'target');
  const common = checkCommon(body);
  const doc = body.doc ? await checkDoc(body.doc) : null;
  await checkLocationsAndGroups(deps.db, locations, groups, unique(body.profiles_ids));
  const kind: AnnouncementKind = everyone ? 'company' : locations.length && groups.length ? 'others' : locations.length ? 'local' : 'group';
  return { ...common, kind, everyone, locations, groups, contacts: [], doc, editorType: body.editor_type, draftId: null };
}

/** All Payroll-Provider Contacts: explicit contact ids, or the spec-4 resolution of the selection. */
export async function checkPayroll(deps: AppDeps, body: z.output<typeof payrollAnnouncementBody>): Promise<CheckedAnnouncement> {
  const everyone = body.target ? body.target === 'everyone' : !body.users?.length && !body.contact_locations.length && !body.contact_roles.length;
  if (!everyone && !body.users?.length && !body.contact_locations.length && !body.contact_roles.length) throw badRequest(M.invalidType, 'target');
  const common = checkCommon(body);
  const doc = body.doc ? await checkDoc(body.doc) : null;
  const all = await listContacts(deps.db);
  let contacts;
  if (body.users?.length) {
    const byId = new Map(all.map((c) => [c.id, c]));
    if (body.users.some((id) => !byId.has(id))) throw badRequest(M.unknownContact, 'users');
    contacts = unique(body.users).map((id) => byId.get(id)!);
  } else {
    contacts = resolveContacts(all, { everyone, locations: body.contact_locations, roles: body.contact_roles });
  }
  if (contacts.length === 0) throw badRequest(M.noContacts, 'users');
  return {
    ...common,
    kind: 'payroll',
    everyone: false,
    locations: [],
    groups: [],
    contacts: contacts.map((c) => ({ id: c.id, email: c.email, phone: c.phone })),
    doc,
    editorType: body.editor_type,
    draftId: null,
  };
}

/** Benefits Eligible Group: groups and/or locations; neither = everyone. */
export async function checkBenefits(deps: AppDeps, body: z.output<typeof benefitsAnnouncementBody>): Promise<CheckedAnnouncement> {
  const locations = unique(body.locations_ids);
  const groups = unique(body.groups_ids);
  const common = checkCommon(body);
  await checkLocationsAndGroups(deps.db, locations, groups);
  return { ...common, kind: 'benefits', everyone: !locations.length && !groups.length, locations, groups, contacts: [], doc: null, editorType: 'default', draftId: null };
}

export async function checkNewsletter(deps: AppDeps, body: z.output<typeof newsletterAnnouncementBody>): Promise<CheckedAnnouncement> {
  const common = checkCommon(body);
  let draftId: number | null = null;
  if (body.draft_id) {
    const draft = await deps.db.selectFrom('newsletter_drafts').select('id').where('id', '=', body.draft_id).executeTakeFirst();
    if (!draft) throw badRequest('Unknown draft.', 'draft_id');
    draftId = draft.id;
  }
  return { ...common, kind: 'newsletter', everyone: true, locations: [], groups: [], contacts: [], doc: null, editorType: 'email', draftId };
}

/**
 * Stores a checked announcement, its audience, its deliveries and the author's activity in one transaction (the
 * files first; removed again if the transaction fails).
 */
export async function store(deps: AppDeps, user: RequestUser, checked: CheckedAnnouncement): Promise<CreateResult> {
  const imageUrl = checked.image ? await saveUpload(deps.storage, checked.image) : null;
  const docUrl = checked.doc ? await saveUpload(deps.storage, checked.doc) : null;
  let id: number;
  let recipients: number;
  try {
    ({ id, recipients } = await deps.db.transaction().execute(async (tx) => {
      const author = await q.viewerFacts(tx, user.id);
      const row = await q.insertAnnouncement(tx, {
        kind: checked.kind,
        owner_id: user.id,
        location_id: author?.location_id ?? null,
        subject: checked.subject,
        info: checked.info,
        text: checked.text,
        url_image: imageUrl,
        url_doc: docUrl,
        doc_name: checked.doc?.name ?? null,
        editor_type: checked.editorType,
        everyone: checked.everyone,
        email_checked: checked.channels.email,
        sms_checked: checked.channels.sms,
        notify_mobile: checked.channels.push,
        notify_desktop: checked.channels.desktop,
        draft_id: checked.draftId,
        created_at: checked.publishAt,
        updated_at: new Date(),
      });
      await q.insertAudience(tx, row.id, { locations: checked.locations, groups: checked.groups, contacts: checked.contacts.map((c) => c.id) });
      const count = await enqueueAll(tx, row.id, checked);
      await recordActivity(tx, user.id, checked.kind === 'benefits' ? 'announcement_benefits_created' : 'announcement_created');
      return { id: row.id, recipients: count };
    }));
  } catch (e) {
    await removeUpload(deps.storage, imageUrl);
    await removeUpload(deps.storage, docUrl);
    throw e;
  }
  const row = await q.findForViewer(deps.db, id, await viewerOf(deps, user));
  return { results: toAnnouncement(row!), recipients };
}

/**
 * Hands the sends to the delivery engine. Its jobs carry one link each, so messages whose link names the
 * recipient (payroll contacts `/ap/{id}/{contactId}`, benefits SMS `/ab/{id}/{phone}`) get a job per recipient.
 */
async function enqueueAll(tx: Db, id: number, checked: CheckedAnnouncement): Promise<number> {
  const anyChannel = Object.values(checked.channels).some(Boolean);
  const base = {
    source: { kind: checked.kind === 'newsletter' ? ('newsletter' as const) : ('announcement' as const), id },
    subject: checked.subject,
    html: checked.info,
    text: checked.text,
    ...(checked.scheduled ? { notBefore: checked.publishAt } : {}),
  };
  if (checked.kind === 'payroll') {
    if (anyChannel) {
      for (const contact of checked.contacts) {
        const recipient: DeliveryRecipient = { contactId: contact.id, ...(contact.email ? { email: contact.email } : {}), ...(contact.phone ? { phone: contact.phone } : {}) };
        await enqueueDelivery(tx, { ...base, link: `/ap/${id}/${contact.id}`, channels: checked.channels, recipients: [recipient] });
      }
    }
    return checked.contacts.length;
  }
  const accounts = await q.audienceAccounts(tx, { everyone: checked.everyone, locations: checked.locations, groups: checked.groups });
  if (!anyChannel || accounts.length === 0) return accounts.length;
  const recipients = accounts.map((a) => ({ userId: a.id }));
  if (checked.kind === 'benefits' && checked.channels.sms) {
    await enqueueDelivery(tx, { ...base, link: readerLink('benefits', id), channels: { ...checked.channels, sms: false }, recipients });
    for (const account of accounts) {
      const phone = account.phone_number?.replace(/[^\d+]/g, '');
      if (!phone || !/^\+?\d{7,15}$/.test(phone)) continue;
      await enqueueDelivery(tx, {
        ...base,
        link: `/ab/${id}/${phone}`,
        channels: { email: false, sms: true, push: false, desktop: false },
        recipients: [{ userId: account.id, phone }],
      });
    }
  } else {
    await enqueueDelivery(tx, { ...base, link: readerLink(checked.kind, id), channels: checked.channels, recipients });
  }
  return accounts.length;
}
