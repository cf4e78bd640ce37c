import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES as M, CONTACT_CSV_MAX_ROWS, OPINIONS, type AnnouncementKind, type Opinion } from './messages';

/** The author as lists and readers show it (spec 3: created_by). */
export interface AnnouncementAuthor {
  id: number;
  location_id: number | null;
  profile_id: number | null;
  first_name: string;
  last_name: string;
  full_name: string;
  createdAt: string;
}

/** One announcement as lists return it (spec 3). `info` is sanitized HTML: render it as HTML. */
export interface Announcement {
  id: number;
  kind: AnnouncementKind;
  owner_id: number;
  location_id: number | null;
  location_name: string | null;
  subject: string;
  info: string;
  text: string;
  url_image: string | null;
  url_doc: string | null;
  /** the attachment's file name, for the download link */
  doc_name: string | null;
  editor_type: 'default' | 'email';
  /** publish time; a future one means scheduled (only managers and the author ever see those) */
  createdAt: string;
  updatedAt: string;
  scheduled: boolean;
  full_name: string;
  created_by: AnnouncementAuthor;
  /** the caller has opened it */
  viewd: boolean;
  is_visible: boolean;
  visibility: boolean;
  /** audience: everyone, or the listed location / group ids (contacts: `contacts_count`) */
  everyone: boolean;
  locations_ids: number[];
  groups_ids: number[];
  contacts_count: number;
}

/** `GET /announcements/:id`: the announcement and the caller's rating (null until rated). */
export interface AnnouncementDetail extends Announcement {
  opinion: { emoji: Opinion } | null;
}

/** `GET /announcements/ap/:id`, `/announcements/ab/:id` (public): nothing more than the viewer shows. */
export interface PublicAnnouncement {
  id: number;
  subject: string;
  info: string;
  createdAt: string;
  url_image: string | null;
  created_by: { full_name: string };
}

export interface NewsletterDraft {
  id: number;
  subject: string;
  /** the email designer's design (JSON) or HTML */
  draft: unknown;
  target_date: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A payroll-provider contact (spec 3: "Contact: has a role and a location"). */
export interface Contact {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role: string;
  location: string;
}

export interface ValueLabel {
  value: string;
  label: string;
}

// ---- request bodies -------------------------------------------------------------------------------------------

/** A file sent inside JSON: a `data:<type>;base64,` URL (or bare base64) and its declared type; the server trusts only the bytes. */
export const uploadedFile = z
  .object({
    data: z.string().min(1, 'The file is empty.'),
    type: z.string().max(200).optional().default(''),
    name: z.string().trim().max(200).optional(),
  })
  .strict();
export type UploadedFile = z.input<typeof uploadedFile>;

const subject = z.string({ error: M.invalidSubject }).trim().min(1, M.invalidSubject).max(ANNOUNCEMENT_LIMITS.subject, M.invalidSubject);
/** emptiness of the body ("essentially empty counts as empty") is checked on the server from its text */
const info = z.string({ error: M.invalidDescription }).max(ANNOUNCEMENT_LIMITS.info, M.invalidDescription);
const idList = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message))
    .max(500)
    .optional()
    .default([]);
const optionalDate = z.iso.datetime({ offset: true, error: 'createdAt must be an ISO date-time.' }).nullish();
const channelFlags = {
  email_checked: z.boolean().optional().default(false),
  sms_checked: z.boolean().optional().default(false),
  notify_mobile: z.boolean().optional().default(false),
  notify_desktop: z.boolean().optional().default(false),
  /** spec 3 spells them both ways */
  emailChecked: z.boolean().optional(),
  smsChecked: z.boolean().optional(),
};

/**
 * `POST /announcements` (Home Users): target Everyone, or specific locations and/or groups (groups limited to the
 * selected profiles when `profiles_ids` is sent). Locations only → Local, groups only → Group, both → Others
 * (people at those locations AND in those groups). The spec's call (section 7) sends no `target`: the audience then
 * comes from the lists (both empty = everyone).
 */
export const announcementCreateBody = z
  .object({
    target: z.enum(['everyone', 'specific'], { error: M.invalidType }).optional(),
    groups_ids: idList(M.unknownGroup),
    locations_ids: idList(M.unknownLocation),
    profiles_ids: idList('Unknown profile.'),
    /** ignored: the owner is always the caller */
    owner_id: z.number().int().optional(),
    subject,
    info,
    /** the SMS / plain-text version; links must be full (https://...) */
    text: z.string().max(ANNOUNCEMENT_LIMITS.smsText, M.smsTooLong).optional().default(''),
    image: uploadedFile.nullish(),
    doc: uploadedFile.nullish(),
    editor_type: z.enum(['default', 'email']).optional().default('default'),
    createdAt: optionalDate,
    ...channelFlags,
  })
  .strict();
export type AnnouncementCreateBody = z.input<typeof announcementCreateBody>;

/**
 * `POST /announcements/ap` (All Payroll-Provider Contacts): the contacts come from `users` (contact ids the page
 * showed) or, without it, from the selection (`target` everyone, or `contact_locations` and/or `contact_roles`,
 * resolved as spec 4 says).
 */
