import { exportName, fetchDownload } from '@portal/shared/download';

export { saveBlob } from '@portal/shared/download';

export type ExportFormat = 'csv' | 'xlsx';

/** The file of `GET /accounts/export/{csv|xlsx}` for the list's current search. */
export function fetchUserExport(format: ExportFormat, filter: string): Promise<{ blob: Blob; name: string }> {
  const query = filter ? `?${new URLSearchParams({ filter })}` : '';
  return fetchDownload(`/accounts/export/${format}${query}`, exportName(format));
}
