import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, ChangeStatusBody, Page, RecoverPasswordResult, SessionTokens, TicketPermissions, UpdateAccountBody } from '@portal/shared';
import { api } from '@portal/shared/react';
import type { UserListSource } from './userQuery';

export const managementKeys = {
  all: ['accounts'] as const,
  list: (source: UserListSource) => ['accounts', 'management', source] as const,
};

/** One page of users from the search or the filter (see `UserListSource`). */
export function useUsers(source: UserListSource) {
  return useQuery({
    queryKey: managementKeys.list(source),
    queryFn: ({ signal }) =>
      source.kind === 'search' ? api.get<Page<Account>>(`/accounts?${source.query}`, { signal }) : api.post<Page<Account>>('/accounts/filter/users', source.body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every user list and account view (validation lists included) reloads after a change. */
function useInvalidateAccounts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: managementKeys.all });
}

export function useUpdateUser() {
  const onSuccess = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAccountBody }) => api.put<{ results: Account }>(`/accounts/${id}`, body),
    onSuccess,
  });
}

/** Disable (inactive), enable (active, group kept) or delete (blocked). */
export function useChangeUserStatus() {
  const onSuccess = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeStatusBody }) => api.put<{ results: Account }>(`/accounts/change_status/${id}`, body),
    onSuccess,
  });
}

export function useRecoverExpiredPassword() {
  const onSuccess = useInvalidateAccounts();
  return useMutation({
    mutationFn: (id: number) => api.post<RecoverPasswordResult>('/accounts/recover_password_expired', { id }),
    onSuccess,
  });
}

/** Tokens to act as the user (`GET /accounts/impersonate/:id`, user_management edit). */
export function useImpersonation() {
  return useMutation({
    mutationFn: (id: number) => api.get<SessionTokens>(`/accounts/impersonate/${id}`),
  });
}

/** The three ticket permission fields (`PUT /accounts/:id/permission-service-request`). */
export function useTicketPermissions() {
  const onSuccess = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TicketPermissions }) => api.put<unknown>(`/accounts/${id}/permission-service-request`, body),
    onSuccess,
  });
}
