import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { relatives } from './lexicon';

// The general lexicon reads a collocation whole ("keeps an eye on" ~ "watch", "freaks out" ~ "panic"), a noun two levels
// up ("jacket" → "coat") and a word's narrower kinds ("open" → "unlock"); a word met only through a relative counts
// where its sentence holds the part's other words (./extractive). A table row says nothing of a thing no column names,
// "how many lanes" is not answered by a count of guests or a door's number, and "which company" needs a company.
const ARENA = `# Arena Rules

## Sessions

Each player stands inside a padded ring, and a marshal watches every session from the control desk. Trained service dogs are welcome everywhere except the ring. The duty manager unlocks the arena at 9:15 am. A guest who panics is walked out by the marshal. The marshal says the code word "orange" to stop a game.

## Weather

Outdoor games cut short by weather get a rain check valid for 60 days.

## Outdoor attractions

When lightning is detected within 8 miles, the outdoor attractions close.
`;
const MENU = `Dish,Price,Contains gluten,Contains nuts
Veggie burger,$8.50,Yes,No
Chicken wrap,$7.00,Yes,No
`;
const ZONES = `Zone,Exit,Maximum guests,Checked by
Axe throwing lanes,Fire door 5,32,Outside engineer
Arcade floor,Main doors,200,Duty manager
`;

describe('the lexicon', () => {
  it('reads a collocation whole, a noun two levels up and a verb one level down', () => {
    expect(relatives('keeps', ['an', 'eye', 'on']).map((r) => r.word)).toContain('watch');
    expect(relatives('jacket').map((r) => r.word)).toContain('coat');
    expect(relatives('open').map((r) => r.word)).toContain('unlock');
    // (of a word and its inflections, the most often tagged reading: the verb "smash", not "smashed" as drunk)
    expect(relatives('smashed').map((r) => r.word)).toContain('break');
  });
});

describe.each(databases)('collocations, relatives and counted things, on %s', (kind) => {
  const ask = answerKit(kind, 'Staff', [
    ['Arena.md', ARENA],
    ['Menu.csv', MENU],
    ['Zones.csv', ZONES],
  ]).text;

  it('answers a question worded by a collocation of the words the text uses', async () => {
    expect(await ask('Who keeps an eye on the players?')).toContain('marshal');
    expect(await ask('What do we do when a guest freaks out?')).toContain('walked out');
    // (but a collocation's own head is no relative of its other word: a dress code is no code word)
    expect(await ask('What is the dress code for marshals?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('counts a relative only where its sentence holds the rest of the part', async () => {
    expect(await ask('What happens to outdoor attractions when it snows?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('declines a yes-or-no question about a thing no column of the row names', async () => {
    expect(await ask('Does the veggie burger contain soy?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
    expect(await ask('Does the veggie burger contain nuts?')).toContain('Contains nuts: No');
  });

  it('answers "how many" with a number of the things counted, never of others or a name', async () => {
    expect(await ask('How many axe throwing lanes are there?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
    expect(await ask('How many guests can be in the axe throwing lanes?')).toContain('Maximum guests: 32');
  });

  it('declines "which company" when no document names a company', async () => {
    expect(await ask('Which company is the outside engineer for the axe throwing lanes?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('corrects a typo by its letters typed, not a real word into another', async () => {
    expect(await ask('how much is the chiken wrap')).toContain('$7.00');
    expect(await ask('How much does a swallowed token cost?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });
});
