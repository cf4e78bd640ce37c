import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LlmMessage } from '@portal/shared/node/llm';
import { CONVERSATION_ID_HEADER, KNOWLEDGE_LIMITS as L, KNOWLEDGE_MESSAGES as M, MESSAGE_ID_HEADER } from '@portal/shared/knowledge';
import { feedbackBody, idParams, listQuery, messageParams, promptBody, unsatisfactoryQuery, type KnowledgeMessage, type KnowledgeSource } from '@portal/shared/knowledge/schemas';
import { ACCESS, hasAny, type Caller } from '../auth';
import { citedPassages, extractiveAnswer, followUpsFrom, groundedPrompt, modelExtras, nameFromPrompt, sourceOf } from '../chat/answer';
import { callerOf, type AssistantContext } from '../context';
import type { Db } from '../db';
import { byteaValue } from '../db/bytea';
import { badRequest, notFound } from '@portal/shared/node/server';
import { searchPassages, type Passage } from '../search';
import { KnowledgeReader } from '../restricted';
import { readableCategoryIds } from './categories';
import { pageOf } from './paging';

interface MessageRow {
  id: number;
  conversation_id: number;
  role_id: number;
  content: string;
  /** base64 (../db/bytea: PGlite decodes a bytea column in JavaScript, seconds for a few MB) */
  image: string | null;
  image_type: string | null;
  sources: unknown;
  passage_category_ids: number[];
  created_at: Date;
  rating?: string | null;
}

const parseSources = (sources: unknown) => (typeof sources === 'string' ? JSON.parse(sources) : sources) as KnowledgeSource[];

