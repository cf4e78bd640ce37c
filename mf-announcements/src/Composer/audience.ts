/** Targets of the home-users composer (spec 4): Everyone, or Specific Location and/or Job Title group. */
export interface HomeAudience {
  everyone: boolean;
  byLocation: boolean;
  byJobTitle: boolean;
  locations: number[];
  profiles: number[];
  groups: number[];
}

export const EMPTY_AUDIENCE: HomeAudience = { everyone: false, byLocation: false, byJobTitle: false, locations: [], profiles: [], groups: [] };

export type AudienceAction =
  | { type: 'everyone'; on: boolean }
  | { type: 'byLocation'; on: boolean }
  | { type: 'byJobTitle'; on: boolean }
  | { type: 'locations'; ids: number[] }
  | { type: 'profiles'; ids: number[]; groupProfile: (groupId: number) => number | undefined }
  | { type: 'groups'; ids: number[] }
  | { type: 'reset' };

/**
 * Everyone clears and disables the specific targets; a specific target clears and disables Everyone.
 * Changing profiles drops chosen groups outside them (group options are limited to the selected profiles).
 */
export function audienceReducer(state: HomeAudience, action: AudienceAction): HomeAudience {
  switch (action.type) {
    case 'everyone':
      return action.on ? { ...EMPTY_AUDIENCE, everyone: true } : { ...state, everyone: false };
    case 'byLocation':
      return action.on ? { ...state, everyone: false, byLocation: true } : { ...state, byLocation: false, locations: [] };
    case 'byJobTitle':
      return action.on ? { ...state, everyone: false, byJobTitle: true } : { ...state, byJobTitle: false, profiles: [], groups: [] };
    case 'locations':
      return state.byLocation ? { ...state, locations: action.ids } : state;
    case 'profiles': {
      if (!state.byJobTitle) return state;
      const keep = new Set(action.ids);
      return { ...state, profiles: action.ids, groups: state.groups.filter((g) => keep.has(action.groupProfile(g) ?? -1)) };
    }
    case 'groups':
      return state.byJobTitle ? { ...state, groups: action.ids } : state;
    case 'reset':
      return EMPTY_AUDIENCE;
  }
}

/** Whether the audience names anybody ('Invalid announcement type' otherwise). */
export function hasAudience(a: HomeAudience): boolean {
  return a.everyone || a.locations.length > 0 || a.groups.length > 0;
}

/** Whether the specific-target controls and Everyone are disabled (they disable each other). */
export function disabledTargets(a: HomeAudience) {
  return { everyone: a.byLocation || a.byJobTitle, specific: a.everyone };
}
