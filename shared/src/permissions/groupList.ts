/** The two profiles the permission and shortcut selectors offer, and the 16 user groups of the spec (ids: groups.ts). */
export const PROFILES = [
  { id: 1, name: 'Company Business' },
  { id: 2, name: 'Partners' },
] as const;

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
