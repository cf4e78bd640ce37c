import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@portal/shared/core';
import { renderShell, signIn, stubFetch } from '../test/fixtures';
import { Register } from './Register';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

describe('Register', () => {
  it('shows the shared schema messages and sends nothing while invalid', async () => {
    signIn(null);
    const calls = stubFetch({ 'GET /api/v1/auth/locations': { body: { results: [{ id: 1, display_name: 'Arcadia Downtown' }] } } });
    await renderShell(<Register />, { route: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("First name can't be blank.")).toBeTruthy();
    expect(screen.getByText("Last name can't be blank.")).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(screen.getByText("Phone number can't be blank.")).toBeTruthy();
    expect(screen.getByText('Please choose your main location.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server message and a link to sign in on success', async () => {
    signIn(null);
    const calls = stubFetch({
      'GET /api/v1/auth/locations': { body: { results: [{ id: 3, display_name: 'Arcadia Downtown' }] } },
      'POST /api/v1/auth/register': { status: 201, body: { message: AUTH_MESSAGES.registered } },
    });
    await renderShell(<Register />, { route: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@arcadia.example');
    await user.type(screen.getByLabelText('Password'), 'longenough1');
    await user.type(screen.getByLabelText('Phone number'), '555-0100');
    await user.click(screen.getByLabelText('Main location'));
    await user.click(await screen.findByTitle('Arcadia Downtown'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(AUTH_MESSAGES.registered)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/signin');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ email: 'ada@arcadia.example', location_id: 3 }));
  });
});
