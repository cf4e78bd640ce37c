import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayInZone } from '@portal/shared';
import { fakeApi, renderWithProviders, type Grants } from '@portal/shared/testing';
import { adminQuestion, triviaApi } from '../test/fixtures';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_MESSAGES, TRIVIA_MONTHS, TRIVIA_TEXTS } from '../texts';
import { PollView } from './PollView';
import { QuestionView } from './QuestionView';
import { Rankings } from './Rankings';

// antd screens render their styles for the first time in jsdom: slow on a busy 2-core machine
vi.setConfig({ testTimeout: 60_000 });

const ALL: Grants = { admin_trivia: ['view', 'add', 'edit', 'delete'] };

describe('View Question', () => {
  it('highlights the correct option; Delete asks first, then says Quizz Deleted', async () => {
    let deleted = false;
    const { requests } = fakeApi(triviaApi({ 'DELETE /api/v1/trivia/delete/7': () => ((deleted = true), { status: 204 }) }));
    renderWithProviders(<QuestionView id={7} onDeleted={() => undefined} />, { grants: ALL });
    const view = await screen.findByTestId('question-view');
    const correct = view.querySelector('[data-correct="true"]')!;
    expect(correct.textContent).toContain('Pong');
    expect(correct.textContent).toContain(TRIVIA_TEXTS.correctAnswer);
    expect(view.querySelectorAll('[data-correct="true"]')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: T.deleteQuestion }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(T.confirmDeleteQuestion);
    expect(deleted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: T.deleteQuestion }));
    expect(await screen.findByText(TRIVIA_MESSAGES.quizzDeleted)).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/v1/trivia/delete/7')).toBe(true);
  });

  it('Reschedule reveals a date picker with Save and sends the question with the new date', async () => {
    const { requests } = fakeApi(triviaApi({ 'POST /api/v1/trivia/update': (body) => ({ body: { results: adminQuestion({ date: (body as { date: string }).date }) } }) }));
    renderWithProviders(<QuestionView id={7} />, { grants: ALL });
    fireEvent.click(await screen.findByRole('button', { name: T.reschedule }));
    const picker = screen.getByLabelText(T.newDate);
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '2099-01-15' } });
    fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('2099-01-15'));
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(TRIVIA_MESSAGES.quizzUpdated)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/v1/trivia/update')!.body).toEqual({
      date: '2099-01-15',
      question: { id: 7, question_answer: 'Which arcade game came first?', options: [{ option: 'Pong' }, { option: 'Pac-Man' }, { option: 'Galaga' }], correct_option_id: 1 },
    });
  });

  it('an answered question cannot be rescheduled; without edit or delete rights the buttons are gone', async () => {
    fakeApi(triviaApi({ 'GET /api/v1/trivia/find/7': { body: { results: adminQuestion({ answers: 4 }) } } }));
    renderWithProviders(<QuestionView id={7} />, { grants: ALL });
    expect(((await screen.findByRole('button', { name: T.reschedule })) as HTMLButtonElement).disabled).toBe(true);
    fakeApi(triviaApi());
    renderWithProviders(<QuestionView id={7} />, { grants: { admin_trivia: ['view'] } });
    await screen.findAllByTestId('question-view');
    expect(screen.getAllByRole('button', { name: T.updateQuestion })).toHaveLength(1);
  });

  it('Update Question edits in place when no one else opens the editor, and saves with Quizz Updated', async () => {
    const { requests } = fakeApi(triviaApi({ 'POST /api/v1/trivia/update': { body: { results: adminQuestion({ question_answer: 'Which came first?' }) } } }));
    renderWithProviders(<QuestionView id={7} />, { grants: ALL });
    fireEvent.click(await screen.findByRole('button', { name: T.updateQuestion }));
    fireEvent.change(await screen.findByLabelText(T.question), { target: { value: 'Which came first?' } });
    fireEvent.click(screen.getByRole('button', { name: T.saveQuestion }));
    expect(await screen.findByText(TRIVIA_MESSAGES.quizzUpdated)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/v1/trivia/update')!.body).toMatchObject({
      date: '2026-11-25',
      question: { id: 7, question_answer: 'Which came first?', correct_option_id: 1 },
    });
  });
});

describe('View Poll', () => {
  it('percentage bars, Total Votes, voters with their answer as a letter; Delete Poll asks, then Poll Deleted', async () => {
    fakeApi(triviaApi({ 'DELETE /api/v1/polls/delete/3': { status: 204 } }));
    renderWithProviders(<PollView id={3} />, { grants: ALL });
    expect((await screen.findByTestId('total-votes')).textContent).toBe(`${T.totalVotes}: 3`);
    expect(screen.getAllByRole('progressbar').map((p) => p.getAttribute('aria-valuenow'))).toEqual(['33', '66']);
    const table = screen.getByRole('table');
    await within(table).findByText('Olivia Bennett');
    expect(within(table).getByText(T.voterColumns.name)).toBeTruthy();
    expect(within(table).getByText(T.voterColumns.answer)).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Olivia BennettB', 'Sam CarterA']);
    fireEvent.click(screen.getByRole('button', { name: T.deletePoll }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.deletePoll }));
    expect(await screen.findByText(TRIVIA_MESSAGES.pollDeleted)).toBeTruthy();
  });
});

describe('View Rankings', () => {
  it('January to December, this month by default; POS USER NAME POLLS QUESTION TOTAL, the top three styled', async () => {
    const { requests } = fakeApi(triviaApi());
    renderWithProviders(<Rankings />, { grants: ALL });
    const table = await screen.findByRole('table');
    await within(table).findByText('Olivia Bennett');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['POS', 'USER NAME', 'POLLS', 'QUESTION', 'TOTAL']);
    const today = todayInZone('America/Chicago');
    expect(screen.getByText(TRIVIA_MONTHS[Number(today.slice(5, 7)) - 1]!)).toBeTruthy();
    expect(requests.some((r) => r.path === `/api/v1/trivia/status-admin/${today.slice(0, 7)}`)).toBe(true);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.className.match(/mft-rank-\d/)?.[0] ?? '')).toEqual(['mft-rank-1', 'mft-rank-2', 'mft-rank-3', '']);
  });
});
