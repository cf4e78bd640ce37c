import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXPORT_STATUS_LABELS, USER_EXPORT_COLUMNS, type UserListRequest } from '@portal/shared';
import type { Db } from '../../db';
import * as q from './queries';

/** Rows read from the database per query while streaming an export. */
export const EXPORT_BATCH = 10_000;

export type ExportFilter = Omit<UserListRequest, 'limit' | 'offset'>;

/**
 * A cell as a spreadsheet must read it: one starting with = + - @ (or a tab / carriage return) would run as a
 * formula, so it gets a leading single quote (OWASP "CSV injection").
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

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
      [r.first_name, r.last_name, r.location_name, r.profiles_name, r.group_name, EXPORT_STATUS_LABELS[r.status] ?? r.status, r.email].map((v) =>
        neutralise(v ?? ''),
      ),
    );
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `export-YYYY-MM-DD.csv` (UTC date). */
export function exportFileName(ext: 'csv' | 'xlsx', now = new Date()): string {
  return `export-${now.toISOString().slice(0, 10)}.${ext}`;
}

/** The CSV (RFC 4180, CRLF), a batch at a time. */
export async function* userCsv(db: Db, filter: ExportFilter): AsyncGenerator<string> {
  yield `${USER_EXPORT_COLUMNS.join(',')}\r\n`;
  for await (const batch of userExportRows(db, filter)) yield batch.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Resolves once `stream` wants more (or is gone). */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The Excel file through exceljs's streaming writer: rows are committed as they come (no shared strings, no
 * styles), so the workbook is never held in memory. A failure half-way destroys the stream (the download breaks
 * rather than ending in a truncated file that looks whole).
 */
export function userXlsx(db: Db, filter: ExportFilter): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = USER_EXPORT_COLUMNS.map((header) => ({ header, key: header, width: header === 'Email' ? 32 : 18 }));
  void (async () => {
    for await (const batch of userExportRows(db, filter)) {
      if (out.destroyed) return; // the client went away: stop reading the database
      for (const cells of batch) sheet.addRow(cells).commit();
      // a slow client: wait until it has read what is written, so at most about a batch waits in memory
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}
