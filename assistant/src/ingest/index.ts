import { sql } from 'kysely';
import type { Db } from '../db';
import { byteaValue, fileBytesBase64, fromBase64 } from '../db/bytea';
import { chunkStructured } from './chunk';
import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import { CONTENT_TYPES, IngestError, sniff, type DocumentKind } from './detect';
import { defaultExtractor, type Extractor } from './extractor';
import { fetchUrl, type FetchPolicy } from './fetchUrl';

const BATCH = 500;

/** Adds (sign 1) or removes (sign -1) a document's words from the vocabulary and its document frequencies. */
export async function updateTerms(db: Db, documentId: number, sign: 1 | -1) {
  // ts_stat takes a query text: the id is an integer, never user text
  const stat = sql.raw(`ts_stat('select tsv from chunks where document_id = ${Math.trunc(documentId)}')`);
  if (sign === 1) {
    await sql`insert into terms (word, ndoc) select word, ndoc from ${stat} on conflict (word) do update set ndoc = terms.ndoc + excluded.ndoc`.execute(db);
  } else {
    await sql`update terms set ndoc = terms.ndoc - s.ndoc from ${stat} as s where terms.word = s.word`.execute(db);
    await sql`delete from terms where ndoc <= 0`.execute(db);
  }
}

/**
 * Fresh planner statistics and no dead rows in the vocabulary after a batch of indexing: PGlite runs no autovacuum,
 * and `terms` takes an update per word of every document indexed. (On PostgreSQL autovacuum does the same later.)
 */
export async function refreshStatistics(db: Db) {
  await sql`vacuum (analyze) terms, documents`.execute(db);
  await sql`analyze chunks`.execute(db);
}

/** Removes a document's chunks (and their words) before it is indexed again or deleted. */
export async function dropChunks(db: Db, documentId: number) {
  await updateTerms(db, documentId, -1);
  await db.deleteFrom('chunks').where('document_id', '=', documentId).execute();
}

/** A fetched page's kind, from its bytes first and its declared type second. */
async function fetchedKind(contentType: string, bytes: Uint8Array): Promise<DocumentKind> {
  const sniffed = await sniff(bytes);
  if (sniffed && sniffed !== 'text') return sniffed;
  if (sniffed === 'text') {
    if (/html/i.test(contentType) || /^\s*<(!doctype|html|head|body)/i.test(new TextDecoder().decode(bytes.subarray(0, 512)))) return 'html';
    if (/markdown/i.test(contentType)) return 'markdown';
    if (/csv/i.test(contentType)) return 'csv';
    if (/^text\//i.test(contentType) || !contentType) return 'text';
  }
  throw new IngestError('The page is not HTML, text or a supported document.');
}

/**
 * Reads (in the extractor's bounded thread), splits and indexes one document; returns its chunk count. Throws
 * IngestError for a reason the user sees.
 */
/**
 * A document's title heads it, so that every passage carries it as context (searched, and read as what the passage is
 * about): a table (CSV, a workbook) gets its file's name ("Food Allergens.csv" → "# Food Allergens"); a workbook's
 * sheets become sections under it.
 */
export function withTitle(filename: string, kind: string, text: string): string {
  const title = filename
    .replace(/\.[a-z0-9]{1,8}$/i, '')
    .replace(/[_\s]+/g, ' ')
    .trim();
  // (a table has no title of its own; a text's first lines are its own title, however written)
  if (!title || /^https?:/i.test(title) || (kind !== 'csv' && kind !== 'xlsx')) return text;
  const body = kind === 'xlsx' ? text.replace(/^# /gm, '## ') : text;
  return `# ${title}\n\n${body}`;
}

export async function indexDocument(db: Db, documentId: number, policy: FetchPolicy, extractor: Extractor = defaultExtractor()): Promise<number> {
  const doc = await db.selectFrom('documents').selectAll().where('id', '=', documentId).executeTakeFirst();
  if (!doc) return 0;
  let text: string;
  let filename = doc.filename;
  if (doc.kind === 'url') {
    const page = await fetchUrl(policy, doc.source_url!);
    const kind = await fetchedKind(page.contentType, page.bytes);
    const extracted = await extractor.extract(kind, page.bytes, { title: true });
    if (extracted.title && filename === doc.source_url) filename = extracted.title.slice(0, 200);
    text = extracted.text;
    await db
      .insertInto('document_files')
      .values({ document_id: documentId, content_type: CONTENT_TYPES[kind], bytes: byteaValue(page.bytes) })
      .onConflict((oc) => oc.column('document_id').doUpdateSet({ content_type: CONTENT_TYPES[kind], bytes: byteaValue(page.bytes) }))
      .execute();
  } else {
    const file = await db.selectFrom('document_files').select(fileBytesBase64.as('bytes')).where('document_id', '=', documentId).executeTakeFirst();
    if (!file) throw new IngestError('The document’s file is missing.');
    text = (await extractor.extract(doc.kind as DocumentKind, fromBase64(file.bytes))).text;
  }
  const chunks = chunkStructured(withTitle(filename, doc.kind, text));
  if (chunks.length > extractor.limits.chunks) throw new IngestError(M.tooManyChunks);
  await db.transaction().execute(async (trx) => {
    // the document may have been deleted meanwhile: then there is nothing to index
    const still = await trx.selectFrom('documents').select('id').where('id', '=', documentId).forUpdate().executeTakeFirst();
    if (!still) return;
    await dropChunks(trx, documentId);
    for (let i = 0; i < chunks.length; i += BATCH) {
      await trx
        .insertInto('chunks')
        .values(
          chunks.slice(i, i + BATCH).map((chunk, j) => ({ document_id: documentId, category_id: doc.category_id, ordinal: i + j, content: chunk.content, context: chunk.context })),
        )
        .execute();
    }
    await updateTerms(trx, documentId, 1);
    await trx.updateTable('documents').set({ status: 'indexed', error: null, chunks: chunks.length, filename }).where('id', '=', documentId).execute();
  });
  return chunks.length;
}
