import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountUpgradeRequest, UpgradeAccountBody, UpgradeRequestBody } from '@portal/shared';
import { api } from '@portal/shared/react';

export const upgradeKeys = {
  all: ['accounts', 'upgrade'] as const,
  list: () => ['accounts', 'upgrade', 'list'] as const,
  mine: () => ['accounts', 'upgrade', 'mine'] as const,
};

/** Pending upgrade requests, oldest first (`GET /accounts/upgrade/list`, user_validation view). */
export function useUpgradeRequests() {
  return useQuery({
    queryKey: upgradeKeys.list(),
    queryFn: ({ signal }) =>
      api.get<{ results: unknown }>('/accounts/upgrade/list', { signal }).then((r) => (Array.isArray(r.results) ? (r.results as AccountUpgradeRequest[]) : [])),
  });
}

/** Upgrade an account to its business email with a group (`PUT /accounts/upgrade/:customer_id`, user_validation edit). */
export function useUpgradeAccount() {
  return useMutation({
    mutationFn: ({ customerId, body }: { customerId: number; body: UpgradeAccountBody }) => api.put<{ results: Account }>(`/accounts/upgrade/${customerId}`, body),
  });
}

/** The signed-in user's pending request, or null (`GET /accounts/upgrade/mine`). */
export function useMyUpgradeRequest(enabled = true) {
  return useQuery({
    queryKey: upgradeKeys.mine(),
    queryFn: ({ signal }) =>
      api.get<{ results: AccountUpgradeRequest | null }>('/accounts/upgrade/mine', { signal }).then((r) => (r.results && typeof r.results === 'object' ? r.results : null)),
    enabled,
  });
}

/** Ask for your own upgrade to a company email (`POST /accounts/upgrade`). */
export function useRequestUpgrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpgradeRequestBody) => api.post<{ results: AccountUpgradeRequest }>('/accounts/upgrade', body).then((r) => r.results),
    onSuccess: (request) => client.setQueryData(upgradeKeys.mine(), request),
  });
}
