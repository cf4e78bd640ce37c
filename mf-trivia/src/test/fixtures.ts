import type { AdminQuestion, CalendarPoll, CalendarQuestion, Poll, PollVoteRow, ScoreboardRow, TodayQuestion, TriviaStatus } from '@portal/shared';
import type { FakeHandler, FakeResponse } from '@portal/shared/testing';

export const TODAY = '2026-11-25';

export const question = (overrides: Partial<TodayQuestion> = {}): TodayQuestion => ({
  id: 7,
  question_answer: 'Which arcade game came first?',
  date: TODAY,
  options: [
    { id: 71, option: 'Pong' },
    { id: 72, option: 'Pac-Man' },
    { id: 73, option: 'Galaga' },
  ],
  correct_option_id: null,
  history_question: null,
  ...overrides,
});

export const poll = (overrides: Partial<Poll> = {}): Poll => ({
  id: 3,
  polls_answer: 'Best party snack?',
  date_start: '2026-11-23',
  date_end: '2026-11-28',
  options: [
    { id: 31, option: 'Popcorn', percentage: null, votes: null },
    { id: 32, option: 'Nachos', percentage: null, votes: null },
  ],
  total_votes: null,
  existsPontuation: null,
  ...overrides,
});

export const row = (position: number, id: number, name: string, polls: number, correct: number): ScoreboardRow => ({
  position,
  customer_id: id,
  name,
  url_image: null,
  polls_answered: polls,
  correct,
  total: polls + correct,
});

export const status = (overrides: Partial<TriviaStatus> = {}): TriviaStatus => ({
  month: '2026-11',
  expires_on: '2026-11-30',
  user_score: 3,
  pontuation: 2,
  user_rank: 2,
  usersRanking: [row(1, 5, 'Olivia Bennett', 2, 4), row(2, 1, 'Ada Admin', 1, 2), row(3, 9, 'Sam Carter', 0, 2), row(4, 11, 'Kim Lee', 1, 0)],
  ...overrides,
});

export const adminQuestion = (overrides: Partial<AdminQuestion> = {}): AdminQuestion => ({
  id: 7,
  question_answer: 'Which arcade game came first?',
  date: TODAY,
  options: [
    { id: 71, option: 'Pong' },
    { id: 72, option: 'Pac-Man' },
    { id: 73, option: 'Galaga' },
  ],
  correct_option_id: 71,
  answers: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const voters: PollVoteRow[] = [
  { customer_id: 5, full_name: 'Olivia Bennett', url_image: null, response_user_polls_id: 32 },
  { customer_id: 9, full_name: 'Sam Carter', url_image: null, response_user_polls_id: 31 },
];

export const calendarQuestions: CalendarQuestion[] = [{ id: 7, question_answer: 'Which arcade game came first?', date: TODAY }];
export const calendarPolls: CalendarPoll[] = [{ id: 3, polls_answer: 'Best party snack?', date_start: '2026-11-23', date_end: '2026-11-28' }];

/** The trivia and poll calls answered with the fixtures above; `overrides` by "METHOD /path". */
export function triviaApi(overrides: Record<string, FakeResponse | ((body: unknown) => FakeResponse)> = {}): FakeHandler {
  const base: Record<string, FakeResponse> = {
    'GET /api/v1/portal-settings': { body: { timeZone: 'America/Chicago' } },
    'POST /api/v1/trivia/question': { body: { results: question() } },
    'POST /api/v1/trivia/status': { body: { results: status() } },
    'POST /api/v1/polls/question': { body: { results: [poll()] } },
    'GET /api/v1/trivia/month': { body: { results: calendarQuestions } },
    'GET /api/v1/polls/calendar': { body: { results: calendarPolls } },
    'GET /api/v1/latest-news': { body: { results: [] } },
    'GET /api/v1/trivia/not-avaliable-dates': { body: { results: ['2026-11-26', '2026-11-27'] } },
    'GET /api/v1/trivia/find/7': { body: { results: adminQuestion() } },
    'GET /api/v1/polls/find-poll/3': {
      body: {
        results: poll({
          options: [
            { id: 31, option: 'Popcorn', percentage: '33.33', votes: 1 },
            { id: 32, option: 'Nachos', percentage: '66.67', votes: 2 },
          ],
          total_votes: 3,
        }),
      },
    },
    'GET /api/v1/polls/find/3': { body: { results: voters } },
  };
  return (req) => {
    const key = `${req.method} ${req.path.replace(/\/status-admin\/.*/, '/status-admin/:month')}`;
    const override = overrides[key];
    if (override) return typeof override === 'function' ? override(req.body) : override;
    if (key === 'GET /api/v1/trivia/status-admin/:month') return { body: { results: status().usersRanking } };
    return base[key];
  };
}
