import type { AnnouncementKind } from '@portal/shared';
import type { Db } from '../../db';
import './tables';

/** A published, visible announcement of that kind for everyone (payroll: sent to one contact); returns its id. */
export async function insertAnnouncementRow(db: Db, kind: AnnouncementKind = 'company'): Promise<number> {
  const owner = await db.selectFrom('accounts').select('id').where('email', '=', 'admin@arcadia.example').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('announcements')
    .values({
      kind,
      owner_id: owner.id,
      location_id: null,
      subject: `Kit ${kind}`,
      info: '<p>kit</p>',
      url_image: null,
      url_doc: null,
      doc_name: null,
      everyone: kind !== 'payroll',
      draft_id: null,
      created_at: new Date(Date.now() - 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (kind === 'payroll') {
    const contact = await db.selectFrom('contacts').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('announcement_contacts').values({ announcement_id: row.id, contact_id: contact.id }).execute();
  }
  return row.id;
}

/** The payroll announcement and the contact it went to (for the public view-record route). */
export async function payrollRecipient(db: Db): Promise<{ id: number; contactId: number }> {
  const id = await insertAnnouncementRow(db, 'payroll');
  const row = await db.selectFrom('announcement_contacts').select('contact_id').where('announcement_id', '=', id).executeTakeFirstOrThrow();
  return { id, contactId: row.contact_id };
}

export async function insertDraftRow(db: Db): Promise<number> {
  const row = await db
    .insertInto('newsletter_drafts')
    .values({ subject: 'Kit draft', draft: JSON.stringify({ rows: [] }), created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
