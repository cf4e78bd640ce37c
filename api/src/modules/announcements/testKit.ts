import { expect } from 'vitest';
import type { Announcement, AnnouncementKind } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { databaseFingerprint, type DemoUser, type TestContext } from '../../test/harness';
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

/** Small valid files and their data URLs, for the composer's picture and document fields. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** Row counts of everything a create or a refused call could write. */
export async function announcementFingerprint(db: Db) {
  const out: Record<string, unknown> = await databaseFingerprint(db);
  for (const table of [
    'announcements',
    'announcement_locations',
    'announcement_groups',
    'announcement_contacts',
    'announcement_views',
    'announcement_opinions',
    'contacts',
    'newsletter_drafts',
    'delivery_jobs',
    'delivery_messages',
    'delivery_outbox',
    'account_activities',
  ]) {
    const { rows } = await sql<{ digest: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`.execute(db);
    out[table] = rows[0]?.digest ?? '';
  }
  return out;
}

/**
 * The announcements suites' requests, as a demo user (admin unless told): `context` is read at call time (the suites
 * create theirs in beforeAll). `list` is a list segment's results, asserting a 200.
 */
export function announcementRequests(context: () => TestContext) {
  const get = (url: string, as: DemoUser | null = 'admin') => context().request({ method: 'GET', url: `/api/v1${url}`, as });
  const post = (url: string, payload: unknown, as: DemoUser | null = 'admin') => context().request({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, as });
  const list = async (segment: string, as: DemoUser) => {
    const res = await get(`/announcements/${segment}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: Announcement[] }>().results;
  };
  return { get, post, list };
}
