import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/react';
import type { RegistryRemote } from '@portal/shared';
import { registerRegistry } from './federation';

export const registryKeys = { all: ['remotes'] as const };

/** `GET /api/v1/remotes` (public): which remote lives where, its routes, sidebar entries and widgets. */
export async function fetchRegistry(): Promise<RegistryRemote[]> {
  const remotes = await api.get<RegistryRemote[] | { results: RegistryRemote[] }>('/remotes', { auth: false });
  const list = Array.isArray(remotes) ? remotes : remotes.results;
  registerRegistry(list);
  return list;
}

export function useRegistry() {
  return useQuery({ queryKey: registryKeys.all, queryFn: fetchRegistry, staleTime: 5 * 60_000, retry: 1 });
}
