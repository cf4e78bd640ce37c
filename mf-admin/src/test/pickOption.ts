import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** The option `title` of the antd dropdown that is open now (closed ones stay in the DOM, hidden). */
function openOption(title: string): HTMLElement | null {
  const options = document.querySelectorAll<HTMLElement>(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title.replace(/["\\]/g, '\\$&')}"]`,
  );
  return options[options.length - 1] ?? null;
}

/**
 * An antd Select's combobox by its label (a `<label for>` or `aria-label`). Found by label rather than by role: role
 * queries compute every element's accessible name, which costs seconds on a page of antd controls in jsdom.
 */
export function combobox(name: string, scope: Pick<typeof screen, 'getAllByLabelText'> = screen): HTMLElement {
  const found = scope.getAllByLabelText(name).filter((el) => el.getAttribute('role') === 'combobox');
  if (found.length !== 1) throw new Error(`expected one combobox labelled "${name}", found ${found.length}`);
  return found[0]!;
}

/** Opens an antd Select (its combobox, found by label within `scope`) and clicks one of its options. */
export async function pickOption(user: User, name: string, title: string, scope: Pick<typeof screen, 'getAllByLabelText'> = screen) {
  await waitFor(() => expect(combobox(name, scope).closest('.ant-select-disabled')).toBeNull());
  await user.click(combobox(name, scope));
  await waitFor(() => expect(openOption(title)).toBeTruthy());
  await user.click(openOption(title)!);
}

/** Whether the open dropdown offers `title`. */
export function offersOption(title: string): boolean {
  return openOption(title) !== null;
}
