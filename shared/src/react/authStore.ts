import { create } from 'zustand';
import type { TokenClaims, SessionTokens } from '@portal/shared';

const TOKEN_KEY = 'token';
const REFRESH_KEY = 'refresh_token';
const SESSION_KEY = 'session';
const ORIGINAL_KEY = 'original_token';
const COOKIE = 'portal_token';

/** Local session data the spec keeps after login (token, id, group_id, names, email, image, location). */
export interface SessionData {
  id: number;
  group_id: number | null;
  firstName: string;
  lastName: string;
  email: string;
  image_url: string | null;
  location_id: number | null;
}

export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  claims: TokenClaims | null;
  /** true while an administrator acts as another user (original token kept in session storage) */
  impersonating: boolean;
  setSession(tokens: SessionTokens, claims: TokenClaims): void;
  setClaims(claims: TokenClaims | null): void;
  startImpersonation(tokens: SessionTokens, claims: TokenClaims): void;
  /** Restores the administrator's own token; returns it so the caller can re-verify it. */
  exitImpersonation(): string | null;
  clear(): void;
}

function writeCookie(token: string | null) {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token ? `${COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secure}` : `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(COOKIE.length + 1)) : null;
}

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

function sessionDataOf(claims: TokenClaims): SessionData {
  return {
    id: claims.id,
    group_id: claims.group_id,
    firstName: claims.first_name,
    lastName: claims.last_name,
    email: claims.email,
    image_url: claims.image_url,
    location_id: claims.location_id,
  };
}

function persist(tokens: SessionTokens, claims: TokenClaims) {
  storage()?.setItem(TOKEN_KEY, tokens.token);
  storage()?.setItem(REFRESH_KEY, tokens.refresh_token);
  storage()?.setItem(SESSION_KEY, JSON.stringify(sessionDataOf(claims)));
  writeCookie(tokens.token);
}

/** The token the app starts with: local storage first, then the cookie (spec 4, "Auth"). */
export function storedToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? readCookie();
}

export function storedRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_KEY) ?? null;
}

/** Removes the stored session (storage and cookie) but leaves the in-memory state, e.g. during a sign-out delay. */
export function clearStoredSession() {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(REFRESH_KEY);
  storage()?.removeItem(SESSION_KEY);
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(ORIGINAL_KEY);
  writeCookie(null);
}

export const useAuthStore = create<AuthState>((set, get) => ({
  token: storedToken(),
  refreshToken: storedRefreshToken(),
  claims: null,
  impersonating: typeof sessionStorage !== 'undefined' && sessionStorage.getItem(ORIGINAL_KEY) !== null,
  setSession(tokens, claims) {
    persist(tokens, claims);
    set({ token: tokens.token, refreshToken: tokens.refresh_token, claims });
  },
  setClaims(claims) {
    set({ claims });
  },
  startImpersonation(tokens, claims) {
    const { token, refreshToken } = get();
    if (token && typeof sessionStorage !== 'undefined' && !sessionStorage.getItem(ORIGINAL_KEY)) {
      sessionStorage.setItem(ORIGINAL_KEY, JSON.stringify({ token, refreshToken }));
    }
    persist(tokens, claims);
    set({ token: tokens.token, refreshToken: tokens.refresh_token, claims, impersonating: true });
  },
  exitImpersonation() {
    if (typeof sessionStorage === 'undefined') return null;
    const raw = sessionStorage.getItem(ORIGINAL_KEY);
    sessionStorage.removeItem(ORIGINAL_KEY);
    if (!raw) return null;
    const original = JSON.parse(raw) as { token: string; refreshToken: string | null };
    storage()?.setItem(TOKEN_KEY, original.token);
    if (original.refreshToken) storage()?.setItem(REFRESH_KEY, original.refreshToken);
    writeCookie(original.token);
    set({ token: original.token, refreshToken: original.refreshToken, claims: null, impersonating: false });
    return original.token;
  },
  clear() {
    clearStoredSession();
    set({ token: null, refreshToken: null, claims: null, impersonating: false });
  },
}));
