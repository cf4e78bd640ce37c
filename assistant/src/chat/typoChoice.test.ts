import { describe, expect, it } from 'vitest';
import { searchPassages } from '../search';
import { answerKit } from '../test/answerKit';
import { databases } from '../test/harness';

// A typo with several indexed neighbours (../analyze): the nearest by edits, then the nearest to the word as typed
// ("playres" is "players", not the shorter "play" that trigrams rank first), the stem compared with the word as typed
// with and without its ending; one edit in a longer word counts as typed.
const GAMES = `# Board Games

## Tables

| Game | Players | Playing time |
|---|---|---|
| Castle Siege | 3 to 5 | 90 minutes |
| River Race | 2 to 4 | 30 minutes |

## Rules

Guests may play any game on the shelf; staff explain the rules when asked.

## Care

The game pieces are cleaned every Sunday.
`;

describe.each(databases)('a typo among several near words, on %s', (kind) => {
  const ask = answerKit(kind, 'Games', [['Board Games.md', GAMES]]);

  it('reads "playres" as "players", not "play"', async () => {
    const { question } = await searchPassages(ask.t.db, 'how many playres fit in castel siege', [ask.category]);
    expect(question.parts[0]!.terms.map((t) => t.word)).toContain('player');
    expect(await ask.text('how many playres fit in castel siege')).toContain('Players: 3 to 5');
  });

  it('compares the typed word with the stem and its ending ("clened", stemmed "clene", is "clean" + "ed")', async () => {
    const { question } = await searchPassages(ask.t.db, 'how often are the game pieces clened', [ask.category]);
    expect(question.parts[0]!.terms.map((t) => t.word)).toContain('clean');
    expect(await ask.text('how often are the game pieces clened')).toContain('every Sunday');
  });

  it('reads an ending the typo mangled ("playng" is "play" + "ing")', async () => {
    const { question } = await searchPassages(ask.t.db, 'how long is the playng time of river race', [ask.category]);
    expect(question.parts[0]!.terms.map((t) => t.word)).toContain('play');
  });

  it('drops a typo of an answer’s form no document uses ("nmber")', async () => {
    const { question } = await searchPassages(ask.t.db, 'whats the nmber of playres for castle siege', [ask.category]);
    expect(question.parts[0]!.terms.map((t) => t.word)).not.toContain('nmber');
    expect(await ask.text('whats the nmber of playres for castle siege')).toContain('Players: 3 to 5');
  });

  it('answers when every word is one edit from the documents’ word', async () => {
    expect(await ask.text('how many playres fit in castel seige')).toContain('Players: 3 to 5');
  });
});
