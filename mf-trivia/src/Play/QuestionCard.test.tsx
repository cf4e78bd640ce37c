import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiError, fakeApi, renderWithProviders } from '@portal/shared/testing';
import { question, triviaApi } from '../test/fixtures';
import { TRIVIA_MESSAGES, TRIVIA_TEXTS } from '../texts';
import { DailyTriviaWidget } from '../Widgets';

describe("today's question, answered in place", () => {
  it("offers 'Send Responses' only after a choice, sends the answer, then shows the message and the correct option", async () => {
    let answered = false;
    const { requests } = fakeApi(
      triviaApi({
        'POST /api/v1/trivia/question': () => ({
          body: { results: answered ? question({ correct_option_id: 71, history_question: { response_user_question_id: 72 } }) : question() },
        }),
        'POST /api/v1/trivia/pontuation-user': () => {
          answered = true;
          return { body: { correct_question: false, correct_option_id: 71, response_user_question_id: 72, question_id: 7 } };
        },
      }),
    );
    renderWithProviders(<DailyTriviaWidget />);
    expect(await screen.findByRole('group', { name: 'Which arcade game came first?' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['APong', 'BPac-Man', 'CGalaga']);
    expect(screen.queryByRole('button', { name: TRIVIA_TEXTS.sendResponses })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Pac-Man/ }));
    fireEvent.click(screen.getByRole('button', { name: TRIVIA_TEXTS.sendResponses }));

    expect(await screen.findByText(TRIVIA_TEXTS.wrong)).toBeTruthy();
    const sent = requests.find((r) => r.path === '/api/v1/trivia/pontuation-user')!;
    expect(sent.body).toMatchObject({ question_id: 7, response_user_question_id: 72 });
    const rows = screen.getAllByTestId('trivia-result-option');
    expect(rows[0]!.textContent).toContain(TRIVIA_TEXTS.correctAnswer);
    expect(rows[1]!.textContent).toContain(TRIVIA_TEXTS.yourAnswer);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says Congrats when the answer was right', async () => {
    fakeApi(triviaApi({ 'POST /api/v1/trivia/question': { body: { results: question({ correct_option_id: 71, history_question: { response_user_question_id: 71 } }) } } }));
    renderWithProviders(<DailyTriviaWidget />);
    expect(await screen.findByText(TRIVIA_TEXTS.correct)).toBeTruthy();
    expect(screen.queryByText(TRIVIA_TEXTS.yourAnswer)).toBeNull();
  });

  it('a second answer (another tab answered first) is refused with the server’s message, and the answer given shows', async () => {
    let refused = false;
    fakeApi(
      triviaApi({
        'POST /api/v1/trivia/question': () => ({
          body: { results: refused ? question({ correct_option_id: 71, history_question: { response_user_question_id: 71 } }) : question() },
        }),
        'POST /api/v1/trivia/pontuation-user': () => {
          refused = true;
          return apiError(409, 'CONFLICT', TRIVIA_MESSAGES.alreadyAnswered);
        },
      }),
    );
    renderWithProviders(<DailyTriviaWidget />);
    fireEvent.click(await screen.findByRole('radio', { name: /Galaga/ }));
    fireEvent.click(screen.getByRole('button', { name: TRIVIA_TEXTS.sendResponses }));
    expect((await screen.findByRole('alert')).textContent).toBe(TRIVIA_MESSAGES.alreadyAnswered);
    expect(await screen.findByText(TRIVIA_TEXTS.correct)).toBeTruthy();
  });
});
