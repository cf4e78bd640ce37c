import { CONTACT_MESSAGES as M, resolveContacts, type Contact, type ValueLabel } from '@portal/shared';
import type { Db } from '../../db';
import { readContactsCsv, type CsvRowError } from './csv';
import * as q from './queries';

export async function all(db: Db): Promise<Contact[]> {
  return q.listContacts(db);
}

/** The same matching as the composer's resolution (case and surrounding spaces ignored). */
export async function byLocation(db: Db, locations: string[]): Promise<Contact[]> {
  return resolveContacts(await q.listContacts(db), { everyone: false, locations, roles: [] });
}

export async function byRole(db: Db, roles: string[]): Promise<Contact[]> {
  return resolveContacts(await q.listContacts(db), { everyone: false, locations: [], roles });
}

export async function options(db: Db, column: 'location' | 'role'): Promise<ValueLabel[]> {
  return (await q.distinctValues(db, column)).map((value) => ({ value, label: value }));
}

export type ImportOutcome = { ok: true; created: number; updated: number } | { ok: false; errors: CsvRowError[] };

/** Most row errors one refusal lists. */
const MAX_REPORTED = 50;

/**
 * All or nothing: every row is checked first; with any bad row nothing is written. A row updates the contact with
 * the same email (else the same phone), or adds one.
 */
export async function importCsv(db: Db, text: string): Promise<ImportOutcome> {
  const { contacts, errors } = readContactsCsv(text);
  if (errors.length) return { ok: false, errors: errors.slice(0, MAX_REPORTED) };
  return db.transaction().execute(async (tx) => {
    const keys = await q.allKeys(tx);
    const byEmail = new Map(keys.filter((k) => k.email).map((k) => [k.email!.toLowerCase(), k.id]));
    const byPhone = new Map(keys.filter((k) => k.phone).map((k) => [k.phone!, k.id]));
    const conflicts: CsvRowError[] = [];
    const plan: Array<{ id: number | null; values: q.ContactValues }> = [];
    for (const { line, ...values } of contacts) {
      const emailId = values.email ? byEmail.get(values.email) : undefined;
      const phoneId = values.phone ? byPhone.get(values.phone) : undefined;
      if (emailId !== undefined && phoneId !== undefined && emailId !== phoneId) {
        conflicts.push({ line, message: 'phone belongs to another contact.' });
        continue;
      }
      plan.push({ id: emailId ?? phoneId ?? null, values });
    }
    if (conflicts.length) return { ok: false as const, errors: conflicts.slice(0, MAX_REPORTED) };
    let created = 0;
    let updated = 0;
    for (const { id, values } of plan) {
      if (id === null) {
        await q.insertContact(tx, values);
        created++;
      } else {
        await q.updateContact(tx, id, values);
        updated++;
      }
    }
    return { ok: true as const, created, updated };
  });
}

export function importErrorMessage(errors: CsvRowError[]): string {
  return errors.map((e) => M.row(e.line, e.message)).join('\n');
}
