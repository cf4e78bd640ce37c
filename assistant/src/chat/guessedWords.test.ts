import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';

// A question word met only through a relative of it (the lexicon: "repair" ~ "better", "break" ~ "rest") is a guess
// (./extractive): a sentence holding such guesses answers only when it states the kind of fact the part asks for.
const BOWLING = `# Bowling Lanes

## Shoes

Rental shoes are sprayed after every game. A bowler who feels unwell must take the shoes off at once and sit in the rest area until they feel better.

## Lane oil

The lanes are oiled every morning before opening by the duty technician.
`;

describe.each(databases)('words met only through a relative, on %s', (kind) => {
  const ask = answerKit(kind, 'Staff', [['Bowling.md', BOWLING]]).text;

  it('declines a "who" question that a sentence meets only by guesses and without naming who', async () => {
    expect(await ask('Who repairs the rental shoes when they break?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('still answers from the sentence that says it in its own words', async () => {
    expect(await ask('Who oils the lanes?')).toContain('duty technician');
  });
});