function messageDto(row: MessageRow): KnowledgeMessage {
  return {
    id: row.id,
    role_id: row.role_id,
    content: row.content,
    // (PostgreSQL’s base64 breaks lines every 76 characters)
    url: row.image && row.image_type ? `data:${row.image_type};base64,${row.image.replace(/\s/g, '')}` : null,
    sources: parseSources(row.sources),
    rating: (row.rating as 'up' | 'down' | null | undefined) ?? null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const conversationDto = (row: { id: number; name: string; created_at: Date; updated_at: Date }) => ({
  id: row.id,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** A .jpg or .png data URL, checked by its bytes. */
function parseImage(dataUrl: string): { bytes: Buffer; type: string } {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw badRequest(M.imageType, 'image');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > L.imageBytes) throw badRequest(M.imageTooLarge, 'image');
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!png && !jpg) throw badRequest(M.imageType, 'image');
  return { bytes, type: png ? 'image/png' : 'image/jpeg' };
}

const imageBase64 = sql<string | null>`encode(messages.image, 'base64')`;

const withRating = (db: Db) =>
  db
    .selectFrom('messages')
    .leftJoin('feedback', 'feedback.message_id', 'messages.id')
    .select([
      'messages.id',
      'messages.conversation_id',
      'messages.role_id',
      'messages.content',
      'messages.image_type',
      'messages.sources',
      'messages.passage_category_ids',
      'messages.created_at',
      'feedback.rating',
    ])
    .select(imageBase64.as('image'));

/** The messages as this reader may see them (restricted.ts: answers from knowledge bases they cannot read hidden). */
const shown = (reader: KnowledgeReader, rows: MessageRow[]) => rows.map((row) => reader.message(row, messageDto(row)));

export async function conversationRoutes(app: FastifyInstance, ctx: AssistantContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  /** The caller's own conversation; the Ask Logs reviewers may read any (the unsatisfactory list opens them). */
  async function visibleConversation(caller: Caller, id: number, forWriting = false) {
    const row = await db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(M.conversationNotFound);
    if (row.user_id !== caller.id && (forWriting || !hasAny(caller, [ACCESS.logs]))) throw notFound(M.conversationNotFound);
    return row;
  }

  r.get('/conversations', { config: { access: [ACCESS.chat] }, schema: { querystring: listQuery } }, async (request) => {
    const caller = callerOf(request);
    const { per_page, page } = request.query;
    const base = db.selectFrom('conversations').where('user_id', '=', caller.id);
    const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await base
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute();
    // a name a model gave from restricted knowledge is not listed to a reader who may not read it now (restricted.ts)
    const reader = await KnowledgeReader.of(db, caller);
    const stored = rows.length
      ? await db
          .selectFrom('messages')
          .select(['conversation_id', 'role_id', 'content', 'sources', 'passage_category_ids'])
          .where(
            'conversation_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('id')
          .execute()
      : [];
    const named = rows.map((row) => {
      const thread = stored.filter((m) => m.conversation_id === row.id).map((m) => ({ ...m, sources: parseSources(m.sources) }));
      return { ...conversationDto(row), name: reader.storedConversationName(row.name, thread) };
    });
    return { data: named, meta: pageOf(total, per_page, page) };
  });

  /** A conversation with its messages, as this caller may read them. */
  async function readConversation(caller: Caller, id: number) {
    const row = await visibleConversation(caller, id);
    const reader = await KnowledgeReader.of(db, caller);
    const messages = shown(reader, await withRating(db).where('messages.conversation_id', '=', row.id).orderBy('messages.id').execute());
    return { row, messages, name: reader.conversationName(row.name, messages) };
  }

  r.get('/conversations/:id', { config: { access: [ACCESS.chat, ACCESS.logs] }, schema: { params: idParams } }, async (request) => {
    const { row, messages, name } = await readConversation(callerOf(request), request.params.id);
    return { data: { ...conversationDto(row), name, category_ids: row.category_ids, messages } };
  });

  r.get('/conversations/:id/name', { config: { access: [ACCESS.chat, ACCESS.logs] }, schema: { params: idParams } }, async (request) => {
    const { row, name } = await readConversation(callerOf(request), request.params.id);
    return { data: { id: row.id, name } };
  });

  r.get('/conversations/:id/follow-ups', { config: { access: [ACCESS.chat] }, schema: { params: idParams } }, async (request) => {
    const caller = callerOf(request);
    const row = await visibleConversation(caller, request.params.id, true);
    const last = await db
      .selectFrom('messages')
      .select(['follow_ups', 'role_id', 'content', 'sources', 'passage_category_ids'])
      .where('conversation_id', '=', row.id)
      .where('role_id', '=', 2)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    // follow-ups are drawn from the answer's passages: none for an answer this caller may not read now
    if (last && (await KnowledgeReader.of(db, caller)).isHidden(last, { sources: parseSources(last.sources) })) return { data: [] };
    const list = typeof last?.follow_ups === 'string' ? (JSON.parse(last.follow_ups) as string[]) : (last?.follow_ups ?? []);
    return { data: list };
  });

  r.get('/conversations/:id/messages/:messageId', { config: { access: [ACCESS.chat, ACCESS.logs] }, schema: { params: messageParams } }, async (request) => {
    const caller = callerOf(request);
    const row = await visibleConversation(caller, request.params.id);
    const message = await withRating(db).where('messages.id', '=', request.params.messageId).where('messages.conversation_id', '=', row.id).executeTakeFirst();
    if (!message) throw notFound(M.messageNotFound);
    return { data: shown(await KnowledgeReader.of(db, caller), [message])[0]! };
  });

  r.post('/conversations/:id/messages/:messageId/feedback', { config: { access: [ACCESS.chat] }, schema: { params: messageParams, body: feedbackBody } }, async (request) => {
    const caller = callerOf(request);
    const row = await visibleConversation(caller, request.params.id, true);
    const message = await db.selectFrom('messages').select(['id', 'role_id']).where('id', '=', request.params.messageId).where('conversation_id', '=', row.id).executeTakeFirst();
    if (!message) throw notFound(M.messageNotFound);
    if (message.role_id !== 2) throw badRequest('Only answers can be rated.');
    const values = { rating: request.body.rating, reason: request.body.rating === 'down' ? request.body.reason || null : null, user_name: caller.name, created_at: new Date() };
    await db
      .insertInto('feedback')
      .values({ message_id: message.id, user_id: caller.id, ...values })
      .onConflict((oc) => oc.column('message_id').doUpdateSet(values))
      .execute();
    return { data: { message_id: message.id, rating: values.rating, reason: values.reason } };
  });

  r.get('/unsatisfactory-answers', { config: { access: [ACCESS.logs] }, schema: { querystring: unsatisfactoryQuery } }, async (request) => {
    const { per_page, page } = request.query;
    const reader = await KnowledgeReader.of(db, callerOf(request));
    const base = db.selectFrom('feedback').where('feedback.rating', '=', 'down');
    const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await base
      .innerJoin('messages', 'messages.id', 'feedback.message_id')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select(['messages.id', 'feedback.created_at', 'messages.content', 'feedback.reason', 'feedback.user_name', 'conversations.id as conversation_id', 'conversations.name'])
      .orderBy('feedback.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute();
    const ids = [...new Set(rows.map((r) => r.conversation_id))];
    const messages = ids.length ? await withRating(db).where('messages.conversation_id', 'in', ids).orderBy('messages.id').execute() : [];
    return {
      data: rows.map((row) => {
        const thread = shown(
          reader,
          messages.filter((m) => m.conversation_id === row.conversation_id),
        );
        return {
          id: row.id,
          created_at: new Date(row.created_at).toISOString(),
          content: thread.find((m) => m.id === row.id)?.content ?? row.content,
          reason: row.reason,
          user_name: row.user_name,
          conversation: { id: row.conversation_id, name: reader.conversationName(row.name, thread), messages: thread },
        };
      }),
      meta: pageOf(total, per_page, page),
    };
  });

  const ask = async (caller: Caller, conversationId: number | null, body: { prompt: string; category_ids?: number[]; image?: string }) => {
    const image = body.image ? parseImage(body.image) : null;
    const readable = await readableCategoryIds(db, caller);
    if (body.category_ids?.length && body.category_ids.some((id) => !readable.includes(id))) throw badRequest(M.unknownCategories, 'category_ids');
    const existing = conversationId ? await visibleConversation(caller, conversationId, true) : null;
    const chosen = body.category_ids?.length ? body.category_ids : existing?.category_ids.length ? existing.category_ids : [];
    // what may be read is decided now, on every question: a group limit set since still applies
    const categoryIds = chosen.length ? chosen.filter((id) => readable.includes(id)) : readable;
    const history = existing
      ? (await db.selectFrom('messages').select(['role_id', 'content']).where('conversation_id', '=', existing.id).orderBy('id', 'desc').limit(6).execute())
          .reverse()
          .map((m): LlmMessage => ({ role: m.role_id === 1 ? 'user' : 'assistant', content: m.content }))
      : [];
    // one statement (one round trip): the conversation, the question, then the answer's row (ids in that order)
    const conversationRow = existing
      ? sql`update conversations set updated_at = now()${body.category_ids?.length ? sql`, category_ids = ${body.category_ids}::int[]` : sql``} where id = ${existing.id} returning id`
      : sql`insert into conversations (user_id, name, category_ids) values (${caller.id}, ${nameFromPrompt(body.prompt)}, ${body.category_ids ?? []}::int[]) returning id`;
    const { rows } = await sql<{ conversation_id: number; answer_id: number }>`
      with conversation as (${conversationRow}),
      question as (
        insert into messages (conversation_id, role_id, content, image, image_type)
        select id, 1, ${body.prompt}, ${image ? byteaValue(image.bytes) : sql`null::bytea`}, ${image?.type ?? null}::text from conversation
        returning conversation_id
      ),
      answer as (insert into messages (conversation_id, role_id, content) select conversation_id, 2, '' from question returning id, conversation_id)
      select conversation_id, id as answer_id from answer`.execute(db);
    const conversation = { id: rows[0]!.conversation_id };
    const answerId = rows[0]!.answer_id;
    // retrieval happens before the response starts: its first bytes follow at once
    const { passages, question } = await searchPassages(db, body.prompt, categoryIds, { vectors: ctx.vectors });
    const imageUrl = image ? `data:${image.type};base64,${image.bytes.toString('base64')}` : null;
    const isNew = !existing;

    async function* write(): AsyncGenerator<string> {
      let text = '';
      let used: Passage[] = [];
      let followUps: string[] = [];
      let name: string | null = null;
      try {
        if (!readable.length) {
          text = M.noKnowledgeBase;
          yield text;
        } else if (ctx.llm && passages.length) {
          try {
            for await (const delta of ctx.llm.stream(groundedPrompt(body.prompt, passages, history, imageUrl), { temperature: 0.2, maxTokens: 900 })) {
              text += delta;
              yield delta;
            }
            used = citedPassages(text, passages);
            if (!used.length) used = passages.slice(0, 3);
          } catch (error) {
            app.log.warn({ err: error }, 'model failed: answering from the passages');
            const fallback = extractiveAnswer(passages, question);
            const piece = `${text ? '\n\n' : ''}${fallback.text}`;
            text += piece;
            used = fallback.used;
            yield piece;
          }
          try {
            ({ followUps, name } = await modelExtras(ctx.llm, body.prompt, text, isNew));
          } catch (error) {
            app.log.warn({ err: error }, 'model extras failed');
          }
          if (!followUps.length) followUps = followUpsFrom(body.prompt, used);
        } else {
          // the sentences are chosen before the first byte: whether anything answers the question decides the first line
          const answer = extractiveAnswer(passages, question);
          used = answer.used;
          // written out line by line, as a model would stream it
          for (const [i, line] of answer.text.split(/(?<=\n)/).entries()) {
            text += line;
            yield line;
            // PGlite answers in promise callbacks alone: without a turn of the event loop the response would be written
            // only once the follow-ups are worked out and the answer saved (the socket's cork is lifted in a later tick)
            if (i === 0) await new Promise((resolve) => setImmediate(resolve));
          }
          followUps = used.length ? followUpsFrom(body.prompt, used) : [];
        }
      } finally {
        await db
          .updateTable('messages')
          .set({
            content: text,
            sources: JSON.stringify(used.map(sourceOf)),
            follow_ups: JSON.stringify(followUps),
            passage_category_ids: [...new Set(passages.map((p) => p.category_id))],
          })
          .where('id', '=', answerId)
          .execute();
        if (name) await db.updateTable('conversations').set({ name }).where('id', '=', conversation.id).execute();
      }
    }
    return { conversationId: conversation.id, answerId, stream: write() };
  };

  for (const url of ['/conversations', '/conversations/:id'] as const) {
    r.post(url, { config: { access: [ACCESS.chat] }, schema: { body: promptBody, ...(url === '/conversations/:id' ? { params: idParams } : {}) } }, async (request, reply) => {
      const id = (request.params as { id?: number }).id ?? null;
      const { conversationId, answerId, stream } = await ask(callerOf(request), id, request.body);
      reply
        .header(CONVERSATION_ID_HEADER, String(conversationId))
        .header(MESSAGE_ID_HEADER, String(answerId))
        .header('access-control-expose-headers', `${CONVERSATION_ID_HEADER}, ${MESSAGE_ID_HEADER}`)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .type('text/plain; charset=utf-8');
      return reply.send(Readable.from(stream, { objectMode: false }));
    });
  }
}
