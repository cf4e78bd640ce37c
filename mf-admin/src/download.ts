import type { ApiErrorBody } from '@portal/shared';
import { ApiError, getApiBase, useAuthStore } from '@portal/shared/react';

/** `attachment; filename="export-2026-11-21.csv"` → `export-2026-11-21.csv` (null when absent or unsafe). */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match) return null;
  const name = decodeURIComponent(match[1]!).trim();
  return /^[\w.\- ]+$/.test(name) ? name : null;
}

/**
 * Downloads an api file (an export): a plain link cannot carry the bearer token, so it is fetched (no time-out: a
 * large export streams for seconds) and handed to the browser from a blob. Refusals become `ApiError`s.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const token = useAuthStore.getState().token;
  let res: Response;
  try {
    res = await fetch(`${getApiBase()}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new ApiError(res.status, body?.error?.code ?? 'HTTP_ERROR', body?.error?.message ?? `Request failed (${res.status}).`, body?.error?.field);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(res.headers.get('content-disposition')) ?? fallbackName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the blob is released
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
