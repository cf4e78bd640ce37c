import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KNOWLEDGE_LIMITS as L, KNOWLEDGE_MESSAGES as M, KNOWLEDGE_TOASTS as T } from '@portal/shared/knowledge';
import { documentJsonBody, documentRenameBody, documentsQuery, idParams, type KnowledgeDocument } from '@portal/shared/knowledge/schemas';
import { ACCESS } from '../auth';
import { callerOf, type AssistantContext } from '../context';
import type { Db } from '../db';
import { byteaValue, fileBytesBase64, fromBase64 } from '../db/bytea';
import { badRequest, notFound, tooLarge } from '@portal/shared/node/server';
import { dropChunks } from '../ingest';
import { CONTENT_TYPES, detectKind, IngestError, textKind } from '../ingest/detect';
import { readableCategory, readableCategoryIds } from './categories';
import { pageOf } from './paging';

type DocumentRow = {
  id: number;
  filename: string;
  kind: string;
  source_url: string | null;
  created_at: Date;
  category_id: number;
  status: string;
  error: string | null;
  chunks: number;
};

function toDto(row: DocumentRow): KnowledgeDocument {
  return {
    id: row.id,
    filename: row.filename,
    url: row.kind === 'url' ? row.source_url : `/assistant/documents/${row.id}/file`,
    created_at: new Date(row.created_at).toISOString(),
    category_id: row.category_id,
    kind: row.kind,
    status: row.status as KnowledgeDocument['status'],
    error: row.error,
    chunks: row.chunks,
  };
}

const COLUMNS = [
  'documents.id',
  'documents.filename',
  'documents.kind',
  'documents.source_url',
  'documents.created_at',
  'documents.category_id',
  'documents.status',
  'documents.error',
  'documents.chunks',
] as const;

/** A document of a knowledge base this caller may read, else 404 (never a 403 that tells it exists). */
async function readableDocument(db: Db, caller: ReturnType<typeof callerOf>, id: number) {
  const ids = await readableCategoryIds(db, caller);
  const row = ids.length ? await db.selectFrom('documents').select(COLUMNS).where('documents.id', '=', id).where('documents.category_id', 'in', ids).executeTakeFirst() : undefined;
  if (!row) throw notFound(M.documentNotFound);
  return row;
}

interface Upload {
  categoryId: number;
  filename: string;
  bytes: Uint8Array;
}

/** multipart: `file` and `category_id`, in either order. */
async function readMultipart(request: FastifyRequest): Promise<Upload> {
  let categoryId: number | null = null;
  let file: { filename: string; bytes: Uint8Array } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: L.fileBytes, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(M.fileTooLarge);
        file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'category_id') {
        categoryId = Number(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(M.fileTooLarge);
    throw error;
  }
  if (!categoryId || !Number.isInteger(categoryId) || categoryId <= 0) throw badRequest(M.unknownCategories, 'category_id');
  if (!file || !file.filename) throw badRequest(M.fileRequired, 'file');
  if (file.filename.length > L.filename) throw badRequest(M.filenameTooLong, 'file');
  return { categoryId, ...file };
}

