import { z } from 'zod';
import type { Account } from './schemas';

/**
 * `POST /accounts/recover_password_expired` { id } (user_management edit): for an account whose password has expired,
 * the api sets a new random temporary password (shown once to the administrator, who hands it over), keeps the
 * password expired so the Update Password overlay makes the user choose their own right after signing in
 * (POST /accounts/change/password_temporary), and ends the account's sessions.
 */
export const RECOVER_PASSWORD_MESSAGES = {
  notExpired: "This user's password has not expired.",
  notListed: 'Only active or inactive users can get a temporary password.',
  self: 'Use the Update Password form to change your own password.',
  recovered: 'Temporary password created',
  recoverFailed: 'Error creating a temporary password',
  handOver: 'Give this temporary password to the user. They will choose their own password right after signing in.',
} as const;

/** Length of the generated temporary password (from an alphabet without look-alike characters). */
export const TEMPORARY_PASSWORD_LENGTH = 12;

export interface RecoverPasswordResult {
  results: Account;
  temporary_password: string;
}

export const recoverPasswordExpiredBody = z.object({ id: z.number().int().positive() }).strict();
export type RecoverPasswordExpiredBody = z.infer<typeof recoverPasswordExpiredBody>;
