import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/react';
import type {
  CalendarEvent,
  CalendarFeedLink,
  CalendarFeedState,
  CalendarPoll,
  CalendarQuestion,
  EventDraft,
  FollowerCandidate,
  NewsItem,
  SpecialEvent,
  SpecialEventComment,
  SpecialEventSummary,
  SpecialEventUpdateBody,
} from '@portal/shared';

/** The events calls of spec 7 and the read-only context feeds the calendar shows, in one place. */
export const calendarKeys = {
  all: ['events'] as const,
  range: (start: string, end: string) => ['events', 'sample', start, end] as const,
  special: ['events', 'special'] as const,
  specialOne: (id: number) => ['events', 'special', id] as const,
  questions: (start: string, end: string) => ['trivia', 'month', start, end] as const,
  polls: (start: string, end: string) => ['polls', 'calendar', start, end] as const,
  news: ['calendar-news'] as const,
  followers: (text: string) => ['accounts', 'followers', text] as const,
};

const results = <T>(r: { results: T }) => r.results;

/** Only the visible range is fetched (the grid's start and end instants, end exclusive). */
export function useEvents(start: string, end: string) {
  return useQuery({
    queryKey: calendarKeys.range(start, end),
    queryFn: ({ signal }) => api.get<{ results: CalendarEvent[] }>('/events/sample', { query: { start, end }, signal }).then(results),
    enabled: Boolean(start && end),
    placeholderData: (previous) => previous,
  });
}

export function useSpecialEvents() {
  return useQuery({ queryKey: calendarKeys.special, queryFn: ({ signal }) => api.get<{ results: SpecialEventSummary[] }>('/events/special', { signal }).then(results) });
}

export function useCalendarQuestions(start: string, end: string) {
  return useQuery({
    queryKey: calendarKeys.questions(start, end),
    queryFn: ({ signal }) => api.get<{ results: CalendarQuestion[] }>('/trivia/month', { query: { start, end }, signal }).then(results),
    enabled: Boolean(start && end),
  });
}

export function useCalendarPolls(start: string, end: string) {
  return useQuery({
    queryKey: calendarKeys.polls(start, end),
    queryFn: ({ signal }) => api.get<{ results: CalendarPoll[] }>('/polls/calendar', { query: { start, end }, signal }).then(results),
    enabled: Boolean(start && end),
  });
}

/** Latest news (spec 7: GET /latest-news); without the announcements right there is none to show. */
export function useCalendarNews(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.news,
    queryFn: ({ signal }) => api.get<{ results: NewsItem[] }>('/latest-news', { signal }).then((r) => (Array.isArray(r?.results) ? r.results : [])),
    enabled,
  });
}

function useInvalidateEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: calendarKeys.all });
}

export function useCreateEvent() {
  const onSuccess = useInvalidateEvents();
  return useMutation({ mutationFn: (body: EventDraft) => api.post<{ results: CalendarEvent }>('/events', body).then(results), onSuccess });
}

export function useUpdateEvent() {
  const onSuccess = useInvalidateEvents();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: EventDraft }) => api.put<{ results: CalendarEvent }>(`/events/${id}`, body).then(results), onSuccess });
}

export function useDeleteEvent() {
  const onSuccess = useInvalidateEvents();
  return useMutation({ mutationFn: (id: number) => api.del<void>(`/events/${id}`), onSuccess });
}

export function useSpecialEvent(id: number) {
  return useQuery({
    queryKey: calendarKeys.specialOne(id),
    queryFn: ({ signal }) => api.get<{ results: SpecialEvent }>(`/events/special/${id}`, { signal }).then(results),
    enabled: id > 0,
  });
}

function useSetSpecial(id: number) {
  const client = useQueryClient();
  return (event: SpecialEvent) => {
    client.setQueryData(calendarKeys.specialOne(id), event);
    void client.invalidateQueries({ queryKey: calendarKeys.all, predicate: (q) => q.queryKey[2] !== id });
  };
}

export function useUpdateSpecialEvent(id: number) {
  const onSuccess = useSetSpecial(id);
  return useMutation({ mutationFn: (body: SpecialEventUpdateBody) => api.put<{ results: SpecialEvent }>(`/events/special/${id}`, body).then(results), onSuccess });
}

export function useSetFollowers(id: number) {
  const onSuccess = useSetSpecial(id);
  return useMutation({
    mutationFn: (customer_ids: number[]) => api.post<{ results: SpecialEvent }>('/events/special/additional_users', { event_id: id, customer_ids }).then(results),
    onSuccess,
  });
}

function useRefreshSpecial(id: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: calendarKeys.specialOne(id) });
}

export function useCreateComment(id: number) {
  const onSuccess = useRefreshSpecial(id);
  return useMutation({
    mutationFn: (body: { message: string; files: string[] }) => api.post<{ results: SpecialEventComment }>('/events/special/comments', { event_id: id, ...body }).then(results),
    onSuccess,
  });
}

export function useUpdateComment(eventId: number) {
  const onSuccess = useRefreshSpecial(eventId);
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) => api.put<{ results: SpecialEventComment }>(`/events/special/comments/${id}`, { message }).then(results),
    onSuccess,
  });
}

export function useDeleteComment(eventId: number) {
  const onSuccess = useRefreshSpecial(eventId);
  return useMutation({ mutationFn: (id: number) => api.del<void>(`/events/special/comments/${id}`), onSuccess });
}

/** Follower search from 3 characters (spec 2.6, 7: GET /accounts?full_name=). */
export function useFollowerSearch(text: string, minimum: number) {
  const term = text.trim();
  return useQuery({
    queryKey: calendarKeys.followers(term),
    queryFn: ({ signal }) => api.get<{ results: FollowerCandidate[] }>('/accounts', { query: { full_name: term }, signal }).then(results),
    enabled: term.length >= minimum,
    staleTime: 30_000,
  });
}

export const feedKeys = { state: ['events', 'feed-token'] as const };

export function useFeedState() {
  return useQuery({ queryKey: feedKeys.state, queryFn: ({ signal }) => api.get<{ results: CalendarFeedState }>('/events/feed-token', { signal }).then(results) });
}

export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ results: CalendarFeedLink }>('/events/feed-token', {}).then(results),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKeys.state }),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => api.del<void>('/events/feed-token'), onSuccess: () => client.invalidateQueries({ queryKey: feedKeys.state }) });
}
