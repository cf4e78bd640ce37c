import { randomBytes } from 'node:crypto';

/** A random, URL-safe secret for tracking pixels and links (never guessable from an id). */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Tokens are base64url of 16 bytes; anything else is not ours (checked before touching the database). */
export function isToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}

export const openPixelPath = (token: string) => `/api/v1/t/o/${token}.gif`;
export const trackedLinkPath = (token: string) => `/api/v1/t/l/${token}`;

/** A portal path (`/announcements/company/5`) made absolute on the public URL; http(s) URLs kept; anything else null. */
export function absoluteUrl(link: string | null | undefined, publicUrl: string): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return `${publicUrl}${link}`;
  return isHttpUrl(link) ? link : null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The email's HTML with the open-tracking pixel, inside `<body>` when there is one. */
export function withOpenPixel(html: string, pixelUrl: string): string {
  const pixel = `<img src="${pixelUrl}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
  const bodyEnd = html.search(/<\/body\s*>/i);
  return bodyEnd >= 0 ? `${html.slice(0, bodyEnd)}${pixel}${html.slice(bodyEnd)}` : `${html}${pixel}`;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
/** punctuation that ends a sentence rather than the URL ("see https://x.example/a.") */
const TRAILING = /[.,;:!?)\]}]+$/;

export interface TrackedLink {
  token: string;
  url: string;
}

/**
 * The SMS text with every full link (spec: "SMS text needs full links") replaced by a tracked link, and the
 * announcement's own link appended when the text does not already carry it.
 */
export function trackSmsLinks(text: string, link: string | null, publicUrl: string): { body: string; links: TrackedLink[] } {
  const links: TrackedLink[] = [];
  const byUrl = new Map<string, string>();
  const track = (url: string) => {
    let token = byUrl.get(url);
    if (!token) {
      token = newToken();
      byUrl.set(url, token);
      links.push({ token, url });
    }
    return `${publicUrl}${trackedLinkPath(token)}`;
  };
  let body = text.replace(URL_IN_TEXT, (match) => {
    const trailing = TRAILING.exec(match)?.[0] ?? '';
    const url = match.slice(0, match.length - trailing.length);
    return isHttpUrl(url) ? `${track(url)}${trailing}` : match;
  });
  const absolute = absoluteUrl(link, publicUrl); // a portal path or a full http(s) URL; anything else is dropped
  if (absolute && !byUrl.has(absolute)) body = `${body.trimEnd()}${body.trim() ? '\n' : ''}${track(absolute)}`;
  return { body, links };
}

/** A phone number as providers want it: digits with an optional leading +; null when it cannot be one. */
export function normalisePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export function normaliseEmail(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * The job's link for one recipient: `{userId}`, `{contactId}` and (SMS) `{phone}` are replaced by the message's own,
 * so one job can carry per-recipient links (`/ap/12/{contactId}`, `/ab/12/{phone}`). A placeholder the message has
 * no value for drops the link.
 */
export function linkFor(link: string | null, message: { user_id: number | null; contact_id: number | null; channel: string; address: string }): string | null {
  if (!link || !link.includes('{')) return link;
  const values: Record<string, string | null> = {
    userId: message.user_id === null ? null : String(message.user_id),
    contactId: message.contact_id === null ? null : String(message.contact_id),
    phone: message.channel === 'sms' ? message.address : null,
  };
  let missing = false;
  const resolved = link.replace(/\{(userId|contactId|phone)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === null || value === undefined) {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing ? null : resolved;
}
