import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES as M, normaliseEmailList, type UploadedFile } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { badRequest } from '@portal/shared/node/server';
import { sanitizeRichHtml, toPlainText } from '../../http/sanitize';
import { sendTestEmails, type MailAttachment } from '../../delivery';
import { checkDoc, checkImage } from './files';

export interface TestEmailInput {
  subject: string;
  info: string;
  emails: readonly string[];
  emailField: string;
  image?: UploadedFile | null;
  doc?: UploadedFile | null;
}

/**
 * A composer's test email: to the listed addresses and nobody else (blank entries ignored, an invalid one refuses
 * the whole request), with the picture and attachment as attachments.
 */
export async function sendComposerTest(deps: AppDeps, input: TestEmailInput): Promise<{ message: string; sent: number }> {
  const { emails, invalid } = normaliseEmailList(input.emails);
  if (invalid.length) throw badRequest(M.testEmailInvalid(invalid[0]!.slice(0, 100)), input.emailField);
  if (emails.length === 0) throw badRequest(M.testEmailNone, input.emailField);
  if (emails.length > ANNOUNCEMENT_LIMITS.testEmails) throw badRequest(M.testEmailTooMany, input.emailField);
  const html = sanitizeRichHtml(input.info);
  if (!toPlainText(html) && !/<img\b/i.test(html) && !input.image) throw badRequest(M.invalidDescription, 'info');
  const attachments: MailAttachment[] = [];
  for (const file of [input.image ? checkImage(input.image) : null, input.doc ? await checkDoc(input.doc) : null]) {
    if (file) attachments.push({ filename: file.name, content: file.bytes, contentType: file.contentType });
  }
  const { sent } = await sendTestEmails(deps, { to: emails, subject: input.subject.trim(), html, attachments });
  return { message: M.emailSent, sent: sent.length };
}
