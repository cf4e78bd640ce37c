import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { portalSettingsSchema } from '@portal/shared';
import type { AppDeps } from '../../deps';

/** What pages need of the server's configuration (the portal's time zone), before or after sign-in. */
export async function portalSettingsModule(app: FastifyInstance, deps: AppDeps) {
  const settings = portalSettingsSchema.parse({ timeZone: deps.config.timeZone });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/portal-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: "The portal's settings pages need: its time zone (PORTAL_TIME_ZONE, default America/Chicago)",
        response: { 200: portalSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  );
}
