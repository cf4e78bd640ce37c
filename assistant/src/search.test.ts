import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStatistics, updateTerms } from './ingest';
import { CANDIDATES_PER_TERM, searchPassages } from './search';
import { createAssistantTest, databases, type AssistantTest } from './test/harness';

describe.each(databases)('retrieval on a larger index (%s)', (kind) => {
  let t: AssistantTest;
  let category: number;

  /** One indexed document whose chunks are the texts given (built in SQL: thousands at once). */
  async function documentOf(name: string, texts: string | string[], count = 1): Promise<number> {
    const doc = await t.db
      .insertInto('documents')
      .values({ category_id: category, filename: name, kind: 'text', source_url: null, created_by: 1, status: 'indexed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = Array.isArray(texts) ? texts : [texts];
    await sql`insert into chunks (document_id, category_id, ordinal, content)
      select ${doc.id}, ${category}, n, (${list}::text[])[1 + n % ${list.length}] || ' chunk ' || n from generate_series(0, ${count - 1}) n`.execute(t.db);
    await updateTerms(t.db, doc.id, 1);
    return doc.id;
  }

  beforeAll(async () => {
    t = await createAssistantTest(kind);
    category = (await t.db.insertInto('categories').values({ name: 'Search', slug: 'search', group_ids: [], created_by: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(() => t.close());

  it('finds a rare word’s passage among more matches than it scores, before and after the statistics', async () => {
    // two words of 1 chunk in 6 (not common, yet each in more chunks than one word brings to the ranking), two common
    // words found together ('filler arcade') and two common words never together ('token', 'filler'); and the answer
    await documentOf('Filler', ['ticket counter token', 'redemption desk token', 'filler arcade alpha', 'filler arcade beta', 'filler arcade gamma', 'filler delta'], 15_600);
    await documentOf('Answer', 'The zorblax cabinet needs a reset after every power cut');
    const { rows } = await sql<{ word: string; ndoc: number }>`select word, ndoc from terms where word in ('ticket', 'redempt')`.execute(t.db);
    expect(rows.every((r) => r.ndoc > CANDIDATES_PER_TERM)).toBe(true);
    for (const step of ['without statistics', 'with statistics']) {
      const { passages, terms } = await searchPassages(t.db, 'ticket redemption zorblax', [category]);
      expect(terms[0]!.word, step).toBe('zorblax');
      expect(passages[0]!.filename, step).toBe('Answer');
      expect(passages).toHaveLength(6);
      await refreshStatistics(t.db);
    }
  }, 120_000);

  it('asks for every word when all of them are common, and for any when no passage holds them together', async () => {
    const together = await searchPassages(t.db, 'arcade filler', [category]);
    expect(together.terms.map((x) => x.word).sort()).toEqual(['arcad', 'filler']);
    expect(together.passages).toHaveLength(6);
    expect(together.passages.every((p) => /filler arcade/.test(p.content))).toBe(true);
    const apart = await searchPassages(t.db, 'token filler', [category]);
    expect(apart.passages).toHaveLength(6);
    expect(apart.passages.every((p) => /token|filler/.test(p.content))).toBe(true);
  });
});
