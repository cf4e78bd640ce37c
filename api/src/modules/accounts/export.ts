import { EXPORT_STATUS_LABELS, USER_EXPORT_COLUMNS, type UserListRequest } from '@portal/shared';
import type { Db } from '../../db';
import * as q from './queries';

/** Rows read from the database per query while streaming an export. */
export const EXPORT_BATCH = 10_000;

/**
 * A cell as a spreadsheet must read it: one starting with = + - @ (or a tab / carriage return) would run as a
 * formula, so it gets a leading single quote (OWASP "CSV injection").
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string | null): string {
  const text = neutralise(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `export-YYYY-MM-DD.csv` (UTC date). */
export function exportFileName(ext: 'csv' | 'xlsx', now = new Date()): string {
  return `export-${now.toISOString().slice(0, 10)}.${ext}`;
}

/** The CSV, a batch of rows at a time (keyset on id), so memory stays flat however many users there are. */
export async function* userCsv(db: Db, filter: Omit<UserListRequest, 'limit' | 'offset'>): AsyncGenerator<string> {
  yield `${USER_EXPORT_COLUMNS.join(',')}\r\n`;
  let afterId = 0;
  for (;;) {
    const rows = await q.userBatchAfter(db, filter, afterId, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        [r.first_name, r.last_name, r.location_name, r.profiles_name, r.group_name, EXPORT_STATUS_LABELS[r.status] ?? r.status, r.email]
          .map(csvCell)
          .join(','),
      )
      .join('\r\n') + '\r\n';
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}
