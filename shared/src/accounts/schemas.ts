import { z } from 'zod';
import { ACCOUNT_LIMITS, AUTH_MESSAGES, PASSWORD_MIN, type UserStatus } from '../auth';
import type { TicketPermissions } from './tickets';
import { imageUploadProblem } from '../format/imageUpload';

/** Avatar rules of the spec: .jpg or .png, under 4 MB. */
export const AVATAR_MAX_BYTES = 4 * 1024 * 1024;

/** A profile picture the browser may send: .jpg/.png under 4 MB (the api, which refuses exactly 4 MB, checks the bytes again). The message, or null. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const problem = imageUploadProblem(file, { maxBytes: AVATAR_MAX_BYTES - 1 });
  if (problem === 'type') return ACCOUNT_MESSAGES.imageType;
  if (problem === 'size') return ACCOUNT_MESSAGES.imageTooLarge;
  return null;
}

export const ACCOUNT_MESSAGES = {
  imageTooLarge: 'images less than 4 mb only',
  imageType: 'Picture must be a .jpg or .png image.',
  updated: 'User updated',
  updateFailed: 'Error updating user',
  cannotChangeOwnStatus: 'You cannot change the status of your own account.',
  groupRequired: 'Need to select a group.',
  locationRequired: 'Please choose your main location.',
  profileUnknown: 'Please choose a profile.',
  sameStatus: 'The account already has this status.',
} as const;

/** Why a status change is refused (409): the spec's status machine allows only the moves in USER_STATUS_MOVES. */
export const illegalStatusChangeMessage = (from: UserStatus, to: UserStatus) =>
  from === to ? ACCOUNT_MESSAGES.sameStatus : `A ${from.toLowerCase()} account cannot be set ${to.toLowerCase()}.`;

/**
 * Spec 4 (user status): unverified → active (with a group) or blocked; active ↔ inactive (group kept);
 * active or inactive → blocked ('Delete' in user management). Blocked is final.
 */
export const USER_STATUS_MOVES: Record<UserStatus, readonly UserStatus[]> = {
  UNVERIFIED: ['ACTIVE', 'BLOCKED'],
  ACTIVE: ['INACTIVE', 'BLOCKED'],
  INACTIVE: ['ACTIVE', 'BLOCKED'],
  BLOCKED: [],
};

/** Empty-list messages of the validation requests page (spec 2). */
export const VALIDATION_MESSAGES = {
  noEmployees: '0 Employee to confirm',
  noPartners: '0 Partner to confirm',
  noUpgrades: '0 Account Upgrades to confirm',
} as const;

/** Alerts of the user pages (spec 8), word for word. */
export const ACCOUNT_ALERTS = {
  activated: 'User activated',
  blocked: 'User blocked',
  deleted: 'User deleted',
  inactivated: 'User inactivated',
  inactivateFailed: 'Error inactivating user',
  activateFailed: 'Error activating user',
  updated: 'User updated',
  updateFailed: 'Error updating user',
} as const;

/** Account as the api returns it (spec: user account entity, both documents), with the three ticket fields. */
export interface Account extends TicketPermissions {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  location_id: number | null;
  location_name: string | null;
  profile_id: number | null;
  profiles_name: string | null;
  group_id: number | null;
  group_name: string | null;
  status: UserStatus;
  is_company_email: boolean;
  url_image: string | null;
  addresses: { full: string };
  first_access: boolean;
  password_expired_time: string | null;
  password_is_expired: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Profile page (calendar spec 5, 8): the three "can't be blank" rules and the failure alerts, word for word. */
export const PROFILE_MESSAGES = {
  firstNameBlank: "First name can't be blank.",
  lastNameBlank: "Last name can't be blank.",
  phoneBlank: "Phone number can't be blank.",
  updateFailed: 'Error updating user',
  profileFailed: 'Failed updating your profile. Please, reload the page and try again',
} as const;

const DATA_URL_IMAGE = /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=\s]+$/;

/** Profile panel / profile page update (self). Image is a data URL; the api checks the bytes again. */
export const updateAccountBody = z
  .object({
    first_name: z.string().trim().min(1, PROFILE_MESSAGES.firstNameBlank).max(ACCOUNT_LIMITS.name).optional(),
    last_name: z.string().trim().min(1, PROFILE_MESSAGES.lastNameBlank).max(ACCOUNT_LIMITS.name).optional(),
    phone_number: z.string().trim().min(1, PROFILE_MESSAGES.phoneBlank).max(ACCOUNT_LIMITS.phone).optional(),
    // base64 of 4 MB is ~5.6 MB of text
    image: z.string().max(5_600_000, ACCOUNT_MESSAGES.imageTooLarge).regex(DATA_URL_IMAGE, ACCOUNT_MESSAGES.imageType).optional(),
    // user management edit only (user_management edit); an empty email or password keeps the old one
    email: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .toLowerCase()
          .pipe(z.email({ message: 'Please enter a valid email address.' })),
      ])
      .optional(),
    location_id: z.number().int().positive().optional(),
    profile_id: z.number().int().positive().optional(),
    group_id: z.number().int().positive().optional(),
    password: z.union([z.literal(''), z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(200)]).optional(),
  })
  .strict();
