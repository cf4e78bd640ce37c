import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';

// Everyday words and phrases against the words policies use (./synonyms, ./phrases, ./forms): a phrasal verb ("switch
// on" / "powers up"), "say on the PA" / "over the intercom", "funeral" / "compassionate", a weekday / "weekend",
// "drive" / "driver", "twice" / "two", "by myself" / "alone"; and what must still be declined.
const LOBBY = `# Lobby Operations

## Opening

The porter powers up the floor polisher at 7 am.

## Announcements

Do not read a guest's phone number over the intercom.

## Leave

Compassionate leave of two days is granted for the death of a relative; no paperwork is needed.

## Hours

| Days | Opening hours |
|---|---|
| Weekend | 9 am to 11 pm |
| Weekday | 10 am to 10 pm |

## Vans

Vans are parked by the driver in bay 2. A driver warned two times loses the van keys. Drive slow in the car park.

## Heat

Porters working outdoors rest for 10 minutes every hour when the heat is above 30 degrees.

## Safe

Nobody opens the safe alone.

## Network

The guest Wi-Fi is run by the IT desk.
`;

describe.each(databases)('everyday words against the documents’ words, on %s', (kind) => {
  const { text } = answerKit(kind, 'Lobby', [
    ['Lobby.md', LOBBY],
    ['Accounts.txt', 'Staff passwords are changed every 90 days.'],
  ]);

  it('reads phrasal verbs and everyday nouns as the document words them', async () => {
    expect(await text('When does the polisher get switched on?')).toContain('7 am');
    expect(await text('Can I say a guest’s phone number on the PA?')).toContain('intercom');
    expect(await text('Do I need a form when I take time off for a funeral?')).toContain('no paperwork');
    expect(await text('Can I open the safe by myself?')).toContain('alone');
  });

  it('answers a weekday by the row for its kind of day', async () => {
    const answer = await text('What are the opening hours on Saturday?');
    expect(answer).toContain('9 am to 11 pm');
    expect(answer).not.toContain('10 am to 10 pm');
  });

  it('joins the doer to the verb ("drive" / "driver"), "twice" to "two", "outside" / "hot" to "outdoors" / "heat"', async () => {
    expect(await text('Who parks the vans?')).toContain('by the driver');
    expect(await text('What happens if a driver is warned twice?')).toContain('loses the van keys');
    expect(await text('How often do porters get a break outside when it is hot?')).toContain('every hour');
  });

  it('declines when the thing asked for is missing, and never reads a short word as another ("snows" is no "slow")', async () => {
    expect(await text('What is the guest wifi password?')).toBe(M.nothingFound);
    expect(await text('What happens when it snows?')).toBe(M.nothingFound);
  });
});

const TRACK = `# Mini Golf Course

## Before each round

Putters are counted at the hut. Scorecards are handed out free.

## Lost balls

A lost ball is replaced at the hut for $1.
`;

describe.each(databases)('the document’s title and its sections, on %s', (kind) => {
  const { text } = answerKit(kind, 'Course', [
    ['Course.md', TRACK],
    ['Cafe.txt', 'The cafe sells coffee for $3. Muffins are baked every morning.'],
    ['Lockers.txt', 'Lockers cost $2 a day. Keys are returned at the front desk.'],
    ['Parking.txt', 'Parking is free for guests. Staff park behind the warehouse.'],
  ]);

  it('does not take the title as what a later sentence of a section is about', async () => {
    expect(await text('How much does a mini golf round cost?')).toBe(M.nothingFound);
    expect(await text('How much is a lost mini golf ball?')).toContain('$1');
  });
});
