import { NOTIFY_MESSAGES } from '@portal/shared';

/** Labels and messages of the notification dashboard (spec 2.12, 3, 4, 8); server wording from NOTIFY_MESSAGES. */
export const NOTIFY_TEXTS = {
  ...NOTIFY_MESSAGES,
  title: 'Notification dashboard',
  intro: 'Send a push to the mobile app or a notification to the portal’s bell: to everyone, or to people at chosen locations and/or in chosen groups.',
  mobileTitle: 'Mobile Notification',
  desktopTitle: 'Desktop Notification',
  fields: {
    title: 'Title',
    legend: 'Text',
    content: 'Text',
    url: 'Redirect to',
    every: 'Everyone',
    locations: 'Locations',
    groups: 'Groups',
  },
  audience: 'Send to',
  urlPlaceholder: 'Select where it leads',
  locationsPlaceholder: 'Select locations',
  groupsPlaceholder: 'Select groups',
  send: 'Send',
  sendFailed: 'The notification could not be sent. Please try again.',
  recipients: (n: number) => `Queued for ${n} ${n === 1 ? 'person' : 'people'}.`,
  narrow: 'The notification dashboard needs a wider screen (700 px or more).',
  optionsFailed: 'Could not load the locations and groups. Please try again.',
  retry: 'Retry',
} as const;