/** Fields of `updateAccountBody` only a user administrator may set. */
export const ADMIN_ACCOUNT_FIELDS = ['email', 'location_id', 'profile_id', 'group_id', 'password'] as const;
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

export const changeStatusBody = z
  .object({
    status_name: z.enum(['active', 'inactive', 'blocked']),
    group_id: z.number().int().positive().optional(),
  })
  .strict();
export type ChangeStatusBody = z.infer<typeof changeStatusBody>;

export const userIdParam = z.object({ userId: z.coerce.number().int().positive() }).strict();

/** In-portal notification (the bell). */
export interface PortalNotification {
  id: number;
  user_id_receptor: number;
  content: string;
  link_desktop: string | null;
  is_open: boolean;
  createdAt: string;
}

export const clearOneNotificationBody = z.object({ id: z.number().int().positive(), user_id_receptor: z.number().int().positive() }).strict();

/** Users page size (spec 9) and the most rows one page may hold. */
export const USERS_PAGE_SIZE = 5;
export const USERS_MAX_LIMIT = 100;
export const USERS_FILTER_MAX = 80;

export const ACCOUNT_QUERY_MESSAGES = {
  userStatus: 'user_status must be unverified.',
  limit: `limit must be a whole number from 1 to ${USERS_MAX_LIMIT}.`,
  offset: 'offset must be a whole number, 0 or more.',
  filter: `filter must be at most ${USERS_FILTER_MAX} characters.`,
  notWithStatus: 'user_status cannot be combined with limit, offset or filter.',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);

/**
 * `GET /accounts`: `?user_status=unverified` is the validation requests list (user_validation view); without it,
 * one page of the user management list (user_management view) with `limit`, `offset`, `filter`.
 */
export const accountListQuery = z
  .object({
    user_status: z.enum(['unverified'], { error: ACCOUNT_QUERY_MESSAGES.userStatus }).optional(),
    limit: wholeNumber(ACCOUNT_QUERY_MESSAGES.limit, 1, USERS_MAX_LIMIT).optional(),
    offset: wholeNumber(ACCOUNT_QUERY_MESSAGES.offset, 0, 999_999_999).optional(),
    filter: z.string({ error: ACCOUNT_QUERY_MESSAGES.filter }).max(USERS_FILTER_MAX, ACCOUNT_QUERY_MESSAGES.filter).optional(),
    /** the special event page's follower search (calendar spec 2.6, 7): from 3 characters */
    full_name: z.string().trim().min(3, 'Type at least 3 characters of a name.').max(100, 'A name search has at most 100 characters.').optional(),
  })
  .strict()
  .refine((q) => q.full_name === undefined || (q.user_status === undefined && q.limit === undefined && q.offset === undefined && q.filter === undefined), {
    message: 'full_name is a search on its own.',
    path: ['full_name'],
  })
  .refine((q) => q.user_status === undefined || (q.limit === undefined && q.offset === undefined && q.filter === undefined), {
    message: ACCOUNT_QUERY_MESSAGES.notWithStatus,
    path: ['user_status'],
  });
export type AccountListQuery = z.infer<typeof accountListQuery>;

/** A user management page request with defaults applied; the filters of `POST /accounts/filter/users` are optional. */
export interface UserListRequest {
  limit: number;
  offset: number;
  filter: string;
  locationIds?: number[];
  profileIds?: number[];
  groupIds?: number[];
  /** true: active users only, false: inactive only */
  isActive?: boolean;
  /** true: expired passwords only, false: unexpired only */
  isExpired?: boolean;
}

export const USER_FILTER_TYPES = ['L', 'P', 'G', 'LP', 'LG', 'PG', 'LPG'] as const;
const ids = z.array(z.number().int().positive()).max(500);

/**
 * `POST /accounts/filter/users`: `type` says which of locations (L), profiles (P), groups (G) apply; the lists
 * of the others are ignored. `isActive`/`isExpired` narrow when given.
 */
