import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { triviaApi } from '../test/fixtures';
import { TRIVIA_TEXTS } from '../texts';
import { TriviaPage } from './TriviaPage';

describe('/trivia', () => {
  it("today's question, the scoreboard with the spec's labels, the podium and the ranking", async () => {
    fakeApi(triviaApi());
    renderWithProviders(<TriviaPage />);
    expect(screen.getByText(TRIVIA_TEXTS.loadingQuestions)).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Which arcade game came first?' })).toBeTruthy();
    const board = await screen.findByTestId('scoreboard');
    expect(within(board).getByRole('heading', { name: TRIVIA_TEXTS.scoreboard })).toBeTruthy();
    expect(within(board).getByText(TRIVIA_TEXTS.homeScoreboard)).toBeTruthy();
    expect(within(board).getByText(/This scoreboard expires on/).textContent).toBe('This scoreboard expires on November 30, 2026');
    expect(within(board).getByTestId('your-rank').textContent).toBe('Your Rank: 2');
    expect(
      within(board)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['POS', 'USER NAME', 'POLLS', 'PTS', 'Total']);
    expect(within(board).getAllByTestId('scoreboard-row')[0]!.textContent).toBe('1OBOlivia Bennett246');
    const podium = screen.getByTestId('podium');
    // the first in the middle
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => ['Ada Admin', 'Olivia Bennett', 'Sam Carter'].find((n) => li.textContent?.includes(n))),
    ).toEqual(['Ada Admin', 'Olivia Bennett', 'Sam Carter']);
    expect(await screen.findByText('Best party snack?')).toBeTruthy();
  });

  it("says 'No questions available' without a question, and '-' as the rank of someone who has not scored", async () => {
    fakeApi(
      triviaApi({
        'POST /api/v1/trivia/question': { body: { results: null } },
        'POST /api/v1/trivia/status': { body: { results: { month: '2026-11', expires_on: '2026-11-30', user_score: 0, pontuation: 0, user_rank: null, usersRanking: [] } } },
      }),
    );
    renderWithProviders(<TriviaPage />);
    expect(await screen.findByText(TRIVIA_TEXTS.noQuestions)).toBeTruthy();
    expect((await screen.findByTestId('your-rank')).textContent).toBe('Your Rank: -');
  });
});
