import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistryRemote, RemoteHealth, RemoteHistoryEntry, UpdateRemoteBody } from '@portal/shared';
import { api } from '@portal/shared/react';

export const remoteKeys = {
  all: ['remotes'] as const,
  list: () => ['remotes', 'list'] as const,
  health: () => ['remotes', 'health'] as const,
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
        client.invalidateQueries({ queryKey: remoteKeys.health() }),
      ]),
  });
}

/** Each remote's manifest as the api reads it now: reachable, build version, problem, and the last change. */
export function useRemoteHealth() {
  return useQuery({
    queryKey: remoteKeys.health(),
    queryFn: ({ signal }) => api.get<{ results: RemoteHealth[] }>('/remotes/health', { signal }).then((r) => r.results),
    staleTime: 30_000,
    retry: false,
  });
}

const HEALTH_TIMEOUT_MS = 5_000;

export interface BrowserCheck {
  reachable: boolean;
  version: string | null;
}

/**
 * Whether a manifest answers from this browser: a plain fetch, the same request the shell makes when it loads the
 * remote (so CORS problems show up too). Asked before a switch. No auth header: manifests are static files.
 */
export async function checkManifest(url: string, signal?: AbortSignal): Promise<BrowserCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort());
  try {
    const res = await fetch(new URL(url, window.location.href).toString(), { cache: 'no-store', signal: controller.signal });
    if (!res.ok) return { reachable: false, version: null };
    const body = (await res.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null;
    if (typeof body !== 'object' || body === null) return { reachable: false, version: null };
    const version = body.metaData?.buildInfo?.buildVersion;
    return { reachable: true, version: typeof version === 'string' ? version : null };
  } catch {
    return { reachable: false, version: null };
  } finally {
    clearTimeout(timer);
  }
}
