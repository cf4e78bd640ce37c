import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';
import { questionRanges, rangeFit, statedRanges } from './ranges';

// Numbers asked with a comparison ("more than", "under", "at least", "between") or as a value, against the ranges a
// table row or a sentence states ("2 to 5", "More than 5", "30 or more").
const PARKING = `# Parking permits

| Nights stayed | Permit fee | Spaces |
|---|---|---|
| Fewer than 3 | $12 | 1 |
| 3 to 6 | $30 | 2 |
| More than 6 | $45 | 3 |

## Vans

Vans between 2 and 4 tons park on level B; heavier vans are refused.
`;

describe('ranges in questions and in documents (./ranges)', () => {
  it('reads a comparison phrase as an interval, and a bare number as itself (never a time)', () => {
    expect(questionRanges('with more than 6 nights').get('6')).toMatchObject({ lo: 6 + 1e-6, hi: Infinity });
    expect(questionRanges('at least 3 nights').get('3')).toMatchObject({ lo: 3, hi: Infinity });
    expect(questionRanges('under 3 nights').get('3')!.hi).toBeLessThan(3);
    expect(questionRanges('a stay of 5 nights').get('5')).toMatchObject({ lo: 5, hi: 5 });
    expect(questionRanges('open at 9:30 am').size).toBe(0);
  });

  it('reads what a number measures from its unit, the word before it or its column', () => {
    expect(questionRanges('a 90-minute slot').get('90')).toMatchObject({ dim: 'duration' });
    expect(questionRanges('a 4-year-old').get('4')).toMatchObject({ dim: 'age' });
    expect(questionRanges('a group of 10').get('10')).toMatchObject({ dim: 'people' });
    expect(questionRanges('a 115 cm child').get('115')).toMatchObject({ dim: 'length' });
    expect(statedRanges('Who can book: Ages 5 and under, with an adult')).toEqual([expect.objectContaining({ hi: 5, dim: 'age' })]);
    expect(statedRanges('Guests: Up to 15; Price: $1,200')).toEqual([expect.objectContaining({ hi: 15, dim: 'people' }), expect.objectContaining({ lo: 1200, dim: 'money' })]);
  });

  it('reads the ranges a row or sentence states', () => {
    expect(statedRanges('Nights stayed: 3 to 6; Permit fee: $30')).toEqual([expect.objectContaining({ lo: 3, hi: 6 }), expect.objectContaining({ lo: 30, hi: 30, dim: 'money' })]);
    expect(statedRanges('Nights stayed: More than 6; Permit fee: $45')[0]).toMatchObject({ lo: 6 + 1e-6, hi: Infinity });
    expect(statedRanges('Shift: 10 pm - 2 am')).toEqual([]);
    // a lower bound and an upper bound joined by "and" are one interval
    const shift = statedRanges('A shift longer than 4 hours and up to 6 hours has a break.');
    expect(shift).toEqual([expect.objectContaining({ lo: 4 + 1e-6, hi: 6, dim: 'duration' })]);
  });

  it('answers a number only with a stated interval of the same measure, in any unit of it', () => {
    const asked = questionRanges('a 90-minute open jump').get('90')!;
    expect(rangeFit(statedRanges('Length: 60 minutes; Who can book: Ages 6 and over'), asked)).toBe(-1);
    expect(rangeFit(statedRanges('Length: 1.5 hours; Who can book: Ages 6 and over'), asked)).toBe(1);
    expect(rangeFit(statedRanges('Players: 2 to 8; Minimum age: 10'), questionRanges('a group of 10').get('10')!)).toBe(-1);
  });
});

describe.each(databases)('numbers compared with ranges, on %s', (kind) => {
  const { text } = answerKit(kind, 'Permits', [['Parking.md', PARKING]]);

  it('answers "more than N" with the row above N, not the row ending at N', async () => {
    const answer = await text('What is the permit fee for more than 6 nights?');
    expect(answer).toContain('$45');
    expect(answer).not.toContain('$30');
  });

  it('answers a value with the row whose range holds it, and "under N" with the row below N', async () => {
    expect(await text('What is the permit fee for a stay of 5 nights?')).toContain('$30');
    expect(await text('What is the permit fee for under 3 nights?')).toContain('$12');
  });

  it('answers a value inside a sentence’s "between X and Y"', async () => {
    expect(await text('Where do 3 ton vans park?')).toContain('level B');
  });

  it('declines a value no range holds', async () => {
    expect(await text('Where do 9 ton vans park?')).toBe(M.nothingFound);
  });
});
