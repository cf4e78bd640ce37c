import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, useRealtimeEvent } from '@portal/shared/react';
import { REALTIME_EVENTS } from '@portal/shared/core';
import type { PortalNotification } from '@portal/shared';

export type { PortalNotification };

export const notificationKeys = { list: (userId: number) => ['notify', userId] as const };

export function useNotifications(userId: number) {
  const qc = useQueryClient();
  // new notifications arrive live; the slow poll only covers a dropped socket
  useRealtimeEvent(REALTIME_EVENTS.notification, (payload) => {
    const note = payload as PortalNotification;
    if (note?.user_id_receptor !== userId) return;
    qc.setQueryData<PortalNotification[]>(notificationKeys.list(userId), (old) => [note, ...(old ?? []).filter((n) => n.id !== note.id)]);
  });
  return useQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: () => api.get<{ results: PortalNotification[] }>(`/notify/find/${userId}`).then((r) => r.results ?? []),
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useClearOne(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (n: PortalNotification) => api.post(`/notify/clear-one`, { id: n.id, user_id_receptor: n.user_id_receptor }),
    onMutate: (n) => {
      qc.setQueryData<PortalNotification[]>(notificationKeys.list(userId), (old) => old?.filter((x) => x.id !== n.id));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
  });
}

export function useClearAll(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.get(`/notify/clear/${userId}`),
    onSuccess: () => qc.setQueryData<PortalNotification[]>(notificationKeys.list(userId), []),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
  });
}

/** An internal link (path or same-origin URL) as a router path; null for anything external. */
export function internalPath(link: string | null | undefined): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link, location.origin);
    return url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
