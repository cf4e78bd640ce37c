import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/react';
import { usePortalTimeZone } from '@portal/shared/pages';
import { todayInZone } from '@portal/shared';
import type {
  AdminQuestion,
  CalendarPoll,
  CalendarQuestion,
  GeneratedTrivia,
  NewsItem,
  Poll,
  PollCreateBody,
  PollUpdateBody,
  PollVoteRow,
  ScoreboardRow,
  TriviaCreateBody,
  TriviaUpdateBody,
} from '@portal/shared';

/** The administrator calls of spec 7 ("Trivia and polls"), in one place. */
export const adminKeys = {
  questionsIn: (start: string, end: string) => ['trivia', 'month', start, end] as const,
  pollsIn: (start: string, end: string) => ['polls', 'calendar', start, end] as const,
  question: (id: number) => ['trivia', 'find', id] as const,
  poll: (id: number) => ['polls', 'find-poll', id] as const,
  votes: (id: number) => ['polls', 'votes', id] as const,
  taken: ['trivia', 'taken'] as const,
  rankings: (month: string) => ['trivia', 'rankings', month] as const,
  // outside the 'trivia' prefix: a save must not ask the model for another question
  generated: ['trivia-generator'] as const,
  news: ['trivia-calendar-news'] as const,
};

const results = <T>(r: { results: T }) => r.results;

/** Today in the portal's zone (spec: US Central; the api says which zone), for pickers and the calendar. */
export function usePortalToday(): { today: string; timeZone: string } {
  const timeZone = usePortalTimeZone();
  return { today: todayInZone(timeZone), timeZone };
}

export function useCalendarQuestions(start: string, end: string) {
  return useQuery({
    queryKey: adminKeys.questionsIn(start, end),
    queryFn: ({ signal }) => api.get<{ results: CalendarQuestion[] }>('/trivia/month', { query: { start, end }, signal }).then(results),
    enabled: Boolean(start && end),
  });
}

export function useCalendarPolls(start: string, end: string) {
  return useQuery({
    queryKey: adminKeys.pollsIn(start, end),
    queryFn: ({ signal }) => api.get<{ results: CalendarPoll[] }>('/polls/calendar', { query: { start, end }, signal }).then(results),
    enabled: Boolean(start && end),
  });
}

/** Latest news for the calendar (spec 7: GET /latest-news); callers without the right simply get none. */
export function useCalendarNews(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.news,
    queryFn: ({ signal }) => api.get<{ results: NewsItem[] }>('/latest-news', { signal }).then((r) => (Array.isArray(r?.results) ? r.results : [])),
    enabled,
  });
}

export function useQuestion(id: number) {
  return useQuery({ queryKey: adminKeys.question(id), queryFn: ({ signal }) => api.get<{ results: AdminQuestion }>(`/trivia/find/${id}`, { signal }).then(results) });
}

export function usePoll(id: number) {
  return useQuery({ queryKey: adminKeys.poll(id), queryFn: ({ signal }) => api.get<{ results: Poll }>(`/polls/find-poll/${id}`, { signal }).then(results) });
}

export function usePollVotes(id: number) {
  return useQuery({ queryKey: adminKeys.votes(id), queryFn: ({ signal }) => api.get<{ results: PollVoteRow[] }>(`/polls/find/${id}`, { signal }).then(results) });
}

export function useTakenDates() {
  return useQuery({ queryKey: adminKeys.taken, queryFn: ({ signal }) => api.get<{ results: string[] }>('/trivia/not-avaliable-dates', { signal }).then(results) });
}

export function useRankings(month: string) {
  return useQuery({
    queryKey: adminKeys.rankings(month),
    queryFn: ({ signal }) => api.get<{ results: ScoreboardRow[] }>(`/trivia/status-admin/${month}`, { signal }).then(results),
  });
}

/** A question idea; 'Re-Generate' refetches. Asked only when the admin opens the generator. */
export function useGeneratedQuestion(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.generated,
    queryFn: ({ signal }) => api.get<GeneratedTrivia>('/trivia/generate', { signal, timeoutMs: 0 }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** After any change every trivia and poll view reads again (calendar, views, taken dates, rankings). */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['trivia'] }), client.invalidateQueries({ queryKey: ['polls'] })]);
}

export function useCreateQuestion() {
  const onSuccess = useInvalidateAll();
  return useMutation({ mutationFn: (body: TriviaCreateBody) => api.post<{ results: AdminQuestion }>('/trivia/create', body).then(results), onSuccess });
}

export function useUpdateQuestion() {
  const onSuccess = useInvalidateAll();
  return useMutation({ mutationFn: (body: TriviaUpdateBody) => api.post<{ results: AdminQuestion }>('/trivia/update', body).then(results), onSuccess });
}

export function useDeleteQuestion() {
  const onSuccess = useInvalidateAll();
  return useMutation({ mutationFn: (id: number) => api.del<void>(`/trivia/delete/${id}`), onSuccess });
}

export function useCreatePoll() {
  const onSuccess = useInvalidateAll();
  return useMutation({ mutationFn: (body: PollCreateBody) => api.post<{ results: Poll }>('/polls/create', body).then(results), onSuccess });
}

export function useUpdatePoll() {
  const onSuccess = useInvalidateAll();
  return useMutation({ mutationFn: (body: PollUpdateBody) => api.put<{ results: Poll }>('/polls/update', body).then(results), onSuccess });
}

export function useDeletePoll() {
  const onSuccess = useInvalidateAll();
  return useMutation({ mutationFn: (id: number) => api.del<void>(`/polls/delete/${id}`), onSuccess });
}
