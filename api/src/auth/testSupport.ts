import { emptyRoles, modulesFromRoles } from '@portal/shared';
import type { ClaimsInput } from './tokens';

/** A staff member's claims for the token tests: what a token carries, not who it is, matters there. */
export function buildClaimsInput(overrides: Partial<ClaimsInput> = {}): ClaimsInput {
  return {
    sid: 1,
    id: 7,
    email: 'staff@arcadia.example',
    first_name: 'Sam',
    last_name: 'Staff',
    image_url: null,
    group_id: 16,
    profile_id: 1,
    location_id: 1,
    roles: emptyRoles(),
    modules: modulesFromRoles(emptyRoles()),
    impersonate: false,
    password_expired: false,
    first_access: false,
    ...overrides,
  };
}
