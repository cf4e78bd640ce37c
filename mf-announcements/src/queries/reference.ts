import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/react';
import type { Contact, ValueLabel } from './types';

const results = <T>(r: { results?: unknown } | undefined): T[] => (Array.isArray(r?.results) ? (r.results as T[]) : []);

/** Contact pickers: value/label pairs (spec 3, Contact). */
export function useContactOptions(kind: 'locations' | 'roles') {
  return useQuery({
    queryKey: ['contacts', 'options', kind],
    staleTime: 60_000,
    queryFn: ({ signal }) => api.get<{ results: unknown }>(`/contacts/${kind}`, { signal }).then((r) => results<ValueLabel>(r)),
  });
}

export interface ContactTarget {
  everyone: boolean;
  locations: string[];
  roles: string[];
}

const key = (v: string) => v.trim().toLowerCase();

/**
 * Contact resolution of spec 4: everyone → all contacts; location only → by location; role only → by role;
 * both → by location, then only those whose role was chosen (if that leaves none, the location result is kept).
 */
export async function resolveContacts(target: ContactTarget): Promise<Contact[]> {
  if (target.everyone) return results<Contact>(await api.get<{ results: unknown }>('/contacts'));
  if (target.locations.length > 0) {
    const byLocation = results<Contact>(await api.post<{ results: unknown }>('/contacts/byLocation', { location: target.locations }));
    if (target.roles.length === 0) return byLocation;
    const chosen = new Set(target.roles.map(key));
    const filtered = byLocation.filter((c) => chosen.has(key(c.role)));
    return filtered.length > 0 ? filtered : byLocation;
  }
  if (target.roles.length > 0) return results<Contact>(await api.post<{ results: unknown }>('/contacts/byRole', { role: target.roles }));
  return [];
}
