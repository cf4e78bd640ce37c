import type { SessionTokens, TokenClaims } from '@portal/shared';
import { useAuthStore } from '@portal/shared/react';
import { loadPage } from './loadPage';

/**
 * The claims of a token the api just handed us, read without verifying the signature. Only for what the page
 * shows at once (header name, picture): the server checks every call, and the shell verifies the stored token
 * against the api's public key on the next start.
 */
export function readClaims(token: string): TokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
    return claims && typeof claims === 'object' && typeof claims.id === 'number' ? claims : null;
  } catch {
    return null;
  }
}

export function isSessionTokens(value: unknown): value is SessionTokens {
  const v = value as Partial<SessionTokens> | null;
  return !!v && typeof v.token === 'string' && typeof v.refresh_token === 'string' && typeof v.expires_at === 'number';
}

/** Keeps the new token the api returns after editing yourself, so the header shows the new name at once. */
export function keepNewTokens(tokens: SessionTokens): boolean {
  const claims = readClaims(tokens.token);
  if (!claims) return false;
  useAuthStore.getState().setSession(tokens, claims);
  return true;
}

/**
 * The foundation's impersonation flow (shared authStore + shell): the administrator's own token goes to session
 * storage, the new one becomes the session, and a full load lets the shell verify it and draw the user's portal;
 * the shell's 'Exit to my user' restores the administrator.
 */
export function startImpersonating(tokens: SessionTokens): boolean {
  const claims = readClaims(tokens.token);
  if (!claims) return false;
  useAuthStore.getState().startImpersonation(tokens, claims);
  loadPage('/');
  return true;
}
