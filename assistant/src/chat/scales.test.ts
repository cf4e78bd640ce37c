import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';

// The ends of a scale and the absence of a thing: "the smallest number of pupils" is a number at the minimum end, never
// answered by a sentence saying only the other end; a "Caffeine free" column's yes answers "which drinks have no
// caffeine"; "per year" is said "each year" as well; a row answers a yes-or-no question only when it names its subject.
const TRIPS = `# School Trips

A booking needs at least 15 pupils, and one teacher must come for every 8 pupils.

## Paid days

Staff are paid for up to 5 sick days in each calendar year.
`;
const PASSES = `# Membership Passes

Monthly memberships have a minimum term of 3 months.

| Pass | Monthly price | Food discount |
|---|---|---|
| Bronze | $15 | 5% |
| Gold | $40 | 15% |
`;
const KIOSKS = `Kiosk,Takes cash,Opening float,Booking needed,Notes
Kiosk 1,Yes,$150,No,"Busy; cash counted twice"
Kiosk 2,Yes,$200,Yes,Refill the hopper from the safe
Kiosk 4,No,$0,Yes,"Card only; print the card batch report at closing and put it in the safe with the day sheet"
`;
const DRINKS = `Drink,Price,Caffeine free
Latte,$3.20,No
Hot chocolate,$2.80,Yes
Espresso,$2.10,No
Herbal tea,$2.40,Yes
Iced coffee,$3.60,No
`;

describe.each(databases)('scales and absences, on %s', (kind) => {
  const { text } = answerKit(kind, 'Scales', [
    ['School Trips.md', TRIPS],
    ['Coffee Bar.csv', DRINKS],
    ['Membership Passes.md', PASSES],
    ['Kiosk Cash-up.csv', KIOSKS],
  ]);

  it('answers "the smallest number of" with the minimum, and not "the largest" with it', async () => {
    expect(await text('What is the smallest number of pupils a school can book for?')).toContain('at least 15 pupils');
    expect(await text('What is the largest number of pupils a school can book for?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('reads a superlative saying a limit as the minimum or maximum, one comparing rows as a comparison', async () => {
    expect(await text('What is the shortest time someone can sign up for on a monthly membership?')).toContain('minimum term of 3 months');
    expect(await text('Which pass gives the biggest food discount?')).toContain('Pass: Gold');
  });

  it('reads "per" as "each"', async () => {
    expect(await text('How many paid sick days are there per year?')).toContain('5 sick days');
  });

  it('lists the rows a column of absence says yes for, asked with or without its words', async () => {
    for (const question of ['Which coffee bar drinks have no caffeine?', 'Which drinks are caffeine free?']) {
      const answer = await text(question);
      expect(answer).toContain('Hot chocolate');
      expect(answer).toContain('Herbal tea');
      expect(answer).not.toContain('Latte');
    }
    const caffeinated = await text('Which drinks have caffeine?');
    expect(caffeinated).toContain('Latte');
    expect(caffeinated).not.toContain('Herbal tea');
  });

  it('answers a yes-or-no question from a table only with rows naming who or what it is about', async () => {
    expect(await text('Does the Gold pass come with a food discount?')).toContain('Food discount: 15%');
    expect(await text('Do staff get a discount on membership passes?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('reads a yes-or-no column by its words of substance, and denies a row saying no the column’s word', async () => {
    // ("Cash" is in the table's title, "Kiosk Cash-up", above every row)
    const noCash = await text('Which kiosk doesn’t take cash?');
    expect(noCash).toContain('Kiosk: Kiosk 4');
    expect(noCash).not.toContain('Kiosk 1');
    const booked = await text('Which kiosks have to be booked?');
    expect(booked).toContain('Kiosk 2');
    expect(booked).toContain('Kiosk 4');
    expect(booked).not.toContain('Kiosk 1');
  });
});
