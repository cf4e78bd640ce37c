import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { readSuperlative } from './superlatives';

// Table rows read as rows (./tables): a superlative over a column, a number inside a row's range of the same measure,
// a role's row before the row for everyone, a row named by its first cell.
const BOATS = `# Boating Lake

## Boats

| Boat | Seats | Hire time | Price | Skill |
|---|---|---|---|---|
| Pedalo | 2 to 4 | 30 minutes | $12 | Beginner |
| Rowing boat | 2 to 6 | 2 hours | $18 | Intermediate |
| Motor launch | 6 to 12 | 60 minutes | $95 | Advanced |
| Kayak | 1 | 45 minutes | $15 | Intermediate |

## Life jackets

Children under 12 wear a life jacket in every boat.
`;

const ALLOWANCES = `# Break Allowances

| Role | Paid break | Meal allowance |
|---|---|---|
| All staff | 15 minutes | $5 a shift |
| Supervisors | 20 minutes | $8 a shift |
`;

const CHECKS = `# Safety Checks

| Check | How often | Done by |
|---|---|---|
| Fire extinguishers | Every month | Safety officer |
| Smoke alarms | Every week | Duty manager |
| Emergency lights | Every 6 months | Electrician |
`;

const POST = `Posting parcels

Parcels up to 2 kg cost $4 to post. Parcels over 2 kg and up to 10 kg cost $9 to post. Parcels over 10 kg go by courier.
`;

// a table longer than one passage: its rows are spread over several, more than a search returns
const GAMES = `# Arcade Games

## Payouts

| Game | Zone | Payout |
|---|---|---|
${Array.from({ length: 80 }, (_, i) => `| Cabinet number ${i + 1} | Zone ${(i % 4) + 1} | ${i === 79 ? 500 : 10 + (i % 7)} tickets |`).join('\n')}
`;

describe('superlatives in questions (./superlatives)', () => {
  it('reads the direction and what is compared', () => {
    expect(readSuperlative('Which boat is the cheapest')).toMatchObject({ dir: 'min', target: { kind: 'measure', dims: ['money'] } });
    expect(readSuperlative('Which boat is the most expensive')).toMatchObject({ dir: 'max', target: { kind: 'measure', dims: ['money'] } });
    expect(readSuperlative('Which tournament takes the most players')).toMatchObject({ dir: 'max', target: { kind: 'named', word: 'players' } });
    expect(readSuperlative('Which room is the easiest')).toMatchObject({ dir: 'min', target: { kind: 'level' } });
    expect(readSuperlative('Which check is done the least often')).toMatchObject({ dir: 'max', target: { kind: 'frequency' } });
    expect(readSuperlative('Which ride costs the most')).toMatchObject({ dir: 'max', target: { kind: 'measure', dims: ['money'] } });
    expect(readSuperlative('Which is cheaper, the kayak or the pedalo')).toMatchObject({ dir: 'min', between: true });
    // a size said of a thing: its column, else the size's measure ("the biggest room" holds the most people)
    expect(readSuperlative('Which pass gives the biggest discount on food')).toMatchObject({ dir: 'max', target: { kind: 'named', word: 'discount', or: ['people', 'length'] } });
    expect(readSuperlative('Which pool is the deepest')).toMatchObject({ dir: 'max', target: { kind: 'measure', dims: ['length'] } });
  });

  it('reads no superlative where there is none', () => {
    for (const text of [
      // (a limit: the maximum the documents state, no comparison of rows)
      'What is the most credit a supervisor can give a guest',
      'What is the longest a party can last',
      'What is the fee for at least 3 nights',
      'Do shifts longer than 6 hours get a break or not',
      'What is the minimum age for the wall',
      'Where is the nearest exit',
      'What is the best way to clean it',
      'How do I request a test',
    ])
      expect(readSuperlative(text), text).toBeNull();
  });
});

describe.each(databases)('table rows read as rows, on %s', (kind) => {
  const { ask, text } = answerKit(kind, 'Tables', [
    ['Boating Lake.md', BOATS],
    ['Break Allowances.md', ALLOWANCES],
    ['Safety Checks.md', CHECKS],
    ['Posting Parcels.txt', POST],
    ['Arcade Games.md', GAMES],
  ]);

  it('answers a superlative with the extreme row of the column it compares', async () => {
    expect(await text('Which boat is the cheapest?')).toContain('Boat: Pedalo');
    expect(await text('Which boat is the most expensive?')).toContain('Boat: Motor launch');
    expect(await text('Which boat has the most seats?')).toContain('Boat: Motor launch');
    expect(await text('Which boat can you hire for the longest?')).toContain('Boat: Rowing boat');
    expect(await text('Which boat is the hardest to use?')).toContain('Boat: Motor launch');
    expect(await text('Which boat is best for beginners?')).toContain('Boat: Pedalo');
    // a size said of a column's thing compares that column; of the rows' own thing, how many they hold
    expect(await text('Which role gets the biggest meal allowance?')).toContain('Role: Supervisors');
    expect(await text('Which is the biggest boat?')).toContain('Boat: Motor launch');
    const cheaper = await text('Which is cheaper, the kayak or the rowing boat?');
    expect(cheaper).toContain('Boat: Kayak');
    expect(cheaper).not.toContain('Pedalo');
  });

  it('compares every row of a table, also those in passages the search did not return', async () => {
    const answer = await ask('Which game pays out the most tickets?');
    expect(answer.text).toContain('Game: Cabinet number 80');
  });

  it('compares how often, by the period each row states', async () => {
    const answer = await ask('Which check is done the least often?');
    expect(answer.text).toContain('Check: Emergency lights');
    expect(answer.text).not.toContain('Smoke alarms');
    expect(await text('Which check is done the most often?')).toContain('Check: Smoke alarms');
  });

  it('answers a number with the row whose range of the same measure holds it', async () => {
    for (const question of ['Which boat can take a group of 5?', 'Which boat should we book for a party of 5?']) {
      const answer = await text(question);
      expect(answer, question).toContain('Boat: Rowing boat');
      expect(answer, question).not.toContain('Pedalo');
    }
    // 45 minutes is a hire time, not a number of seats
    expect(await text('How much is a 45-minute boat hire?')).toContain('$15');
    expect(await text('How much does it cost to post a 5 kg parcel?')).toContain('$9');
    expect(await text('How much does it cost to post a 1 kg parcel?')).toContain('$4');
  });

  it('lists every row that answers a question asking for several, one row otherwise', async () => {
    const several = await text('Which boats can seat 6 people?');
    expect(several).toContain('| Rowing boat |');
    expect(several).toContain('| Motor launch |');
    expect(several).not.toContain('Pedalo');
    const one = await text('What is the hire time of the kayak?');
    expect(one).toContain('Boat: Kayak');
    expect(one).not.toContain('Pedalo');
  });

  it('answers a role with its own row, and a role no row names with the row for everyone', async () => {
    const supervisors = await text('How long is the paid break for supervisors?');
    expect(supervisors).toContain('20 minutes');
    expect(supervisors).not.toContain('All staff');
    expect(await text('How long is the paid break for a cashier?')).toContain('Role: All staff');
  });

  it('answers a row named by its first cell when a cell states the kind of fact asked', async () => {
    expect(await text('How often do the smoke alarms get tested?')).toContain('Every week');
  });

  it('declines what no row names', async () => {
    expect(await text('How often are the sprinklers serviced?')).toBe(M.nothingFound);
    expect(await text('What is the meal allowance for the Rafting Club?')).toBe(M.nothingFound);
  });
});
