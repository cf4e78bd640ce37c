import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoginsPerDay, OpensPerDay, Page } from '@portal/shared';
import { api } from '@portal/shared/react';

export const analyticsKeys = {
  all: ['analytics'] as const,
  page: (path: string, query: string) => ['analytics', 'page', path, query] as const,
  opens: (id: number) => ['analytics', 'opens', id] as const,
  logins: ['analytics', 'logins'] as const,
};

/**
 * One page of a report: `query` is the first page's query string or the server's nextPage / prevPage (spec 4:
 * paging follows the strings the server returns).
 */
export function useReportPage<T>(path: string, query: string) {
  return useQuery({
    queryKey: analyticsKeys.page(path, query),
    queryFn: ({ signal }) => api.get<Page<T>>(`${path}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOpensOverTime(id: number) {
  return useQuery({
    queryKey: analyticsKeys.opens(id),
    queryFn: ({ signal }) => api.get<{ results: OpensPerDay[] }>(`/analytics/announcements/${id}/opens`, { signal }).then((r) => r.results ?? []),
  });
}

export function useLoginsPerDay() {
  return useQuery({
    queryKey: analyticsKeys.logins,
    queryFn: ({ signal }) => api.get<{ results: LoginsPerDay[] }>('/analytics/logins', { signal }).then((r) => r.results ?? []),
  });
}
