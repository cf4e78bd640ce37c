import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, ChangeStatusBody } from '@portal/shared';
import { api, ApiError } from '@portal/shared/react';
import { normaliseRequests, validationKeys } from '../ValidationRequests/api';

/**
 * One account. `GET /accounts/:id` needs user_management view (or being that user); a validator holding only
 * user_validation view gets 403 there, so the account is then taken from the validation list they may read.
 */
async function fetchAccount(id: number, signal: AbortSignal): Promise<Account> {
  try {
    return (await api.get<{ results: Account }>(`/accounts/${id}`, { signal })).results;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    const list = await api.get<{ results: unknown }>('/accounts', { query: { user_status: 'unverified' }, signal });
    const { employees, partners } = normaliseRequests(list.results);
    const found = [...employees.employee, ...employees.companyEmail, ...partners.partner, ...partners.nonCompanyEmail].find((a) => a.id === id);
    if (!found) throw error;
    return found;
  }
}

export function useAccount(id: number | null) {
  return useQuery({
    queryKey: validationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchAccount(id as number, signal),
    enabled: id !== null,
  });
}

/** The groups a validated user may join. */

/** Confirm (`active` with a group) or block an unverified account; the validation list is reloaded after. */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeStatusBody }) => api.put<unknown>(`/accounts/change_status/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: validationKeys.all }),
  });
}