export const payrollAnnouncementBody = z
  .object({
    /** absent (the spec's call): `users` or the contact selection, else everyone */
    target: z.enum(['everyone', 'specific'], { error: M.invalidType }).optional(),
    /** spec 7: "same fields" as POST /announcements; portal locations and groups do not select payroll-provider contacts (their own `contact_locations` / `contact_roles` do), so these are accepted and not used */
    groups_ids: idList(M.unknownGroup),
    locations_ids: idList(M.unknownLocation),
    contact_locations: z.array(z.string().trim().min(1).max(120)).max(500).optional().default([]),
    contact_roles: z.array(z.string().trim().min(1).max(120)).max(500).optional().default([]),
    users: z.array(z.number().int().positive(M.unknownContact)).max(CONTACT_CSV_MAX_ROWS).optional(),
    owner_id: z.number().int().optional(),
    subject,
    info,
    text: z.string().max(ANNOUNCEMENT_LIMITS.smsText, M.smsTooLong).optional().default(''),
    image: uploadedFile.nullish(),
    doc: uploadedFile.nullish(),
    editor_type: z.enum(['default', 'email']).optional().default('default'),
    createdAt: optionalDate,
    ...channelFlags,
  })
  .strict();
export type PayrollAnnouncementBody = z.input<typeof payrollAnnouncementBody>;

/** `POST /announcements/ab` (Benefits Eligible Group): no groups and no locations = everyone. */
export const benefitsAnnouncementBody = z
  .object({
    groups_ids: idList(M.unknownGroup),
    locations_ids: idList(M.unknownLocation),
    owner_id: z.number().int().optional(),
    subject,
    info,
    text: z.string().max(ANNOUNCEMENT_LIMITS.smsText, M.smsTooLong).optional().default(''),
    image: uploadedFile.nullish(),
    createdAt: optionalDate,
    ...channelFlags,
  })
  .strict();
export type BenefitsAnnouncementBody = z.input<typeof benefitsAnnouncementBody>;

/** `POST /announcements/newsletter`: the exported HTML to every active user; `draft_id` links the draft it came from. */
export const newsletterAnnouncementBody = z
  .object({
    subject,
    info,
    text: z.string().max(ANNOUNCEMENT_LIMITS.smsText, M.smsTooLong).optional().default(''),
    image: uploadedFile.nullish(),
    draft_id: z.number().int().positive().nullish(),
    createdAt: optionalDate,
    email_checked: z.boolean().optional().default(true),
    sms_checked: z.boolean().optional().default(false),
    notify_mobile: z.boolean().optional().default(false),
    notify_desktop: z.boolean().optional().default(false),
    owner_id: z.number().int().optional(),
  })
  .strict();
export type NewsletterAnnouncementBody = z.input<typeof newsletterAnnouncementBody>;

/** Test emails: blank entries are ignored; any other entry must be an email address. */
const emailList = z.array(z.string().max(254)).max(100);

export const emailTestBody = z
  .object({
    subject,
    info,
    email: emailList,
    doc: uploadedFile.nullish(),
    image: uploadedFile.nullish(),
    editor_type: z.enum(['default', 'email']).optional().default('default'),
  })
  .strict();
export type EmailTestBody = z.input<typeof emailTestBody>;

export const emailTestBenefitsBody = z.object({ subject, info, email: emailList, image: uploadedFile.nullish() }).strict();
export type EmailTestBenefitsBody = z.input<typeof emailTestBenefitsBody>;

export const visibilityBody = z.object({ visibility: z.literal(false, { error: 'visibility can only be set to false.' }) }).strict();
export const interactionBody = z.object({ opinion: z.enum(OPINIONS, { error: `opinion must be one of ${OPINIONS.join(', ')}.` }) }).strict();
export type InteractionBody = z.input<typeof interactionBody>;

/** Designer output: its JSON design, or HTML. Stored as sent (at most ~2 MB of JSON). */
const draftDesign = z.union([z.string().max(2_000_000), z.record(z.string(), z.unknown())], { error: 'draft must be the design (JSON) or HTML.' });
const draftSubject = z.string().trim().max(ANNOUNCEMENT_LIMITS.subject, M.invalidSubject).optional().default('');
const targetDate = z.iso.datetime({ offset: true, error: 'target_date must be an ISO date-time.' }).nullish();

export const newsletterDraftCreateBody = z.object({ draft: draftDesign, subject: draftSubject, target_date: targetDate }).strict();
export type NewsletterDraftCreateBody = z.input<typeof newsletterDraftCreateBody>;
export const newsletterDraftUpdateBody = newsletterDraftCreateBody.extend({ id: z.number().int().positive() }).strict();
export type NewsletterDraftUpdateBody = z.input<typeof newsletterDraftUpdateBody>;
/** `users`: the test addresses; `html`: the design exported to HTML (or `draft` itself when it is HTML). */
export const newsletterTestBody = z
  .object({
    draft: draftDesign.optional(),
    html: z.string().max(2_000_000).optional(),
    subject,
    users: emailList,
    id: z.number().int().positive().nullish(),
  })
  .strict();
export type NewsletterTestBody = z.input<typeof newsletterTestBody>;

export const contactsByLocationBody = z.object({ location: z.array(z.string().max(120)).max(500) }).strict();
export const contactsByRoleBody = z.object({ role: z.array(z.string().max(120)).max(500) }).strict();

/** Public view records: the ids are positive integers, the phone 7–15 digits (an optional leading +). */
export const payrollViewParams = z.object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() }).strict();
export const benefitsViewParams = z
  .object({ id: z.coerce.number().int().positive(), contactPhone: z.string().regex(/^\+?\d{7,15}$/, 'contactPhone must be 7 to 15 digits.') })
  .strict();
