import { z } from 'zod';
import type { ModuleFlags, Roles } from '../permissions';

export const PASSWORD_MIN = 8;

export const AUTH_MESSAGES = {
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
} as const;

export const USER_STATUSES = ['UNVERIFIED', 'ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Please enter a valid email address.' }));

export const signInBody = z
  .object({
    email,
    password: z.string().min(1, 'Please enter your password.').max(200),
    remember: z.boolean().optional(),
  })
  .strict();
export type SignInBody = z.infer<typeof signInBody>;

export const registerBody = z
  .object({
    first_name: z.string().trim().min(1, "First name can't be blank.").max(80),
    last_name: z.string().trim().min(1, "Last name can't be blank.").max(80),
    email,
    password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(200),
    phone_number: z.string().trim().min(1, "Phone number can't be blank.").max(20),
    location_id: z.number().int().positive('Please choose your main location.'),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBody>;

export const refreshBody = z.object({ refresh_token: z.string().min(1).max(400) }).strict();

export const temporaryPasswordBody = z
  .object({ id: z.number().int().positive(), password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(200) })
  .strict();

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
