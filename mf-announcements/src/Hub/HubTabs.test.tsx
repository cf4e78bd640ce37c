import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HubTabs } from './HubTabs';

const TABS = [
  { key: 'a', label: 'Latest News' },
  { key: 'b', label: 'General Announcements' },
  { key: 'c', label: 'Newsletter' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Harness() {
  const [active, setActive] = useState<Key>('a');
  return (
    <HubTabs<Key> label="Announcements" tabs={TABS} active={active} onChange={setActive}>
      <p>panel {active}</p>
    </HubTabs>
  );
}

describe('HubTabs', () => {
  it('shows every label, opens a tab on click, and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(TABS.map((t) => t.label));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
    await user.click(screen.getByRole('tab', { name: 'Newsletter' }));
    expect(screen.getByRole('tab', { name: 'Newsletter' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Latest News' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('ann-hub-tab-b');
  });
});
