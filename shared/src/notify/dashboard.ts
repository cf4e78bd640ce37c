import { z } from 'zod';
import { CONTROL_CHARS_MESSAGE, hasControlChars } from '../http/text';

/**
 * Where a dashboard notification leads (spec 3: "Redirect targets offered: Shortcuts (shown as apps), company
 * (Announcements), Trivia, Ask (assistant), Home"; spec 9: "Redirect keys for notifications"). `key` is what the
 * forms send as `url`; `path` is the portal page the bell link and the push URL open.
 */
export const NOTIFY_REDIRECTS = [
  { key: 'Shortcuts', label: 'Apps', path: '/list-shortcuts' },
  { key: 'company', label: 'Announcements', path: '/announcements' },
  { key: 'Trivia', label: 'Trivia', path: '/trivia' },
  { key: 'Ask', label: 'Ask', path: '/chat-fegpt' },
  { key: 'Home', label: 'Home', path: '/' },
] as const;
export type NotifyRedirect = (typeof NOTIFY_REDIRECTS)[number]['key'];
export const NOTIFY_REDIRECT_KEYS = NOTIFY_REDIRECTS.map((r) => r.key) as [NotifyRedirect, ...NotifyRedirect[]];

export function notifyRedirectPath(key: NotifyRedirect): string {
  return NOTIFY_REDIRECTS.find((r) => r.key === key)!.path;
}

export const NOTIFY_LIMITS = { title: 250, text: 1000, locations: 500, groups: 50 } as const;

export const NOTIFY_MESSAGES = {
  sent: 'Notification Sent',
  titleRequired: 'Write the notification title.',
  titleTooLong: `The title must be at most ${NOTIFY_LIMITS.title} characters.`,
  legendRequired: 'Write the notification text.',
  contentRequired: 'Write the notification text.',
  textTooLong: `The text must be at most ${NOTIFY_LIMITS.text} characters.`,
  urlInvalid: `Choose where the notification leads: ${NOTIFY_REDIRECTS.map((r) => r.label).join(', ')}.`,
  audienceMissing: 'Choose who receives it: everyone, or locations and/or groups.',
  audienceBoth: 'Choose everyone, or locations and/or groups, not both.',
  locationsInvalid: 'Locations are a list of location ids.',
  groupsInvalid: 'Groups are a list of group ids.',
  unknownLocation: 'Unknown location.',
  unknownGroup: 'Unknown group.',
  noRecipients: 'No active user matches the chosen locations and groups.',
  tooMany: 'Too many notifications sent. Try again in a minute.',
} as const;

/** Text with something in it once trimmed; control characters other than line breaks and tabs are refused. */
const text = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE);

const idList = (message: string, max: number) => z.array(z.number({ error: message }).int(message).positive(message), { error: message }).max(max, message);

const audience = {
  url: z.enum(NOTIFY_REDIRECT_KEYS, { error: NOTIFY_MESSAGES.urlInvalid }),
  locations: idList(NOTIFY_MESSAGES.locationsInvalid, NOTIFY_LIMITS.locations).default([]),
  groups: idList(NOTIFY_MESSAGES.groupsInvalid, NOTIFY_LIMITS.groups).default([]),
  every: z.boolean({ error: NOTIFY_MESSAGES.audienceMissing }).default(false),
};

/** Everyone, or specific locations and/or groups: one of the two, never both, never neither. Null when it is fine. */
export function audienceProblem(body: { every?: boolean; locations?: readonly unknown[]; groups?: readonly unknown[] }): string | null {
  const specific = (body.locations?.length ?? 0) + (body.groups?.length ?? 0) > 0;
  if (body.every && specific) return NOTIFY_MESSAGES.audienceBoth;
  if (!body.every && !specific) return NOTIFY_MESSAGES.audienceMissing;
  return null;
}

function checkAudience(body: { every: boolean; locations: number[]; groups: number[] }, ctx: z.RefinementCtx) {
  const problem = audienceProblem(body);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['every'] });
}

/** `POST /api/v1/notify/mobile-notify`: a push to the mobile app. */
export const mobileNotifyBody = z
  .object({
    title: text(NOTIFY_MESSAGES.titleRequired, NOTIFY_MESSAGES.titleTooLong, NOTIFY_LIMITS.title),
    legend: text(NOTIFY_MESSAGES.legendRequired, NOTIFY_MESSAGES.textTooLong, NOTIFY_LIMITS.text),
    ...audience,
  })
  .strict()
  .superRefine(checkAudience);
export type MobileNotifyBody = z.input<typeof mobileNotifyBody>;

/** `POST /api/v1/notify/desktop-notify`: a notification in the portal's bell. */
export const desktopNotifyBody = z
  .object({
    content: text(NOTIFY_MESSAGES.contentRequired, NOTIFY_MESSAGES.textTooLong, NOTIFY_LIMITS.text),
    ...audience,
  })
  .strict()
  .superRefine(checkAudience);
export type DesktopNotifyBody = z.input<typeof desktopNotifyBody>;

export type NotifyChannel = 'mobile' | 'desktop';

/** What a send answers: the send's id and how many people it was queued for. */
export interface NotifySendResult {
  id: number;
  channel: NotifyChannel;
  recipients: number;
}
