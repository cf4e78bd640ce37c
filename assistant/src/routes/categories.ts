import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { KNOWLEDGE_MESSAGES as M, slugify } from '@portal/shared/knowledge';
import { categoryCreateBody, categoryUpdateBody, idParams, listQuery, type KnowledgeCategory } from '@portal/shared/knowledge/schemas';
import { ACCESS, type Caller } from '../auth';
import { callerOf, type AssistantContext } from '../context';
import { badRequest, notFound } from '@portal/shared/node/server';
import { dropChunks } from '../ingest';
import type { Db } from '../db';
import { pageOf } from './paging';

/** Knowledge bases this caller may read: open to everyone with the Ask permissions, or limited to their group. */
export function readableCategories(db: Db, caller: Caller) {
  return db
    .selectFrom('categories')
    .where((eb) => eb.or([sql<boolean>`cardinality(categories.group_ids) = 0`, sql<boolean>`${caller.group_id ?? -1}::int = any(categories.group_ids)`]));
}

export async function readableCategoryIds(db: Db, caller: Caller): Promise<number[]> {
  return (await readableCategories(db, caller).select('id').execute()).map((r) => r.id);
}

export async function readableCategory(db: Db, caller: Caller, id: number) {
  const row = await readableCategories(db, caller).selectAll().where('categories.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(M.categoryNotFound);
  return row;
}

function toDto(row: { id: number; name: string; slug: string; group_ids: number[]; created_at: Date; documents_count?: number | string | null }): KnowledgeCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    group_ids: row.group_ids,
    documents_count: Number(row.documents_count ?? 0),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Group ids must be the portal's (asked of the api with the caller's own token). */
async function checkGroups(ctx: AssistantContext, authorization: string | undefined, ids: number[]) {
  if (!ids.length) return;
  const response = await fetch(`${ctx.config.portalApiUrl}/api/v1/groups`, { headers: { authorization: authorization ?? '' }, signal: AbortSignal.timeout(10_000) }).catch(
    () => null,
  );
  if (!response?.ok) throw badRequest(M.groupsInvalid, 'group_ids');
  const known = new Set(((await response.json()) as { results: { id: number }[] }).results.map((g) => g.id));
  if (ids.some((id) => !known.has(id))) throw badRequest(M.groupsInvalid, 'group_ids');
}

export async function categoryRoutes(app: FastifyInstance, ctx: AssistantContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const withCount = (caller: Caller) =>
    readableCategories(db, caller).select((eb) => [
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.group_ids',
      'categories.created_at',
      eb
        .selectFrom('documents')
        .whereRef('documents.category_id', '=', 'categories.id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .as('documents_count'),
    ]);

  r.get('/categories', { config: { access: [ACCESS.chat, ACCESS.browse, ACCESS.upload] }, schema: { querystring: listQuery } }, async (request) => {
    const caller = callerOf(request);
    const { per_page, page } = request.query;
    const total = Number(
      (
        await readableCategories(db, caller)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const rows = await withCount(caller)
      .orderBy('categories.name')
      .orderBy('categories.id')
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute();
    return { data: rows.map(toDto), meta: pageOf(total, per_page, page) };
  });

  r.get('/categories/:id', { config: { access: [ACCESS.chat, ACCESS.browse, ACCESS.upload] }, schema: { params: idParams } }, async (request) => {
    const row = await withCount(callerOf(request)).where('categories.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound(M.categoryNotFound);
    return { data: toDto(row) };
  });

  r.post('/categories', { config: { access: [ACCESS.upload] }, schema: { body: categoryCreateBody } }, async (request, reply) => {
    const caller = callerOf(request);
    await checkGroups(ctx, request.headers.authorization, request.body.group_ids);
    const name = request.body.name;
    const row = await db
      .insertInto('categories')
      .values({ name, slug: slugify(name), group_ids: [...new Set(request.body.group_ids)], created_by: caller.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ data: toDto({ ...row, documents_count: 0 }) });
  });

  r.put('/categories/:id', { config: { access: [ACCESS.rename] }, schema: { params: idParams, body: categoryUpdateBody } }, async (request) => {
    const caller = callerOf(request);
    await readableCategory(db, caller, request.params.id);
    const { name, group_ids } = request.body;
    if (group_ids) await checkGroups(ctx, request.headers.authorization, group_ids);
    await db
      .updateTable('categories')
      .set({ ...(name ? { name, slug: slugify(name) } : {}), ...(group_ids ? { group_ids: [...new Set(group_ids)] } : {}) })
      .where('id', '=', request.params.id)
      .execute();
    const row = await withCount(caller).where('categories.id', '=', request.params.id).executeTakeFirstOrThrow();
    return { data: toDto(row) };
  });

  r.delete('/categories/:id', { config: { access: [ACCESS.remove] }, schema: { params: idParams } }, async (request) => {
    await readableCategory(db, callerOf(request), request.params.id);
    await db.transaction().execute(async (trx) => {
      const docs = await trx.selectFrom('documents').select('id').where('category_id', '=', request.params.id).execute();
      for (const d of docs) await dropChunks(trx, d.id);
      await trx.deleteFrom('categories').where('id', '=', request.params.id).execute();
    });
    return { data: { id: request.params.id } };
  });
}
