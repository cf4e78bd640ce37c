// The zod-free half of auth: messages, limits and token types (the shell's first paint needs these, not zod).
import type { Roles } from '../permissions/modules';
import type { ModuleFlags } from '../permissions/roles';

export const PASSWORD_MIN = 8;

/** The longest names and phone number an account holds (registration, profile, user edit): the inputs' maxLength. */
export const ACCOUNT_LIMITS = { name: 80, phone: 20 } as const;

export const AUTH_MESSAGES = {
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDontMatch: 'Passwords don’t match. Please try again',
  invalidCredentials: 'Invalid email or password.',
  unverified: 'Your account has not been validated yet. An administrator will confirm it soon.',
  inactive: 'Your account is inactive. Please contact an administrator.',
  blocked: 'Your account has been blocked. Please contact an administrator.',
  emailTaken: 'An account with this email already exists.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  registered: 'Registration received. You can sign in once an administrator validates your account.',
  cannotImpersonateInactive: 'Cannot impersonate Inactives users',
  permissionDenied: 'Permission denied',
  insufficientPermissions: 'Insufficient Permissions',
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordNotExpired: 'Your password has not expired. Only an expired password can be replaced without the current one.',
} as const;

export const USER_STATUSES = ['UNVERIFIED', 'ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** RFC 9068 / RFC 8725: the header's `typ` tells an access token from any other JWT signed by the same key. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
/** Who issues the portal's access tokens, and who they are for (the api and its sockets; the shell checks the same). */
export const TOKEN_ISSUER = 'urn:arcadia-portal:api';
export const TOKEN_AUDIENCE = 'urn:arcadia-portal:api';
/** Clock skew allowed on `iat` / `nbf` between api instances and browsers (`exp` has none). */
export const CLOCK_LEEWAY_SECONDS = 30;

/** Claims of the login token (spec: roles per module, modules flags, location_id, impersonate flag). */
export interface TokenClaims {
  sub: string;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
  group_id: number | null;
  profile_id: number | null;
  location_id: number | null;
  roles: Roles;
  modules: ModuleFlags;
  impersonate: boolean;
  /** id of the administrator acting as this user, when impersonating */
  impersonator_id?: number;
  password_expired: boolean;
  /** true until the account calls PUT /accounts/:id/user/first_access */
  first_access?: boolean;
  iat: number;
  exp: number;
}

export interface SessionTokens {
  token: string;
  refresh_token: string;
  expires_at: number;
}
