import type { Db } from '../db';
import { newToken } from './content';
import { enqueueDelivery } from './enqueue';
import { deliveryDb } from './schema';

/** For tests: a tracked link to `url` on a fresh (unsent) SMS message; returns its token. */
export async function trackedLinkForTest(db: Db, url: string): Promise<string> {
  const { jobId } = await enqueueDelivery(db, {
    source: { kind: 'announcement', id: 999_999 },
    subject: 'Tracked link fixture',
    html: '<p>fixture</p>',
    text: 'fixture',
    link: null,
    channels: { email: false, sms: true, push: false, desktop: false },
    recipients: [{ phone: `+1312555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}` }],
    notBefore: new Date(Date.now() + 365 * 24 * 3600_000), // never picked up by a worker during the test
  });
  const message = await deliveryDb(db).selectFrom('delivery_messages').select('id').where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const token = newToken();
  await deliveryDb(db).insertInto('delivery_links').values({ token, message_id: message.id, url }).execute();
  return token;
}
