import { describe, expect, it } from 'vitest';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { PART_NOT_FOUND } from './extractive';
import { documentWording } from './phrases';
import { searchPassages } from '../search';

// Questions worded unlike the documents: everyday phrases, a negated answer, a typo of a question's own words, a word
// known only through its synonym, two parts answered from one document.
const LOANS = `# Equipment loans

| Item | Loan period | Where to collect |
|---|---|---|
| Company tablet | 7 days | IT closet |
| Locker key | Until you leave | Front desk |
`;
const TIME = `# Timekeeping

## Meal breaks

Shifts longer than six hours include an unpaid 30-minute meal break.

## Attendance

Three no-call, no-show absences within 90 days lead to termination.
`;
const EXPENSES = `# Expenses

## Claims

Expense claims are submitted in the finance portal. The finance team pays approved claims with the next paycheck.

## Night shifts

Late shifts end at 2 am; pay for them is $1.50 more per hour.

## Hotels

The nightly limit for hotels is $180.

## Overtime

Overtime is paid at time and a half after 40 hours in a week.

## Visits

The Explorer tour is for ages 8 to 10.

## Accidents

Every accident goes on a green accident form. The pest technician visits on the first Tuesday of every month. The lounge opens at 12 pm, and the last booking is taken at 9 pm.

## Tickets

Tickets can be bought online up to a week ahead.

## Waste

Broken glass is wrapped in newspaper and put beside the green bin, never inside a bin bag.

## Receipts

A receipt is valid for 60 days from the date printed on it.
`;

describe.each(databases)('questions worded unlike the documents, on %s', (kind) => {
  const kit = answerKit(kind, 'Staff', [
    ['Loans.md', LOANS],
    ['Timekeeping.md', TIME],
    ['Expenses.md', EXPENSES],
  ]);
  const ask = kit.text;

  it('reads everyday phrases as the documents word them ("pick up" is "collect")', async () => {
    const answer = await ask('Where do I pick up a company tablet, and how long can I keep it?');
    expect(answer).toContain('IT closet');
    expect(answer).not.toContain(PART_NOT_FOUND);
  });

  it('answers "is it paid" with the sentence saying "unpaid"', async () => {
    expect(await ask('How long is the lunch break and is it paid?')).toMatch(/### Is it paid\?\n- Shifts longer than six hours include an unpaid/);
  });

  it('drops a typo of the question’s own words ("hapens") instead of declining', async () => {
    expect(await ask('what hapens if I dont show up for work three times')).toContain('termination');
  });

  it('searches a word known to the index only through its synonym ("nite")', async () => {
    expect(await ask('hotel limit per nite')).toContain('$180');
  });

  it('answers the parts of one question from one document when it answers them all', async () => {
    const answer = await ask('How do I claim expenses and when will I be paid back?');
    expect(answer).toMatch(/### When will I be paid back\?\n- The finance team pays approved claims with the next paycheck/);
  });

  it('reads "what rate" as asking an amount, "beyond" as a preposition and "good for" as "valid"', async () => {
    expect(await ask('What rate are hours beyond 40 in a week paid at?')).toContain('time and a half');
    expect(await ask('How long is a receipt good for?')).toContain('60 days');
  });

  it('reads "what colour" as asking a colour, "come round" as "visit", "the latest time someone can" as the last', async () => {
    expect(await ask('What colour is the accident form?')).toContain('green accident form');
    expect(await ask('When does the pest technician come round?')).toContain('first Tuesday');
    expect(await ask('What is the latest time someone can book the lounge?')).toContain('9 pm');
  });

  it('weighs the statement before a question as its setting, below the question’s own words', async () => {
    expect(await ask('A glass smashed on the stockroom floor, can I put it in the bin?')).toContain('wrapped in newspaper');
  });

  it('reads "the website" as "online"', async () => {
    const { question } = await searchPassages(kit.t.db, 'Can tickets be bought on the website?', [kit.category]);
    expect(question.parts[0]!.terms.find((t) => t.word === 'websit')?.words).toContain('onlin');
    expect(await ask('Can tickets be bought on the website?')).toContain('bought online');
  });

  it('reads "9-year-olds" as an age', async () => {
    expect(await ask('Which tour is for 9-year-olds?')).toContain('Explorer tour');
  });
});

describe('everyday phrases', () => {
  it('read "goes out to meet" as going out, not as posting ("when does the rota go up")', () => {
    expect(documentWording('Who goes out to meet the coach when it arrives?')).not.toContain('posted');
    expect(documentWording('When does the rota go up?')).toContain('posted');
  });
});
