import { ACCOUNT_ALERTS, ACCOUNT_MESSAGES, NO_ACTIVITIES_MESSAGE, PROFILE_MESSAGES, UPGRADE_MESSAGES, type ActivityKind } from '@portal/shared';

/** Labels and messages of /profile; spec wording comes from the shared messages. */
export const PROFILE_TEXTS = {
  ...PROFILE_MESSAGES,
  title: 'My profile',
  loadFailed: 'Could not load your profile. Please try again.',
  retry: 'Retry',
  details: 'Account details',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    location: 'Location',
    address: 'Address',
    group: 'Group',
  },
  none: '—',
  edit: 'Edit my details',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  save: 'Save',
  saved: ACCOUNT_ALERTS.updated,

  picture: 'Picture',
  pictureAlt: (name: string) => `Picture of ${name}`,
  choosePicture: 'Choose a picture',
  pictureHint: ACCOUNT_MESSAGES.imageTooLarge,
  pictureTypes: '.jpg or .png',
  imageType: ACCOUNT_MESSAGES.imageType,
  imageTooLarge: ACCOUNT_MESSAGES.imageTooLarge,
  uploading: 'Uploading picture',
  pictureSaved: 'Picture updated',

  activities: 'Last activities',
  activitiesFilter: 'Show',
  noActivities: NO_ACTIVITIES_MESSAGE,
  activitiesFailed: 'Could not load your activities.',
  ranges: {
    latest: 'Latest 10',
    '3m': 'Last 3 months',
    '1m': 'Last month',
    '1w': 'Last week',
  },
  kinds: {
    announcement_created: 'Created an announcement',
    announcement_benefits_created: 'Created a benefits announcement',
    event_created: 'Created an event',
    event_commented: 'Commented on an event',
  } satisfies Record<ActivityKind, string>,

  upgrade: {
    ...UPGRADE_MESSAGES,
    title: 'Upgrade to a business account',
    intro: 'Your account uses a personal email. Ask for an upgrade to your company email; an administrator validates it.',
    businessEmail: 'Company email',
    submit: 'Request upgrade',
    pending: (email: string, date: string) => `Upgrade to ${email} requested on ${date}. An administrator will validate it soon.`,
    failed: 'Could not send the upgrade request. Please try again.',
    loadFailed: 'Could not load your upgrade request.',
  },
} as const;
