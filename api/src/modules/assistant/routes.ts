import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSISTANT_PREFIX, KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { currentUser } from '../../auth/access';
import type { AppDeps } from '../../deps';

const accessResponse = z.object({
  id: z.number(),
  group_id: z.number().nullable(),
  roles: z.record(z.string(), z.record(z.string(), z.boolean())),
  first_name: z.string(),
  last_name: z.string(),
});

/** Request headers passed on to the assistant (the token among them: it verifies it itself). */
const FORWARDED_REQUEST = ['authorization', 'content-type', 'content-length', 'accept'];
/** Response headers passed back (the conversation and message ids of a streamed answer among them). */
const FORWARDED_RESPONSE = ['content-type', 'content-disposition', 'cache-control', 'x-conversation-id', 'x-message-id', 'x-content-type-options'];

/**
 * The assistant service's side of the api: the caller's current permissions (the assistant asks on every call) and
 * `/assistant/*` forwarded to `ASSISTANT_URL`, so the portal reaches the service at its own origin. Answers stream
 * through as they are written.
 */
export async function assistantRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/assistant/access',
    { config: { access: 'signed-in' }, schema: { tags: ['assistant'], summary: 'The caller’s current permissions and group (for the assistant service)', response: { 200: accessResponse } } },
    async (request) => {
      const user = currentUser(request);
      return { id: user.id, group_id: user.group_id, roles: user.roles, first_name: user.claims.first_name, last_name: user.claims.last_name };
    },
  );

  await app.register(async (scope) => {
    // bodies go through untouched (multipart uploads, JSON): the assistant parses and limits them
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.route({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url: `${ASSISTANT_PREFIX}/*`,
      // the api turns away unknown and disabled accounts first; the assistant checks the Ask permissions itself
      config: { access: 'signed-in' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const target = `${deps.config.assistantUrl}${request.url.slice(ASSISTANT_PREFIX.length)}`;
        const headers: Record<string, string> = {};
        for (const name of FORWARDED_REQUEST) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const hasBody = request.method !== 'GET' && request.method !== 'DELETE' && request.body !== undefined;
        let upstream: Response;
        try {
          upstream = await fetch(target, {
            method: request.method,
            headers,
            body: hasBody ? (Readable.toWeb(request.body as Readable) as ReadableStream) : undefined,
            duplex: 'half',
            redirect: 'manual',
          } as RequestInit);
        } catch {
          // not listening (stopped, restarting, not started yet): a clear 503 the assistant pages show, never a bare 502
          return reply.status(503).header('retry-after', '5').send({ error: { code: 'ASSISTANT_UNAVAILABLE', message: KNOWLEDGE_MESSAGES.assistantDown } });
        }
        reply.status(upstream.status);
        for (const name of FORWARDED_RESPONSE) {
          const value = upstream.headers.get(name);
          if (value !== null) reply.header(name, value);
        }
        if (!upstream.body) return reply.send('');
        return reply.send(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream));
      },
    });
  });
}
