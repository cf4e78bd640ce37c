import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountActivity, SessionTokens, UpdateAccountBody } from '@portal/shared';
import { api, uploadWithProgress } from '@portal/shared/react';
import { isSessionTokens, keepNewTokens } from '../lib/tokens';

export type ActivityRange = '3m' | '1m' | '1w';

export const profileKeys = {
  account: (id: number) => ['accounts', 'profile', id] as const,
  activities: (id: number, range: ActivityRange | null) => ['accounts', 'profile', id, 'activities', range] as const,
};

/** Your own account (`GET /accounts/:id`, self). */
export function useMyAccount(id: number | null) {
  return useQuery({
    queryKey: profileKeys.account(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ results: unknown }>(`/accounts/${id}`, { signal }).then((r) => {
        const account = r.results as Account | null;
        if (!account || typeof account !== 'object' || typeof account.id !== 'number') throw new Error('Unexpected answer for an account.');
        return account;
      }),
    enabled: id !== null,
  });
}

/** Latest 10 (no range) or everything in a range (`GET /accounts/:id/activities`, self only). */
export function useActivities(id: number | null, range: ActivityRange | null) {
  return useQuery({
    queryKey: profileKeys.activities(id ?? 0, range),
    queryFn: ({ signal }) =>
      api
        .get<{ results: unknown }>(`/accounts/${id}/activities`, { query: { range: range ?? undefined }, signal })
        .then((r) => (Array.isArray(r.results) ? (r.results as AccountActivity[]) : [])),
    enabled: id !== null,
  });
}

type UpdateResponse = { results: Account } & Partial<SessionTokens>;

/** Editing yourself returns a new token (new name, picture): keep it so the header follows at once. */
function useAfterSelfUpdate(id: number) {
  const client = useQueryClient();
  return (response: UpdateResponse) => {
    if (isSessionTokens(response)) keepNewTokens(response);
    if (response?.results) client.setQueryData(profileKeys.account(id), response.results);
  };
}

export function useUpdateMyAccount(id: number) {
  const onSuccess = useAfterSelfUpdate(id);
  return useMutation({
    mutationFn: (body: UpdateAccountBody) => api.put<UpdateResponse>(`/accounts/${id}`, body),
    onSuccess,
  });
}

/** The picture as a data URL, with upload progress. */
export function useUploadMyPicture(id: number) {
  const onSuccess = useAfterSelfUpdate(id);
  return useMutation({
    mutationFn: ({ image, onProgress }: { image: string; onProgress: (percent: number) => void }) =>
      uploadWithProgress<UpdateResponse>('PUT', `/accounts/${id}`, { image }, { onProgress: (percent) => percent !== null && onProgress(percent) }),
    onSuccess,
  });
}
