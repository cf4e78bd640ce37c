import { NOTIFY_MESSAGES, desktopNotifyBody, mobileNotifyBody, notifyRedirectPath, type NotifyChannel, type NotifyRedirect, type NotifySendResult } from '@portal/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { RequestUser } from '../../auth/access';
import { writeAudit } from '../../audit';
import { enqueueDelivery } from '../../delivery';
import { badRequest } from '@portal/shared/node/server';
import * as q from './dashboardQueries';

type MobileBody = z.output<typeof mobileNotifyBody>;
type DesktopBody = z.output<typeof desktopNotifyBody>;

/** What either form sends, in one shape: the push has a title and a text, the bell a text only. */
interface Send {
  channel: NotifyChannel;
  title: string | null;
  text: string;
  url: NotifyRedirect;
  every: boolean;
  locations: number[];
  groups: number[];
}

export const fromMobile = (body: MobileBody): Send => ({
  channel: 'mobile',
  title: body.title,
  text: body.legend,
  url: body.url,
  every: body.every,
  locations: body.locations,
  groups: body.groups,
});
export const fromDesktop = (body: DesktopBody): Send => ({
  channel: 'desktop',
  title: null,
  text: body.content,
  url: body.url,
  every: body.every,
  locations: body.locations,
  groups: body.groups,
});

/**
 * Sends a dashboard notification: the audience is resolved now (active accounts), the send is recorded and its
 * delivery queued in one transaction (mobile → push provider or outbox, desktop → the bell, pushed live by the
 * worker), and the send is audited. Unknown locations or groups, or an audience of nobody, refuse it.
 */
export async function send(deps: AppDeps, user: RequestUser, request: Send): Promise<NotifySendResult> {
  const locations = [...new Set(request.locations)];
  const groups = [...new Set(request.groups)];
  const [knownLocations, knownGroups] = await Promise.all([q.existingLocationIds(deps.db, locations), q.existingGroupIds(deps.db, groups)]);
  if (locations.some((id) => !knownLocations.has(id))) throw badRequest(NOTIFY_MESSAGES.unknownLocation, 'locations');
  if (groups.some((id) => !knownGroups.has(id))) throw badRequest(NOTIFY_MESSAGES.unknownGroup, 'groups');
  const recipients = await q.audienceIds(deps.db, { every: request.every, locations, groups });
  if (recipients.length === 0) throw badRequest(NOTIFY_MESSAGES.noRecipients, 'every');

  const id = await deps.db.transaction().execute(async (tx) => {
    const row = await q.insertSend(tx, {
      channel: request.channel,
      title: request.title,
      body: request.text,
      redirect: request.url,
      every: request.every,
      locations,
      groups,
      recipients: recipients.length,
      sentBy: user.id,
    });
    await enqueueDelivery(tx, {
      source: { kind: 'notification', id: row.id },
      // the bell shows the job's subject; a push shows it as its title
      subject: request.title ?? request.text,
      html: '',
      text: request.text,
      link: notifyRedirectPath(request.url),
      channels: { email: false, sms: false, push: request.channel === 'mobile', desktop: request.channel === 'desktop' },
      recipients: recipients.map((userId) => ({ userId })),
    });
    await writeAudit(tx, {
      actorId: user.id,
      action: `notification.${request.channel}`,
      targetType: 'notification',
      targetId: row.id,
      details: { title: request.title, text: request.text, url: request.url, every: request.every, locations, groups, recipients: recipients.length },
    });
    return row.id;
  });
  return { id, channel: request.channel, recipients: recipients.length };
}
