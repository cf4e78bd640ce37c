import type { FastifyInstance } from 'fastify';
import { generateTriviaQuestion, questionAsText } from '@portal/shared/node/trivia/generator';
import type { Requirement } from '../auth';
import { callerOf, type AssistantContext } from '../context';
import { readableCategoryIds } from './categories';

/** Spec 7: admin trivia's AI service, GET on its trivia endpoint, answering `result.answer`. */
export async function triviaRoutes(app: FastifyInstance, ctx: AssistantContext) {
  const grant: Requirement[] = [{ module: 'admin_trivia', action: 'view' }];
  app.get('/trivia', { config: { access: grant } }, async (request) => {
    const ids = await readableCategoryIds(ctx.db, callerOf(request));
    // a few passages of the documents this caller may read, picked at random: each call can ask about something else
    const rows = ids.length
      ? await ctx.db
          .selectFrom('chunks')
          .innerJoin('documents', 'documents.id', 'chunks.document_id')
          .select(['documents.filename', 'chunks.content'])
          .where('chunks.category_id', 'in', ids)
          .where('documents.status', '=', 'indexed')
          .orderBy((eb) => eb.fn('random'))
          .limit(8)
          .execute()
      : [];
    const { question } = await generateTriviaQuestion(
      rows.map((r) => ({ title: r.filename, text: r.content })),
      { llm: ctx.llm },
    );
    return { result: { answer: question ? questionAsText(question) : null } };
  });
}
