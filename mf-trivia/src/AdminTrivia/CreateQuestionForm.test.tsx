import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInZone } from '@portal/shared';
import { fakeApi, renderWithProviders, type Grants } from '@portal/shared/testing';
import { adminQuestion, triviaApi } from '../test/fixtures';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_MESSAGES } from '../texts';
import { CreateQuestionForm } from './CreateQuestionForm';

// antd screens render their styles for the first time in jsdom: slow on a busy 2-core machine
vi.setConfig({ testTimeout: 60_000 });

const today = todayInZone('America/Chicago');
const taken = addDays(today, 1);
const free = addDays(today, 2);
const ADMIN: Grants = { admin_trivia: ['view', 'add', 'edit', 'delete'] };

function setup(overrides = {}) {
  const api = fakeApi(
    triviaApi({
      'GET /api/v1/trivia/not-avaliable-dates': { body: { results: [taken] } },
      'POST /api/v1/trivia/create': (body) => ({ status: 201, body: { results: adminQuestion({ date: (body as { date: string }).date }) } }),
      ...overrides,
    }),
  );
  const view = renderWithProviders(<CreateQuestionForm />, { grants: ADMIN });
  return { ...api, ...view };
}

const alertText = () => screen.getByTestId('question-editor-alert').textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: T.createQuestion }));

async function pickDate(date: string) {
  const input = screen.getByLabelText(T.publishDate);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect((input as HTMLInputElement).value).toBe(date));
}

describe('Create a Trivia Question: the spec’s four checks, in order, each its alert', () => {
  it('date → question → at least 2 options → a correct answer; nothing is sent until all pass', async () => {
    const { requests } = setup();
    await screen.findByRole('button', { name: T.createQuestion });

    submit();
    expect(alertText()).toBe(TRIVIA_MESSAGES.selectDate);

    await pickDate(free);
    submit();
    expect(alertText()).toBe(TRIVIA_MESSAGES.typeQuestion);

    fireEvent.change(screen.getByLabelText(T.question), { target: { value: 'Which arcade game came first?' } });
    fireEvent.change(screen.getByLabelText(T.option('A')), { target: { value: 'Pong' } });
    submit();
    expect(alertText()).toBe(TRIVIA_MESSAGES.addTwoOptions);

    fireEvent.change(screen.getByLabelText(T.option('B')), { target: { value: 'Pac-Man' } });
    submit();
    expect(alertText()).toBe(TRIVIA_MESSAGES.selectCorrect);
    expect(requests.some((r) => r.path === '/api/v1/trivia/create')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: T.addOption }));
    fireEvent.change(screen.getByLabelText(T.option('C')), { target: { value: 'Galaga' } });
    fireEvent.click(screen.getByLabelText(T.markCorrect('A')));
    submit();

    await waitFor(() => expect(requests.some((r) => r.path === '/api/v1/trivia/create')).toBe(true));
    expect(requests.find((r) => r.path === '/api/v1/trivia/create')!.body).toEqual({
      date: free,
      question: { question_answer: 'Which arcade game came first?', options: [{ option: 'Pong' }, { option: 'Pac-Man' }, { option: 'Galaga' }], correct_option_id: 1 },
    });
    expect(await screen.findByText(TRIVIA_MESSAGES.questionCreated)).toBeTruthy();
  });

  it('disables the days already used and past days in the picker, weekends allowed; 2 to 6 options', async () => {
    setup();
    const input = await screen.findByLabelText(T.publishDate);
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    const cell = (date: string) => document.querySelector(`td[title="${date}"]`);
    await waitFor(() => expect(cell(today)).toBeTruthy());
    const disabled = (date: string) => cell(date)?.className.includes('ant-picker-cell-disabled');
    // the cells of the month shown (today's month): a taken day in another month is not on screen
    if (cell(taken)) expect(disabled(taken)).toBe(true);
    if (cell(addDays(today, -1))) expect(disabled(addDays(today, -1))).toBe(true);
    expect(disabled(today)).toBe(false);
    const weekend = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, 7 + n)).find((d) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;
    if (cell(weekend)) expect(disabled(weekend)).toBe(false);

    const add = screen.getByRole('button', { name: T.addOption });
    for (let i = 0; i < 4; i++) fireEvent.click(add);
    expect(screen.getByLabelText(T.option('F'))).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    // with two options left none can be removed
    for (const letter of ['F', 'E', 'D', 'C']) fireEvent.click(screen.getByRole('button', { name: T.removeOption(letter) }));
    expect(screen.queryByRole('button', { name: T.removeOption('B') })).toBeNull();
  });

  it('shows the api’s refusal (a day taken meanwhile) and keeps the form', async () => {
    setup({ 'POST /api/v1/trivia/create': { status: 409, body: { error: { code: 'CONFLICT', message: TRIVIA_MESSAGES.dateTaken, field: 'date' } } } });
    await screen.findByRole('button', { name: T.createQuestion });
    await pickDate(free);
    fireEvent.change(screen.getByLabelText(T.question), { target: { value: 'Q?' } });
    fireEvent.change(screen.getByLabelText(T.option('A')), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText(T.option('B')), { target: { value: 'b' } });
    fireEvent.click(screen.getByLabelText(T.markCorrect('B')));
    submit();
    await waitFor(() => expect(alertText()).toBe(TRIVIA_MESSAGES.dateTaken));
    expect((screen.getByLabelText(T.question) as HTMLTextAreaElement).value).toBe('Q?');
  });

  it('fills the form from the question generator (Re-Generate asks again)', async () => {
    let calls = 0;
    setup({
      'GET /api/v1/trivia/generate': () => {
        calls += 1;
        return {
          body: {
            result: { answer: `Fill in the blank ${calls}\n\nA) x\nB) y\n\nAnswer: B) y` },
            question: { question_answer: `Fill in the blank ${calls}`, options: ['x', 'y'], correct_option_id: 2 },
            source: 'portal-content',
            based_on: ['Summer hours start June 1'],
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: T.generate }));
    const panel = await screen.findByTestId('question-generator');
    await within(panel).findByText(/Fill in the blank 1/);
    fireEvent.click(within(panel).getByRole('button', { name: T.regenerate }));
    await within(panel).findByText(/Fill in the blank 2/);
    fireEvent.click(within(panel).getByRole('button', { name: T.useGenerated }));
    expect((screen.getByLabelText(T.question) as HTMLTextAreaElement).value).toBe('Fill in the blank 2');
    expect((screen.getByLabelText(T.option('B')) as HTMLInputElement).value).toBe('y');
    expect((screen.getByLabelText(T.markCorrect('B')) as HTMLInputElement).checked).toBe(true);
  });

  it('without admin_trivia add: Permission denied, no form', async () => {
    fakeApi(triviaApi());
    renderWithProviders(<CreateQuestionForm />, { grants: { admin_trivia: ['view'] } });
    expect(await screen.findByText('Permission denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.createQuestion })).toBeNull();
  });
});
