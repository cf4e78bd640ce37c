import { IMAGE_UPLOAD_ACCEPT } from '../format/imageUpload';

/** Limits of a shortcut (spec 5, 9). */
export const SHORTCUT_LIMITS = {
  name: 80,
  display_name1: 80,
  /** the app description (spec: "shortcut description 200") */
  display_name2: 200,
  link: 500,
} as const;

/** Spec 9: "shortcut 200x200 px square under 2 MB .jpg/.png". */
export const SHORTCUT_IMAGE = {
  side: 200,
  /** strictly under this many bytes */
  maxBytes: 2 * 1024 * 1024,
  accept: IMAGE_UPLOAD_ACCEPT,
} as const;

/** Spec 9: how many characters each column of the Apps Manager shows (the full text is in its tooltip). */
export const SHORTCUT_TRUNCATE = {
  name: 18,
  display_name1: 14,
  display_name2: 18,
  link: 10,
  /** the app name on the apps directory */
  directoryName: 18,
} as const;

/** Spec 5, 9: the apps search starts at 3 characters; empty resets the list. */
export const APPS_SEARCH_MIN = 3;
/** Spec 4, 9: the manager reloads its list about 300 ms after an activation. */
export const SHORTCUT_RELOAD_MS = 300;

export const SHORTCUT_STATUSES = ['active', 'inactive'] as const;
export type ShortcutStatus = (typeof SHORTCUT_STATUSES)[number];

/** Spec 8 (word for word) and the rules' own messages, for the pages and the api alike. */
export const SHORTCUT_MESSAGES = {
  updateFailed: 'Error updating a shortcut, please try again.',
  deleteFailed: 'Error deleting a shortcut, please try again.',
  activateFailed: 'Error activing the shortcut, please try again.',
  /** spec 8: a create that hits a unique value (database code 23505) */
  duplicate: (field: string) => `The ${field} already exists.`,
  createFailed: 'Error creating a shortcut, please try again.',
  reorderFailed: 'Error moving the shortcut, please try again.',
  /** a move, delete or activation sent with an order the list no longer has (another administrator moved it) */
  orderChanged: 'The list of shortcuts was changed by someone else. It has been reloaded; please try again.',
  nameRequired: 'Name is required.',
  appNameRequired: 'App name is required.',
  descriptionRequired: 'App description is required.',
  descriptionTooLong: `The description must be at most ${SHORTCUT_LIMITS.display_name2} characters.`,
  nameTooLong: `Name must be at most ${SHORTCUT_LIMITS.name} characters.`,
  appNameTooLong: `App name must be at most ${SHORTCUT_LIMITS.display_name1} characters.`,
  controlCharacters: 'Remove the control characters from this text.',
  linkRequired: 'The link is required.',
  link: 'Enter a full link starting with http:// or https://.',
  imageRequired: 'A desktop image is required.',
  imageType: 'The image must be a .jpg or .png file.',
  imageSize: `The image must be a square of ${SHORTCUT_IMAGE.side}x${SHORTCUT_IMAGE.side} px.`,
  imageTooLarge: 'The image must be under 2 MB.',
  unknownGroup: 'Unknown group.',
  notActive: 'This shortcut is inactive: activate it first.',
  notInactive: 'This shortcut is already active.',
  duplicateIds: 'Each shortcut may appear only once.',
  searchTooShort: `Type at least ${APPS_SEARCH_MIN} characters to search.`,
  personalOrderFailed: 'Your personal order could not be saved, so it was put back. Please try again.',
  favoriteFailed: 'Could not update your favorites, please try again.',
} as const;

/** What the api answers for one shortcut in the Apps Manager (spec 3). */
export interface Shortcut {
  id: number;
  name: string;
  /** the app name */
  display_name1: string;
  /** the app description */
  display_name2: string;
  desktop_image: string;
  mobile_image: string | null;
  link_desktop: string;
  link_mobile: string;
  /** the groups that see it; empty = every group */
  group_ids: number[];
  /** place in the shared order (1..n among active shortcuts) */
  order: number;
  status: ShortcutStatus;
  createdAt: string;
  updatedAt: string;
}

/** One app as the directory and the home widget show it to a user: only what they need, with their favourite flag. */
export interface DirectoryShortcut {
  id: number;
  name: string;
  display_name1: string;
  display_name2: string;
  desktop_image: string;
  mobile_image: string | null;
  link_desktop: string;
  link_mobile: string;
  order: number;
  favorite: boolean;
}

/** `GET|PUT /shortcuts/personalOrder/:userId`: the user's apps in their order, and that order (shortcut ids). */
export interface PersonalOrder {
  results: DirectoryShortcut[];
  shortcuts_order: number[];
}
