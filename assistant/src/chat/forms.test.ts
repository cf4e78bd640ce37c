import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { describe, expect, it } from 'vitest';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { compoundSplits, derivedForms } from './forms';
import { parseQuestion } from './question';

// Words asked in another form than the documents write them: a compound and its parts, a verb and its noun, an
// irregular inflection, a phrasal verb; a pronoun of a second part that means the first part's subject; a "who"
// answered by the role doing the job; "how can I tell" answered by the sign.
const WAREHOUSE = `# Warehouse Guide

## Receiving shipments

Pallets arrive at bay 4 between 5 am and 7 am on Tuesdays and Fridays. The intake clerk weighs every pallet on the floor scale and writes its weight on the receiving sheet before it is shelved.

## Audits

A full inventory audit of the back room happens on the first Monday of each quarter.

## Pay

Work beyond 40 hours in a week is paid at 2 times the base rate.

## Chemicals

Storage of cleaning chemicals is in the locked cabinet C.
`;
const SCANNERS = `# Scanner Care

Scanners rest in the cradle overnight. A scanner is ready when the top lamp is steady blue.

Staff who stole equipment in the past are not rehired.
`;

describe('word forms in questions (./forms)', () => {
  it('forms the noun of a verb and the verb of a noun by regular suffixes', () => {
    expect(derivedForms('deliver')).toContain('delivery');
    expect(derivedForms('deliveries')).toContain('deliver');
    expect(derivedForms('pay')).toContain('payment');
    expect(derivedForms('storage')).toContain('store');
    // "part" is no "party"
    expect(derivedForms('part')).not.toContain('party');
  });

  it('splits a compound into two words, one of them at least four letters long', () => {
    expect(compoundSplits('overtime')).toContainEqual(['over', 'time']);
    expect(compoundSplits('carpet')).not.toContainEqual(['car', 'pet']);
  });

  it('reads a pronoun of a second part as the first part’s subject, not its everyday verbs', () => {
    const [, second] = parseQuestion('Where do pallets come in and who checks them?');
    expect(second!.words.map((w) => w.text.toLowerCase())).toEqual(['checks', 'pallets']);
  });
});

describe.each(databases)('questions in other word forms than the documents, on %s', (kind) => {
  const ask = answerKit(kind, 'Stores', [
    ['Warehouse.md', WAREHOUSE],
    ['Scanners.md', SCANNERS],
  ]).text;

  it('reads a compound by its parts ("backroom": "back room"; "overtime": "time") and a rate given as a multiple', async () => {
    expect(await ask('When is the backroom audit?')).toContain('first Monday');
    expect(await ask('What is the overtime rate?')).toContain('2 times the base rate');
  });

  it('reads a phrasal verb and the noun of a verb as the documents word them ("drop off", "store" → "storage")', async () => {
    expect(await ask('When do shipments get dropped off?')).toContain('Tuesdays and Fridays');
    expect(await ask('Where do I store cleaning chemicals?')).toContain('cabinet C');
  });

  it('answers "who" with the role doing the job, and "them" with the first part’s subject', async () => {
    const answer = await ask('Where do pallets come in and who checks them?');
    expect(answer).toContain('bay 4');
    expect(answer).toMatch(/### Who checks them\?\n- The intake clerk weighs every pallet/);
  });

  it('answers "how can I tell that…" with the sign, worded otherwise than the state asked', async () => {
    expect(await ask('How can I tell that a scanner is charged?')).toContain('steady blue');
  });

  it('matches an irregular inflection ("steal" / "stole")', async () => {
    expect(await ask('Are people who steal rehired?')).toContain('not rehired');
  });

  it('still declines what the documents do not say', async () => {
    expect(await ask('Who checks the parking lot?')).not.toContain('intake clerk');
    expect(await ask('When is the backroom party?')).toBe(M.nothingFound);
    expect(await ask('How can I tell that a pallet is damaged?')).toBe(M.nothingFound);
  });
});
