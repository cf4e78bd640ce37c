import { ApiError, api } from '@portal/shared/react';

/** One refused row of the import, numbered as in the file. */
export interface CsvLineError {
  line: number;
  message: string;
}

/** A refused import: the api's message plus every bad line it listed (nothing was written). */
export class CsvImportError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly lines: CsvLineError[],
    field?: string,
  ) {
    super(status, code, message, field);
    this.name = 'CsvImportError';
  }
}

/** Importing up to 10 000 rows may take a while; longer than this means something is wrong. */
const CSV_TIMEOUT_MS = 120_000;

function linesOf(value: unknown): CsvLineError[] {
  if (!Array.isArray(value)) return [];
  return value.filter((l): l is CsvLineError => typeof l?.line === 'number' && typeof l?.message === 'string');
}

/**
 * POST a CSV file's text as a `text/csv` body through the shared api client (same api base, bearer token, 401
 * handling and `ApiError`s); a refused import also carries the bad lines the api listed.
 */
export async function postCsv<T>(path: string, csv: string): Promise<T> {
  try {
    return await api.post<T>(path, csv, { contentType: 'text/csv', timeoutMs: CSV_TIMEOUT_MS });
  } catch (e) {
    if (e instanceof ApiError && e.status > 0) throw new CsvImportError(e.status, e.code, e.message, linesOf(e.details?.lines), e.field);
    throw e;
  }
}
