import { z } from 'zod';
import { pageResponse } from '../../http/pageResponse';
import type { Location, LocationOption, Page } from '@portal/shared';

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
/** The spec's paging object; `nextPage`/`prevPage` are query strings (no `?`) for the neighbouring pages, or null. */
export const locationListResponse = pageResponse(locationSchema) satisfies z.ZodType<Page<Location>>;
export const locationOptionsResponse = z.object({
  results: z.array(z.object({ id: z.number(), display_name: z.string() }) satisfies z.ZodType<LocationOption>),
});
