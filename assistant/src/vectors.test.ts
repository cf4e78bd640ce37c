import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { startLlmStub, stubEmbedding, STUB_EMBEDDING_DIMENSIONS, type LlmStub } from '@portal/shared/node/llm/stub';
import { fuse, searchPassages, type Passage } from './search';
import { createAssistantTest, databases, USERS, type AssistantTest } from './test/harness';

/** The stand-in model knows one thing full-text search cannot: an AED is a defibrillator. */
const AED = Array.from({ length: STUB_EMBEDDING_DIMENSIONS }, (_, i) => (i === 7 ? 1 : 0));
const embed = (text: string) => (/defibrillator|\bAED\b/i.test(text) ? AED : stubEmbedding(text));

async function seed(t: AssistantTest) {
  const category = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Safety' } })).json().data.id as number;
  const texts = {
    'First aid.txt': 'The defibrillator hangs on the wall next to the main restrooms.',
    'Fire.txt': 'When the fire alarm sounds, meet at the assembly point in the north parking lot.',
  };
  const ids: number[] = [];
  for (const [filename, text] of Object.entries(texts)) {
    ids.push((await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: category, filename, text } })).json().data.id);
  }
  await t.indexed();
  return { category, ids };
}

describe('reciprocal rank fusion', () => {
  const p = (chunk_id: number) => ({ chunk_id }) as Passage;
  it('ranks a passage found by both lists first, then by best rank', () => {
    expect(
      fuse(
        [
          [p(1), p(2), p(3)],
          [p(3), p(4)],
        ],
        10,
      ).map((x) => x.chunk_id),
    ).toEqual([3, 1, 2, 4]);
    expect(fuse([[p(1), p(2)]], 1).map((x) => x.chunk_id)).toEqual([1]);
  });
});

describe.each(databases)('vector search beside full-text search on %s', (kind) => {
  let llm: LlmStub;
  let t: AssistantTest;
  let plain: AssistantTest;
  let seeded: { category: number; ids: number[] };

  beforeAll(async () => {
    llm = await startLlmStub({ embed, reply: (req) => (req.stream ? ['The AED is next to the main restrooms [1].'] : '{"follow_ups": []}') });
    t = await createAssistantTest(kind, { embeddingUrl: llm.url, llmUrl: llm.url });
    plain = await createAssistantTest(kind, { llmUrl: llm.url });
    seeded = await seed(t);
    await seed(plain);
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    await llm?.close();
  });

  it('embeds every passage with its headings in the background, tagged with the model; a deleted document takes its vectors', async () => {
    const chunks = await t.db.selectFrom('chunks').select('id').execute();
    const vectors = await t.db.selectFrom('chunk_embeddings').select(['chunk_id', 'model', 'embedding']).execute();
    expect(vectors.map((v) => v.chunk_id).sort()).toEqual(chunks.map((c) => c.id).sort());
    expect(new Set(vectors.map((v) => v.model))).toEqual(new Set(['stub-embedding']));
    expect(vectors.every((v) => v.embedding.length === STUB_EMBEDDING_DIMENSIONS)).toBe(true);
    expect(llm.embedded).toContain('The defibrillator hangs on the wall next to the main restrooms.');
    // without an embedding model nothing is embedded
    expect(await plain.db.selectFrom('chunk_embeddings').select('chunk_id').execute()).toEqual([]);
    const extra = (
      await t.request({
        as: USERS.admin,
        method: 'POST',
        url: '/documents',
        payload: { category_id: seeded.category, filename: 'Extra.txt', text: 'Spare fuses are in the blue cabinet.' },
      })
    ).json().data.id;
    await t.indexed();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('chunk_embeddings')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(chunks.length + 1);
    expect((await t.request({ as: USERS.admin, method: 'DELETE', url: `/documents/${extra}` })).statusCode).toBe(200);
    expect(await count()).toBe(chunks.length);
  });

  it('finds a passage that shares no word with the question and gives it to the model; full-text search alone finds nothing', async () => {
    const { passages } = await searchPassages(t.db, 'Where is the AED?', [seeded.category], { vectors: t.app.assistant.vectors });
    expect(passages.map((p) => p.filename)).toEqual(['First aid.txt']);
    expect((await searchPassages(t.db, 'Where is the AED?', [seeded.category])).passages).toEqual([]);

    const before = llm.requests.length;
    const withVectors = await t.request({ as: USERS.staff, method: 'POST', url: '/conversations', payload: { prompt: 'Where is the AED?' } });
    expect(withVectors.body).toBe('The AED is next to the main restrooms [1].');
    const asked = llm.requests.slice(before).find((r) => r.stream)!;
    expect(JSON.stringify(asked.messages.at(-1)!.content)).toContain('defibrillator hangs on the wall');
    const without = await plain.request({ as: USERS.staff, method: 'POST', url: '/conversations', payload: { prompt: 'Where is the AED?' } });
    expect(without.body).toBe(M.nothingFound);
  });

  it('keeps full-text results for what both find, and answers as before without a model', async () => {
    const { passages } = await searchPassages(t.db, 'Where do we meet when the fire alarm sounds?', [seeded.category], { vectors: t.app.assistant.vectors });
    expect(passages[0]!.filename).toBe('Fire.txt');
  });

  it('goes on with full-text search alone while the embedding model fails', async () => {
    const failing = await startLlmStub({ embed: () => ({ status: 503 }) });
    const down = await createAssistantTest(kind, { embeddingUrl: failing.url });
    try {
      const { category } = await seed(down);
      const documents = (await down.request({ as: USERS.admin, method: 'GET', url: `/documents?category_id=${category}` })).json().data;
      expect(documents.map((d: { status: string }) => d.status)).toEqual(['indexed', 'indexed']);
      expect(await down.db.selectFrom('chunk_embeddings').select('chunk_id').execute()).toEqual([]);
      const answer = await down.request({ as: USERS.staff, method: 'POST', url: '/conversations', payload: { prompt: 'Where is the assembly point for a fire?' } });
      expect(answer.body).toContain('north parking lot');
    } finally {
      await down.close();
      await failing.close();
    }
    // it starts a service of its own on a fresh database
  }, 120_000);
});
