import { useEffect } from 'react';
import { api } from '@portal/shared/react';
import type { TokenClaims } from '@portal/shared';

/**
 * Spec 4 "First access": if the account shows first_access, mark it done with a put call. The token may carry
 * `first_access`; when it does not, the account is read once per browser session.
 */
export function useFirstAccess(claims: TokenClaims | null) {
  const id = claims?.id;
  const claim = (claims as (TokenClaims & { first_access?: boolean }) | null)?.first_access;
  const impersonating = claims?.impersonate;
  useEffect(() => {
    if (!id || impersonating) return;
    const key = `portal:first_access_checked:${id}`;
    if (typeof sessionStorage !== 'undefined' && sessionStorage.getItem(key)) return;
    let cancelled = false;
    const mark = () => api.put(`/accounts/${id}/user/first_access`).catch(() => undefined);
    const run = async () => {
      const pending =
        claim ??
        (await api
          .get<{ results: { first_access?: boolean } }>(`/accounts/${id}`)
          .then((r) => r.results?.first_access === true)
          .catch(() => false));
      if (cancelled) return;
      if (pending) await mark();
      sessionStorage?.setItem(key, '1');
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [id, claim, impersonating]);
}
