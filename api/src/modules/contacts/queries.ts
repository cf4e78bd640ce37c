import { sql } from 'kysely';
import type { Contact } from '@portal/shared';
import type { Db } from '../../db';
import type { ContactRow } from '../announcements/tables';
import '../announcements/tables';

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    role: row.role,
    location: row.location,
  };
}

/** Every contact, by name. */
export async function listContacts(db: Db): Promise<Contact[]> {
  const rows = await db
    .selectFrom('contacts')
    .selectAll()
    .orderBy(sql`lower(first_name)`)
    .orderBy(sql`lower(last_name)`)
    .orderBy('id')
    .execute();
  return rows.map(toContact);
}

/** Distinct values of a column (case-insensitively), for the value/label pickers. */
export async function distinctValues(db: Db, column: 'location' | 'role'): Promise<string[]> {
  const rows = await sql<{
    value: string;
  }>`select min(${sql.ref(column)}) as value from contacts group by lower(trim(${sql.ref(column)})) order by lower(min(${sql.ref(column)}))`.execute(db);
  return rows.rows.map((r) => r.value);
}

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  role: string;
  location: string;
}

export function insertContact(db: Db, values: ContactValues) {
  return db.insertInto('contacts').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateContact(db: Db, id: number, values: ContactValues) {
  return db
    .updateTable('contacts')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function allKeys(db: Db) {
  return db.selectFrom('contacts').select(['id', 'email', 'phone']).execute();
}
