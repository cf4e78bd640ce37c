import type { PermissionAction, PermissionModule, Roles } from '@portal/shared';

/** What the permissions screen has picked and the flags being edited (spec 4, "Permission editing"). */
export interface PermissionSelection {
  profileId: number | null;
  groupId: number | null;
  /** the group's flags as loaded, null until a group is loaded */
  saved: Roles | null;
  /** the flags on screen */
  draft: Roles | null;
}

export type SelectionAction =
  | { type: 'profile'; profileId: number }
  | { type: 'group'; groupId: number; roles: Roles }
  | { type: 'toggle'; module: PermissionModule; action: PermissionAction; checked: boolean }
  | { type: 'saved'; roles: Roles }
  | { type: 'reset' };

export const NOTHING_SELECTED: PermissionSelection = { profileId: null, groupId: null, saved: null, draft: null };

const copy = (roles: Roles): Roles => JSON.parse(JSON.stringify(roles)) as Roles;

/**
 * Selecting a profile clears the group and every checkbox; selecting the value already selected (profile or group)
 * deselects it. Flags change only once a group is loaded.
 */
export function selectionReducer(state: PermissionSelection, action: SelectionAction): PermissionSelection {
  switch (action.type) {
    case 'profile':
      return state.profileId === action.profileId ? NOTHING_SELECTED : { ...NOTHING_SELECTED, profileId: action.profileId };
    case 'group':
      if (state.profileId === null) return state;
      return state.groupId === action.groupId
        ? { ...state, groupId: null, saved: null, draft: null }
        : { ...state, groupId: action.groupId, saved: copy(action.roles), draft: copy(action.roles) };
    case 'toggle':
      if (!state.draft) return state;
      return { ...state, draft: { ...state.draft, [action.module]: { ...state.draft[action.module], [action.action]: action.checked } } };
    case 'saved':
      return { ...state, saved: copy(action.roles), draft: copy(action.roles) };
    case 'reset':
      return state.saved ? { ...state, draft: copy(state.saved) } : state;
  }
}

/** Whether the flags on screen differ from the group's saved ones. */
export function isDirty(state: PermissionSelection): boolean {
  return state.saved !== null && state.draft !== null && JSON.stringify(state.saved) !== JSON.stringify(state.draft);
}
