import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { poll, triviaApi } from '../test/fixtures';
import { TRIVIA_TEXTS } from '../texts';
import { PollsWidget } from '../Widgets';

describe('a poll, answered in place', () => {
  it('letters A–E, a vote once chosen, then integer percentages with the vote marked', async () => {
    let voted = false;
    const after = poll({
      options: [
        { id: 31, option: 'Popcorn', percentage: '33.33', votes: 1 },
        { id: 32, option: 'Nachos', percentage: '66.67', votes: 2 },
      ],
      total_votes: 3,
      existsPontuation: { response_user_polls_id: 32 },
    });
    const { requests } = fakeApi(
      triviaApi({
        'POST /api/v1/polls/question': () => ({ body: { results: [voted ? after : poll()] } }),
        'POST /api/v1/polls/user-pontuation': () => {
          voted = true;
          return { body: { results: after } };
        },
      }),
    );
    renderWithProviders(<PollsWidget />);
    expect((await screen.findAllByRole('radio')).map((r) => r.closest('label')!.textContent)).toEqual(['APopcorn', 'BNachos']);
    expect(screen.queryByRole('button', { name: TRIVIA_TEXTS.sendResponses })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Nachos/ }));
    fireEvent.click(screen.getByRole('button', { name: TRIVIA_TEXTS.sendResponses }));
    expect(await screen.findByText(TRIVIA_TEXTS.votes(3))).toBeTruthy();
    expect(screen.getAllByTestId('poll-percentage').map((p) => p.textContent)).toEqual(['33%', '66%']);
    expect(screen.getAllByTestId('poll-result-option')[1]!.textContent).toContain(TRIVIA_TEXTS.yourVote);
    expect(requests.find((r) => r.path === '/api/v1/polls/user-pontuation')!.body).toMatchObject({ polls_id: 3, response_user_polls_id: 32 });
  });
});
