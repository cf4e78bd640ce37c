import { useQuery } from '@tanstack/react-query';
import type { Group, Profile } from '../permissions/schemas';
import type { LocationOption } from '../locations/schemas';
import type { PortalSettings } from '../time/schemas';
import { DEFAULT_PORTAL_TIME_ZONE } from '../time/portalTime';
import { api } from '@portal/shared/react';

/**
 * Reference lists that several remotes pick from. One hook and one query key each: the shell's query client is shared,
 * so a key fetched twice with two shapes or two freshness rules would hand one page the other's data.
 */
export const referenceKeys = {
  groups: ['groups'] as const,
  profiles: ['profiles'] as const,
  /** under `['locations']`, so a change on the locations page (which invalidates that prefix) refreshes the pickers */
  locationOptions: ['locations', 'options'] as const,
  portalSettings: ['portal-settings'] as const,
};

/** They change rarely (an administrator's edit), so they stay fresh for five minutes. */
export const REFERENCE_STALE_MS = 5 * 60_000;

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export interface ReferenceQueryOptions {
  /** false until the list is needed (a closed dialog, a read-only view) */
  enabled?: boolean;
}

/** The user groups (`GET /groups`, any signed-in user; `assignable` says whether the caller may put someone in one). */
export function useGroups({ enabled = true }: ReferenceQueryOptions = {}) {
  return useQuery({
    queryKey: referenceKeys.groups,
    queryFn: ({ signal }) => api.get<{ results?: unknown }>('/groups', { signal }).then((r) => asList<Group>(r?.results)),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** The profiles (`GET /profiles`, any signed-in user). */
export function useProfiles({ enabled = true }: ReferenceQueryOptions = {}) {
  return useQuery({
    queryKey: referenceKeys.profiles,
    queryFn: ({ signal }) => api.get<{ results?: unknown }>('/profiles', { signal }).then((r) => asList<Profile>(r?.results)),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** Every active location by display name (`GET /locations/options`, any signed-in user): what a location picker lists. */
export function useLocationOptions({ enabled = true }: ReferenceQueryOptions = {}) {
  return useQuery({
    queryKey: referenceKeys.locationOptions,
    queryFn: ({ signal }) => api.get<{ results?: unknown }>('/locations/options', { signal }).then((r) => asList<LocationOption>(r?.results)),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** The portal's time zone (spec: US Central; the api says which: `GET /portal-settings`, public); the default until it answers. */
export function usePortalTimeZone(): string {
  const settings = useQuery({
    queryKey: referenceKeys.portalSettings,
    queryFn: ({ signal }) => api.get<PortalSettings>('/portal-settings', { signal, auth: false }),
    staleTime: Infinity,
  });
  return settings.data?.timeZone ?? DEFAULT_PORTAL_TIME_ZONE;
}
