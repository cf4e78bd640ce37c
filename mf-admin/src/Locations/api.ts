import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Location, LocationBody } from '@portal/shared';
import { api } from '@portal/shared/react';

export interface LocationList {
  results: Location[];
  total: number;
}

export const locationKeys = {
  all: ['locations'] as const,
  list: (search: string) => ['locations', 'list', { search }] as const,
};

/** Every location, active or not; `search` is sent only when the caller decided it is long enough. */
export function useLocations(search: string) {
  return useQuery({
    queryKey: locationKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<LocationList>('/locations', { query: { search_for: search || undefined, active: 'both' }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateLocations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: locationKeys.all });
}

export function useCreateLocation() {
  const onSuccess = useInvalidateLocations();
  return useMutation({
    mutationFn: (body: LocationBody) => api.post<{ results: Location }>('/locations', body).then((r) => r.results),
    onSuccess,
  });
}

export function useUpdateLocation() {
  const onSuccess = useInvalidateLocations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LocationBody }) =>
      api.put<{ results: Location }>(`/locations/${id}`, body).then((r) => r.results),
    onSuccess,
  });
}

export function useToggleLocation() {
  const onSuccess = useInvalidateLocations();
  return useMutation({
    mutationFn: (id: number) => api.post<{ results: Location }>(`/locations/${id}/toggle`).then((r) => r.results),
    onSuccess,
  });
}

export function useDeleteLocation() {
  const onSuccess = useInvalidateLocations();
  return useMutation({
    mutationFn: (id: number) => api.del<void>(`/locations/${id}`),
    onSuccess,
  });
}
