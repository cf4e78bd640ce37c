import type { FormRule } from 'antd';
import { shortcutFields } from '@portal/shared';

export type ShortcutTextField = 'name' | 'display_name1' | 'display_name2' | 'link_desktop' | 'link_mobile';
export const SHORTCUT_TEXT_FIELDS: readonly ShortcutTextField[] = ['name', 'display_name1', 'display_name2', 'link_desktop', 'link_mobile'];

/** An antd form rule that checks one field with the shared zod schema, so the page and the api say the same thing. */
export function shortcutRule(field: ShortcutTextField): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = shortcutFields[field].safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value.');
    },
  };
}

export function isShortcutTextField(value: unknown): value is ShortcutTextField {
  return typeof value === 'string' && (SHORTCUT_TEXT_FIELDS as readonly string[]).includes(value);
}
