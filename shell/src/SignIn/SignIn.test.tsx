import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@portal/shared/core';
import { renderShell, signIn, stubFetch } from '../test/fixtures';
import { SignIn } from './SignIn';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignIn', () => {
  it('shows the server message for an unverified account', async () => {
    signIn(null);
    const calls = stubFetch({
      'POST /api/v1/auth/signin': { status: 403, body: { error: { code: 'ACCOUNT_UNVERIFIED', message: AUTH_MESSAGES.unverified } } },
    });
    await renderShell(<SignIn />, { route: '/signin' });
    await submit('new@arcadia.example', 'Demo#2026');
    expect(await screen.findByText(AUTH_MESSAGES.unverified)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/signin', body: { email: 'new@arcadia.example', password: 'Demo#2026', remember: false } });
  });

  it('shows the rate-limit and wrong-password messages', async () => {
    signIn(null);
    stubFetch({ 'POST /api/v1/auth/signin': { status: 429, body: { error: { code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts } } } });
    await renderShell(<SignIn />, { route: '/signin' });
    await submit('staff@arcadia.example', 'nope');
    expect(await screen.findByText(AUTH_MESSAGES.tooManyAttempts)).toBeTruthy();
  });

  it('sends "Keep me signed in" and links to registration', async () => {
    signIn(null);
    const calls = stubFetch({ 'POST /api/v1/auth/signin': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.invalidCredentials } } } });
    await renderShell(<SignIn />, { route: '/signin' });
    await userEvent.setup().click(screen.getByLabelText('Keep me signed in'));
    await submit('staff@arcadia.example', 'wrong');
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect((calls[0].body as { remember: boolean }).remember).toBe(true);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});
