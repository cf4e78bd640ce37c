import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { withTitle } from '../ingest';

// A table's file name is its title (../ingest withTitle): its rows are found and read by the words of what the table is
// about ("food" of "Food Allergens.csv"); a "which … contain nuts" question lists the rows saying yes (./tables), and a
// superlative picks its row though the row does not repeat the table's subject.
const ALLERGENS = `Dish,Price,Contains nuts,Vegan
Cheeseburger,$8.95,No,No
Chocolate brownie,$3.25,Yes,No
Peanut butter cookie,$2.50,Yes,No
Fruit cup,$3.00,No,Yes
`;
const GAMES = `Game,Type,Credits per play,Zone
Air Hockey,Sports,4,Zone A
Speedway GT,Driving,6,Zone C
Coin Pusher,Redemption,2,Zone D
`;

describe('the title of a table', () => {
  it('is its file name, above a workbook’s sheets; a text keeps its own', () => {
    expect(withTitle('Food Allergens.csv', 'csv', 'Dish,Price\n')).toBe('# Food Allergens\n\nDish,Price\n');
    expect(withTitle('Cinema Room.xlsx', 'xlsx', '# Bookings\n\nrows')).toBe('# Cinema Room\n\n## Bookings\n\nrows');
    expect(withTitle('Cash Handling.txt', 'text', 'Cash handling\n\nThe float is $200.')).toBe('Cash handling\n\nThe float is $200.');
  });
});

describe.each(databases)('tables read by their titles, on %s', (kind) => {
  const ask = answerKit(kind, 'Staff', [
    ['Food Allergens.csv', ALLERGENS],
    ['Game Floor.csv', GAMES],
  ]).text;

  it('lists the rows whose yes-or-no column says yes, or no when asked without', async () => {
    const nuts = await ask('Which food items contain nuts?');
    expect(nuts).toContain('Chocolate brownie');
    expect(nuts).toContain('Peanut butter cookie');
    expect(nuts).not.toContain('Cheeseburger');
    const vegan = await ask('Which dishes are not vegan?');
    expect(vegan).toContain('Cheeseburger');
    expect(vegan).not.toContain('Fruit cup');
  });

  it('picks the extreme row by a price in the arcade’s own money, the table named by its title', async () => {
    expect(await ask('What is the cheapest thing on the food menu?')).toContain('Peanut butter cookie');
    expect(await ask('Which game is the cheapest to play?')).toContain('Coin Pusher');
  });

  it('answers "how many credits" by the column naming them, and not "how many zones" by a zone’s name', async () => {
    expect(await ask('How many credits is Speedway GT?')).toContain('Credits per play: 6');
    expect(await ask('How many zones does Speedway GT have?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });
});
