import type { ApiErrorBody } from '@portal/shared';
import { ApiError, getApiBase, useAuthStore } from '@portal/shared/react';

export type ExportFormat = 'csv' | 'xlsx';

/** `attachment; filename="export-2026-11-21.csv"` → `export-2026-11-21.csv` (null when absent or unsafe). */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match) return null;
  const name = decodeURIComponent(match[1]!).trim();
  return /^[\w.\- ]+$/.test(name) ? name : null;
}

function fallbackName(format: ExportFormat, now = new Date()) {
  return `export-${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * The file of `GET /accounts/export/{csv|xlsx}` for the list's current search. A plain link cannot carry the
 * bearer token, so the file is fetched (no 10 s time-out: a large export streams for seconds) and saved from a blob.
 */
export async function fetchUserExport(format: ExportFormat, filter: string): Promise<{ blob: Blob; name: string }> {
  const token = useAuthStore.getState().token;
  const query = filter ? `?${new URLSearchParams({ filter })}` : '';
  let res: Response;
  try {
    res = await fetch(`${getApiBase()}/api/v1/accounts/export/${format}${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!res.ok) {
    let body: ApiErrorBody | undefined;
    try {
      body = (await res.json()) as ApiErrorBody;
    } catch {
      body = undefined;
    }
    throw new ApiError(res.status, body?.error?.code ?? 'HTTP_ERROR', body?.error?.message ?? `Request failed (${res.status}).`, body?.error?.field);
  }
  return { blob: await res.blob(), name: fileNameFrom(res.headers.get('content-disposition')) ?? fallbackName(format) };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the blob is released
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
