import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditFilterQueryString, type AuditEntry, type AuditFilter, type Page, type ValueLabel } from '@portal/shared';
import { api } from '@portal/shared/react';

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter, limit: number, offset: number) => ['audit', 'page', filter, limit, offset] as const,
  actions: () => ['audit', 'actions'] as const,
};

export function useAuditPage(filter: AuditFilter, limit: number, offset: number) {
  return useQuery({
    queryKey: auditKeys.page(filter, limit, offset),
    queryFn: ({ signal }) => api.get<Page<AuditEntry>>(`/audit?${auditFilterQueryString(filter, { limit, offset })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditActions() {
  return useQuery({
    queryKey: auditKeys.actions(),
    queryFn: ({ signal }) => api.get<{ results: ValueLabel[] }>('/audit/actions', { signal }).then((r) => r.results),
  });
}
