import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupPermissions, Roles } from '@portal/shared';
import { api } from '@portal/shared/react';

export const permissionKeys = {
  all: ['permissions'] as const,
  table: () => ['permissions', 'table'] as const,
};

/** Every group with its flags per module (permissions_management view). */
export function usePermissionTable() {
  return useQuery({
    queryKey: permissionKeys.table(),
    queryFn: ({ signal }) => api.get<{ results: GroupPermissions[] }>('/permissions', { signal }).then((r) => r.results),
  });
}

export function useSavePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, roles }: { groupId: number; roles: Roles }) => api.put<{ results: GroupPermissions }>(`/permissions/${groupId}`, roles).then((r) => r.results),
    onSuccess: () => client.invalidateQueries({ queryKey: permissionKeys.table() }),
  });
}
