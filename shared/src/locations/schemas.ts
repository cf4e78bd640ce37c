import { z } from 'zod';

export const LOCATION_LIMITS = { name: 80, display_name: 80, store_id: 4, phone: 20 } as const;
export const LOCATIONS_PAGE_SIZE = 10;
/** Search fires when the text is longer than this (spec: "more than 3 characters"). */
export const LOCATION_SEARCH_MIN = 3;

export const LOCATION_MESSAGES = {
  duplicate: (field: string) => `The ${field} value set already exists.`,
  createFailed: 'Error while creating a new location, please refresh the page and try again.',
  updateFailed: 'Error while updating the location, please refresh the page and try again.',
  deleteConfirm: 'You are deleting a location from the system. This action cannot be reversed. Do you want to proceed?',
  deleteFailed: 'Error deleting a location, please try again.',
  toggleFailed: 'Error activating/deactivating a location, please try again.',
  activated: 'Activated',
  deactivated: 'Deactivated',
  storeIdDigits: 'Store ID must contain digits only (up to 4).',
  phoneFormat: 'Phone must be a US-style number, e.g. (312) 555-0100.',
} as const;

const US_PHONE = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const locationBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(LOCATION_LIMITS.name, 'Name must be at most 80 characters.'),
    display_name: z.string().trim().min(1, 'Display name is required.').max(LOCATION_LIMITS.display_name, 'Display name must be at most 80 characters.'),
    store_id: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, LOCATION_MESSAGES.storeIdDigits),
    address: z.string().trim().max(250, 'Address must be at most 250 characters.').optional().default(''),
    phone: z
      .string()
      .trim()
      .max(LOCATION_LIMITS.phone, 'Phone must be at most 20 characters.')
      .refine((v) => v === '' || US_PHONE.test(v), LOCATION_MESSAGES.phoneFormat)
      .optional()
      .default(''),
  })
  .strict();
export type LocationBody = z.input<typeof locationBody>;

/** Columns the location list sorts by (`?sort=`); anything else is a 400. */
export const LOCATION_SORTS = ['name', 'display_name', 'store_id', 'address', 'phone', 'active'] as const;
export type LocationSort = (typeof LOCATION_SORTS)[number];
export type LocationOrder = 'asc' | 'desc';
export type LocationActiveFilter = 'true' | 'false' | 'both';
/** Most rows one page of the location list may hold (`?limit=`). */
export const LOCATIONS_MAX_LIMIT = 100;
export const LOCATION_SEARCH_MAX = 80;

export const LOCATION_QUERY_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${LOCATIONS_MAX_LIMIT}.`,
  offset: 'offset must be a whole number, 0 or more.',
  sort: `sort must be one of ${LOCATION_SORTS.join(', ')}.`,
  order: 'order must be asc or desc.',
  active: 'active must be true, false or both.',
  search: `search_for must be at most ${LOCATION_SEARCH_MAX} characters.`,
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);

/** `GET /locations` query: every field optional, values stay strings (see `normaliseLocationListQuery`). */
export const locationListQuery = z
  .object({
    limit: wholeNumber(LOCATION_QUERY_MESSAGES.limit, 1, LOCATIONS_MAX_LIMIT).optional(),
    offset: wholeNumber(LOCATION_QUERY_MESSAGES.offset, 0, 999_999_999).optional(),
    sort: z.enum(LOCATION_SORTS, { error: LOCATION_QUERY_MESSAGES.sort }).optional(),
    order: z.enum(['asc', 'desc'], { error: LOCATION_QUERY_MESSAGES.order }).optional(),
    active: z.enum(['true', 'false', 'both'], { error: LOCATION_QUERY_MESSAGES.active }).optional(),
    search_for: z.string({ error: LOCATION_QUERY_MESSAGES.search }).max(LOCATION_SEARCH_MAX, LOCATION_QUERY_MESSAGES.search).optional(),
  })
  .strict();
export type LocationListQueryInput = z.input<typeof locationListQuery>;

/** One page request of the location list with every default applied: the cache key and the paging links derive from it. */
export interface LocationListRequest {
  limit: number;
  offset: number;
  sort: LocationSort;
  order: LocationOrder;
  active: LocationActiveFilter;
  /** trimmed; '' = no search */
  search: string;
}

/** Defaults: 10 a page from the start, by name ascending, active locations only, no search. */
export function normaliseLocationListQuery(query: {
  limit?: string | number;
  offset?: string | number;
  sort?: LocationSort;
  order?: LocationOrder;
  active?: LocationActiveFilter;
  search_for?: string;
}): LocationListRequest {
  return {
    limit: query.limit === undefined ? LOCATIONS_PAGE_SIZE : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
    sort: query.sort ?? 'name',
    order: query.order ?? 'asc',
    active: query.active ?? 'true',
    search: query.search_for?.trim() ?? '',
  };
}

/** The query string (no `?`) asking for `request`, every parameter spelled out in one order; `search_for` only when set. */
export function locationListQueryString(request: LocationListRequest): string {
  const params = new URLSearchParams({
    limit: String(request.limit),
    offset: String(request.offset),
    sort: request.sort,
    order: request.order,
    active: request.active,
  });
  if (request.search) params.set('search_for', request.search);
  return params.toString();
}

/** The spec's paging fields for `request` given `total` matching rows: `nextPage`/`prevPage` are query strings or null. */
export function locationPaging(request: LocationListRequest, total: number) {
  const { limit, offset } = request;
  const nextPage = offset + limit < total ? locationListQueryString({ ...request, offset: offset + limit }) : null;
  // past the end, the previous page is the last one that has rows
  const lastStart = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const prevOffset = Math.min(Math.max(0, offset - limit), lastStart);
  const prevPage = offset > 0 ? locationListQueryString({ ...request, offset: prevOffset }) : null;
  return { limit, offset, total, nextPage, prevPage, pageCount: Math.ceil(total / limit) };
}

/** What a location picker needs (`GET /locations/options`, `GET /auth/locations`). */
export interface LocationOption {
  id: number;
  display_name: string;
}

export const idParam = z.object({ id: z.coerce.number().int().positive() }).strict();

export interface Location {
  id: number;
  name: string;
  display_name: string;
  store_id: string;
  address: string;
  phone: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
