import type { FastifyInstance } from 'fastify';
import { controlCharsFieldMessage, findControlChars } from '@portal/shared';
import { badRequest } from '@portal/shared/node/server';

/**
 * Issue 19 point 4: a control character (NUL above all, which PostgreSQL refuses in text) in any text field of any
 * request (route parameters, query, JSON body, at any depth) is a 400 naming the field, before any schema or handler
 * runs, so no route can answer 500 for it. The rule and its message live in @portal/shared (`findControlChars`).
 */
export function installControlCharGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findControlChars(request.params) ?? findControlChars(request.query) ?? findControlChars(request.body);
    if (field) return done(badRequest(controlCharsFieldMessage(field), field));
    done();
  });
}
