import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithProviders, type Grants } from '@portal/shared/testing';
import { adminQuestion, poll, triviaApi } from '../test/fixtures';
import { ADMIN_TRIVIA_TEXTS as T } from '../texts';
import { PollEditor } from './PollEditor';
import { QuestionEditor } from './QuestionEditor';

// antd screens render their styles for the first time in jsdom: slow on a busy 2-core machine
vi.setConfig({ testTimeout: 60_000 });

const ADMIN: Grants = { admin_trivia: ['view', 'add', 'edit', 'delete'] };
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

// the day an admin picks on the calendar reaches the create forms as `defaultDate` while they stay open
describe('the editors and the day picked on the calendar', () => {
  it('creating a poll: a picked day becomes its start and end, what was typed stays', () => {
    fakeApi(triviaApi());
    const view = renderWithProviders(<PollEditor defaultDate="2026-12-01" />, { grants: ADMIN });
    expect([value(T.dateStart), value(T.dateEnd)]).toEqual(['2026-12-01', '2026-12-01']);
    type(T.pollQuestion, 'Best party snack?');
    type(T.option('A'), 'Popcorn');
    type(T.dateEnd, '2026-12-03');

    view.rerender(<PollEditor defaultDate="2026-12-08" />);
    expect([value(T.dateStart), value(T.dateEnd)]).toEqual(['2026-12-08', '2026-12-08']);
    expect(value(T.pollQuestion)).toBe('Best party snack?');
    expect(value(T.option('A'))).toBe('Popcorn');
    // no day picked any more: the dates stay as they are
    view.rerender(<PollEditor />);
    expect(value(T.dateStart)).toBe('2026-12-08');
  });

  it('editing a poll: its own dates (cut to the day), which a picked day does not change', () => {
    fakeApi(triviaApi());
    const edited = poll({ date_start: '2026-11-23T00:00:00.000Z', date_end: '2026-11-28T00:00:00.000Z' });
    const view = renderWithProviders(<PollEditor poll={edited} defaultDate="2026-12-01" />, { grants: ADMIN });
    expect([value(T.dateStart), value(T.dateEnd)]).toEqual(['2026-11-23', '2026-11-28']);
    view.rerender(<PollEditor poll={edited} defaultDate="2026-12-08" />);
    expect([value(T.dateStart), value(T.dateEnd)]).toEqual(['2026-11-23', '2026-11-28']);
  });

  it('creating a question: a picked day becomes its date; a suggestion fills the question and keeps the date', () => {
    fakeApi(triviaApi());
    const view = renderWithProviders(<QuestionEditor defaultDate="2026-12-01" />, { grants: ADMIN });
    expect(value(T.publishDate)).toBe('2026-12-01');
    type(T.question, 'Which arcade game came first?');

    view.rerender(<QuestionEditor defaultDate="2026-12-08" />);
    expect(value(T.publishDate)).toBe('2026-12-08');
    expect(value(T.question)).toBe('Which arcade game came first?');

    view.rerender(<QuestionEditor defaultDate="2026-12-08" suggestion={{ question_answer: 'Fill in the blank', options: ['x', 'y', 'z'], correct_option_id: 3 }} />);
    expect(value(T.question)).toBe('Fill in the blank');
    expect(value(T.option('C'))).toBe('z');
    expect((screen.getByLabelText(T.markCorrect('C')) as HTMLInputElement).checked).toBe(true);
    expect(value(T.publishDate)).toBe('2026-12-08');
  });

  it('editing a question: its own date and text, which a picked day does not change', () => {
    fakeApi(triviaApi());
    const edited = adminQuestion({ date: '2026-11-30' });
    const view = renderWithProviders(<QuestionEditor question={edited} defaultDate="2026-12-01" />, { grants: ADMIN });
    expect(value(T.publishDate)).toBe('2026-11-30');
    view.rerender(<QuestionEditor question={edited} defaultDate="2026-12-08" />);
    expect(value(T.publishDate)).toBe('2026-11-30');
    expect(value(T.question)).toBe(edited.question_answer);
  });
});