export async function documentRoutes(app: FastifyInstance, ctx: AssistantContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get('/documents', { config: { access: [ACCESS.browse] }, schema: { querystring: documentsQuery } }, async (request) => {
    const caller = callerOf(request);
    const { per_page, page, category_id } = request.query;
    const ids = category_id ? [(await readableCategory(db, caller, category_id)).id] : await readableCategoryIds(db, caller);
    if (!ids.length) return { data: [], meta: pageOf(0, per_page, page) };
    const base = db.selectFrom('documents').where('documents.category_id', 'in', ids);
    const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await base
      .select(COLUMNS)
      .orderBy('documents.created_at', 'desc')
      .orderBy('documents.id', 'desc')
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute();
    return { data: rows.map(toDto), meta: pageOf(total, per_page, page) };
  });

  r.get('/documents/:id', { config: { access: [ACCESS.browse, ACCESS.chat] }, schema: { params: idParams } }, async (request) => {
    const row = await readableDocument(db, callerOf(request), request.params.id);
    const passages = await db.selectFrom('chunks').select(['id', 'ordinal', 'content']).where('document_id', '=', row.id).orderBy('ordinal').execute();
    return { data: { ...toDto(row), passages } };
  });

  r.get('/documents/:id/file', { config: { access: [ACCESS.browse, ACCESS.chat] }, schema: { params: idParams } }, async (request, reply) => {
    const row = await readableDocument(db, callerOf(request), request.params.id);
    const file = await db
      .selectFrom('document_files')
      .select(['content_type', fileBytesBase64.as('bytes')])
      .where('document_id', '=', row.id)
      .executeTakeFirst();
    if (!file) throw notFound(M.documentNotFound);
    const name = encodeURIComponent(row.filename);
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
      .header('x-content-type-options', 'nosniff')
      .send(fromBase64(file.bytes));
  });

  r.post('/documents', { config: { access: [ACCESS.upload] } }, async (request, reply) => {
    const caller = callerOf(request);
    let values: { category_id: number; filename: string; kind: string; source_url: string | null };
    let file: { content_type: string; bytes: Uint8Array } | null = null;
    if (request.isMultipart()) {
      const upload = await readMultipart(request);
      await readableCategory(db, caller, upload.categoryId).catch(() => {
        throw badRequest(M.unknownCategories, 'category_id');
      });
      let kind;
      try {
        kind = await detectKind(upload.filename, upload.bytes);
      } catch (error) {
        if (error instanceof IngestError) throw badRequest(error.message, 'file');
        throw error;
      }
      values = { category_id: upload.categoryId, filename: upload.filename, kind, source_url: null };
      file = { content_type: CONTENT_TYPES[kind], bytes: upload.bytes };
    } else {
      const parsed = documentJsonBody.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.code !== 'invalid_union') ?? parsed.error.issues[0];
        const body = (request.body ?? {}) as Record<string, unknown>;
        const message = 'url' in body ? M.urlInvalid : body.filename === undefined || body.filename === '' ? M.filenameRequired : (issue?.message ?? M.textRequired);
        throw badRequest(message);
      }
      const body = parsed.data;
      await readableCategory(db, caller, body.category_id).catch(() => {
        throw badRequest(M.unknownCategories, 'category_id');
      });
      if ('url' in body) {
        try {
          await ctx.policy.check(new URL(body.url));
        } catch (error) {
          if (error instanceof IngestError) throw badRequest(error.message, 'url');
          throw error;
        }
        values = { category_id: body.category_id, filename: body.url, kind: 'url', source_url: body.url };
      } else {
        // (read as what its name says, like an uploaded file: "Menu.csv" is a table)
        const kind = textKind(body.filename);
        values = { category_id: body.category_id, filename: body.filename, kind, source_url: null };
        file = { content_type: CONTENT_TYPES[kind], bytes: new TextEncoder().encode(body.text) };
      }
    }
    const row = await db.transaction().execute(async (trx) => {
      const doc = await trx
        .insertInto('documents')
        .values({ ...values, created_by: caller.id })
        .returning(COLUMNS.map((c) => c.replace('documents.', '')) as 'id'[])
        .executeTakeFirstOrThrow();
      if (file)
        await trx
          .insertInto('document_files')
          .values({ document_id: doc.id, content_type: file.content_type, bytes: byteaValue(file.bytes) })
          .execute();
      await trx.insertInto('jobs').values({ kind: 'index', document_id: doc.id }).execute();
      return doc as unknown as DocumentRow;
    });
    ctx.worker.wake();
    return reply.status(202).send({ data: toDto(row), message: T.indexing });
  });

  r.put('/documents/:id', { config: { access: [ACCESS.rename] }, schema: { params: idParams, body: documentRenameBody } }, async (request) => {
    const row = await readableDocument(db, callerOf(request), request.params.id);
    await db.updateTable('documents').set({ filename: request.body.filename }).where('id', '=', row.id).execute();
    return { data: toDto({ ...row, filename: request.body.filename }) };
  });

  r.delete('/documents/:id', { config: { access: [ACCESS.remove] }, schema: { params: idParams } }, async (request) => {
    const row = await readableDocument(db, callerOf(request), request.params.id);
    await db.transaction().execute(async (trx) => {
      await dropChunks(trx, row.id);
      await trx.deleteFrom('documents').where('id', '=', row.id).execute();
    });
    return { data: { id: row.id } };
  });
}
