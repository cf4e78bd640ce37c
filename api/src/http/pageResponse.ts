import { z } from 'zod';

/** The spec's paging object around rows of `item`; `nextPage`/`prevPage` are query strings (no `?`) or null. */
export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    total: z.number(),
    limit: z.number(),
    offset: z.number(),
    nextPage: z.string().nullable(),
    prevPage: z.string().nullable(),
    pageCount: z.number(),
  });
}
