import { useQuery } from '@tanstack/react-query';
import type { Account, ValidationRequests } from '@portal/shared';
import { api } from '@portal/shared/react';

export const validationKeys = {
  all: ['accounts', 'validation'] as const,
  list: () => ['accounts', 'validation', 'list'] as const,
  detail: (id: number) => ['accounts', 'validation', 'detail', id] as const,
};

const EMPTY: ValidationRequests = {
  employees: { employee: [], companyEmail: [] },
  partners: { partner: [], nonCompanyEmail: [] },
};

const list = (value: unknown): Account[] => (Array.isArray(value) ? (value as Account[]) : []);

/** Whatever the server sends, the four sub-groups as arrays (a missing one is empty). */
export function normaliseRequests(results: unknown): ValidationRequests {
  if (!results || typeof results !== 'object' || Array.isArray(results)) return EMPTY;
  const r = results as Partial<Record<'employees' | 'partners', Record<string, unknown>>>;
  return {
    employees: { employee: list(r.employees?.employee), companyEmail: list(r.employees?.companyEmail) },
    partners: { partner: list(r.partners?.partner), nonCompanyEmail: list(r.partners?.nonCompanyEmail) },
  };
}

/** Unverified accounts in their four sub-groups (user_validation view). */
export function useValidationRequests() {
  return useQuery({
    queryKey: validationKeys.list(),
    queryFn: ({ signal }) => api.get<{ results: unknown }>('/accounts', { query: { user_status: 'unverified' }, signal }).then((r) => normaliseRequests(r.results)),
  });
}
