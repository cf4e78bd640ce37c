import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOCATIONS_PAGE_SIZE, type Location, type LocationBody, type LocationOrder, type LocationSort, type Page } from '@portal/shared';
import { api } from '@portal/shared/react';

export type LocationList = Page<Location>;

/** What the screen asks for: a page (from 1), an optional column sort (none = the server's, by name), a search. */
export interface LocationListParams {
  page: number;
  sort: { by: LocationSort; order: LocationOrder } | null;
  search: string;
}

export const locationKeys = {
  all: ['locations'] as const,
  list: (params: LocationListParams) => ['locations', 'list', params] as const,
};

/** One page of every location, active or not; `search` is sent only when the caller decided it is long enough. */
export function useLocations(params: LocationListParams) {
  return useQuery({
    queryKey: locationKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<LocationList>('/locations', {
        query: {
          limit: LOCATIONS_PAGE_SIZE,
          offset: (params.page - 1) * LOCATIONS_PAGE_SIZE,
          sort: params.sort?.by,
          order: params.sort?.order,
          search_for: params.search || undefined,
          active: 'both',
        },
        signal,
      }),
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
    mutationFn: ({ id, body }: { id: number; body: LocationBody }) => api.put<{ results: Location }>(`/locations/${id}`, body).then((r) => r.results),
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
