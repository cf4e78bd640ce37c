import { z } from 'zod';

/** Account upgrade messages: spec 5 and 8 word for word, plus the self-service request's own. */
export const UPGRADE_MESSAGES = {
  companyEmailRequired: 'Need a company email to be upgraded',
  groupRequired: 'Need to select a group.',
  emailTaken: 'This business email already exist!',
  saveFailed: 'Error saving the upgrade, please try again later.',
  upgraded: 'Account upgraded!',
  /** POST /accounts/upgrade */
  requested: 'Upgrade requested. An administrator will validate it soon.',
  alreadyPending: 'You already have an upgrade request waiting for validation.',
  alreadyBusiness: 'Your account already uses a company email.',
  /** PUT /accounts/upgrade/:customer_id */
  notPending: 'This user has no upgrade request waiting.',
  personalEmailChanged: "The user's email changed since the request was made. Reload the list.",
  profileFixed: 'An upgraded account always gets the Company Business profile (profile_id 1).',
} as const;

/** The page reloads this long after an upgrade succeeds (spec 4, 9); the snackbar shows 5 s. */
export const UPGRADE_RELOAD_MS = 2000;

export const UPGRADE_STATUSES = ['PENDING', 'UPGRADED'] as const;
export type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

/** Spec entity "Upgrade request" (customer_id, user_email, business_email) plus who is asking. */
export interface AccountUpgradeRequest {
  id: number;
  /** the account asking */
  customer_id: number;
  /** the account's current (personal) email */
  user_email: string;
  business_email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  location_name: string | null;
  profiles_name: string | null;
  group_id: number | null;
  group_name: string | null;
  status: UpgradeStatus;
  createdAt: string;
}

// Missing values are left to the server so it can answer with the spec's own text ('Need a company email to be
// upgraded', 'Need to select a group.') instead of a generic "x is required."
const businessEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: UPGRADE_MESSAGES.companyEmailRequired }).max(254, UPGRADE_MESSAGES.companyEmailRequired))
  .optional();

/** `POST /accounts/upgrade` (signed-in, for yourself): the company email you want to use. Its domain must be a company one. */
export const upgradeRequestBody = z.object({ business_email: businessEmail }).strict();
export type UpgradeRequestBody = z.infer<typeof upgradeRequestBody>;

/**
 * `PUT /accounts/upgrade/:customer_id` (user_validation edit). business_email and groupId are required (the server
 * answers 400 with UPGRADE_MESSAGES.companyEmailRequired / groupRequired); personal_email, when sent, must still be
 * the account's email; profile_id, when sent, must be 1 (the fixed Company Business profile).
 */
export const upgradeAccountBody = z
  .object({
    business_email: businessEmail,
    personal_email: z.string().trim().toLowerCase().max(254).optional(),
    // a custom check (not z.number) so a wrong type also answers with the spec's text
    groupId: z
      .custom<number | null>((v) => v === null || (typeof v === 'number' && Number.isInteger(v) && v > 0), { message: UPGRADE_MESSAGES.groupRequired })
      .describe('id of the group the upgraded account joins (required)')
      .optional(),
    profile_id: z.literal(1, { error: UPGRADE_MESSAGES.profileFixed }).optional(),
  })
  .strict();
export type UpgradeAccountBody = z.infer<typeof upgradeAccountBody>;

export const customerIdParam = z.object({ customer_id: z.coerce.number().int().positive() }).strict();
