/** Spec (second document) 3, 4, 5, 8, 9 for the calendar and special events, word for word where the spec gives words. */

/** Spec 9: the eight event types. Location Opening and Project are the special events (own page, followers, comments). */
export const EVENT_TYPES = ['Meeting', 'Conference Call', 'Project Delivery', 'Reporting', 'Travel and Vacation', 'Location Opening', 'Marketing Event', 'Project'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const SPECIAL_EVENT_TYPES = ['Location Opening', 'Project'] as const satisfies readonly EventType[];
export type SpecialEventType = (typeof SPECIAL_EVENT_TYPES)[number];

/** Who an event is for (spec 4); `local_group` is Local and Group selected together. */
export const EVENT_KINDS = ['personal', 'local', 'group', 'local_group', 'general', 'special'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Spec 4's colours. */
export const EVENT_COLORS = {
  personal: '#418dee',
  general: '#007619',
  local: '#f74f41',
  group: '#ffc138',
  local_group: '#a3259F',
  'Location Opening': '#4fdb89',
  Project: '#4f5bdb',
} as const;

/** Read-only context items on /calendar (latest news, trivia questions, polls): the /admin-trivia colours. */
export const CALENDAR_CONTEXT_COLORS = { question: '#1677ff', poll: '#722ed1', news: '#fa8c16' } as const;

/** Spec 9 (and 5): text limits; address is not limited by the spec, 500 keeps a link or a street address. */
export const EVENT_LIMITS = {
  title: 250,
  description: 4950,
  address: 500,
  commentNew: 100,
  commentEdit: 255,
  /** attachments on one comment (not in the spec: keeps a request small) */
  commentFiles: 5,
  /** one attachment (not in the spec; the portal's picture limit) */
  commentFileBytes: 4 * 1024 * 1024,
  followerSearchMin: 3,
  /** days one /events/sample call may cover */
  rangeDays: 400,
} as const;

/** Default new event (spec 2.4, 9): 08:00 to 08:30 on the selected day, portal zone. */
export const DEFAULT_EVENT_TIMES = { start: '08:00', end: '08:30' } as const;

/** Reminders of an exported event (spec 7): email 1440 minutes before, popup 10 minutes before. */
export const EVENT_REMINDERS = { emailMinutes: 1440, popupMinutes: 10 } as const;

export const EVENT_MESSAGES = {
  // spec 5, the modal's alerts in this order
  invalidTitle: 'invalid title',
  invalidType: 'invalid type',
  invalidAddress: 'invalid address',
  invalidDescription: 'invalid description',
  invalidStart: 'invalid start time',
  invalidEnd: 'invalid end time',
  groupEmpty: 'group cannot be empty value',
  locationEmpty: 'location cannot be empty value',
  noKind: 'Please select one event type',
  // spec 6
  insufficient: 'Insufficient permissions',
  // spec 8
  createFailed: 'Error while creating the event. Please, refresh the page and try again.',
  fetchFailed: 'Failed to fetch the event, try again later.',
  updateFailed: 'Error while updating the event, please reload the page and try again.',
  deleteFailed: 'Error while deleting the event...',
  created: 'Event created successfully!',
  updated: 'Event Updated',
  deleted: 'Event deleted',
  exported: 'Event exported',
  specialUpdated: 'Event updated successfully.',
  specialDeleted: 'The event was deleted successfully.',
  commentFailed: 'Error while creating a comment, please try again.',
  commentCreated: 'Comment created successfully.',
  commentChangeFailed: 'Error while deleting this comment...',
  // spec 2.6
  deleteEventConfirm: 'This event will be deleted for all users, not just on your calendar. This exclusion is irreversible. Do you wish to continue?',
  deleteCommentConfirm: 'Please confirm your decision. This action is permanent.',
  // the api's own (not in the spec)
  notFound: 'Event not found.',
  commentNotFound: 'Comment not found.',
  specialNoAudience: 'A Location Opening or a Project has no groups or locations: followers are added on its page.',
  notSpecial: 'This event is not a Location Opening or a Project.',
  commentTooLong: (max: number) => `A comment has at most ${max} characters.`,
  commentEmpty: 'Write a comment or attach a picture.',
  commentFileType: 'Attach .jpg or .png pictures only.',
  commentFileSize: 'Each picture must be under 4 MB.',
  commentTooManyFiles: `Attach at most ${5} pictures to a comment.`,
  commentNotYours: 'You can only change your own comments.',
  unknownGroups: 'One of the chosen groups does not exist.',
  unknownLocations: 'One of the chosen locations does not exist.',
  unknownAccounts: 'One of the chosen followers is not an active user.',
  range: 'Give start and end (a date or a date and time), start before end, at most 400 days apart.',
} as const;

/** Labels of the calendar and special event screens. */
export const CALENDAR_TEXTS = {
  createButton: 'Create New Event',
  allEvents: 'All Events',
  locationOpenings: 'Location Openings',
  projects: 'Projects',
  kinds: { personal: 'Personal', local: 'Local', group: 'Group', general: 'General' },
  exportEvent: 'Export event',
  googleCalendar: 'Add to Google Calendar',
  deleteButton: 'Delete',
  deleteEvent: 'Delete event',
  saveChanges: 'Save changes',
  newEventTitle: 'New event',
  eventTitle: 'Event',
  specialEvent: 'Special event',
  readOnlyNote: 'You can read this event; changing events needs the Events write permission.',
  followers: 'Followers',
  additionalFollowers: 'Additional followers',
  comments: 'Comments',
  createNewEvent: 'Create New event',
  newCalendarKinds: ['Poll', 'Question', 'Latest News', 'Newsletter'] as const,
} as const;

/** Live comments on a special event page (the realtime module): a hint to reload the comments. */
export const EVENTS_REALTIME = {
  commentEvent: 'event-comments',
  room: (eventId: number) => `event:${eventId}`,
  roomPrefix: 'event:',
} as const;

/** The private calendar feed card on /profile. */
export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar feed',
  intro: 'Subscribe to your portal calendar from Outlook, Google Calendar or Apple Calendar: it holds exactly the events you can see here.',
  none: 'You have no calendar feed address.',
  active: (since: string) =>
    `Your calendar feed address was created on ${since}. For your safety it is shown only once: create a new one if you need it again (the old one stops working).`,
  create: 'Create feed address',
  renew: 'Create a new address',
  revoke: 'Revoke',
  revokeConfirm: 'Calendar apps using this address will stop receiving your events. Continue?',
  copyHint: 'Copy this address into your calendar app ("Subscribe from URL" / "From URL"). Keep it private: anyone with it can read your calendar.',
  created: 'Calendar feed address created.',
  revoked: 'Calendar feed address revoked.',
  failed: 'The calendar feed could not be changed, please try again.',
} as const;
