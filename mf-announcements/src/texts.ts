import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES, CONTACT_CSV_COLUMNS, CONTACT_CSV_MAX_ROWS, CONTACT_MESSAGES, type Opinion } from '@portal/shared';

/**
 * Every label and message of the announcement pages (hub, reader, composer, public viewers). Spec wording
 * (portal-announcements-users.md, sections 2–9) is copied exactly; the rest says what the page does.
 */
export const HUB_TEXTS = {
  title: 'Announcements',
  newAnnouncement: 'New announcement',
  tabs: {
    latestNews: 'Latest News',
    general: 'General Announcements',
    local: 'Local Announcements',
    group: 'Group Announcements',
    others: 'Others Announcements',
    payroll: 'General Communications',
    benefits: 'Benefits Announcements',
    newsletter: 'Newsletter',
  },
  /** 'No {type} results' (spec 2.3) */
  empty: (type: string) => `No ${type} results`,
  author: (name: string) => `Author: ${name}`,
  readFullNewsletter: 'Read Full Newsletter',
  scheduled: 'Scheduled',
  delete: 'Delete',
  deleteLabel: (subject: string) => `Delete announcement ${subject}`,
  confirmDeleteTitle: 'Delete this announcement?',
  confirmDeleteText: 'It will be hidden from every list. This cannot be undone from the portal.',
  confirmYes: 'Delete',
  confirmNo: 'Cancel',
  deleted: 'Announcement deleted',
  error: 'Error',
  loadFailed: 'Could not load the announcements. Please try again.',
  retry: 'Retry',
} as const;

export const READER_TEXTS = {
  helpful: 'Was this helpful?',
  thanks: 'Thanks for your feedback!',
  download: 'Download attachment',
  downloadNamed: (name: string) => `Download attachment: ${name}`,
  back: 'Back to announcements',
  author: (name: string) => `Author: ${name}`,
  loading: 'Loading announcement…',
  ratingFailed: 'Could not save your rating. Please try again.',
  image: (subject: string) => `Image of ${subject}`,
} as const;

/** The three opinions of PUT /announcements/{id}/interaction, in display order. */
export const OPINION_BUTTONS = [
  { value: 'white_frowning_face', emoji: '☹️', label: 'Not helpful' },
  { value: 'neutral_face', emoji: '😐', label: 'Somewhat helpful' },
  { value: 'grinning', emoji: '😀', label: 'Helpful' },
] as const satisfies readonly { value: Opinion; emoji: string; label: string }[];

export const VIEWER_TEXTS = {
  author: (name: string) => `Author: ${name}`,
  loading: 'Loading announcement…',
  image: (subject: string) => `Image of ${subject}`,
} as const;

export const COMPOSER_TEXTS = {
  title: 'New announcement',
  forms: {
    latestNews: 'Latest News',
    homeUsers: 'Home Users',
    payrollContacts: 'All Payroll-Provider Contacts',
    benefits: 'Benefits Eligible Group',
    newsletter: 'Newsletter',
  },
  formsNav: 'Announcement forms',
  // audience
  target: 'Target',
  everyone: 'Everyone',
  specificLocation: 'Specific Location',
  jobTitle: 'Job Title group',
  locations: 'Locations',
  profiles: 'Profiles',
  groups: 'Groups',
  roles: 'Roles',
  pickProfilesFirst: 'Choose a profile first',
  benefitsAudienceHint: 'Leave the target empty to send it to the whole benefits-eligible group.',
  // fields
  subject: 'Subject',
  body: 'Message',
  editorType: 'Editor type',
  editorDefault: 'Default editor',
  editorEmail: 'Email designer',
  image: 'Picture',
  imageHint: 'images less than 4 mb only',
  removeImage: 'Remove picture',
  attachment: 'Attachment',
  removeAttachment: 'Remove attachment',
  publishDate: 'Publish date',
  publishDateHint: 'Leave empty to publish now.',
  scheduled: (date: string) => `This announcement is scheduled: it will be published on ${date}.`,
  channels: 'Send through',
  notifyDesktop: 'Website notification',
  notifyMobile: 'Push notification',
  email: 'Email',
  sms: 'SMS',
  smsText: 'SMS text',
  smsHint: 'SMS text needs full links (https://…).',
  // test email
  testEmails: 'Test email',
  testEmailAddress: 'Test email address',
  addTestEmail: 'Add',
  removeTestEmail: (email: string) => `Remove ${email}`,
  sendTest: 'Send test email',
  emailSent: 'Email sent',
  // contacts
  contactsFound: (n: number) => `${n} contacts found.`,
  findContacts: 'Find contacts',
  // actions
  publish: 'Publish',
  reset: 'Reset',
  confirmTitle: 'Publish this announcement?',
  confirmText: 'It will be sent to the chosen audience now (or on the publish date).',
  yes: 'Yes',
  no: 'No',
  uploading: 'Uploading, do not close this window.',
  created: 'Announcement created',
  error: 'Error',
  // newsletter
  draft: 'Draft',
  newDraft: 'New draft',
  saveDraft: 'Save Draft',
  updateDraft: 'Update Draft',
  draftSaved: 'Draft saved',
  draftUpdated: 'Draft updated',
  targetDate: 'Target date',
  send: 'Send newsletter',
  designerLoading: 'Loading the email designer…',
  designerUnavailable: 'The email designer could not be loaded.',
  designerUnavailableDetail:
    'Its script comes from the designer’s own servers, which this browser cannot reach right now. Try again when you are online; the rest of this page keeps working.',
  designerRetry: 'Try again',
  designerNeeded: 'The newsletter needs the email designer; it is not available right now.',
  htmlError: (detail: string) => `Error HTML: ${detail}`,
} as const;

