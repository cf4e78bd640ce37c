import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@portal/shared/react';
import type { Announcement, AnnouncementDetail, Opinion, PublicAnnouncement } from '@portal/shared';
import type { ListKind } from './types';

/** The spec's calls (section 7), one place: lists per hub tab. */
export const LIST_PATHS: Record<ListKind, string> = {
  general: '/announcements/companies',
  local: '/announcements/locations',
  group: '/announcements/groups',
  others: '/announcements/others',
  payroll: '/announcements/payroll',
  benefits: '/announcements/ab/all',
  newsletter: '/announcements/newsletter_announcements',
};

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (kind: ListKind) => ['announcements', 'list', kind] as const,
  detail: (id: number) => ['announcements', 'detail', id] as const,
  publicView: (kind: 'ap' | 'ab', id: number) => ['announcements', 'public', kind, id] as const,
};

const asList = (value: unknown): Announcement[] => (Array.isArray(value) ? (value as Announcement[]) : []);
const newestFirst = (a: Announcement, b: Announcement) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id - a.id;

/**
 * One hub list, newest first (the server sorts too; sorting here keeps the rule true whatever it sends).
 * The newsletter list shows only visible items (spec 4) and is read without a timeout (spec 7).
 */
export function useAnnouncementList(kind: ListKind, enabled = true) {
  return useQuery({
    queryKey: announcementKeys.list(kind),
    enabled,
    queryFn: ({ signal }) =>
      api
        .get<{ results: unknown }>(LIST_PATHS[kind], { signal, ...(kind === 'newsletter' ? { timeoutMs: 0 } : {}) })
        .then((r) => asList(r.results))
        .then((rows) => (kind === 'newsletter' ? rows.filter((row) => row.is_visible !== false) : rows))
        .then((rows) => [...rows].sort(newestFirst)),
  });
}

/** Soft hide (spec 4): PATCH visibility false; benefits have their own delete call. */
export function useDeleteAnnouncement(kind: ListKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (kind === 'benefits' ? api.del<void>(`/announcements/ab/delete/${id}`) : api.patch<unknown>(`/announcements/${id}`, { visibility: false })),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export function useAnnouncement(id: number) {
  return useQuery({
    queryKey: announcementKeys.detail(id),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: ({ signal }) =>
      api.get<{ results: AnnouncementDetail }>(`/announcements/${id}`, { signal }).then((r) => {
        if (!r?.results || typeof r.results !== 'object' || Array.isArray(r.results)) throw new Error('No announcement');
        return r.results;
      }),
  });
}

export function useRateAnnouncement(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (opinion: Opinion) => api.put<unknown>(`/announcements/${id}/interaction`, { opinion }),
    onSuccess: (_data, opinion) => {
      client.setQueryData<AnnouncementDetail>(announcementKeys.detail(id), (old) => (old ? { ...old, opinion: { emoji: opinion } } : old));
    },
    // Rated meanwhile (another tab): 409; reloading brings the stored opinion, so the block goes away.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: announcementKeys.detail(id) });
    },
  });
}

/** Public viewers (no sign-in): the payroll-provider (`ap`) or benefits (`ab`) announcement. */
export function usePublicAnnouncement(kind: 'ap' | 'ab', id: number) {
  return useQuery({
    queryKey: announcementKeys.publicView(kind, id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<{ results: PublicAnnouncement }>(`/announcements/${kind}/${id}`, { signal, auth: false }).then((r) => {
        if (!r?.results || typeof r.results !== 'object' || Array.isArray(r.results)) throw new Error('No announcement');
        return r.results;
      }),
  });
}

/** View records of the public viewers (spec 7); a failure is not the reader's problem, so it is ignored. */
export function recordPublicView(kind: 'ap' | 'ab', id: number, who: string) {
  const segment = kind === 'ap' ? 'payroll' : 'benefits';
  return api.get<unknown>(`/analytics/viewed/announcements/${id}/${segment}/${encodeURIComponent(who)}`, { auth: false }).catch(() => undefined);
}
