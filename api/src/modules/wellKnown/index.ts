import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

const jwksResponse = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** The public half of the signing key, for the shell (and any service) to verify tokens. */
export async function wellKnownModule(app: FastifyInstance, deps: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/.well-known/jwks.json',
      { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Token signing keys (JWKS)', response: { 200: jwksResponse } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return deps.keys.jwks;
      },
    );
}
