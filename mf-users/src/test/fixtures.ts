import type { Account, Page } from '@portal/shared';

/** An account as the api returns it (unverified unless overridden). */
export function buildAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 7,
    first_name: 'Nina',
    last_name: 'New',
    full_name: 'Nina New',
    email: 'nina@arcadia.example',
    phone_number: '(312) 555-0111',
    location_id: 1,
    location_name: 'Arcadia Downtown',
    profile_id: 1,
    profiles_name: 'Company Business',
    group_id: null,
    group_name: null,
    status: 'UNVERIFIED',
    is_company_email: true,
    url_image: null,
    addresses: { full: '9 Elm St, Chicago, IL' },
    first_access: true,
    password_expired_time: null,
    password_is_expired: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    has_permission_service_request: null,
    card_related_ticket_permission: null,
    game_related_ticket_permission: null,
    ...overrides,
  };
}

/** An active user of the management list. */
export function buildUser(id: number, overrides: Partial<Account> = {}): Account {
  const first = overrides.first_name ?? `User${String(id).padStart(2, '0')}`;
  const last = overrides.last_name ?? 'Tester';
  return buildAccount({
    id,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `user${id}@arcadia.example`,
    status: 'ACTIVE',
    group_id: 15,
    group_name: 'Team Member',
    first_access: false,
    ...overrides,
  });
}

/** The spec's paging object over `rows` as the api builds it (`extra` is kept in the next/prev query strings). */
export function pageOf<T>(rows: T[], limit: number, offset: number, extra: Record<string, string> = {}): Page<T> {
  const total = rows.length;
  const qs = (o: number) => new URLSearchParams({ limit: String(limit), offset: String(o), ...extra }).toString();
  const lastStart = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  return {
    results: rows.slice(offset, offset + limit),
    total,
    limit,
    offset,
    nextPage: offset + limit < total ? qs(offset + limit) : null,
    prevPage: offset > 0 ? qs(Math.min(Math.max(0, offset - limit), lastStart)) : null,
    pageCount: Math.ceil(total / limit),
  };
}

export const GROUPS = [
  { id: 1, name: 'Super Admin', profile_id: 1 },
  { id: 6, name: 'General Manager', profile_id: 1 },
  { id: 15, name: 'Team Member', profile_id: 1 },
  { id: 16, name: 'Read Only (Partners)', profile_id: 2 },
];
export const PROFILES = [
  { id: 1, name: 'Company Business' },
  { id: 2, name: 'Partners' },
];
export const LOCATION_OPTIONS = [
  { id: 1, display_name: 'Downtown' },
  { id: 2, display_name: 'Lakeside' },
];

/** An unsigned token carrying `claims` (pages only read it; the shell verifies real ones). */
export function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.signature`;
}
