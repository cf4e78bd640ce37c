/** Announcement kinds as stored; the hub's tabs and the api's list segments map onto them. */
export const ANNOUNCEMENT_KINDS = ['company', 'local', 'group', 'others', 'payroll', 'benefits', 'newsletter'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/**
 * `GET /api/v1/announcements/<segment>` for each list tab. The payroll-provider channel ("General Communications")
 * is `payroll`; its public viewer keeps the spec's `/ap/...` paths.
 */
export const ANNOUNCEMENT_LIST_SEGMENTS = {
  companies: 'company',
  locations: 'local',
  groups: 'group',
  others: 'others',
  payroll: 'payroll',
} as const satisfies Record<string, AnnouncementKind>;
export type AnnouncementListSegment = keyof typeof ANNOUNCEMENT_LIST_SEGMENTS;

/** Reader route type (`/announcements/{type}/{id}`) of each kind. */
export const READER_TYPE_OF_KIND: Record<AnnouncementKind, 'company' | 'local' | 'group' | 'others'> = {
  company: 'company',
  local: 'local',
  group: 'group',
  others: 'others',
  payroll: 'others',
  benefits: 'others',
  newsletter: 'company',
};

export const ANNOUNCEMENT_LIMITS = {
  subject: 250,
  /** images: .jpg / .png, strictly less than 4 MB (checked by their bytes on the server) */
  imageBytes: 4 * 1024 * 1024,
  /** one attachment per announcement */
  docBytes: 4 * 1024 * 1024,
  /** SMS text (several SMS segments at most) */
  smsText: 1000,
  info: 500_000,
  testEmails: 20,
} as const;

/** The emoji a reader may answer "Was this helpful?" with. */
export const OPINIONS = ['white_frowning_face', 'neutral_face', 'grinning'] as const;
export type Opinion = (typeof OPINIONS)[number];

/** Labels and messages, word for word from the spec where it has them. */
export const ANNOUNCEMENT_MESSAGES = {
  invalidType: 'Invalid announcement type',
  invalidSubject: 'Invalid subject',
  invalidDescription: 'Invalid description',
  imageHint: 'images less than 4 mb only',
  imageType: 'The picture must be a .jpg or .png image.',
  imageTooLarge: 'images less than 4 mb only',
  docType: 'The attachment must be a PDF, Word, Excel, PowerPoint, text/CSV, .jpg or .png file.',
  docTooLarge: 'The attachment must be less than 4 mb.',
  smsFullLinks: 'SMS text needs full links (starting with http:// or https://).',
  smsTextRequired: 'Write the SMS text to send an SMS.',
  smsTooLong: `The SMS text must be at most 1000 characters.`,
  groupNotInProfiles: 'Every group must belong to one of the selected profiles.',
  unknownGroup: 'Unknown group.',
  unknownLocation: 'Unknown location.',
  unknownContact: 'Unknown contact.',
  noContacts: '0 contacts found.',
  alreadyRated: 'You already rated this announcement.',
  testEmailNone: 'Add at least one email address.',
  testEmailInvalid: (email: string) => `"${email}" is not a valid email address.`,
  testEmailTooMany: 'At most 20 email addresses.',
  draftNeedsHtml: 'Export the design to HTML before sending a test.',
  // alerts (spec 8)
  created: 'Announcement created',
  deleted: 'Announcement deleted',
  emailSent: 'Email sent',
  draftSaved: 'Draft saved',
  draftUpdated: 'Draft updated',
  error: 'Error',
  permissionDenied: 'Permission denied',
  empty: (type: string) => `No ${type} results`,
  author: (name: string) => `Author: ${name}`,
  readFullNewsletter: 'Read Full Newsletter',
  wasThisHelpful: 'Was this helpful?',
} as const;

export const CONTACT_MESSAGES = {
  csvEmpty: 'The file has no contacts.',
  csvHeader: 'The first line must name the columns: first_name,last_name,email,phone,role,location',
  csvTooMany: 'At most 10000 contacts per file.',
  csvQuote: 'a quoted field is never closed.',
  row: (line: number, message: string) => `Line ${line}: ${message}`,
  firstName: 'first_name is required.',
  emailOrPhone: 'email or phone is required.',
  email: 'email is not a valid email address.',
  phone: 'phone must have 7 to 15 digits.',
  role: 'role is required.',
  location: 'location is required.',
  duplicate: (line: number) => `the same email or phone is on line ${line}.`,
  tooLong: (field: string) => `${field} is too long.`,
} as const;

/** Columns of the contacts CSV import (header line required, any order, extra columns refused). */
export const CONTACT_CSV_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'role', 'location'] as const;
export const CONTACT_CSV_MAX_ROWS = 10_000;
