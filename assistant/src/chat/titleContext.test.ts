import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';

// The document's title gives context to the sentences under it (./extractive titleCounts): a word of the question
// found only in the title counts for a sentence stating the asked kind of fact in words of its own, never for a
// sentence holding nothing of the question but the title's words.
const PARKING = `# Parking and Transport

## Bay numbers

All 180 bays are numbered on the upper deck.

## Bay permits

A bay permit is free for staff and renewed every January by the transport office.

## Shuttle

The shuttle leaves from bay 1 every 20 minutes from 6 am.
`;
const KITCHEN = `# Kitchen

## Fridges

The fridges are cleaned out every Friday afternoon.

## Loading bay

Deliveries use the loading bay behind the kitchen.

## Bin bay

The bin bay is hosed down after the last delivery.
`;

describe.each(databases)('the document title as context, on %s', (kind) => {
  const ask = answerKit(kind, 'Staff', [
    ['Parking.md', PARKING],
    ['Kitchen.md', KITCHEN],
  ]).text;

  it('counts a title word for a sentence that says the rest of the part and the asked kind of fact', async () => {
    expect(await ask('How many parking bays do we have?')).toContain('All 180 bays');
    // (one word no document uses is the question's own wording)
    expect(await ask('How many parking bays are painted?')).toContain('All 180 bays');
  });

  it('never answers by the title alone, nor a part asking no kind of fact', async () => {
    expect(await ask('How much does a parking fine cost?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
    expect(await ask('What happens to the parking bays when it floods?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });

  it('never counts it for a sentence missing another word of the part the documents use, or two they do not', async () => {
    expect(await ask('How many parking bays are by the fridges?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
    expect(await ask('How many parking bays does a wedding reception get?')).toBe(KNOWLEDGE_MESSAGES.nothingFound);
  });
});
