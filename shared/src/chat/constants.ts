// zod-free: the page's first render and the api share these without pulling a schema library.

/** Limits of the location chat (spec 2: 5, 9 give none for the text; these keep one message readable and the rows small). */
export const CHAT_LIMITS = {
  /** characters of one message's text (after trimming) */
  content: 1000,
  /** messages a page of the thread holds by default, and at most */
  pageSize: 30,
  pageMax: 100,
  /** the client's key of a message it sends (`id` of sendMessage), which makes a resend harmless */
  clientId: 64,
  /** messages one user may send in `rateWindowMs` */
  rateCount: 20,
  rateWindowMs: 10_000,
} as const;

/** Spec 2: 9 "location messages polled every 7000 ms" (here only while the live channel is down). */
export const CHAT_POLL_MS = 7000;

/** Pictures in the chat: .jpg or .png (checked by their bytes), under 4 MB like every portal picture. */
export const CHAT_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

export const CHAT_MESSAGE_TYPES = ['TEXT', 'IMAGE'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** The socket room of a location's chat and the spec's two events (spec 2: 7). */
export const CHAT_REALTIME = {
  roomPrefix: 'chat:',
  room: (locationId: number) => `chat:${locationId}`,
  /** client → server, acknowledged with `ChatSendAck` */
  send: 'sendMessage',
  /** server → the room, payload `LocationMessage` */
  newMessage: 'newMessage',
} as const;

/** Where chat pictures are stored and served (`/uploads/chat/<uuid>.<jpg|png>`). */
export const CHAT_UPLOAD_FOLDER = 'chat';
export const CHAT_UPLOAD_URL = /^\/uploads\/chat\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/** Errors the api gives and the page shows. */
export const CHAT_MESSAGES = {
  empty: 'Write a message first.',
  tooLong: `Messages must be at most ${CHAT_LIMITS.content} characters.`,
  type: 'type must be TEXT or IMAGE.',
  room: 'room must be the id of a location.',
  clientId: `id must be a string of at most ${CHAT_LIMITS.clientId} characters.`,
  imageMissing: 'Choose a picture to send.',
  imageNotUploaded: 'The picture must be a .jpg or .png uploaded with /location-messaging/upload.',
  imageType: 'Only .jpg and .png pictures can be sent.',
  imageTooLarge: 'images less than 4 mb only',
  fileMissing: 'Please choose a file to upload.',
  readOnly: 'Only members of this location can write here.',
  notAllowed: 'Permission denied',
  tooFast: 'You are sending messages too fast. Wait a moment and try again.',
  signedOut: 'Signed out.',
  notSent: 'The message could not be sent. Please try again.',
  emailMismatch: 'You can only ask about your own account.',
  cursor: 'Use after or before, not both.',
  cursorValue: 'after and before must be whole numbers (ids of messages).',
  limit: `limit must be a whole number from 1 to ${CHAT_LIMITS.pageMax}.`,
} as const;

/** Every label of the chat page (spec 2.15: location dropdown, user list, user info panel with CLOSE, thread, input bar). */
export const CHAT_TEXTS = {
  title: 'Location chat',
  locationPicker: 'Location',
  unread: (n: number) => (n > 99 ? '99+' : String(n)),
  unreadLabel: (n: number) => `${n} unread`,
  users: 'Users',
  usersOf: (location: string) => `Users of ${location}`,
  noUsers: 'No users at this location.',
  inactive: 'Inactive',
  you: 'You',
  infoTitle: 'User info',
  infoLocation: 'Location',
  infoEmail: 'Email',
  close: 'CLOSE',
  thread: 'Messages',
  noMessages: 'No messages yet. Say hello!',
  loadingOlder: 'Loading older messages…',
  loadOlder: 'Load older messages',
  beginning: 'This is the beginning of the conversation.',
  inputLabel: 'Message',
  inputPlaceholder: 'Write a message… (Enter sends, Shift+Enter for a new line)',
  inputPlaceholderShort: 'Write a message…',
  send: 'Send',
  attach: 'Send a picture',
  sending: 'Sending…',
  failed: 'Not sent',
  retry: 'Retry',
  readOnly: 'You can read this chat; only its members can write here.',
  offline: 'Connection lost. Reconnecting… new messages are checked every 7 seconds.',
  picture: (name: string) => `Picture from ${name}`,
  showUsers: 'Users',
  loadFailed: 'Could not load this chat. Please try again.',
  notAllowed: 'You cannot open this location chat.',
  noLocation: 'You have no location yet, so there is no location chat for you.',
  open: 'Chat',
  openLabel: (location: string) => `Open the chat of ${location}`,
} as const;
