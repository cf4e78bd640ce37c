import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

export interface Tokens {
  token: string;
  refresh_token?: string;
}

const cache = new Map<string, Tokens>();

/** Signs in through the api once per account (sign-in is rate limited, as it should be). */
export async function signIn(request: APIRequestContext, email: string): Promise<Tokens> {
  const known = cache.get(email);
  if (known) return known;
  const res = await request.post('/api/v1/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  if (res.status() !== 200) throw new Error(`sign-in of ${email}: ${res.status()} ${await res.text()}`);
  const tokens = (await res.json()) as Tokens;
  cache.set(email, tokens);
  return tokens;
}

/** Starts the page signed in, the token where the shell keeps it. */
export async function useTokens(page: Page, tokens: Tokens) {
  await page.addInitScript((t) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', t.token);
      if (t.refresh_token) localStorage.setItem('refresh_token', t.refresh_token);
    }
  }, tokens);
}

export const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.token}` });

interface RegistryRemote {
  name: string;
  manifestUrl: string;
  routePrefixes?: string[];
  sidebar?: { path: string }[];
}

/**
 * Every page of the portal: the shell's own and each remote's routes and menu entries from the registry (so the
 * routes of remotes that land later are covered without being listed here).
 */
export async function everyPage(request: APIRequestContext, tokens: Tokens): Promise<string[]> {
  const remotes = (await (await request.get('/api/v1/remotes', { headers: bearer(tokens) })).json()) as RegistryRemote[];
  const pages = new Set<string>(['/', '/profile']);
  for (const r of remotes) {
    for (const p of r.routePrefixes ?? []) pages.add(p);
    for (const s of r.sidebar ?? []) pages.add(s.path);
  }
  return [...pages].filter((p) => !p.includes(':')).sort();
}
