import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectoryShortcut, PersonalOrder } from '@portal/shared';
import { api, usePermissions } from '@portal/shared/react';

// No antd and no zod here: the home widget (first paint) reads favourites through this file too.

export const appsKeys = {
  all: ['apps'] as const,
  order: (userId: number) => ['apps', 'order', userId] as const,
  favorites: (userId: number) => ['apps', 'favorites', userId] as const,
  search: (userId: number, text: string) => ['apps', 'search', userId, text] as const,
};

/** The signed-in user (from the shell's permission context, fed by the same token as the api calls). */
export function useUserId(): number | null {
  return usePermissions().claims?.id ?? null;
}

/** The signed-in user's apps (their group's), in their personal order, each with its favourite flag. */
export function usePersonalOrder() {
  const userId = useUserId();
  return useQuery({
    queryKey: appsKeys.order(userId ?? 0),
    queryFn: ({ signal }) =>
      api.get<PersonalOrder>(`/shortcuts/personalOrder/${userId}`, { signal }).then((r) => ({ results: r.results ?? [], shortcuts_order: r.shortcuts_order ?? [] })),
    enabled: userId !== null,
  });
}

/** The favourite apps, in the personal order (home widget). */
export function useFavoriteApps() {
  const userId = useUserId();
  return useQuery({
    queryKey: appsKeys.favorites(userId ?? 0),
    queryFn: ({ signal }) => api.get<{ results: DirectoryShortcut[] }>(`/accounts/favorite_shortcut/${userId}`, { signal }).then((r) => r.results ?? []),
    enabled: userId !== null,
  });
}

/** Spec 7 `GET /shortcuts/byName/{text}`: the user's apps matching the text (asked only from 3 characters). */
export function useAppSearch(text: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: appsKeys.search(userId ?? 0, text),
    queryFn: ({ signal }) => api.get<{ results: DirectoryShortcut[] }>(`/shortcuts/byName/${encodeURIComponent(text)}`, { signal }).then((r) => r.results ?? []),
    enabled: userId !== null && text !== '',
  });
}

const withFavorite = (apps: DirectoryShortcut[] | undefined, id: number, favorite: boolean) => apps?.map((a) => (a.id === id ? { ...a, favorite } : a));

/** Toggles a favourite: shown at once, put back if the server refuses; every apps list refreshes after. */
export function useToggleFavorite() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (app: DirectoryShortcut) => api.put<{ results: { id: number; favorite: boolean } }>(`/accounts/${userId}/favorite_shortcut`, app).then((r) => r.results),
    onMutate: async (app) => {
      const key = appsKeys.order(userId ?? 0);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PersonalOrder>(key);
      if (before) client.setQueryData<PersonalOrder>(key, { ...before, results: withFavorite(before.results, app.id, !app.favorite)! });
      return { before };
    },
    onError: (_error, _app, context) => {
      if (context?.before) client.setQueryData(appsKeys.order(userId ?? 0), context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: appsKeys.all }),
  });
}

/**
 * Spec 4: a personal reorder is applied at once and reverted if saving fails (the caller tells the user).
 * `order` is the full list of app ids, first to last.
 */
export function useSavePersonalOrder() {
  const client = useQueryClient();
  const userId = useUserId();
  const key = appsKeys.order(userId ?? 0);
  return useMutation({
    mutationFn: (order: number[]) => api.put<PersonalOrder>(`/shortcuts/personalOrder/${userId}`, { shortcuts_order: order }),
    onMutate: async (order) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PersonalOrder>(key);
      if (before) {
        const byId = new Map(before.results.map((a) => [a.id, a]));
        client.setQueryData<PersonalOrder>(key, { results: order.map((id) => byId.get(id)!).filter(Boolean), shortcuts_order: order });
      }
      return { before };
    },
    onError: (_error, _order, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      void client.invalidateQueries({ queryKey: appsKeys.favorites(userId ?? 0) });
    },
  });
}
