// `@portal/shared/download`: fetches a file from the api with the signed-in user's token and hands it to the
// browser as a download. Not a shared singleton (the remotes that offer exports bundle it); it reaches the shell's
// api client (base, token, 401 handling) through `@portal/shared/react`, which is one.
import { apiStream } from '@portal/shared/react';

/** `attachment; filename="export-2026-11-21.csv"` → `export-2026-11-21.csv` (null when absent or unsafe). */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match) return null;
  const name = decodeURIComponent(match[1]!).trim();
  return /^[\w.\- ]+$/.test(name) ? name : null;
}

/**
 * The file at `path` (under /api/v1). A plain link cannot carry the bearer token, so the file is fetched (no
 * time-out: a large export streams for seconds) and kept as a blob; `fallbackName` when the server names none.
 */
export async function fetchDownload(path: string, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const res = await apiStream('GET', path);
  return { blob: await res.blob(), name: fileNameFrom(res.headers.get('content-disposition')) ?? fallbackName };
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

/** `export-YYYY-MM-DD.<ext>` (UTC date), as the api names its exports. */
export function exportName(ext: string, now = new Date()): string {
  return `export-${now.toISOString().slice(0, 10)}.${ext}`;
}
