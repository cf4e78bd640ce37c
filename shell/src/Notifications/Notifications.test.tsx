import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { buildClaims, renderShell, signIn, stubFetch } from '../test/fixtures';
import { installFakeRealtime, type FakeRealtime } from '@portal/shared/testing';
import { Notifications } from './Notifications';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

function Harness() {
  const [open, setOpen] = useState(false);
  return <Notifications userId={7} open={open} onOpenChange={setOpen} />;
}

describe('Notifications', () => {
  let realtime: FakeRealtime;
  beforeEach(() => {
    realtime = installFakeRealtime();
  });
  afterEach(() => realtime.restore());

  it("shows 'No Notification' when the inbox is empty", async () => {
    signIn(buildClaims());
    stubFetch({ 'GET /api/v1/notify/find/7': { body: { results: [] } } });
    await renderShell(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No Notification')).toBeTruthy();
  });

  it('lists notifications with US dates; clicking one clears it; closing the panel clears all', async () => {
    signIn(buildClaims());
    const calls = stubFetch({
      'GET /api/v1/notify/find/7': {
        body: { results: [{ id: 3, user_id_receptor: 7, content: 'New trivia today', link_desktop: '/trivia', is_open: false, createdAt: '2026-03-05T15:04:00Z' }] },
      },
      'POST /api/v1/notify/clear-one': { status: 204 },
      'GET /api/v1/notify/clear/7': { status: 204 },
    });
    await renderShell(<Harness />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications (1)' }));
    expect(await screen.findByText('New trivia today')).toBeTruthy();
    expect(screen.getByText(/03\/05\/2026, \d{1,2}:04 (AM|PM)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open notification: New trivia today' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/notify/clear-one')).toBe(true));
    expect(calls.find((c) => c.path === '/api/v1/notify/clear-one')?.body).toEqual({ id: 3, user_id_receptor: 7 });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/notify/clear/7')).toBe(true));
  });

  it('shows a notification pushed live without reloading', async () => {
    signIn(buildClaims());
    stubFetch({ 'GET /api/v1/notify/find/7': { body: { results: [] } } });
    await renderShell(<Harness />);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    // the socket opens once the page is idle; pushes before that are not expected to arrive
    await new Promise((r) => setTimeout(r, 600));
    realtime.push('notification', { id: 9, user_id_receptor: 7, content: 'Live: new event', link_desktop: null, is_open: false, createdAt: '2026-03-05T15:04:00Z' });
    // another user's push (impossible on the server, ignored here too)
    realtime.push('notification', { id: 10, user_id_receptor: 8, content: 'Not mine', link_desktop: null, is_open: false, createdAt: '2026-03-05T15:04:00Z' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications (1)' }));
    expect(await screen.findByText('Live: new event')).toBeTruthy();
    expect(screen.queryByText('Not mine')).toBeNull();
  });
});
