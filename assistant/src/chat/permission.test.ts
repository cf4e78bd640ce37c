import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';

// "Can guests…?" asks whether something may be done: a sentence saying what may or must be (or what happens to whoever
// does it) answers it, a sentence about the same things that says neither does not (./extractive, ./facts).
const BOOTH = `# Photo Booth

## Cleaning

The screen and the props are wiped with antibacterial wipes twice a day, at noon and at 6 pm.

## Food

Guests may bring a birthday cake from outside; no other outside food is allowed in the booth.

## Shoes

Throwers wear closed-toe shoes; guests in sandals or flip-flops are turned away.
`;

describe.each(databases)('questions asking whether something may be done, on %s', (kind) => {
  const { text } = answerKit(kind, 'Permission', [['Photo Booth.md', BOOTH]]);

  it('are answered by what may or must be done, or what happens to whoever does it', async () => {
    expect(await text('Can guests bring their own cake into the photo booth?')).toContain('may bring a birthday cake');
    expect(await text('Can a guest in flip-flops still throw?')).toContain('turned away');
  });

  it('are not answered by a sentence about the same things that says neither', async () => {
    expect(await text('Can guests bring their own props into the photo booth?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });
});
