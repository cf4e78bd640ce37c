import { describe, expect, it } from 'vitest';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { lemmaOf, relatives } from './lexicon';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';

// The general lexicon (WordNet): a question's word no document uses is read through its relatives that one does.
const RINK = `# Ice Rink

## Safety

If a skater panics on the ice, the marshal stops the music and walks them to the gate.

## Hints

Each team in the quiz gets three hints from the host.
`;

describe('the lexicon', () => {
  it('reads an inflected word as its lemma, the most often tagged candidate', () => {
    expect(lemmaOf('rides')?.lemma).toBe('ride');
    expect(lemmaOf('clues')?.lemma).toBe('clue');
    // (the inflections WordNet lists as exceptions: a final y, a doubled consonant)
    expect(lemmaOf('emptied')?.lemma).toBe('empty');
    expect(lemmaOf('stopped')?.lemma).toBe('stop');
  });

  it('relates a word to its synonyms and a phrasal verb to what it is a kind of', () => {
    expect(relatives('clues').map((r) => r.word)).toContain('hint');
    expect(relatives('freaks', 'out').map((r) => r.word)).toContain('panic');
    // (a collocation whose most common sense has no single word of its own is read in its others)
    expect(relatives('cleared', 'out').map((r) => r.word)).toContain('empty');
  });
});

describe.each(databases)('questions worded with a relative of the documents’ words, on %s', (kind) => {
  const ask = answerKit(kind, 'Staff', [['Rink.md', RINK]]).text;

  it('answers through a relative ("freaks out" is a kind of "panics", "clues" are "hints")', async () => {
    expect(await ask('What if a skater freaks out on the ice?')).toContain('stops the music');
    // ("inside" is a preposition, like "on": no word the answer must hold)
    expect(await ask('What if a skater freaks out inside the rink?')).toContain('stops the music');
    expect(await ask('How many clues does a quiz team get?')).toContain('three hints');
  });

  it('does not answer from relatives alone (a sentence must hold one of the question’s own words)', async () => {
    expect(await ask('How many vacation days do new hires get?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });
});
