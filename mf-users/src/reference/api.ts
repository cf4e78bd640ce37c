import { useQuery } from '@tanstack/react-query';
import type { Group, Profile } from '@portal/shared';
import { api } from '@portal/shared/react';

/** Reference lists the user pages pick from; they change rarely, so they stay fresh for five minutes. */
export const referenceKeys = {
  groups: ['groups'] as const,
  profiles: ['profiles'] as const,
  locationOptions: ['locations', 'options'] as const,
};

export interface LocationOption {
  id: number;
  display_name: string;
}

const asList = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const STALE_MS = 5 * 60_000;

/** The 16 user groups (`GET /groups`, any signed-in user). */
export function useGroups() {
  return useQuery({
    queryKey: referenceKeys.groups,
    queryFn: ({ signal }) => api.get<{ results: unknown }>('/groups', { signal }).then((r) => asList<Group>(r.results)),
    staleTime: STALE_MS,
  });
}

/** The two profiles (`GET /profiles`, any signed-in user). */
export function useProfiles() {
  return useQuery({
    queryKey: referenceKeys.profiles,
    queryFn: ({ signal }) => api.get<{ results: unknown }>('/profiles', { signal }).then((r) => asList<Profile>(r.results)),
    staleTime: STALE_MS,
  });
}

/** Every active location by display name (`GET /locations/options`, any signed-in user). */
export function useLocationOptions() {
  return useQuery({
    queryKey: referenceKeys.locationOptions,
    queryFn: ({ signal }) => api.get<{ results: unknown }>('/locations/options', { signal }).then((r) => asList<LocationOption>(r.results)),
    staleTime: STALE_MS,
  });
}
