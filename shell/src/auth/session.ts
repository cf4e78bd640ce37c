/**
 * Session lifecycle of the shell (spec 4 "Auth"): verify the stored token at start, refresh it once when it
 * is bad, schedule a refresh before expiry, and drop the session on any 401.
 */
import { create } from 'zustand';
import { api, ApiError, setUnauthorizedHandler, useAuthStore, storedRefreshToken } from '@portal/shared/react';
import type { MyPermissions, SessionTokens, TokenClaims } from '@portal/shared';
import { InvalidTokenError, verifyToken } from './verifyToken';

export type SessionStatus = 'checking' | 'anonymous' | 'authenticated' | 'offline';

interface SessionState {
  status: SessionStatus;
  /** why the user landed on sign-in (expired session), shown there once */
  notice: string | null;
  set(status: SessionStatus, notice?: string | null): void;
}

export const useSessionStatus = create<SessionState>((set) => ({
  status: 'checking',
  notice: null,
  set: (status, notice = null) => set({ status, notice }),
}));

/** Refresh this long before the token expires. */
const REFRESH_MARGIN_MS = 60_000;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRefresh(claims: TokenClaims) {
  if (refreshTimer) clearTimeout(refreshTimer);
  if (!claims.exp) return;
  const delay = Math.max(5_000, claims.exp * 1000 - Date.now() - REFRESH_MARGIN_MS);
  // setTimeout overflows above ~24.8 days; a later start verifies again anyway
  if (delay > 2_000_000_000) return;
  refreshLater(delay);
}

/** A refresh the server could not answer (offline, an instance gone, 5xx, 429): tried again this much later. */
const REFRESH_RETRY_MS = 5_000;

function refreshLater(delay: number) {
  refreshTimer = setTimeout(() => {
    void refreshSession().then(
      (ok) => {
        if (!ok) endSession('expired');
      },
      () => refreshLater(REFRESH_RETRY_MS),
    );
  }, delay);
}

/**
 * Whether a failed call says nothing about the session: no answer, or the server (or the balancer in front of it)
 * could not answer now. Only a refusal of the refresh token itself (4xx) ends the session; an api instance that dies
 * mid-session must not sign anyone out (issue 48).
 */
const transient = (e: unknown) => e instanceof ApiError && (e.status === 0 || e.status === 429 || e.status >= 500);

/** Stores verified tokens and claims; every token the shell accepts passes through here. */
export async function acceptTokens(tokens: SessionTokens): Promise<TokenClaims> {
  const claims = await verifyToken(tokens.token);
  // while impersonating, the administrator's own token stays in session storage untouched
  useAuthStore.getState().setSession(tokens, claims);
  scheduleRefresh(claims);
  useSessionStatus.getState().set('authenticated');
  return claims;
}

/** Tries the refresh token once; true when a new verified session is in place, false when it is refused; throws when it could not be asked. */
export async function refreshSession(): Promise<boolean> {
  const refreshToken = useAuthStore.getState().refreshToken ?? storedRefreshToken();
  if (!refreshToken) return false;
  try {
    const tokens = await api.post<SessionTokens>('/auth/refresh', { refresh_token: refreshToken }, { auth: false });
    await acceptTokens(tokens);
    return true;
  } catch (e) {
    if (transient(e)) throw e;
    return false;
  }
}

/** Clears everything and sends the user to sign-in (the router reacts to the status). */
export function endSession(reason: 'expired' | 'signout' | 'invalid' = 'invalid') {
  if (refreshTimer) clearTimeout(refreshTimer);
  useAuthStore.getState().clear();
  useSessionStatus.getState().set('anonymous', reason === 'expired' ? 'expired' : null);
}

/** How long the start-up waits for the current rights before it goes with the token's. */
const RIGHTS_TIMEOUT_MS = 3_000;

/**
 * The rights the api applies now (a permission change since the token was signed shows in the sidebar and the
 * guards at the next page load), or null when they cannot be read: offline, slow, or the token is refused (the
 * token checks below decide what happens then).
 */
async function currentRights(): Promise<MyPermissions | null> {
  try {
    return (await api.get<{ results: MyPermissions }>('/permissions/mine', { timeoutMs: RIGHTS_TIMEOUT_MS })).results;
  } catch {
    return null;
  }
}

function withRights(claims: TokenClaims, rights: MyPermissions | null): TokenClaims {
  return rights ? { ...claims, roles: rights.roles, modules: rights.modules, group_id: rights.group_id } : claims;
}

/**
 * Start-up check: valid → app (with the rights the api holds now, read alongside the verification); invalid/expired →
 * one refresh; else clear → sign-in; none → sign-in.
 */
export async function startSession(): Promise<SessionStatus> {
  const { set } = useSessionStatus.getState();
  const token = useAuthStore.getState().token;
  if (!token) {
    // a refresh token alone ("Keep me signed in" after the access token was dropped) still deserves one try
    if (storedRefreshToken()) {
      try {
        if (await refreshSession()) return 'authenticated';
      } catch {
        set('offline');
        return 'offline';
      }
    }
    endSession();
    return 'anonymous';
  }
  set('checking');
  const rights = currentRights();
  try {
    const claims = withRights(await verifyToken(token), await rights);
    useAuthStore.getState().setClaims(claims);
    scheduleRefresh(claims);
    set('authenticated');
    return 'authenticated';
  } catch (e) {
    if (!(e instanceof InvalidTokenError)) {
      set('offline');
      return 'offline';
    }
  }
  try {
    if (await refreshSession()) return 'authenticated';
  } catch {
    set('offline');
    return 'offline';
  }
  endSession('expired');
  return 'anonymous';
}

/** Any 401 on an authenticated api call: the server no longer accepts this session. */
export function installUnauthorizedHandler() {
  setUnauthorizedHandler(() => {
    if (useSessionStatus.getState().status === 'authenticated') endSession('expired');
  });
}
