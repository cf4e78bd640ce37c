import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db';
import { audienceAccountIdsAfter, type Audience } from '../announcements/queries';

/** Rows read from the database per query while streaming an export. */
export const ANNOUNCEMENT_EXPORT_BATCH = 5_000;

interface RecipientRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  location_name: string | null;
  group_name: string | null;
  opened_at: Date | string | null;
  email_sent_at: Date | string | null;
  email_opened_at: Date | string | null;
  sms_sent_at: Date | string | null;
  sms_clicks: string | number | null;
}

export interface ExportedAnnouncement {
  id: number;
  kind: string;
  sourceKind: 'announcement' | 'newsletter';
  audience: Audience;
}

/** What delivery recorded for one recipient (`who` = the message's user_id or contact_id column). */
function deliveryColumns(announcement: ExportedAnnouncement, who: RawBuilder<unknown>, person: RawBuilder<unknown>) {
  const mine = (channel: 'email' | 'sms') => sql`
    from delivery_messages m join delivery_jobs j on j.id = m.job_id
    where j.source_kind = ${announcement.sourceKind} and j.source_id = ${announcement.id}
      and ${who} = ${person} and m.channel = ${channel} and m.status = 'sent'`;
  return sql`
    (select min(m.sent_at) ${mine('email')}) as email_sent_at,
    (select min(m.opened_at) ${mine('email')}) as email_opened_at,
    (select min(m.sent_at) ${mine('sms')}) as sms_sent_at,
    (select coalesce(sum(dl.clicks), 0) from delivery_links dl join delivery_messages m on m.id = dl.message_id join delivery_jobs j on j.id = m.job_id
      where j.source_kind = ${announcement.sourceKind} and j.source_id = ${announcement.id} and ${who} = ${person} and m.channel = 'sms') as sms_clicks`;
}

/** Accounts of the audience (a batch of ids): who they are, when they opened it (reader, or the viewer by their phone), what was sent. */
async function accountRows(db: Db, announcement: ExportedAnnouncement, ids: readonly number[]): Promise<RecipientRow[]> {
  const { rows } = await sql<RecipientRow>`
    select a.id, a.first_name, a.last_name, a.email, a.phone_number as phone, l.display_name as location_name, g.name as group_name,
      (select min(v.created_at) from announcement_views v where v.announcement_id = ${announcement.id}
         and (v.account_id = a.id or (v.phone is not null and v.phone = regexp_replace(coalesce(a.phone_number, ''), '[^0-9+]', '', 'g')))) as opened_at,
      ${deliveryColumns(announcement, sql`m.user_id`, sql`a.id`)}
    from accounts a left join locations l on l.id = a.location_id left join groups g on g.id = a.group_id
    where a.id in (${sql.join(ids.map((id) => sql`${id}`))})
    order by a.id`.execute(db);
  return rows;
}

/** The payroll contacts it went to, after `afterId` (their role stands in the group column). */
async function contactRows(db: Db, announcement: ExportedAnnouncement, afterId: number, limit: number): Promise<RecipientRow[]> {
  const { rows } = await sql<RecipientRow>`
    select c.id, c.first_name, c.last_name, c.email, c.phone, c.location as location_name, c.role as group_name,
      (select min(v.created_at) from announcement_views v where v.announcement_id = ${announcement.id} and v.contact_id = c.id) as opened_at,
      ${deliveryColumns(announcement, sql`m.contact_id`, sql`c.id`)}
    from announcement_contacts ac join contacts c on c.id = ac.contact_id
    where ac.announcement_id = ${announcement.id} and c.id > ${afterId}
    order by c.id limit ${limit}`.execute(db);
  return rows;
}

const when = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');

/** `ANNOUNCEMENT_EXPORT_COLUMNS` cells of one recipient. */
function cells(row: RecipientRow): string[] {
  return [
    `${row.first_name} ${row.last_name}`.trim(),
    row.email ?? '',
    row.phone ?? '',
    row.location_name ?? '',
    row.group_name ?? '',
    when(row.opened_at),
    when(row.email_sent_at),
    when(row.email_opened_at),
    when(row.sms_sent_at),
    String(Number(row.sms_clicks ?? 0)),
  ];
}

/**
 * One row per person the announcement is for (the accounts of its audience, or its payroll contacts), a batch at
 * a time (keyset on id), with what the reader, the viewers and delivery recorded for them.
 */
export async function* recipientRows(db: Db, announcement: ExportedAnnouncement, batch = ANNOUNCEMENT_EXPORT_BATCH): AsyncGenerator<string[][]> {
  let afterId = 0;
  for (;;) {
    let rows: RecipientRow[];
    if (announcement.kind === 'payroll') rows = await contactRows(db, announcement, afterId, batch);
    else {
      const ids = (await audienceAccountIdsAfter(db, announcement.audience, afterId, batch)).map((r) => r.id);
      rows = ids.length ? await accountRows(db, announcement, ids) : [];
    }
    if (rows.length === 0) return;
    yield rows.map(cells);
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}
