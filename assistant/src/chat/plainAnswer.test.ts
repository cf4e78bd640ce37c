import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';

// A sentence that says every word of the question the documents use, and misses one word no document uses, answers a
// part that asks a kind of fact it states (./extractive saysAllKnown); anything less keeps the cover thresholds.
const SECURITY = `# Building

## Recordings

Recordings from all 64 security cameras are kept for 31 days.

## Lockers

Staff lockers are in the back corridor.
`;
const ALARM = `# Alarm

The alarm code is changed every month by the duty manager.
`;

describe.each(databases)('a sentence saying every known word of the question, on %s', (kind) => {
  const ask = answerKit(kind, 'Staff', [
    ['Building.md', SECURITY],
    ['Alarm.md', ALARM],
  ]).text;

  it('answers when the one word it misses is one no document uses', async () => {
    expect(await ask('How many security cameras have we got mounted?')).toContain('all 64 security cameras');
  });

  it('declines when a word the documents use is missing from it, or two unknown words are', async () => {
    expect(await ask('What is the code for the staff lockers?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
    expect(await ask('How many security cameras cover the overflow carpark?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('declines a part that asks no kind of fact (the unknown word is its point)', async () => {
    expect(await ask('What happens to the security cameras when it snows?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });
});
