/**
 * The two profiles the permission and shortcut selectors offer, and the 16 user groups of the spec.
 * Ids are fixed: the spec ties admin features (job-title mapping, Admin menu) to two group ids and
 * business accounts to one profile id.
 */
export const PROFILES = [
  { id: 1, name: 'Company Business' },
  { id: 2, name: 'Partners' },
] as const;

export const BUSINESS_PROFILE_ID = 1;
export const PARTNER_PROFILE_ID = 2;

export const GROUPS = [
  { id: 1, name: 'Super Admin', profile_id: 1 },
  { id: 2, name: 'Admin', profile_id: 1 },
  { id: 3, name: 'SVP', profile_id: 1 },
  { id: 4, name: 'Regional Director', profile_id: 1 },
  { id: 5, name: 'District Manager', profile_id: 1 },
  { id: 6, name: 'General Manager', profile_id: 1 },
  { id: 7, name: 'Assistant GMs', profile_id: 1 },
  { id: 8, name: 'Supervisor', profile_id: 1 },
  { id: 9, name: 'Technical', profile_id: 1 },
  { id: 10, name: 'Marketing', profile_id: 1 },
  { id: 11, name: 'Human Resources', profile_id: 1 },
  { id: 12, name: 'Finance', profile_id: 1 },
  { id: 13, name: 'Operations', profile_id: 1 },
  { id: 14, name: 'Guest Services', profile_id: 1 },
  { id: 15, name: 'Team Member', profile_id: 1 },
  { id: 16, name: 'Read Only (Partners)', profile_id: 2 },
] as const;

export const SUPER_ADMIN_GROUP_ID = 1;
export const ADMIN_GROUP_ID = 2;
export const READ_ONLY_PARTNERS_GROUP_ID = 16;
/** The two fixed groups that see the job-title mapping and the Admin menu (spec 2.2, 6). */
export const ADMIN_FEATURE_GROUP_IDS: readonly number[] = [SUPER_ADMIN_GROUP_ID, ADMIN_GROUP_ID];
