import type { Account } from '@portal/shared';

/** An unverified account as the api returns it. */
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
    ...overrides,
  };
}
