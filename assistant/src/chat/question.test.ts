import { describe, expect, it } from 'vitest';
import { statesKind } from './facts';
import { parseQuestion } from './question';

const summary = (q: string) => parseQuestion(q).map((p) => ({ kinds: p.kinds, words: p.words.filter((w) => !w.optional).map((w) => w.text.toLowerCase()) }));

describe('reading a question', () => {
  it('splits a question that asks two things, each with the kind of fact it wants', () => {
    expect(summary('What time does the token booth open, and what is the code word for a cash-drawer audit?')).toEqual([
      { kinds: ['time'], words: ['token', 'booth', 'open'] },
      { kinds: [], words: ['code', 'word', 'cash', 'drawer', 'audit'] },
    ]);
    expect(summary('When are paychecks paid? Also, who approves time off')).toHaveLength(2);
    expect(summary('Where is the first aid kit; how often is it restocked')).toHaveLength(2);
    // a list of things after one question word: one part each
    expect(summary('What is the refund window, the replacement fee, and the Gold bonus?').map((p) => p.words)).toEqual([
      ['refund', 'window'],
      ['replacement', 'fee'],
      ['gold', 'bonus'],
    ]);
  });

  it('reads contractions, everyday phrases and a statement before the question', () => {
    // "what's" is the question word ("when" later in the part asks no time); "dont" is "do not", never a typo
    expect(summary("What's the daily food allowance when travelling?")).toEqual([{ kinds: [], words: ['daily', 'food', 'allowance', 'travelling'] }]);
    expect(summary('what if I dont show up three times')[0]!.words).toEqual(['attend', 'three']);
    // everyday phrases in the words documents use; the part's text stays as asked
    const parts = parseQuestion('Where do I pick up a tablet, and when do I sign in?');
    expect(parts.map((p) => p.text)).toEqual(['Where do I pick up a tablet', 'when do I sign in']);
    expect(summary('Where do I pick up a tablet, and when do I sign in?').map((p) => p.words)).toEqual([
      ['collect', 'tablet'],
      ['login', 'collect', 'tablet'],
    ]);
    expect(summary('What happens after too many failed sign-ins?')[0]!.words).toEqual(['failed', 'login']);
    // a statement, then the question: one part, about the statement's words
    expect(summary('A guest left their wallet behind, where does it go?')).toEqual([{ kinds: ['place'], words: ['go', 'guest', 'lost', 'wallet'] }]);
  });

  it('reads a long list of questions as its first parts and the rest together', () => {
    const parts = parseQuestion(Array.from({ length: 8 }, (_, i) => `what is rule ${i + 1}`).join(' and '));
    expect(parts).toHaveLength(5);
    expect(parts[4]!.words.map((w) => w.text)).toEqual(['rule', '5', 'rule', '6', 'rule', '7', 'rule', '8']);
  });

  it('keeps "and" between two things of one question together', () => {
    expect(summary('When do the token booth and the prize counter open?')).toEqual([
      { kinds: ['time', 'date', 'duration'], words: ['token', 'booth', 'prize', 'counter', 'open'] },
    ]);
  });

  it('gives a part that points back ("it", "his") the words of the part before, and a bare question word the words after', () => {
    expect(summary('Who is the safety officer and what is his extension?')[1]!.words).toEqual(['extension', 'safety', 'officer']);
    expect(summary('When and where is the staff meeting?')).toEqual([
      { kinds: ['time', 'date', 'duration'], words: ['staff', 'meeting'] },
      { kinds: ['place'], words: ['staff', 'meeting'] },
    ]);
  });

  it('reads misspelt question words, and knows names from their capital', () => {
    expect(summary('wen does the tokn booth open')[0]!.kinds).toContain('time');
    expect(summary('how mcuh is the Galaxy party')[0]).toEqual({ kinds: ['amount', 'number'], words: ['galaxy', 'party'] });
    const [part] = parseQuestion('Who manages the Denver location?');
    expect(part!.words.find((w) => w.text === 'Denver')?.name).toBe(true);
    expect(part!.words.find((w) => w.text === 'manages')?.name).toBe(false);
  });

  it('treats the unit of a "how many" question as a help, not a requirement', () => {
    const [part] = parseQuestion('how many days do I have to return a game card');
    expect(part!.words.map((w) => [w.text, w.optional])).toEqual([
      ['days', true],
      ['return', false],
      ['game', false],
      ['card', false],
    ]);
  });

  it('tells which sentences state a time, an amount, a person, a place', () => {
    expect(statesKind('The booth opens at 9:45 am.', ['time'])).toBe(true);
    expect(statesKind('The booth is next to the door.', ['time'])).toBe(false);
    expect(statesKind('Replacement costs $2.', ['amount'])).toBe(true);
    expect(statesKind('The party coordinator, Dana Whitfield, assigns hosts.', ['person'])).toBe(true);
    expect(statesKind('Kits are kept behind the token booth.', ['place'])).toBe(true);
  });
});
