import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, useAuthStore } from '@portal/shared/react';
import type { Poll, TodayQuestion, TriviaAnswerResult, TriviaStatus } from '@portal/shared';

/**
 * The employee calls of spec 7 ("Trivia and polls"), used by the /trivia page and the home widgets alike (zod-free:
 * the widgets render on the first screen). The api takes the user from the token; customers_id / user_id are sent
 * because the spec's calls carry them.
 */
export const triviaKeys = {
  all: ['trivia'] as const,
  today: ['trivia', 'today'] as const,
  status: ['trivia', 'status'] as const,
};
export const pollKeys = {
  all: ['polls'] as const,
  open: ['polls', 'open'] as const,
};

const useMyId = () => useAuthStore((s) => s.claims?.id);

// answers are read defensively: a widget on the home page must not break the page on an unexpected body
const asQuestion = (value: unknown): TodayQuestion | null =>
  value && typeof value === 'object' && Array.isArray((value as TodayQuestion).options) ? (value as TodayQuestion) : null;
const asPolls = (value: unknown): Poll[] => (Array.isArray(value) ? value.filter((p: Poll) => p && typeof p === 'object' && Array.isArray(p.options)) : []);
function asStatus(value: unknown): TriviaStatus {
  if (!value || typeof value !== 'object' || !Array.isArray((value as TriviaStatus).usersRanking)) throw new Error('Unexpected scoreboard');
  return value as TriviaStatus;
}

export function useTodayQuestion() {
  const me = useMyId();
  return useQuery({
    queryKey: triviaKeys.today,
    queryFn: ({ signal }) => api.post<{ results: unknown }>('/trivia/question', { customers_id: me }, { signal }).then((r) => asQuestion(r?.results)),
  });
}

export function useTriviaStatus() {
  const me = useMyId();
  return useQuery({
    queryKey: triviaKeys.status,
    queryFn: ({ signal }) => api.post<{ results: unknown }>('/trivia/status', { user_id: me }, { signal }).then((r) => asStatus(r?.results)),
  });
}

/** Answer today's question; afterwards the question (now with the correct option) and the scoreboard are read again. */
export function useAnswerQuestion() {
  const client = useQueryClient();
  const me = useMyId();
  return useMutation({
    mutationFn: ({ questionId, optionId }: { questionId: number; optionId: number }) =>
      api.post<TriviaAnswerResult>('/trivia/pontuation-user', { question_id: questionId, response_user_question_id: optionId, customers_id: me }),
    // also after a refusal (answered in another tab): the card then shows the answer already given
    onSettled: () => client.invalidateQueries({ queryKey: triviaKeys.all }),
  });
}

export function useOpenPolls() {
  const me = useMyId();
  return useQuery({
    queryKey: pollKeys.open,
    queryFn: ({ signal }) => api.post<{ results: unknown }>('/polls/question', { customers_id: me }, { signal }).then((r) => asPolls(r?.results)),
  });
}

export function useVote() {
  const client = useQueryClient();
  const me = useMyId();
  return useMutation({
    mutationFn: ({ pollId, optionId }: { pollId: number; optionId: number }) =>
      api.post<{ results: Poll }>('/polls/user-pontuation', { polls_id: pollId, response_user_polls_id: optionId, customers_id: me }).then((r) => r.results),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: pollKeys.all });
      void client.invalidateQueries({ queryKey: triviaKeys.status });
    },
  });
}