export const userFilterBody = z
  .object({
    type: z.enum(USER_FILTER_TYPES, { error: `type must be one of ${USER_FILTER_TYPES.join(', ')}.` }),
    locations: ids.optional(),
    profiles: ids.optional(),
    groups: ids.optional(),
    isActive: z.boolean().optional(),
    isExpired: z.boolean().optional(),
    limit: z.number().int().min(1, ACCOUNT_QUERY_MESSAGES.limit).max(USERS_MAX_LIMIT, ACCOUNT_QUERY_MESSAGES.limit).optional(),
    offset: z.number().int().min(0, ACCOUNT_QUERY_MESSAGES.offset).optional(),
  })
  .strict();
export type UserFilterBody = z.infer<typeof userFilterBody>;

export function userFilterRequest(body: UserFilterBody): UserListRequest {
  return {
    limit: body.limit ?? USERS_PAGE_SIZE,
    offset: body.offset ?? 0,
    filter: '',
    ...(body.type.includes('L') ? { locationIds: body.locations ?? [] } : {}),
    ...(body.type.includes('P') ? { profileIds: body.profiles ?? [] } : {}),
    ...(body.type.includes('G') ? { groupIds: body.groups ?? [] } : {}),
    ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
    ...(body.isExpired === undefined ? {} : { isExpired: body.isExpired }),
  };
}

export function normaliseUserListQuery(query: { limit?: string; offset?: string; filter?: string; full_name?: string }): UserListRequest {
  return {
    limit: query.limit === undefined ? USERS_PAGE_SIZE : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
    filter: (query.filter ?? query.full_name)?.trim() ?? '',
  };
}

/** The query string (no `?`) asking for `request`; `filter` only when set. */
export function userListQueryString(request: UserListRequest): string {
  const params = new URLSearchParams({ limit: String(request.limit), offset: String(request.offset) });
  if (request.filter) params.set('filter', request.filter);
  return params.toString();
}

/** The spec's paging fields for `request` given `total` matching rows (same rules as the locations list). */
export function userPaging(request: UserListRequest, total: number) {
  const { limit, offset } = request;
  const nextPage = offset + limit < total ? userListQueryString({ ...request, offset: offset + limit }) : null;
  const lastStart = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const prevOffset = Math.min(Math.max(0, offset - limit), lastStart);
  const prevPage = offset > 0 ? userListQueryString({ ...request, offset: prevOffset }) : null;
  return { limit, offset, total, nextPage, prevPage, pageCount: Math.ceil(total / limit) };
}

/** Unverified accounts by category (rule: api/src/modules/accounts/README.md). */
export interface ValidationRequests {
  employees: { employee: Account[]; companyEmail: Account[] };
  partners: { partner: Account[]; nonCompanyEmail: Account[] };
}

/** Export file columns (spec 9) and how a status reads in them. */
export const USER_EXPORT_COLUMNS = ['First_name', 'Last_name', 'Location_name', 'Profiles_name', 'Group_name', 'Status', 'Email'] as const;
export const EXPORT_STATUS_LABELS: Partial<Record<UserStatus, string>> = { ACTIVE: 'ACTIVATED', INACTIVE: 'DISABLED' };

/** `GET /accounts/export/csv` and `GET /accounts/export/xlsx`: the list's text filter. */
export const userExportQuery = z.object({ filter: z.string({ error: ACCOUNT_QUERY_MESSAGES.filter }).max(USERS_FILTER_MAX, ACCOUNT_QUERY_MESSAGES.filter).optional() }).strict();

/** What the profile's "last activities" lists (calendar spec 3, Account.activities). */
export const ACTIVITY_KINDS = ['announcement_created', 'announcement_benefits_created', 'event_created', 'event_commented'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_RANGES = { '3m': 90, '1m': 30, '1w': 7 } as const;
export const ACTIVITIES_DEFAULT_COUNT = 10;
export const NO_ACTIVITIES_MESSAGE = "You haven't done any activities so far.";

export interface AccountActivity {
  id: number;
  type: ActivityKind;
  createdAt: string;
}

/** `GET /accounts/:id/activities`: no range → the latest 10; a range → every activity in it (newest first, up to 100). */
export const activitiesQuery = z.object({ range: z.enum(['3m', '1m', '1w'], { error: 'range must be 3m, 1m or 1w.' }).optional() }).strict();

/** Start of the range: the start of the current week (Monday 00:00 UTC) minus the range's days. */
export function activitiesSince(range: keyof typeof ACTIVITY_RANGES, now = new Date()): Date {
  const weekStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  weekStart.setUTCDate(weekStart.getUTCDate() - ((weekStart.getUTCDay() + 6) % 7));
  return new Date(weekStart.getTime() - ACTIVITY_RANGES[range] * 86_400_000);
}
