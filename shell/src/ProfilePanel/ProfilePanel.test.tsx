import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useAuthStore } from '@portal/shared/react';
import { buildClaims, renderShell, signIn, stubFetch } from '../test/fixtures';
import { TEXTS } from '../texts';
import { ProfilePanel } from './ProfilePanel';

const T = TEXTS.profile;
// antd's drawer and form render their styles for the first time in jsdom: slow on a busy 2-core machine
vi.setConfig({ testTimeout: 60_000 });

/** The header's part: a button opens the panel for the signed-in user. */
function Harness() {
  const [open, setOpen] = useState(false);
  const claims = useAuthStore((s) => s.claims);
  if (!claims) return null;
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <output aria-label="panel">{open ? 'open' : 'closed'}</output>
      <ProfilePanel claims={claims} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const panel = () => screen.getByRole('status', { name: 'panel' }).textContent;

async function close(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(panel()).toBe('closed');
}

describe('ProfilePanel', () => {
  it('opens on the current names; reopened, it drops what was typed and the picture chosen, and shows names changed meanwhile', async () => {
    signIn(buildClaims());
    await renderShell(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByLabelText(T.firstName);
    expect([field(T.firstName).value, field(T.lastName).value]).toEqual(['Sam', 'Staff']);

    fireEvent.change(field(T.firstName), { target: { value: 'Samuel' } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(document.querySelector('.ant-drawer img')?.getAttribute('src')).toMatch(/^data:image\/png/));

    await close(user);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(field(T.firstName).value).toBe('Sam'));
    expect(document.querySelector('.ant-drawer img')).toBeNull();

    // the names were changed on the profile page meanwhile
    await close(user);
    signIn(buildClaims({ first_name: 'Samantha', last_name: 'Stone' }));
    await user.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect([field(T.firstName).value, field(T.lastName).value]).toEqual(['Samantha', 'Stone']));
  });

  it('saves the names shown, a blank one falling back to the current name, and closes', async () => {
    signIn(buildClaims());
    const calls = stubFetch({ 'PUT /api/v1/accounts/7': { body: { results: {} } } });
    await renderShell(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.change(await screen.findByLabelText(T.lastName), { target: { value: ' ' } });
    fireEvent.change(field(T.firstName), { target: { value: 'Samuel' } });
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ first_name: 'Samuel', last_name: 'Staff' }));
    expect(await screen.findByText(T.saved)).toBeTruthy();
    await waitFor(() => expect(panel()).toBe('closed'));
  });
});
