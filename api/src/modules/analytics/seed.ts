import type { Db } from '../../db';
import { newToken } from '../../delivery/content';
import { deliveryDb } from '../../delivery/schema';
import '../announcements/tables';
import '../auth/tables';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A small deterministic generator, so every fresh demo database tells the same story. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * What the analytics page reads, as the running portal would have written it: sign-ins over the last weeks (one
 * record per sign-in, the latest on the account), the seeded announcements' deliveries (emails sent and opened by
 * their pixel, payroll SMS sent and their links clicked) and their opens in the reader and the viewers. Runs inside
 * the demo seed's transaction, after the accounts and announcements exist.
 */
export async function seedAnalytics(db: Db, now = Date.now()): Promise<void> {
  const random = generator(2026);
  await seedSignIns(db, now, random);
  await seedDeliveries(db, now, random);
}

async function seedSignIns(db: Db, now: number, random: () => number) {
  const accounts = await db.selectFrom('accounts').select(['id', 'last_login_at']).where('status', '=', 'ACTIVE').orderBy('id').execute();
  const logins: Array<{ account_id: number; created_at: Date }> = [];
  for (const account of accounts) {
    // the latest sign-in the account already has, or one in the last two days
    const last = account.last_login_at?.getTime() ?? now - Math.floor(random() * 2 * DAY) - HOUR;
    if (!account.last_login_at)
      await db
        .updateTable('accounts')
        .set({ last_login_at: new Date(last) })
        .where('id', '=', account.id)
        .execute();
    logins.push({ account_id: account.id, created_at: new Date(last) });
    // some people sign in most days, others now and then
    const habit = 0.15 + random() * 0.6;
    for (let day = 1; day <= 28; day++) {
      const at = last - day * DAY + Math.floor(random() * 6 * HOUR);
      if (random() < habit) logins.push({ account_id: account.id, created_at: new Date(at) });
    }
  }
  for (let i = 0; i < logins.length; i += 500)
    await db
      .insertInto('account_logins')
      .values(logins.slice(i, i + 500))
      .execute();
}

