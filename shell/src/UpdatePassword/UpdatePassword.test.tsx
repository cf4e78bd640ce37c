import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@portal/shared/core';
import { buildClaims, renderShell, signIn, stubFetch } from '../test/fixtures';
import { UpdatePassword, validateNewPassword } from './UpdatePassword';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fakeFederationRuntime'));

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('UpdatePassword overlay', () => {
  it('checks the length first, then the match', () => {
    expect(validateNewPassword('short', 'short')).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(validateNewPassword('longenough', 'different1')).toBe(AUTH_MESSAGES.passwordsDontMatch);
    expect(validateNewPassword('longenough', 'longenough')).toBeNull();
  });

  it('shows the spec messages and sends nothing while they apply', async () => {
    signIn(buildClaims({ password_expired: true }));
    const calls = stubFetch({});
    await renderShell(<UpdatePassword open userId={7} />);
    expect(await screen.findByText('Update Password', { selector: '.ant-modal-title' })).toBeTruthy();
    await fill('short', 'short');
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await userEvent.setup().clear(screen.getByLabelText('Confirm new password'));
    await fill('longenough1', 'longenough2');
    expect(await screen.findByText(AUTH_MESSAGES.passwordsDontMatch)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('has no close button: it stays until the change succeeds', async () => {
    signIn(buildClaims({ password_expired: true }));
    stubFetch({ 'POST /api/v1/accounts/change/password_temporary': { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } } } });
    await renderShell(<UpdatePassword open userId={7} />);
    await fill('longenough1', 'longenough1');
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
