import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Shortcut, ShortcutCreateBody, ShortcutStatus, ShortcutUpdateBody } from '@portal/shared';
import { api } from '@portal/shared/react';

export const shortcutKeys = {
  all: ['shortcuts'] as const,
  list: (status: ShortcutStatus) => ['shortcuts', 'list', status] as const,
};

/** Active shortcuts in their order, or (with delete) the inactive ones. */
export function useShortcuts(status: ShortcutStatus, enabled = true) {
  return useQuery({
    queryKey: shortcutKeys.list(status),
    queryFn: ({ signal }) => api.get<{ results: Shortcut[] }>('/shortcuts', { query: status === 'inactive' ? { status } : undefined, signal }).then((r) => r.results ?? []),
    enabled,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: shortcutKeys.all });
}

export function useCreateShortcut() {
  const onSuccess = useInvalidate();
  return useMutation({
    // images travel as data URLs: no 10 s time-out for two 2 MB pictures on a slow line
    mutationFn: (body: ShortcutCreateBody) => api.post<{ results: Shortcut }>('/shortcuts', body, { timeoutMs: 0 }).then((r) => r.results),
    onSuccess,
  });
}

export function useUpdateShortcut() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ShortcutUpdateBody }) => api.put<{ results: Shortcut }>(`/shortcuts/${id}`, body, { timeoutMs: 0 }).then((r) => r.results),
    onSuccess,
  });
}

export function useDeleteShortcut() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (s: Pick<Shortcut, 'id' | 'order'>) => api.del<void>(`/shortcuts/${s.id}/${s.order}`),
    onSettled,
  });
}

/**
 * Moves a shortcut: one place up or down (the spec's calls) or to a place in one call (drag-and-drop). The new
 * order shows at once; the server's answer replaces it, and a failure (someone else moved the list: 409) puts
 * the server's list back.
 */
export function useMoveShortcut() {
  const client = useQueryClient();
  const key = shortcutKeys.list('active');
  return useMutation({
    mutationFn: ({ shortcut, to }: { shortcut: Pick<Shortcut, 'id' | 'order'>; to: number | 'up' | 'down'; preview: Shortcut[] }) =>
      (typeof to === 'number'
        ? api.put<{ results: Shortcut[] }>(`/shortcuts/${shortcut.id}/${shortcut.order}/move`, { to })
        : api.get<{ results: Shortcut[] }>(`/shortcuts/${to}/${shortcut.id}/${shortcut.order}`)
      ).then((r) => r.results),
    onMutate: async ({ preview }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, preview);
    },
    onSuccess: (list) => client.setQueryData(key, list),
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useActivateShortcut() {
  return useMutation({
    mutationFn: (s: Pick<Shortcut, 'id' | 'order'>) => api.put<{ results: Shortcut }>(`/shortcuts/${s.id}/${s.order}/activate`).then((r) => r.results),
  });
}
