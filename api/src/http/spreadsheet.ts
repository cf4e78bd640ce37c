import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/**
 * Streamed CSV and Excel downloads (the user list, the analytics reports): rows arrive a batch at a time from the
 * database, every cell is neutralised, nothing is held whole in memory.
 */

/**
 * What a spreadsheet may skip or ignore before a cell's first visible character: spaces, zero-width characters, the BOM,
 * the soft hyphen, word joiners and bidi marks. A cell is judged by what follows them.
 */
const LEADING_INVISIBLE = /^[ \u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u206a-\u206f\u3000\ufeff]+/;
/** = + - @ (and tab / carriage return), in their ASCII and full-width forms (＝ ＋ － ＠), which some locales' spreadsheets also read as formulas. */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/**
 * A cell as a spreadsheet must read it: one whose first visible character would start a formula gets a leading single
 * quote (OWASP "CSV injection"), in CSV and XLSX alike. The only place exports neutralise cells.
 */
export function neutralise(value: string): string {
  return FORMULA_START.test(value.replace(LEADING_INVISIBLE, '')) ? `'${value}` : value;
}

/**
 * RFC 4180 with CRLF (csv-stringify); a cell is quoted when it holds a quote, a line break, or the list separator of
 * any locale (, ; tab |), or starts or ends with a space.
 */
const csvRows = (rows: readonly (readonly string[])[]) => stringify(rows as string[][], { record_delimiter: '\r\n', quoted_match: /[",;\t|\r\n]|^\s|\s$/ });

/** `export-YYYY-MM-DD.csv` (UTC date). */
export function exportFileName(ext: 'csv' | 'xlsx', now = new Date()): string {
  return `export-${now.toISOString().slice(0, 10)}.${ext}`;
}

/** Batches of rows, each row its cells as text. */
export type RowBatches = AsyncIterable<string[][]>;

/** The CSV (RFC 4180, CRLF), a batch at a time, every cell neutralised. */
export async function* csvStream(header: readonly string[], batches: RowBatches): AsyncGenerator<string> {
  yield csvRows([header]);
  for await (const batch of batches) {
    if (batch.length) yield csvRows(batch.map((cells) => cells.map(neutralise)));
  }
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

export interface SheetColumn {
  header: string;
  width?: number;
}

/**
 * The Excel file through exceljs's streaming writer: one sheet, a header row, then every row as text cells
 * (neutralised), committed as it comes (no shared strings, no styles), so the workbook is never held in memory.
 * A failure half-way destroys the stream (the download breaks rather than ending in a truncated file that looks
 * whole).
 */
export function xlsxStream(sheetName: string, columns: readonly SheetColumn[], batches: RowBatches): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.header, width: c.width ?? 18 }));
  void (async () => {
    for await (const batch of batches) {
      if (out.destroyed) return; // the client went away: stop reading the database
      for (const cells of batch) sheet.addRow(cells.map(neutralise)).commit();
      // a slow client: wait until it has read what is written, so at most about a batch waits in memory
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}
