import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSISTANT_PREFIX, KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import type { AuditDeletedKind } from '@portal/shared';
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

/** What an assistant path deletes, for the audit log: `/assistant/documents/7` → a document, categories are knowledge bases. */
const ASSISTANT_KINDS: Record<string, AuditDeletedKind> = { documents: 'assistant_document', categories: 'knowledge_base' };
const assistantPath = (request: FastifyRequest) => request.url.slice(ASSISTANT_PREFIX.length).split('?')[0]!.split('/').filter(Boolean);

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The assistant service's side of the api: the caller's current permissions (the assistant asks on every call) and
 * `/assistant/*` forwarded to `ASSISTANT_URL`, so the portal reaches the service at its own origin. Answers stream
 * through as they are written.
 */
export async function assistantRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/assistant/access',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['assistant'], summary: 'The caller’s current permissions and group (for the assistant service)', response: { 200: accessResponse } },
    },
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
      config: {
        access: 'signed-in',
        // a deleted document or knowledge base is audited like every deletion; its name is asked of the assistant first
        audit: {
          target: (request) => ASSISTANT_KINDS[assistantPath(request)[0] ?? ''] ?? 'assistant_item',
          id: (request) => assistantPath(request).slice(1).join('/'),
          title: async (_db, request) => {
            const headers = forwardedHeaders(request);
            delete headers['content-length'];
            const res = await fetch(`${deps.config.assistantUrl}${request.url.slice(ASSISTANT_PREFIX.length)}`, { headers, signal: AbortSignal.timeout(3_000) });
            if (!res.ok) return null;
            const body = (await res.json()) as { data?: { filename?: string; name?: string; title?: string } };
            return body.data?.filename ?? body.data?.name ?? body.data?.title ?? null;
          },
        },
      },
      schema: { hide: true },
      handler: async (request, reply) => {
        const target = `${deps.config.assistantUrl}${request.url.slice(ASSISTANT_PREFIX.length)}`;
        const headers = forwardedHeaders(request);
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
          return reply
            .status(503)
            .header('retry-after', '5')
            .send({ error: { code: 'ASSISTANT_UNAVAILABLE', message: KNOWLEDGE_MESSAGES.assistantDown } });
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
