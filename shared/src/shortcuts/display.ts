import { SHORTCUT_IMAGE, type DirectoryShortcut } from './messages';

/** Spec 9's display truncation: at most `max` characters, an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Spec 5: Save is enabled only when these are set (a desktop image new or already stored). */
export interface ShortcutFormState {
  name: string;
  display_name1: string;
  display_name2: string;
  link_desktop: string;
  link_mobile: string;
  hasDesktopImage: boolean;
}

export function canSaveShortcut(state: ShortcutFormState): boolean {
  return Boolean(state.name.trim() && state.display_name1.trim() && state.display_name2.trim() && state.link_desktop.trim() && state.link_mobile.trim() && state.hasDesktopImage);
}

/** Spec 9: a square of 200x200 px. */
export function isShortcutImageSize(width: number, height: number): boolean {
  return width === SHORTCUT_IMAGE.side && height === SHORTCUT_IMAGE.side;
}

/** The first letter the directory groups an app under (A–Z, else '#'). */
export function letterOf(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/** Spec 2.8: the apps in alphabetical groups by app name ('#' for anything not A–Z, last). */
export function groupAlphabetically<T extends Pick<DirectoryShortcut, 'display_name1'>>(apps: readonly T[]): Array<{ letter: string; apps: T[] }> {
  const byName = [...apps].sort((a, b) => a.display_name1.localeCompare(b.display_name1, 'en', { sensitivity: 'base' }));
  const groups = new Map<string, T[]>();
  for (const app of byName) {
    const letter = letterOf(app.display_name1);
    groups.set(letter, [...(groups.get(letter) ?? []), app]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a < b ? -1 : 1)).map(([letter, list]) => ({ letter, apps: list }));
}

/** `list` with `id` moved from its place to `to` (0-based), for drag-and-drop. */
export function moveId(list: readonly number[], id: number, to: number): number[] {
  const rest = list.filter((x) => x !== id);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
