import { useMutation } from '@tanstack/react-query';
import type { DesktopNotifyBody, MobileNotifyBody, NotifyChannel, NotifySendResult } from '@portal/shared';
import { api } from '@portal/shared/react';
import { useGroups, useLocationOptions } from '@portal/shared/pages';

/** Who a notification can go to: portal accounts, so portal locations and user groups (not payroll contacts). */
export function useAudienceOptions() {
  return { locations: useLocationOptions(), groups: useGroups() };
}

export type NotifyBody<C extends NotifyChannel> = C extends 'mobile' ? MobileNotifyBody : DesktopNotifyBody;

/** `POST /notify/{mobile|desktop}-notify`, no time-out (spec 7: a send to everyone may take a while to queue). */
export function useSendNotification<C extends NotifyChannel>(channel: C) {
  return useMutation({
    mutationFn: (body: NotifyBody<C>) => api.post<{ results: NotifySendResult; message: string }>(`/notify/${channel}-notify`, body, { timeoutMs: 0 }),
  });
}
