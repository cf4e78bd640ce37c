import { z } from 'zod';
import { USER_STATUSES, type Account } from '@portal/shared';
import { sessionTokensResponse } from '../../http/schemas';

/** Response schema: also the list of what may leave the server (no password hash, no tokens). */
export const accountSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  location_id: z.number().nullable(),
  location_name: z.string().nullable(),
  profile_id: z.number().nullable(),
  profiles_name: z.string().nullable(),
  group_id: z.number().nullable(),
  group_name: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  is_company_email: z.boolean(),
  url_image: z.string().nullable(),
  addresses: z.object({ full: z.string() }),
  first_access: z.boolean(),
  password_expired_time: z.string().nullable(),
  password_is_expired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Account>;

export const accountResponse = z.object({ results: accountSchema });
export const accountUpdateResponse = accountResponse.extend(sessionTokensResponse.partial().shape);
