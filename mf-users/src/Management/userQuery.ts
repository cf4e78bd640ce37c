import { USER_FILTER_TYPES, USERS_PAGE_SIZE, type UserFilterBody } from '@portal/shared';

export type UserFilterType = (typeof USER_FILTER_TYPES)[number];

/**
 * Where the table's rows come from: the text search (`GET /accounts?limit&offset&filter`, paged by the server's
 * nextPage/prevPage query strings as they are) or the location/profile/group filter (`POST /accounts/filter/users`,
 * paged by posting the limit/offset those strings carry).
 */
export type UserListSource = { kind: 'search'; query: string } | { kind: 'filter'; body: UserFilterBody };

/** What the filter panel holds: chosen ids and the two three-way narrowings (undefined = both). */
export interface UserFilterValues {
  locations: number[];
  profiles: number[];
  groups: number[];
  isActive?: boolean;
  isExpired?: boolean;
}

export const EMPTY_FILTER: UserFilterValues = { locations: [], profiles: [], groups: [] };

/** First page of the text search; an empty text lists everyone. */
export function searchSource(text: string): UserListSource {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE), offset: '0' });
  const filter = text.trim();
  if (filter) params.set('filter', filter);
  return { kind: 'search', query: params.toString() };
}

/** L, P, G, LP, LG, PG or LPG from the pickers that hold a choice; null when none does. */
export function filterType(values: Pick<UserFilterValues, 'locations' | 'profiles' | 'groups'>): UserFilterType | null {
  const type = `${values.locations.length ? 'L' : ''}${values.profiles.length ? 'P' : ''}${values.groups.length ? 'G' : ''}`;
  return (USER_FILTER_TYPES as readonly string[]).includes(type) ? (type as UserFilterType) : null;
}

/** First page of the filter; only the lists its type names are sent. Null when no picker holds a choice. */
export function filterSource(values: UserFilterValues): UserListSource | null {
  const type = filterType(values);
  if (!type) return null;
  const body: UserFilterBody = { type, limit: USERS_PAGE_SIZE, offset: 0 };
  if (type.includes('L')) body.locations = values.locations;
  if (type.includes('P')) body.profiles = values.profiles;
  if (type.includes('G')) body.groups = values.groups;
  if (values.isActive !== undefined) body.isActive = values.isActive;
  if (values.isExpired !== undefined) body.isExpired = values.isExpired;
  return { kind: 'filter', body };
}

function wholeNumber(value: string | null, fallback: number): number {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : fallback;
}

/** The source of a neighbouring page, from the server's nextPage/prevPage query string. */
export function neighbourSource(source: UserListSource, queryString: string): UserListSource {
  if (source.kind === 'search') return { kind: 'search', query: queryString.replace(/^\?/, '') };
  const params = new URLSearchParams(queryString);
  return {
    kind: 'filter',
    body: {
      ...source.body,
      limit: wholeNumber(params.get('limit'), source.body.limit ?? USERS_PAGE_SIZE),
      offset: wholeNumber(params.get('offset'), 0),
    },
  };
}

/** The text search of a source ('' for the filter), which the exports apply. */
export function searchTextOf(source: UserListSource): string {
  return source.kind === 'search' ? (new URLSearchParams(source.query).get('filter') ?? '') : '';
}
