import { z } from 'zod';
import type { UserStatus } from '../auth';

/** Avatar rules of the spec: .jpg or .png, under 4 MB. */
export const AVATAR_MAX_BYTES = 4 * 1024 * 1024;

export const ACCOUNT_MESSAGES = {
  imageTooLarge: 'images less than 4 mb only',
  imageType: 'Picture must be a .jpg or .png image.',
  updated: 'User updated',
  updateFailed: 'Error updating user',
  cannotChangeOwnStatus: 'You cannot change the status of your own account.',
  groupRequired: 'Need to select a group.',
} as const;

/** Account as the api returns it (spec: user account entity, both documents). */
export interface Account {
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

const DATA_URL_IMAGE = /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=\s]+$/;

/** Profile panel / profile page update (self). Image is a data URL; the api checks the bytes again. */
export const updateAccountBody = z
  .object({
    first_name: z.string().trim().min(1, "First name can't be blank.").max(80).optional(),
    last_name: z.string().trim().min(1, "Last name can't be blank.").max(80).optional(),
    phone_number: z.string().trim().min(1, "Phone number can't be blank.").max(20).optional(),
    // base64 of 4 MB is ~5.6 MB of text
    image: z.string().max(5_600_000, ACCOUNT_MESSAGES.imageTooLarge).regex(DATA_URL_IMAGE, ACCOUNT_MESSAGES.imageType).optional(),
  })
  .strict();
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

export const clearOneNotificationBody = z
  .object({ id: z.number().int().positive(), user_id_receptor: z.number().int().positive() })
  .strict();
