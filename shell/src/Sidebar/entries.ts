import { ADMIN_FEATURE_GROUP_IDS, SUPER_ADMIN_GROUP_ID, can, type Roles } from '@portal/shared/core';
import { matchesPrefix } from '../registry/routeOwner';
import type { RegistryRemote, SidebarEntry, SidebarSection } from '@portal/shared';

export interface VisibleEntry extends SidebarEntry {
  remoteName: string;
}

export interface SidebarViewer {
  roles: Partial<Roles> | null;
  groupId: number | null;
  narrow: boolean;
}

/**
 * One entry's rule (spec 2.2): null permission = anyone signed in; adminGroupsOnly = groups 1 and 2; superAdminOnly =
 * group 1; desktopOnly hides under 700 px.
 */
export function isEntryVisible(entry: SidebarEntry, viewer: SidebarViewer): boolean {
  if (entry.desktopOnly && viewer.narrow) return false;
  if (entry.adminGroupsOnly && (viewer.groupId === null || !ADMIN_FEATURE_GROUP_IDS.includes(viewer.groupId))) return false;
  if (entry.superAdminOnly && viewer.groupId !== SUPER_ADMIN_GROUP_ID) return false;
  if (entry.permission && !can(viewer.roles, entry.permission.module, entry.permission.action)) return false;
  return true;
}

/**
 * Alphabetical, case aside. Not `localeCompare`: its first call loads the browser's collation data, 10-30 ms on the
 * path to the first page on a 2-core machine, for English labels an ordinal comparison orders alike.
 */
function byLabel(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The sidebar, drawn from the registry alone: no remote code is downloaded to decide what to show. */
export function visibleSidebarEntries(remotes: readonly RegistryRemote[] | undefined, viewer: SidebarViewer): VisibleEntry[] {
  const out: VisibleEntry[] = [];
  for (const remote of remotes ?? []) {
    for (const entry of remote.sidebar ?? []) {
      if (isEntryVisible(entry, viewer)) out.push({ ...entry, remoteName: remote.name });
    }
  }
  return out.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || byLabel(a.label, b.label));
}

/**
 * The sections in the order they are drawn, after the main entries: People first (the admins' daily work, validations
 * and users, stays above the fold at 800 px).
 */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = ['people', 'content', 'locations', 'system'];

export interface SidebarLayout {
  /** entries without a section, in order */
  main: VisibleEntry[];
  /** the sections that have a visible entry, in SIDEBAR_SECTIONS order */
  sections: { key: SidebarSection; entries: VisibleEntry[] }[];
}

export function sidebarLayout(entries: readonly VisibleEntry[]): SidebarLayout {
  return {
    main: entries.filter((e) => !e.section),
    sections: SIDEBAR_SECTIONS.map((key) => ({ key, entries: entries.filter((e) => e.section === key) })).filter((s) => s.entries.length > 0),
  };
}

export const HOME_PATHS = ['/', '/home', '/new-home'];

/**
 * The highlighted entry: the one whose route prefix (`activeFor`, else its path) is the longest that matches the
 * location, so /locations/chat/5 is the location chat's, not the Locations page's. 'home' on the home paths, '' if none.
 */
export function activeEntryKey(entries: readonly SidebarEntry[], pathname: string): string {
  if (HOME_PATHS.includes(pathname)) return 'home';
  let best = { key: '', len: 0 };
  for (const e of entries) {
    const prefix = (e.activeFor ?? e.path).split('?')[0]!;
    if (matchesPrefix(pathname, prefix) && prefix.length > best.len) best = { key: e.key, len: prefix.length };
  }
  return best.key;
}
