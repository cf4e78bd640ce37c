import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistryRemote, RemoteHistoryEntry, UpdateRemoteBody } from '@portal/shared';
import { api } from '@portal/shared/react';

export const remoteKeys = {
  all: ['remotes'] as const,
  list: () => ['remotes', 'list'] as const,
  health: (url: string) => ['remotes', 'health', url] as const,
  history: (name: string) => ['remotes', 'history', name] as const,
};

export function useRemotes() {
  return useQuery({
    queryKey: remoteKeys.list(),
    queryFn: ({ signal }) => api.get<RegistryRemote[]>('/remotes', { signal }),
  });
}

/** Manifest URLs a remote has had, newest first (permissions_management view). */
export function useRemoteHistory(name: string) {
  return useQuery({
    queryKey: remoteKeys.history(name),
    queryFn: ({ signal }) => api.get<{ results: RemoteHistoryEntry[] }>(`/remotes/${name}/history`, { signal }).then((r) => r.results),
  });
}

export function useUpdateRemote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: UpdateRemoteBody }) => api.put<RegistryRemote>(`/remotes/${name}`, body),
    onSuccess: (_remote, { name }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: remoteKeys.list() }),
        client.invalidateQueries({ queryKey: remoteKeys.history(name) }),
      ]),
  });
}

const HEALTH_TIMEOUT_MS = 5_000;

/**
 * Whether the manifest answers: a plain fetch from the browser, the same request the shell makes when it
 * loads the remote (so CORS problems show up here too). No auth header: manifests are static files.
 */
export async function checkManifest(url: string, signal?: AbortSignal): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort());
  try {
    const res = await fetch(new URL(url, window.location.href).toString(), { cache: 'no-store', signal: controller.signal });
    if (!res.ok) return false;
    const body: unknown = await res.json();
    return typeof body === 'object' && body !== null;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function useManifestHealth(url: string) {
  return useQuery({
    queryKey: remoteKeys.health(url),
    queryFn: ({ signal }) => checkManifest(url, signal),
    staleTime: 30_000,
    retry: false,
  });
}
