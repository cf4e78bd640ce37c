import type { QueryClient } from '@tanstack/react-query';
import { storedToken } from '@portal/shared/react';
import type { RegistryRemote } from '@portal/shared';
import { remotesWithSlot } from '../remote/RemoteWidgets';
import { fetchRegistry, registryKeys } from './api';
import { loadRemoteWidgets } from './federation';

/**
 * The home page opened with a stored session: start downloading the home widgets' remotes now, while the session
 * is verified and the layout renders, so their code is here when the home page draws its widget slots (instead of
 * being asked for only then: manifest, remote entry and chunks, one after the other). Only a head start: the
 * widget slots load (and report failures) as usual, and nothing renders before the permissions are known.
 */
export function warmHomeWidgets(queryClient: QueryClient, pathname = location.pathname) {
  if (pathname !== '/' || !storedToken()) return;
  void queryClient
    .fetchQuery({ queryKey: registryKeys.all, queryFn: fetchRegistry, staleTime: 5 * 60_000 })
    .then((remotes: RegistryRemote[]) => {
      const names = new Set([...remotesWithSlot(remotes, 'home-main'), ...remotesWithSlot(remotes, 'home-side')].map((r) => r.name));
      for (const name of names) loadRemoteWidgets(name).catch(() => undefined);
    })
    .catch(() => undefined);
}
