import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { publishNotifications } from '../modules/notify/service';
import { deliveryRoutes } from './routes';
import { DeliveryWorker } from './worker';

export { enqueueDelivery, type DeliveryRecipient, type DeliveryRequest, type EnqueuedDelivery } from './enqueue';
export { sendTestEmails, TEST_EMAIL_LIMITS, TEST_EMAIL_MESSAGES, type TestEmailRequest } from './testEmails';
export { deliveryStats, recordView } from './stats';
export { DeliveryWorker, type DeliveryWorkerOptions } from './worker';
export { ProviderError, type DeliveryProviders, type PushMessage, type PushProvider, type SmsMessage, type SmsProvider } from './providers';
export type { MailAttachment } from './mailer';

/**
 * The delivery plugin: the outbox and tracking routes, and this instance's background worker (started when the
 * app is ready, stopped, after its round, when the app closes). `DELIVERY_WORKER=false` leaves sending to other
 * instances.
 */
export async function deliveryModule(app: FastifyInstance, deps: AppDeps) {
  deliveryRoutes(app, deps);
  if (!deps.config.deliveryWorker) return;
  const worker = new DeliveryWorker({
    db: deps.db,
    config: deps.config,
    changes: deps.changes,
    publish: (notifications) => publishNotifications(deps, notifications),
    log: app.log,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
