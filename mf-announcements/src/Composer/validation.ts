import { isBlankHtml } from '../common/SafeHtml';
import { firstPartialLink, imageUploadProblem, normaliseEmailList } from '@portal/shared';
import { ATTACHMENT_MAX_BYTES, COMPOSER_MESSAGES, IMAGE_MAX_BYTES, SUBJECT_MAX, TEST_EMAILS_MAX } from '../texts';

export interface FieldError {
  field: 'audience' | 'subject' | 'body' | 'smsText' | 'image' | 'attachment' | 'testEmails' | 'targetDate';
  message: string;
}

/** Spec 5: a .jpg or .png under 4 MB ('images less than 4 mb only'; the api refuses exactly 4 MB). The server checks the bytes again. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  const problem = imageUploadProblem(file, { maxBytes: IMAGE_MAX_BYTES - 1 });
  if (problem === 'type') return COMPOSER_MESSAGES.imageType;
  if (problem === 'size') return COMPOSER_MESSAGES.imageSize;
  return null;
}

export function attachmentProblem(file: { size: number }): string | null {
  return file.size >= ATTACHMENT_MAX_BYTES ? COMPOSER_MESSAGES.attachmentSize : null;
}

/** Spec 5: blank entries of the test-email list are ignored; the rest trimmed and checked (shared with the api). */
export function testEmailProblem(entries: readonly string[]): { emails: string[]; problem: string | null } {
  const { emails, invalid } = normaliseEmailList(entries);
  if (invalid.length > 0) return { emails, problem: COMPOSER_MESSAGES.invalidEmail(invalid[0]!) };
  if (emails.length === 0) return { emails, problem: COMPOSER_MESSAGES.noTestEmails };
  if (emails.length > TEST_EMAILS_MAX) return { emails, problem: COMPOSER_MESSAGES.tooManyTestEmails };
  return { emails, problem: null };
}

export interface AnnouncementDraft {
  /** an audience was chosen (Everyone, or at least one location / group / contact target) */
  hasAudience: boolean;
  subject: string;
  /** HTML of the body */
  body: string;
  sms: boolean;
  smsText: string;
}

/**
 * Spec 5, in the order a user reads the form: audience ('Invalid announcement type'), subject (1–250,
 * 'Invalid subject'), body ('Invalid description'), then the SMS text rule.
 */
export function validateAnnouncement(draft: AnnouncementDraft, { needsAudience = true } = {}): FieldError | null {
  if (needsAudience && !draft.hasAudience) return { field: 'audience', message: COMPOSER_MESSAGES.invalidType };
  const subject = draft.subject.trim();
  if (!subject || subject.length > SUBJECT_MAX) return { field: 'subject', message: COMPOSER_MESSAGES.invalidSubject };
  if (isBlankHtml(draft.body)) return { field: 'body', message: COMPOSER_MESSAGES.invalidDescription };
  if (draft.sms) {
    if (!draft.smsText.trim()) return { field: 'smsText', message: COMPOSER_MESSAGES.smsTextRequired };
    // a phone only makes `https://…` tappable (spec 5: "SMS text needs full links")
    if (firstPartialLink(draft.smsText)) return { field: 'smsText', message: COMPOSER_MESSAGES.smsLinks };
  }
  return null;
}
