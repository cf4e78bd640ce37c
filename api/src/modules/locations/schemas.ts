import { z } from 'zod';
import type { Location } from '@portal/shared';

/** Response schema: also the list of what may leave the server. */
export const locationSchema = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string(),
  store_id: z.string(),
  address: z.string(),
  phone: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Location>;
export const locationResponse = z.object({ results: locationSchema });
export const locationListResponse = z.object({ results: z.array(locationSchema), total: z.number() });
