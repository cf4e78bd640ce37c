import type { Shortcut } from '@portal/shared';

/** The active list as it looks once `id` moved to place `to` (1-based), places renumbered: shown before the server answers. */
export function previewMove(rows: readonly Shortcut[], id: number, to: number | 'up' | 'down'): Shortcut[] {
  const from = rows.findIndex((s) => s.id === id);
  if (from < 0) return [...rows];
  const target = to === 'up' ? from - 1 : to === 'down' ? from + 1 : to - 1;
  const at = Math.max(0, Math.min(rows.length - 1, target));
  const next = rows.filter((s) => s.id !== id);
  next.splice(at, 0, rows[from]!);
  return next.map((s, i) => ({ ...s, order: i + 1 }));
}

/** Spec 2.8: the manager's search filters by name or either display name (case-insensitive). */
export function matchesSearch(shortcut: Shortcut, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [shortcut.name, shortcut.display_name1, shortcut.display_name2].some((v) => v.toLowerCase().includes(needle));
}
