import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { EXTRACTIVE_LEAD, PART_NOT_FOUND } from './extractive';

const CASH = [
  'Cash handling',
  '',
  'Token booth',
  'The token booth opens at 9:45 am, fifteen minutes before the doors open. Each cashier starts with a float of $200.',
  '',
  'Cash-drawer audits',
  'A manager may audit any cash drawer at any time. Before counting, the manager says the code word "lighthouse" so the cashier knows the audit is genuine.',
].join('\n');

const CARDS = `# Game Card Policy

## Refunds

Unused game card credit is refundable within 14 days of purchase with the original receipt.

## Tiers

| Tier | Yearly spend | Bonus credit |
|---|---|---|
| Silver | $100 | 5% |
| Gold | $250 | 10% |

## Prize counter

Opens at 11 am on weekends.
`;

const MEETINGS = 'The staff meeting covers safety and sales targets for the week. The staff meeting is held every Tuesday at 8 am in the party room.';

describe.each(databases)('the model-free answer on %s', (kind) => {
  const { ask } = answerKit(kind, 'Operations', [
    ['Cash Handling.txt', CASH],
    ['Game Card Policy.md', CARDS],
    ['Meetings.txt', MEETINGS],
    ['Games.txt', 'Air hockey tables are wiped down every night with a dry cloth.'],
  ]);

  it('answers both parts of a two-part question, each sentence cited', async () => {
    const answer = await ask('What time does the token booth open, and what is the code word for a cash-drawer audit?');
    expect(answer.text.startsWith(EXTRACTIVE_LEAD)).toBe(true);
    expect(answer.text).toContain('### What time does the token booth open?');
    expect(answer.text).toMatch(/opens at 9:45 am[^\n]*\[1\]/);
    expect(answer.text).toContain('### What is the code word for a cash-drawer audit?');
    expect(answer.text).toMatch(/code word "lighthouse"[^\n]*\[2\]/);
    expect(answer.files).toEqual(['Cash Handling.txt', 'Cash Handling.txt']);
  });

  it('says which part the documents do not answer, and answers the other', async () => {
    const answer = await ask('When does the token booth open, and what is the wifi password?');
    expect(answer.text).toContain('9:45 am');
    expect(answer.text).toContain(`### What is the wifi password?\n- ${PART_NOT_FOUND}`);
    expect(answer.files).toEqual(['Cash Handling.txt']);
  });

  it('abstains, citing nothing, when the documents do not cover the question’s key words', async () => {
    for (const question of ['What is the wifi password for guests?', 'When does the token booth open on Christmas Day?', 'How much does bowling shoe rental cost?']) {
      const answer = await ask(question);
      expect(answer.text, question).toBe(M.nothingFound);
      expect(answer.used, question).toEqual([]);
    }
  });

  it('answers from a table row with its column names', async () => {
    const answer = await ask('How much do I need to spend in a year to reach Gold?');
    expect(answer.text).toContain('Tier: Gold; Yearly spend: $250; Bonus credit: 10%.');
    expect(answer.text).not.toContain('Silver');
    expect(answer.files).toEqual(['Game Card Policy.md']);
  });

  it('uses a heading as the context of the sentence under it, and shows it', async () => {
    const answer = await ask('What time does the prize counter open?');
    expect(answer.text).toContain('**Prize counter:** Opens at 11 am on weekends.');
  });

  it('prefers the sentence that states the kind of fact asked for', async () => {
    const when = await ask('When is the staff meeting?');
    expect(when.text).toContain('every Tuesday at 8 am');
    expect(when.text).not.toContain('covers safety');
    const what = await ask('What does the staff meeting cover?');
    expect(what.text).toContain('covers safety and sales targets');
  });

  it('understands typos and everyday wording', async () => {
    expect((await ask('wen does the tokn booth open')).text).toContain('9:45 am');
    expect((await ask('whats the code wrod for a drawer audit')).text).toContain('lighthouse');
    expect((await ask('how many days do I have to return a game card')).text).toContain('within 14 days');
  });
});
