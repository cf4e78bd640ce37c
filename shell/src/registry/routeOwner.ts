import type { RegistryRemote } from '@portal/shared';

/** A prefix matches itself and anything under `prefix/` (contract: "Route prefixes"). */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  const p = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  return pathname === p || pathname.startsWith(`${p}/`);
}

export interface RouteOwner {
  remote: RegistryRemote;
  prefix: string;
}

/** The remote owning a path: the longest matching prefix wins (`/locations/chat/1` → mf_chat, not mf_admin). */
export function findRouteOwner(pathname: string, remotes: readonly RegistryRemote[]): RouteOwner | null {
  let best: RouteOwner | null = null;
  for (const remote of remotes) {
    for (const prefix of remote.routePrefixes) {
      if (matchesPrefix(pathname, prefix) && (!best || prefix.length > best.prefix.length)) best = { remote, prefix };
    }
  }
  return best;
}

/** The public viewer area (spec: /ap/..., /ab/...), rendered without sign-in. */
export const PUBLIC_PREFIXES = ['/ap', '/ab'] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((p) => matchesPrefix(pathname, p));
}
