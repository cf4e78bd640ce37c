import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { todayInZone } from '@portal/shared';
import { fakeApi, renderWithProviders, type Grants } from '@portal/shared/testing';
import { adminQuestion, triviaApi } from '../test/fixtures';
import { ADMIN_TRIVIA_TEXTS as T } from '../texts';
import { AdminTriviaPage } from './AdminTriviaPage';

// antd screens render their styles for the first time in jsdom: slow on a busy 2-core machine
vi.setConfig({ testTimeout: 60_000 });

const ALL: Grants = { admin_trivia: ['view', 'add', 'edit', 'delete'], announcements: ['view'] };

describe('/admin-trivia', () => {
  it('tabs, the calendar of the month in the portal zone; a click opens the view, Update the editor, a top tab leaves it', async () => {
    const today = todayInZone('America/Chicago');
    const { requests } = fakeApi(
      triviaApi({
        'GET /api/v1/trivia/month': { body: { results: [{ id: 7, question_answer: 'Which arcade game came first?', date: today }] } },
        'GET /api/v1/polls/calendar': { body: { results: [{ id: 3, polls_answer: 'Best party snack?', date_start: today, date_end: today }] } },
        'GET /api/v1/latest-news': {
          body: {
            results: [
              { id: 1, title: 'Summer hours start June 1', active: true, idea: false, publish_date: null, createdAt: `${today}T15:00:00.000Z` },
              { id: 2, title: 'Idea: punch cards', active: false, idea: true, publish_date: null, createdAt: `${today}T15:00:00.000Z` },
            ],
          },
        },
        'GET /api/v1/trivia/find/7': { body: { results: adminQuestion({ date: today }) } },
      }),
    );
    renderWithProviders(<AdminTriviaPage />, { grants: ALL });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([T.tabs.createQuestion, T.tabs.createPoll, T.tabs.rankings]);
    expect(await screen.findByTestId('create-question-form')).toBeTruthy();

    const event = await screen.findByText('Which arcade game came first?', { selector: '.fc-event-title' });
    expect(screen.getByText('Best party snack?', { selector: '.fc-event-title' })).toBeTruthy();
    expect(screen.getByText('Summer hours start June 1', { selector: '.fc-event-title' })).toBeTruthy();
    // ideas and private items are not published news
    expect(screen.queryByText('Idea: punch cards', { selector: '.fc-event-title' })).toBeNull();
    // the visible grid is what the feeds are asked for
    const month = requests.find((r) => r.path === '/api/v1/trivia/month')!;
    expect(month.query.get('start')! <= today && month.query.get('end')! >= today).toBe(true);

    fireEvent.click(event);
    expect(await screen.findByTestId('question-view')).toBeTruthy();
    expect(screen.getByRole('tab', { name: T.tabs.viewQuestion, selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: T.updateQuestion }));
    expect(await screen.findByRole('tab', { name: T.tabs.editQuestion, selected: true })).toBeTruthy();
    expect(await screen.findByTestId('question-editor')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: T.tabs.rankings }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: T.tabs.editQuestion })).toBeNull());
    expect(await screen.findByTestId('rankings')).toBeTruthy();

    fireEvent.click(screen.getByText('Best party snack?', { selector: '.fc-event-title' }));
    expect(await screen.findByTestId('poll-view')).toBeTruthy();
    expect(screen.getByRole('tab', { name: T.tabs.viewPoll, selected: true })).toBeTruthy();
  });

  it('without add: no create tabs, the rankings first', async () => {
    fakeApi(triviaApi());
    renderWithProviders(<AdminTriviaPage />, { grants: { admin_trivia: ['view'] } });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([T.tabs.rankings]);
    expect(await screen.findByTestId('rankings')).toBeTruthy();
  });
});
