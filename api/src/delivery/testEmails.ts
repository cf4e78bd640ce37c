import type { AppConfig } from '../config';
import type { Db } from '../db';
import { badRequest, HttpError } from '@portal/shared/node/server';
import { normaliseEmail } from './content';
import { createSmtpMailer, type MailAttachment } from './mailer';
import { insertOutbox } from './queries';

export const TEST_EMAIL_LIMITS = { recipients: 20, subject: 250 } as const;
export const TEST_EMAIL_MESSAGES = {
  noRecipient: 'Add at least one email address.',
  tooMany: `At most ${TEST_EMAIL_LIMITS.recipients} email addresses.`,
  invalid: (email: string) => `"${email}" is not a valid email address.`,
  subject: 'Invalid subject',
  sendFailed: 'The email server did not accept the test email. Try again later.',
} as const;

export interface TestEmailRequest {
  /** the addresses typed in the composer; blank entries are ignored (spec), duplicates sent once */
  to: readonly string[];
  subject: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

/**
 * Sends a composer's test email at once, one message per listed address and to nobody else: no job, no tracking,
 * nothing counted. Without SMTP_URL the messages go to the outbox. Bad input → 400 (field `email` / `subject`);
 * an SMTP refusal → 502 after the addresses before it were sent.
 */
export async function sendTestEmails(deps: { db: Db; config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'> }, request: TestEmailRequest): Promise<{ sent: string[] }> {
  const typed = request.to.map((t) => (typeof t === 'string' ? t.trim() : '')).filter(Boolean);
  if (typed.length === 0) throw badRequest(TEST_EMAIL_MESSAGES.noRecipient, 'email');
  const recipients: string[] = [];
  for (const raw of typed) {
    const email = normaliseEmail(raw);
    if (!email) throw badRequest(TEST_EMAIL_MESSAGES.invalid(raw.slice(0, 100)), 'email');
    if (!recipients.includes(email)) recipients.push(email);
  }
  if (recipients.length > TEST_EMAIL_LIMITS.recipients) throw badRequest(TEST_EMAIL_MESSAGES.tooMany, 'email');
  const subject = request.subject.trim();
  if (!subject || subject.length > TEST_EMAIL_LIMITS.subject) throw badRequest(TEST_EMAIL_MESSAGES.subject, 'subject');

  const mailer = createSmtpMailer(deps.config, { pooled: false });
  if (!mailer) {
    await insertOutbox(
      deps.db,
      recipients.map((to) => ({
        channel: 'email' as const,
        message_id: null,
        recipient: to,
        subject,
        body: request.html,
        details: {
          from: deps.config.mailFrom,
          test: true,
          attachments: (request.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
        },
      })),
    );
    return { sent: recipients };
  }
  const sent: string[] = [];
  try {
    for (const to of recipients) {
      await mailer.send({ to, subject, html: request.html, ...(request.attachments ? { attachments: request.attachments } : {}) });
      sent.push(to);
    }
  } catch {
    throw new HttpError(502, 'BAD_GATEWAY', TEST_EMAIL_MESSAGES.sendFailed);
  } finally {
    mailer.close();
  }
  return { sent };
}