async function seedDeliveries(db: Db, now: number, random: () => number) {
  const ddb = deliveryDb(db);
  const announcements = await db
    .selectFrom('announcements')
    .select(['id', 'kind', 'subject', 'info', 'text', 'everyone', 'created_at', 'email_checked'])
    .where('visibility', '=', true)
    .where('created_at', '<=', new Date(now))
    .orderBy('id')
    .execute();
  const active = await db.selectFrom('accounts').select(['id', 'email', 'location_id', 'group_id']).where('status', '=', 'ACTIVE').orderBy('id').execute();

  for (const announcement of announcements) {
    const sourceKind = announcement.kind === 'newsletter' ? ('newsletter' as const) : ('announcement' as const);
    const source = { source_kind: sourceKind, source_id: announcement.id };
    const created = announcement.created_at.getTime();
    const after = (maxHours: number) => new Date(Math.min(now - 60_000, created + Math.floor((0.05 + random() * maxHours) * HOUR)));
    const [locations, groups, contacts] = await Promise.all([
      db.selectFrom('announcement_locations').select('location_id').where('announcement_id', '=', announcement.id).execute(),
      db.selectFrom('announcement_groups').select('group_id').where('announcement_id', '=', announcement.id).execute(),
      db
        .selectFrom('announcement_contacts')
        .innerJoin('contacts', 'contacts.id', 'announcement_contacts.contact_id')
        .select(['contacts.id', 'contacts.email', 'contacts.phone'])
        .where('announcement_id', '=', announcement.id)
        .execute(),
    ]);
    const audience =
      announcement.kind === 'payroll'
        ? []
        : active.filter(
            (a) =>
              announcement.everyone ||
              ((locations.length === 0 || locations.some((l) => l.location_id === a.location_id)) && (groups.length === 0 || groups.some((g) => g.group_id === a.group_id))),
          );

    // readers who opened it in the portal (about half of its audience), over the days after it came out
    const views = audience.filter(() => random() < 0.5).map((reader) => ({ announcement_id: announcement.id, account_id: reader.id, created_at: after(72) }));
    if (views.length) {
      const inserted = await db
        .insertInto('announcement_views')
        .values(views)
        .onConflict((oc) => oc.doNothing())
        .returning(['account_id', 'created_at'])
        .execute();
      if (inserted.length)
        await ddb
          .insertInto('delivery_events')
          .values(inserted.map((v) => ({ ...source, kind: 'view' as const, user_id: v.account_id, created_at: v.created_at })))
          .execute();
    }

    if (!announcement.email_checked) continue;
    const sentAt = new Date(created + 5 * 60_000);
    const job = await ddb
      .insertInto('delivery_jobs')
      .values({
        ...source,
        subject: announcement.subject,
        html: announcement.info,
        text: announcement.text,
        link: null,
        not_before: announcement.created_at,
        created_at: announcement.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = {
      job_id: job.id,
      status: 'sent' as const,
      transport: 'outbox' as const,
      attempts: 1,
      last_error: null,
      next_attempt_at: sentAt,
      claimed_at: sentAt,
      claimed_by: 'seed',
      sent_at: sentAt,
    };
    const recipients =
      announcement.kind === 'payroll'
        ? contacts.map((c) => ({ user_id: null, contact_id: c.id, email: c.email, phone: c.phone }))
        : audience.map((a) => ({ user_id: a.id, contact_id: null, email: a.email, phone: null as string | null }));

    // every email sent, about 60 % opened (their pixel) within two days
    const emails = recipients
      .filter((r) => r.email)
      .map((r) => ({
        ...sent,
        channel: 'email' as const,
        address: r.email!,
        user_id: r.user_id,
        contact_id: r.contact_id,
        opened_at: random() < 0.6 ? after(48) : null,
        token: newToken(),
      }));
    if (emails.length) {
      const messages = await ddb.insertInto('delivery_messages').values(emails).returning(['id', 'opened_at']).execute();
      const events = messages.flatMap((m) => [
        { ...source, kind: 'email_sent' as const, message_id: m.id, created_at: sentAt },
        ...(m.opened_at ? [{ ...source, kind: 'email_open' as const, message_id: m.id, created_at: m.opened_at }] : []),
      ]);
      await ddb.insertInto('delivery_events').values(events).execute();
    }

    // payroll contacts with a phone also got the SMS with its tracked link; the first two (Dallas) followed it
    if (announcement.kind !== 'payroll') continue;
    for (const [index, r] of recipients.filter((c) => c.phone).entries()) {
      const message = await ddb
        .insertInto('delivery_messages')
        .values({ ...sent, channel: 'sms', address: r.phone!, user_id: null, contact_id: r.contact_id, opened_at: null, token: newToken() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ddb
        .insertInto('delivery_events')
        .values({ ...source, kind: 'sms_sent', message_id: message.id, created_at: sentAt })
        .execute();
      const clicks = [2, 1][index] ?? 0;
      const firstClick = clicks ? after(24) : null;
      await ddb
        .insertInto('delivery_links')
        .values({ token: newToken(), message_id: message.id, url: `/ap/${announcement.id}/${r.contact_id}`, clicks, first_clicked_at: firstClick })
        .execute();
      if (!firstClick) continue;
      await ddb
        .insertInto('delivery_events')
        .values(Array.from({ length: clicks }, () => ({ ...source, kind: 'sms_click' as const, message_id: message.id, created_at: firstClick })))
        .execute();
      // the link opens the public viewer, which records the contact's view
      await db
        .insertInto('announcement_views')
        .values({ announcement_id: announcement.id, contact_id: r.contact_id, created_at: firstClick })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (announcement.kind === 'payroll') await db.updateTable('announcements').set({ sms_checked: true }).where('id', '=', announcement.id).execute();
  }
}
