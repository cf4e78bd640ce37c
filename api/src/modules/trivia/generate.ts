import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, TRIVIA_MESSAGES, type GeneratedTrivia } from '@portal/shared';
import { generateTriviaQuestion, questionAsText, type GeneratorItem } from '@portal/shared/node/trivia/generator';
import type { LlmClient } from '@portal/shared/node/llm';
import { HttpError } from '@portal/shared/node/server';
import { toPlainText } from '../../http/sanitize';
import type { TriviaContext } from './context';
import * as q from './queries';

/** How many of the newest news items and announcements each the generator reads. */
export const GENERATOR_SOURCE_LIMIT = 20;

/** The portal's own published content as generator items, newest first. */
export async function generatorItems(ctx: TriviaContext): Promise<GeneratorItem[]> {
  const { news, announcements } = await q.generatorSources(ctx.db, ctx.now(), GENERATOR_SOURCE_LIMIT);
  const items = [
    ...news.map((n) => ({ at: new Date(n.at), title: n.title, text: [n.prev_legend, toPlainText(n.full_legend)].filter(Boolean).join(' ') })),
    ...announcements.map((a) => ({ at: new Date(a.at), title: a.subject, text: toPlainText(a.info) })),
  ];
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).map(({ title, text }) => ({ title, text }));
}

/**
 * GET /trivia/generate: a question written by the model when one is configured (LLM_BASE_URL), else (or when it
 * fails: spec 8 "AI failures are only logged") built from the portal's latest news and announcements.
 */
export async function generate(ctx: TriviaContext, llm: LlmClient | null, log: FastifyBaseLogger): Promise<GeneratedTrivia> {
  const items = await generatorItems(ctx);
  const { question, modelError } = await generateTriviaQuestion(items, { llm });
  if (modelError) log.warn({ modelError }, 'trivia generator: the model was not used');
  if (!question) throw new HttpError(422, ERROR_CODES.badRequest, TRIVIA_MESSAGES.notEnoughContent);
  const { source, based_on, ...body } = question;
  return { result: { answer: questionAsText(body) }, question: body, source, based_on };
}
