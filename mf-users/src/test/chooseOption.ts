import { waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Opens an antd Select and picks the option with that title (antd renders the list in a portal, the last one open). */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, title: string) {
  await user.click(combobox);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll(`.ant-select-item-option[title="${title}"]`)].pop();
    if (!found) throw new Error(`no option ${title}`);
    return found as HTMLElement;
  });
  await user.click(option);
}