/** Validation messages of spec 5: the api's own (shared), so page and server say the same thing. */
export const COMPOSER_MESSAGES = {
  invalidType: ANNOUNCEMENT_MESSAGES.invalidType,
  invalidSubject: ANNOUNCEMENT_MESSAGES.invalidSubject,
  invalidDescription: ANNOUNCEMENT_MESSAGES.invalidDescription,
  imageType: ANNOUNCEMENT_MESSAGES.imageType,
  imageSize: ANNOUNCEMENT_MESSAGES.imageTooLarge,
  attachmentSize: ANNOUNCEMENT_MESSAGES.docTooLarge,
  smsTextRequired: ANNOUNCEMENT_MESSAGES.smsTextRequired,
  smsLinks: ANNOUNCEMENT_MESSAGES.smsFullLinks,
  invalidEmail: ANNOUNCEMENT_MESSAGES.testEmailInvalid,
  noTestEmails: ANNOUNCEMENT_MESSAGES.testEmailNone,
  tooManyTestEmails: ANNOUNCEMENT_MESSAGES.testEmailTooMany,
  noContacts: ANNOUNCEMENT_MESSAGES.noContacts,
} as const;

export const SUBJECT_MAX = ANNOUNCEMENT_LIMITS.subject;
export const IMAGE_MAX_BYTES = ANNOUNCEMENT_LIMITS.imageBytes;
export const ATTACHMENT_MAX_BYTES = ANNOUNCEMENT_LIMITS.docBytes;
export const TEST_EMAILS_MAX = ANNOUNCEMENT_LIMITS.testEmails;

/** Contacts CSV import (issue 4, administrators with announcements edit); row messages are the api's own. */
export const CONTACTS_IMPORT_TEXTS = {
  open: 'Import contacts (CSV)',
  title: 'Import contacts (CSV)',
  intro: 'Choose a .csv file whose first line names its columns, in any order:',
  required: 'Each row needs first_name, role, location, and an email or a phone. A contact already listed with the same email (or, without one, the same phone) is updated.',
  allOrNothing: `Every row is checked first: if any row has a problem, nothing is imported. At most ${CONTACT_CSV_MAX_ROWS} contacts per file.`,
  file: 'CSV file',
  notCsv: 'Choose a .csv file.',
  tooLarge: (mb: number) => `The file must be smaller than ${mb} MB.`,
  unreadable: 'The file could not be read.',
  rows: (name: string, n: number) => `${name}: ${n} ${n === 1 ? 'contact' : 'contacts'} to import.`,
  import: 'Import',
  importing: 'Importing contacts, do not close this window.',
  close: 'Done',
  cancel: 'Cancel',
  done: (created: number, updated: number) => `Contacts imported: ${created} added, ${updated} updated.`,
  refused: 'Nothing was imported. Fix these lines and choose the file again:',
  error: 'The contacts could not be imported. Please try again.',
  csvEmpty: CONTACT_MESSAGES.csvEmpty,
  csvTooMany: CONTACT_MESSAGES.csvTooMany,
  row: CONTACT_MESSAGES.row,
} as const;

export const CONTACTS_IMPORT_COLUMNS = CONTACT_CSV_COLUMNS;
