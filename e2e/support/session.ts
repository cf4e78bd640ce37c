import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

export interface Tokens {
  token: string;
  refresh_token: string;
  expires_at: number;
}

const cache = new Map<string, Tokens>();

/**
 * Signs in through the api. Tokens are reused while fresh: sign-in is rate limited per account, as it
 * should be, and the suite signs the same demo accounts in many times.
 */
export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const key = `${email}|${password}`;
  const cached = cache.get(key);
  // a session another test ended (a status change, a sign-out everywhere) is not reused: the api says so first
  if (cached && cached.expires_at - Date.now() / 1000 > 120 && (await sessionAlive(request, cached))) return { ...cached };
  const tokens = await freshSignIn(request, email, password);
  cache.set(key, tokens);
  return { ...tokens };
}

async function sessionAlive(request: APIRequestContext, tokens: Tokens): Promise<boolean> {
  const id = (JSON.parse(Buffer.from(tokens.token.split('.')[1]!, 'base64url').toString()) as { id: number }).id;
  const res = await request.get(`/api/v1/accounts/${id}`, { headers: { authorization: `Bearer ${tokens.token}` } });
  return res.ok();
}

export async function freshSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
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
