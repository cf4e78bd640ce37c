import { CONTACT_CSV_COLUMNS, CONTACT_CSV_MAX_ROWS, CONTACT_MESSAGES as M, isEmailAddress } from '@portal/shared';
import { CsvError, parse } from 'csv-parse/sync';
import type { ContactValues } from './queries';

/**
 * RFC 4180 records (csv-parse): quoted fields may hold commas, quotes ("") and line breaks; CRLF, LF or CR line ends,
 * mixed too; a BOM is dropped; rows may differ in length (each is reported). `lines` holds each record's first line;
 * blank lines are not contacts. Throws `CsvError` when the file cannot be read as CSV (a quote never closed).
 */
export function parseCsv(text: string): { records: string[][]; lines: number[] } {
  const parsed = parse(text, { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, relax_quotes: true });
  const records: string[][] = [];
  const lines: number[] = [];
  let line = 1;
  for (const record of parsed) {
    // blank lines are records of one empty field
    if (!(record.length === 1 && record[0]!.trim() === '')) {
      records.push(record);
      lines.push(line);
    }
    // the next record starts below this one and the line breaks inside its quoted fields
    line += 1 + record.reduce((n, field) => n + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  }
  return { records, lines };
}

/** Digits with an optional leading +, from "(214) 555-0100" or "+1 214.555.0100"; null when not 7–15 digits. */
export function normaliseContactPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  return /^\+?\d{7,15}$/.test(compact) ? compact : null;
}

export interface CsvRowError {
  line: number;
  message: string;
}

const LIMITS: Record<keyof ContactValues, number> = { first_name: 80, last_name: 80, email: 254, phone: 32, role: 120, location: 120 };

/** Every row checked; returns the contacts or every problem found (line-numbered, as in the file). */
export function readContactsCsv(text: string): { contacts: Array<ContactValues & { line: number }>; errors: CsvRowError[] } {
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { contacts: [], errors: [{ line: typeof error.lines === 'number' ? error.lines : 1, message: M.csvQuote }] };
  }
  const { records, lines } = parsed;
  const errors: CsvRowError[] = [];
  if (records.length < 2) return { contacts: [], errors: [{ line: 1, message: records.length ? M.csvEmpty : M.csvEmpty }] };
  const header = records[0]!.map((h) => h.trim().toLowerCase());
  const known = new Set<string>(CONTACT_CSV_COLUMNS);
  if (
    header.some((h) => !known.has(h)) ||
    new Set(header).size !== header.length ||
    !['first_name', 'role', 'location'].every((c) => header.includes(c)) ||
    !(header.includes('email') || header.includes('phone'))
  ) {
    return { contacts: [], errors: [{ line: 1, message: M.csvHeader }] };
  }
  if (records.length - 1 > CONTACT_CSV_MAX_ROWS) return { contacts: [], errors: [{ line: 1, message: M.csvTooMany }] };
  const contacts: Array<ContactValues & { line: number }> = [];
  const seen = new Map<string, number>();
  for (let r = 1; r < records.length; r++) {
    const line = lines[r]!;
    const cells = records[r]!;
    const get = (column: string) => (cells[header.indexOf(column)] ?? '').trim();
    const problems: string[] = [];
    const values: ContactValues = {
      first_name: get('first_name'),
      last_name: get('last_name'),
      email: get('email').toLowerCase() || null,
      phone: null,
      role: get('role'),
      location: get('location'),
    };
    if (cells.length !== header.length) problems.push(`expected ${header.length} columns, found ${cells.length}.`);
    for (const [key, max] of Object.entries(LIMITS) as [keyof ContactValues, number][]) {
      if ((key === 'phone' ? get('phone') : (values[key] ?? '')).length > max) problems.push(M.tooLong(key));
    }
    if (!values.first_name) problems.push(M.firstName);
    if (!values.role) problems.push(M.role);
    if (!values.location) problems.push(M.location);
    const rawPhone = get('phone');
    if (rawPhone) {
      values.phone = normaliseContactPhone(rawPhone);
      if (!values.phone) problems.push(M.phone);
    }
    if (values.email && !isEmailAddress(values.email)) problems.push(M.email);
    if (!values.email && !rawPhone) problems.push(M.emailOrPhone);
    for (const key of [values.email && `e:${values.email}`, values.phone && `p:${values.phone}`]) {
      if (!key) continue;
      const earlier = seen.get(key);
      if (earlier !== undefined) problems.push(M.duplicate(earlier));
      else seen.set(key, line);
    }
    if (problems.length) errors.push({ line, message: problems.join(' ') });
    else contacts.push({ ...values, line });
  }
  return { contacts, errors };
}
