import { useMutation, useQuery } from '@tanstack/react-query';
import type { DesktopNotifyBody, Group, LocationOption, MobileNotifyBody, NotifyChannel, NotifySendResult } from '@portal/shared';
import { api } from '@portal/shared/react';

/** Who a notification can go to: portal accounts, so portal locations and user groups (not payroll contacts). */
export function useAudienceOptions() {
  const locations = useQuery({
    queryKey: ['locations', 'options'],
    queryFn: ({ signal }) => api.get<{ results: LocationOption[] }>('/locations/options', { signal }).then((r) => r.results),
    staleTime: 60_000,
  });
  const groups = useQuery({
    queryKey: ['groups'],
    queryFn: ({ signal }) => api.get<{ results: Group[] }>('/groups', { signal }).then((r) => r.results),
    staleTime: 5 * 60_000,
  });
  return { locations, groups };
}

export type NotifyBody<C extends NotifyChannel> = C extends 'mobile' ? MobileNotifyBody : DesktopNotifyBody;

/** `POST /notify/{mobile|desktop}-notify`, no time-out (spec 7: a send to everyone may take a while to queue). */
export function useSendNotification<C extends NotifyChannel>(channel: C) {
  return useMutation({
    mutationFn: (body: NotifyBody<C>) =>
      api.post<{ results: NotifySendResult; message: string }>(`/notify/${channel}-notify`, body, { timeoutMs: 0 }),
  });
}
