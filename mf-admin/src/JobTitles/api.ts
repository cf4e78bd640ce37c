import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobTitleMapping, JobTitleMappingRow } from '@portal/shared';
import { api } from '@portal/shared/react';

export type JobTitleView = 'all' | 'fresh';

export const jobTitleKeys = {
  all: ['jobTitles'] as const,
  list: (view: JobTitleView) => ['jobTitles', view] as const,
};

const PATHS: Record<JobTitleView, string> = { all: '/groups/mapjobtitle', fresh: '/groups/unexpected' };

/** Every title (`all`) or the unmapped ones (`fresh`). */
export function useJobTitles(view: JobTitleView) {
  return useQuery({
    queryKey: jobTitleKeys.list(view),
    queryFn: ({ signal }) => api.get<{ results: JobTitleMapping[] }>(PATHS[view], { signal }).then((r) => r.results),
  });
}

export function useSaveJobTitles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: JobTitleMappingRow[]) => api.post<{ results: JobTitleMapping[]; message: string }>('/groups/new/group_title', rows),
    onSuccess: () => client.invalidateQueries({ queryKey: jobTitleKeys.all }),
  });
}
