import { describe, expect, it } from 'vitest';
import { TRIVIA_MESSAGES, cleanDraft, percentInteger, pollLetter, pollPercentage, questionDraftProblem, questionLetter, triviaLongDate, triviaMonthRange } from './rules';
import { pollCreateBody, pollUpdateBody, triviaCreateBody, triviaRangeQuery, triviaUpdateBody } from './schemas';

const draft = { date: '2026-11-25', question_answer: 'Which game came first?', options: ['Pong', 'Pac-Man'], correctIndex: 0 };

describe('create trivia checks (spec 5, in this order)', () => {
  it('reports the first failing check, date → question → 2 options → correct answer', () => {
    expect(questionDraftProblem({ date: null, question_answer: '', options: [], correctIndex: null })).toBe(TRIVIA_MESSAGES.selectDate);
    expect(questionDraftProblem({ ...draft, question_answer: '  ', options: [], correctIndex: null })).toBe(TRIVIA_MESSAGES.typeQuestion);
    expect(questionDraftProblem({ ...draft, options: ['Pong', '  '], correctIndex: null })).toBe(TRIVIA_MESSAGES.addTwoOptions);
    expect(questionDraftProblem({ ...draft, correctIndex: null })).toBe(TRIVIA_MESSAGES.selectCorrect);
    expect(questionDraftProblem(draft)).toBeNull();
  });

  it('drops blank options and moves the correct index with the others', () => {
    expect(cleanDraft({ ...draft, options: ['', 'Pong', ' ', 'Pac-Man'], correctIndex: 3 })).toEqual({ ...draft, options: ['Pong', 'Pac-Man'], correctIndex: 1 });
    // a blank option marked correct is no correct answer
    expect(questionDraftProblem({ ...draft, options: ['Pong', 'Pac-Man', ''], correctIndex: 2 })).toBe(TRIVIA_MESSAGES.selectCorrect);
  });

  it('the api body runs the same checks first, then its own', () => {
    const first = (body: unknown) => {
      const r = triviaCreateBody.safeParse(body);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(first({ question: {} })).toBe(TRIVIA_MESSAGES.selectDate);
    expect(first({ date: '2026-11-25', question: { question_answer: '', options: [] } })).toBe(TRIVIA_MESSAGES.typeQuestion);
    expect(first({ date: '2026-11-25', question: { question_answer: 'Q?', options: [{ option: 'a' }] } })).toBe(TRIVIA_MESSAGES.addTwoOptions);
    expect(first({ date: '2026-11-25', question: { question_answer: 'Q?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 3 } })).toBe(
      TRIVIA_MESSAGES.selectCorrect,
    );
    expect(first({ date: '2026-13-01', question: { question_answer: 'Q?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 1 } })).toBe(TRIVIA_MESSAGES.dateInvalid);
    expect(first({ date: '2026-11-25', question: { question_answer: 'Q\u0000?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 1 } })).toBe(
      TRIVIA_MESSAGES.controlCharacters,
    );
    expect(first({ date: '2026-11-25', question: { question_answer: 'Q?', options: [{ option: 'a' }, { option: 'A' }], correct_option_id: 1 } })).toBe(
      TRIVIA_MESSAGES.duplicateOptions,
    );
    const seven = Array.from({ length: 7 }, (_, i) => ({ option: `o${i}` }));
    expect(first({ date: '2026-11-25', question: { question_answer: 'Q?', options: seven, correct_option_id: 1 } })).toBe(TRIVIA_MESSAGES.tooManyOptions);
    expect(first({ date: '2026-11-25', question: { question_answer: 'x'.repeat(501), options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 1 } })).toBe(
      TRIVIA_MESSAGES.questionTooLong,
    );
  });

  it('takes the day from an ISO string (its first 10 characters) and the 1-based correct option', () => {
    const parsed = triviaCreateBody.parse({
      date: '2026-11-25T06:00:00.000Z',
      question: { question_answer: '  Which   game? ', options: [{ option: 'Pong' }, { option: '' }, { option: 'Pac-Man' }], correct_option_id: 3 },
    });
    expect(parsed).toEqual({ id: undefined, date: '2026-11-25', question_answer: 'Which game?', options: ['Pong', 'Pac-Man'], correctIndex: 1 });
  });

  it('update keeps the date when it is left out and needs the id', () => {
    const body = {
      question: {
        id: 4,
        question_answer: 'Q?',
        options: [
          { id: 9, option: 'a' },
          { id: 10, option: 'b' },
        ],
        correct_option_id: 2,
      },
    };
    expect(triviaUpdateBody.parse(body)).toMatchObject({ id: 4, date: undefined, correctIndex: 1 });
    expect(triviaUpdateBody.safeParse({ question: { ...body.question, id: undefined } }).success).toBe(false);
  });
});

describe('polls', () => {
  it('create: text, 2 to 5 options, dates in order', () => {
    const ok = { polls_answer: 'Best snack?', options: [{ option: 'Popcorn' }, { option: 'Nachos' }], date_start: '2026-11-20', date_end: '2026-11-27' };
    expect(pollCreateBody.parse(ok)).toEqual({ ...ok, options: ['Popcorn', 'Nachos'] });
    const message = (body: unknown) => (pollCreateBody.safeParse(body) as { error?: { issues: { message: string }[] } }).error?.issues[0]?.message;
    expect(message({ ...ok, polls_answer: ' ' })).toBe(TRIVIA_MESSAGES.pollText);
    expect(message({ ...ok, options: [{ option: 'x' }] })).toBe(TRIVIA_MESSAGES.pollTwoOptions);
    expect(message({ ...ok, options: 'abcdef'.split('').map((option) => ({ option })) })).toBe(TRIVIA_MESSAGES.pollTooManyOptions);
    expect(message({ ...ok, date_end: '2026-11-19' })).toBe(TRIVIA_MESSAGES.pollDateOrder);
    expect(message({ ...ok, date_start: '' })).toBe(TRIVIA_MESSAGES.pollDates);
  });

  it('update: the spec names the text question_answer; dates are cut to 10 characters', () => {
    const parsed = pollUpdateBody.parse({
      id: 2,
      question_answer: 'Best snack?',
      options: [{ id: 1, option: 'Popcorn' }, { option: 'Nachos' }],
      date_start: '2026-11-20T00:00:00.000Z',
      date_end: '2026-11-27',
    });
    expect(parsed).toEqual({ id: 2, polls_answer: 'Best snack?', options: ['Popcorn', 'Nachos'], date_start: '2026-11-20', date_end: '2026-11-27' });
  });
});

describe('letters, percentages, months, ranges', () => {
  it('letters A–F for questions; A–E for polls, any other index A (spec 9)', () => {
    expect([0, 5].map(questionLetter)).toEqual(['A', 'F']);
    expect([0, 4, 5, 9].map(pollLetter)).toEqual(['A', 'E', 'A', 'A']);
  });

  it('a percentage shows its integer part', () => {
    expect(pollPercentage(1, 3)).toBe('33.33');
    expect(pollPercentage(2, 3)).toBe('66.67');
    expect(pollPercentage(0, 0)).toBe('0.00');
    expect(percentInteger('66.67')).toBe(66);
    expect(percentInteger('100.00')).toBe(100);
    expect(percentInteger('nope')).toBe(0);
  });

  it('month ranges and long dates', () => {
    expect(triviaMonthRange('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(triviaMonthRange('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(triviaLongDate('2026-11-30')).toBe('November 30, 2026');
  });

  it('calendar ranges: both or neither, in order, not too wide', () => {
    expect(triviaRangeQuery.safeParse({}).success).toBe(true);
    expect(triviaRangeQuery.safeParse({ start: '2026-11-01', end: '2026-12-12' }).success).toBe(true);
    expect(triviaRangeQuery.safeParse({ start: '2026-11-01' }).error?.issues[0]?.message).toBe(TRIVIA_MESSAGES.rangeBoth);
    expect(triviaRangeQuery.safeParse({ start: '2026-11-02', end: '2026-11-01' }).error?.issues[0]?.message).toBe(TRIVIA_MESSAGES.rangeOrder);
    expect(triviaRangeQuery.safeParse({ start: '2020-01-01', end: '2026-11-01' }).error?.issues[0]?.message).toBe(TRIVIA_MESSAGES.rangeTooWide);
  });
});
