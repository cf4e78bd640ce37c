import type { Readable } from 'node:stream';
import { EXPORT_STATUS_LABELS, USER_EXPORT_COLUMNS, type UserListRequest } from '@portal/shared';
import type { Db } from '../../db';
import { csvStream, neutralise, xlsxStream } from '../../http/spreadsheet';
import * as q from './queries';

export { exportFileName, neutralise } from '../../http/spreadsheet';

/** Rows read from the database per query while streaming an export. */
export const EXPORT_BATCH = 10_000;

export type ExportFilter = Omit<UserListRequest, 'limit' | 'offset'>;

/**
 * The export's rows, a batch at a time (keyset on id, so memory stays flat however many users there are): the
 * `USER_EXPORT_COLUMNS` cells, status as ACTIVATED / DISABLED, every cell neutralised. The CSV and the Excel file
 * both read this one source.
 */
export async function* userExportRows(db: Db, filter: ExportFilter): AsyncGenerator<string[][]> {
  let afterId = 0;
  for (;;) {
    const rows = await q.userBatchAfter(db, filter, afterId, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) =>
      [r.first_name, r.last_name, r.location_name, r.profiles_name, r.group_name, EXPORT_STATUS_LABELS[r.status] ?? r.status, r.email].map((v) => neutralise(v ?? '')),
    );
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The CSV (RFC 4180, CRLF), a batch at a time. */
export function userCsv(db: Db, filter: ExportFilter): AsyncGenerator<string> {
  return csvStream(USER_EXPORT_COLUMNS, userExportRows(db, filter));
}

/** The Excel file, streamed (see `xlsxStream`). */
export function userXlsx(db: Db, filter: ExportFilter): Readable {
  return xlsxStream(
    'Users',
    USER_EXPORT_COLUMNS.map((header) => ({ header, width: header === 'Email' ? 32 : 18 })),
    userExportRows(db, filter),
  );
}
