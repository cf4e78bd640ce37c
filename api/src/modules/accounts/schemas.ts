import { z } from 'zod';
import { pageResponse } from '../../http/pageResponse';
import {
  ACTIVITY_KINDS,
  TICKET_PERMISSIONS,
  UPGRADE_STATUSES,
  USER_STATUSES,
  type Account,
  type AccountActivity,
  type AccountUpgradeRequest,
  type Page,
  type RecoverPasswordResult,
  type ValidationRequests,
} from '@portal/shared';
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
  has_permission_service_request: z.enum(TICKET_PERMISSIONS).nullable(),
  card_related_ticket_permission: z.enum(TICKET_PERMISSIONS).nullable(),
  game_related_ticket_permission: z.enum(TICKET_PERMISSIONS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Account>;

export const accountResponse = z.object({ results: accountSchema });
export const accountUpdateResponse = accountResponse.extend(sessionTokensResponse.partial().shape);

export const validationRequestsResponse = z.object({
  results: z.object({
    employees: z.object({ employee: z.array(accountSchema), companyEmail: z.array(accountSchema) }),
    partners: z.object({ partner: z.array(accountSchema), nonCompanyEmail: z.array(accountSchema) }),
  }) satisfies z.ZodType<ValidationRequests>,
});

/** The spec's paging object of Account rows (user management list). */
export const accountPageResponse = pageResponse(accountSchema) satisfies z.ZodType<Page<Account>>;

export const activitiesResponse = z.object({
  results: z.array(z.object({ id: z.number(), type: z.enum(ACTIVITY_KINDS), createdAt: z.string() }) satisfies z.ZodType<AccountActivity>),
});

export const recoverPasswordResponse = accountResponse.extend({ temporary_password: z.string() }) satisfies z.ZodType<RecoverPasswordResult>;

export const upgradeRequestSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  user_email: z.string(),
  business_email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  location_name: z.string().nullable(),
  profiles_name: z.string().nullable(),
  group_id: z.number().nullable(),
  group_name: z.string().nullable(),
  status: z.enum(UPGRADE_STATUSES),
  createdAt: z.string(),
}) satisfies z.ZodType<AccountUpgradeRequest>;

export const upgradeRequestResponse = z.object({ results: upgradeRequestSchema });
export const myUpgradeRequestResponse = z.object({ results: upgradeRequestSchema.nullable() });
export const upgradeRequestListResponse = z.object({ results: z.array(upgradeRequestSchema) });
