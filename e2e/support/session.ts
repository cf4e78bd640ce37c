import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

export interface Tokens {
  token: string;
  refresh_token: string;
  expires_at: number;
}

export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const res = await request.post('/api/v1/auth/signin', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Tokens;
}

/** Signs in through the real sign-in page. */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Starts the browser already signed in (the token stored where the shell keeps it). */
export async function useTokens(page: Page, tokens: Tokens) {
  await page.addInitScript((t) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', t.token);
      localStorage.setItem('refresh_token', t.refresh_token);
    }
  }, tokens);
}

export function bearer(tokens: Tokens) {
  return { authorization: `Bearer ${tokens.token}` };
}
