import { describe, expect, it } from 'vitest';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';

// A part that says "it" is answered where the part before was ("how soon is it sent": the lost item posted back, not
// the newsletter), and a row the question names by a name is that row's ("a Taster session": the Taster package).
const LOST = `# Lost Property

## Posting items back

Guests can have an item posted to them for a flat fee of $8, paid by card over the phone. Items go out by tracked post within three working days.
`;
const NEWSLETTER = `# Staff Newsletter

The staff newsletter is sent by email every Friday. Training sessions are listed at the end.
`;
const AXES = `# Axe Throwing

## Packages

| Package | Duration | Minimum age |
|---|---|---|
| Taster | 30 minutes | 14 |
| Standard | 60 minutes | 16 |
`;

describe.each(databases)('parts of a question read together, on %s', (kind) => {
  const { text } = answerKit(kind, 'Parts', [
    ['Lost Property.md', LOST],
    ['Staff Newsletter.md', NEWSLETTER],
    ['Axe Throwing.md', AXES],
  ]);

  it('answers a part saying "it" from the document that answered the part before', async () => {
    const answer = await text('How much does it cost to mail a lost item to a guest, and how soon is it sent?');
    expect(answer).toContain('$8');
    expect(answer).toContain('three working days');
    expect(answer).not.toContain('every Friday');
  });

  it('answers from the row a name names, though the row does not say the question’s other word', async () => {
    const answer = await text('How long is a Taster session, and how old do you have to be?');
    expect(answer).toContain('Duration: 30 minutes');
    expect(answer).toContain('Minimum age: 14');
  });
});
