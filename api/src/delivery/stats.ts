import type { DeliverySource, DeliveryStats } from '@portal/shared';
import type { Db } from '../db';
import { normalisePhone } from './content';
import * as q from './queries';

/** The delivery figures of one announcement or newsletter, for the analytics reports. */
export async function deliveryStats(db: Db, source: DeliverySource): Promise<DeliveryStats> {
  const [events, statuses] = await Promise.all([q.eventCounts(db, source), q.messageStatusCounts(db, source)]);
  const count = (kind: string) => Number(events.find((e) => e.kind === kind)?.n ?? 0);
  const status = (...names: string[]) => statuses.filter((s) => names.includes(s.status)).reduce((n, s) => n + Number(s.n), 0);
  const firstEmail = events.find((e) => e.kind === 'email_sent')?.first;
  return {
    emailsSent: count('email_sent'),
    emailOpens: count('email_open'),
    smsSent: count('sms_sent'),
    smsClicks: count('sms_click'),
    smsClickers: Number(events.find((e) => e.kind === 'sms_click')?.messages ?? 0),
    pushSent: count('push_sent'),
    desktopSent: count('desktop_sent'),
    views: count('view'),
    firstEmailSentAt: firstEmail ? new Date(firstEmail as Date | string).toISOString() : null,
    pending: status('pending', 'sending'),
    failed: status('failed'),
  };
}

/**
 * A view of an announcement (the viewer pages: `/ap/{id}/{userId}`, `/ab/{id}/{contactPhone}`), for the same
 * figures. Pass a transaction as `db` to make it part of the caller's write.
 */
export async function recordView(db: Db, source: DeliverySource, viewer: { userId?: number | null; phone?: string | null } = {}): Promise<void> {
  await q.insertEvent(db, source, 'view', { userId: viewer.userId ?? null, phone: normalisePhone(viewer.phone) });
}
