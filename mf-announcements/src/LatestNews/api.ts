import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/react';
import type { CommentSort, CreateCommentBody, CreateNewsBody, NewsCarouselItem, NewsComment, NewsItem, UpdateNewsBody } from './types';

/** The spec's latest-news and comment calls (doc 1 §7), in one place. */
export const newsKeys = {
  all: ['latest-news'] as const,
  list: () => ['latest-news', 'list'] as const,
  item: (id: number) => ['latest-news', 'item', id] as const,
  carousel: () => ['latest-news', 'carousel'] as const,
  comments: (newsId: number) => ['latest-news', 'comments', newsId] as const,
  commentList: (newsId: number, sort: CommentSort) => ['latest-news', 'comments', newsId, sort] as const,
};

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Every news item the caller may see (the server hides private and scheduled items from non-admins). */
export function useNewsList() {
  return useQuery({
    queryKey: newsKeys.list(),
    queryFn: ({ signal }) => api.get<{ results: unknown }>('/latest-news', { signal }).then((r) => asArray<NewsItem>(r?.results)),
  });
}

/** One article (`/announcements?id=`); 404 when it is missing or hidden from the caller. */
export function useNewsItem(id: number) {
  return useQuery({
    queryKey: newsKeys.item(id),
    enabled: id > 0,
    queryFn: ({ signal }) =>
      api.get<{ results: NewsItem }>(`/latest-news/${id}`, { signal }).then((r) => {
        if (!r?.results || typeof r.results !== 'object') throw new Error('No news item');
        return r.results;
      }),
  });
}

/** The home carousel: published items, active first then newest, each with its most liked comments. */
export function useNewsCarousel() {
  return useQuery({
    queryKey: newsKeys.carousel(),
    queryFn: ({ signal }) => api.get<{ results: unknown }>('/latest-news/carousel', { signal }).then((r) => asArray<NewsCarouselItem>(r?.results)),
  });
}

export function useComments(newsId: number, sort: CommentSort) {
  return useQuery({
    queryKey: newsKeys.commentList(newsId, sort),
    enabled: newsId > 0,
    queryFn: ({ signal }) => api.get<{ results: unknown }>(`/comments-latest-news/find/${newsId}/${sort}`, { signal }).then((r) => asArray<NewsComment>(r?.results)),
  });
}

export function useCreateComment(newsId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => api.post<unknown>('/comments-latest-news/create', body),
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.comments(newsId) }),
  });
}

/** Like or unlike (the server toggles); the list shows the change at once and is re-read afterwards. */
export function useToggleLike(newsId: number, viewerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => api.post<unknown>('/comments-latest-news/like', { id: commentId, id_remetente: viewerId }),
    onMutate: async (commentId) => {
      await client.cancelQueries({ queryKey: newsKeys.comments(newsId) });
      const previous = client.getQueriesData<NewsComment[]>({ queryKey: newsKeys.comments(newsId) });
      client.setQueriesData<NewsComment[]>({ queryKey: newsKeys.comments(newsId) }, (rows) =>
        rows?.map((c) => (c.id === commentId ? { ...c, like: toggleLike(c.like, viewerId) } : c)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, rows] of context?.previous ?? []) client.setQueryData(key, rows);
    },
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.comments(newsId) }),
  });
}

export function toggleLike(likes: readonly number[] | null | undefined, viewerId: number): number[] {
  const list = asArray<number>(likes);
  return list.includes(viewerId) ? list.filter((id) => id !== viewerId) : [...list, viewerId];
}

export function useDeleteComment(newsId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => api.del<unknown>(`/comments-latest-news/delete/${commentId}`),
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.comments(newsId) }),
  });
}

export function useSetNewsActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; active: boolean }) => api.post<unknown>('/latest-news/active-status', input),
    onSuccess: (_data, { id, active }) => {
      client.setQueryData<NewsItem[]>(newsKeys.list(), (rows) => rows?.map((n) => (n.id === id ? { ...n, active } : n)));
      client.setQueryData<NewsItem>(newsKeys.item(id), (item) => (item ? { ...item, active } : item));
    },
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useUpdateNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNewsBody) => api.post<{ results: NewsItem }>('/latest-news/update', body),
    onSuccess: (data) => {
      if (data?.results?.id) client.setQueryData(newsKeys.item(data.results.id), data.results);
    },
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<unknown>(`/latest-news/delete/${id}`),
    onSuccess: (_data, id) => {
      client.setQueryData<NewsItem[]>(newsKeys.list(), (rows) => rows?.filter((n) => n.id !== id));
      client.removeQueries({ queryKey: newsKeys.item(id) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useCreateNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNewsBody) => api.post<{ results: NewsItem }>('/latest-news/create', body),
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
