import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text?: string;
  attachments?: readonly MailAttachment[];
}

/** An SMTP server's answer or a connection problem, and whether trying again later may help. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

/** Sends through the configured SMTP server (nodemailer). Without `SMTP_URL` there is none: mail goes to the outbox. */
export interface SmtpMailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * `pooled` keeps a few connections open for bulk sends (the worker); test emails use a plain transport that
 * closes after each message.
 */
export function createSmtpMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>, options: { pooled: boolean }): SmtpMailer | null {
  if (!config.smtpUrl) return null;
  const transport = options.pooled
    ? nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 4, maxMessages: 500 }, { from: config.mailFrom })
    : nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          to: message.to,
          subject: message.subject,
          html: message.html,
          ...(message.text !== undefined ? { text: message.text } : {}),
          ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}),
        });
      } catch (e) {
        throw toMailError(e);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** 5xx replies (unknown mailbox, refused content) will not change by retrying; 4xx and network errors may. */
function toMailError(e: unknown): MailError {
  const err = e as { message?: string; responseCode?: number; code?: string };
  // a 4xx reply (greylisting, mailbox busy) is worth another try; 5xx, or an envelope refused without a reply, not
  const permanent = typeof err.responseCode === 'number' ? err.responseCode >= 500 : err.code === 'EENVELOPE';
  // the server's words without our credentials (nodemailer messages never carry the URL, but be sure)
  const message = String(err.message ?? e)
    .replace(/\/\/[^@\s/]*@/g, '//***@')
    .slice(0, 500);
  return new MailError(message, permanent);
}
