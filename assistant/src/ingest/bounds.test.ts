import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACTION_LIMITS, KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { multipart } from '../demo/builders';
import { createAssistantTest, databases, USERS, type AssistantTest } from '../test/harness';
import { docxOf, hostileDocuments, longText, zipArchive } from '../test/hostileFiles';
import { searchPassages } from '../search';
import { Extractor } from './extractor';
import { inflateZip } from './zipGuard';

/** Issue 43: one bad file never takes the service down; a document over a bound ends failed with its reason. */
describe.each(databases)('extraction bounds on %s', (kind) => {
  let t: AssistantTest;
  let category: number;
  beforeAll(async () => {
    t = await createAssistantTest(kind, { extraction: { chunks: 4 } });
    category = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Hostile' } })).json().data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends every hostile document failed with the reason the uploader reads, and keeps serving', async () => {
    const hostile = await hostileDocuments();
    const ids = new Map<number, (typeof hostile)[number]>();
    for (const file of hostile) {
      const res = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', ...multipart({ category_id: category, file }) });
      expect(res.statusCode, `${file.label}: ${res.body.slice(0, 200)}`).toBe(202);
      ids.set(res.json().data.id, file);
    }
    await t.indexed();
    // what /knowledgebase lists: each document's status and reason
    const listed = (await t.request({ as: USERS.staff, method: 'GET', url: `/documents?per_page=1000&category_id=${category}` })).json().data as {
      id: number;
      status: string;
      error: string | null;
      chunks: number;
    }[];
    for (const [id, file] of ids) {
      const doc = listed.find((d) => d.id === id);
      expect([doc?.status, doc?.error, doc?.chunks], file.label).toEqual(['failed', file.reason, 0]);
    }
    expect((await t.request({ as: null, method: 'GET', url: '/health' })).statusCode).toBe(200);
    // and the next document is read as usual (by the same builder as the bombs: their difference is only their size)
    const good = await t.request({
      as: USERS.admin,
      method: 'POST',
      url: '/documents',
      ...multipart({ category_id: category, file: { filename: 'Counter.docx', bytes: await docxOf(['The prize counter restocks plush toys on Fridays.']) } }),
    });
    await t.indexed();
    const doc = await t.db.selectFrom('documents').select(['status', 'error']).where('id', '=', good.json().data.id).executeTakeFirstOrThrow();
    expect([doc.status, doc.error]).toEqual(['indexed', null]);
    const { passages } = await searchPassages(t.db, 'when are plush toys restocked', [category]);
    expect(passages[0]?.content).toContain('Fridays');
  }, 300_000);

  it('fails a document that splits into more passages than allowed', async () => {
    const text = Array.from({ length: 12 }, (_, i) => `Paragraph ${i}: ${'the token machine takes coins and cards. '.repeat(12)}`).join('\n\n');
    const res = await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: category, filename: 'Many passages.txt', text } });
    await t.indexed();
    const doc = await t.db.selectFrom('documents').select(['status', 'error']).where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect([doc.status, doc.error]).toEqual(['failed', M.tooManyChunks]);
  });
});

describe('the zip guard', () => {
  it('counts every entry against the unpacked total, whatever each declares', async () => {
    const piece = Buffer.from('Lane 7 needs new pins. ');
    const entries = Array.from({ length: 5 }, (_, i) => ({ name: `word/part${i}.xml`, content: piece, repeat: 40_000, declaredSize: 100 }));
    const archive = await zipArchive(entries);
    const limits = { ...EXTRACTION_LIMITS, unpackedBytes: 3 * 1024 * 1024, compressionRatio: 10_000 };
    expect(() => inflateZip(archive, limits)).toThrow(M.unpackedTooLarge);
    // the same entries fit a larger budget: the total is what was refused
    expect(inflateZip(archive, { ...limits, unpackedBytes: 5 * 1024 * 1024 }).size).toBe(5);
  });

  it('refuses an archive whose directory is damaged', () => {
    expect(() => inflateZip(Buffer.from('PK\u0003\u0004 not really a zip at all, just text to fill it up'), EXTRACTION_LIMITS)).toThrow(M.archiveUnreadable);
  });
});

describe('the extraction thread', () => {
  it('stops a document that takes longer than its wall time', async () => {
    const slow = new Extractor({ ...EXTRACTION_LIMITS, timeMs: 1 });
    try {
      await expect(slow.extract('text', Buffer.from('The ticket printer jams on wet days.'))).rejects.toThrow(M.extractionTimeout);
    } finally {
      await slow.close();
    }
  });

  it('fails a document that needs more memory than the thread may use, and only that document', async () => {
    const small = new Extractor({ ...EXTRACTION_LIMITS, heapMb: 64, characters: Number.MAX_SAFE_INTEGER });
    try {
      expect((await small.extract('text', Buffer.from('Before: the air hockey tables are waxed weekly.'))).text).toContain('waxed weekly');
      await expect(small.extract('text', longText(20_000_000))).rejects.toThrow(M.extractionMemory);
      expect((await small.extract('text', Buffer.from('After: the claw machines are tuned monthly.'))).text).toContain('tuned monthly');
    } finally {
      await small.close();
    }
  }, 120_000);
});
