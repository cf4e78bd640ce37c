import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS for the api (@fastify/cors), only for the origins configured (dev servers on other ports). Same-origin is the
 * normal case, so by default nothing is added. Preflights are answered in `onRequest`, before routing and access.
 */
export async function installCors(app: FastifyInstance, origins: string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  // the plugin's catch-all OPTIONS route only answers preflights (anything else goes on to not-found): public by nature
  app.addHook('onRoute', (route) => {
    if (route.method === 'OPTIONS' && route.url === '*') route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
  await app.register(cors, {
    // an origin not listed gets no CORS headers and no preflight answer
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: 'GET,POST,PUT,PATCH,DELETE',
    allowedHeaders: 'authorization,content-type',
    maxAge: 600,
    strictPreflight: false,
  });
}
