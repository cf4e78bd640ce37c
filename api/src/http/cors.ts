import type { FastifyInstance } from 'fastify';

/**
 * CORS for the api, only for the origins configured (dev servers on other ports). Same-origin is the
 * normal case, so by default nothing is added. Preflights are answered here, before routing.
 */
export function installCors(app: FastifyInstance, origins: string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      return reply
        .header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE')
        .header('access-control-allow-headers', 'authorization,content-type')
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    }
  });
}
