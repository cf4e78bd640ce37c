import type { ApiErrorBody } from '@portal/shared';
import { ApiError, getApiBase, useAuthStore } from '@portal/shared/react';

/**
 * A JSON request that reports upload progress (0–100), for pictures: `fetch` cannot report how much of a body
 * has been sent, XMLHttpRequest can. Same token and error shape as the shared api client; no time-out, as uploads
 * in the spec have none.
 */
export function sendWithProgress<T>(method: 'PUT' | 'POST', path: string, body: unknown, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${getApiBase()}/api/v1${path}`);
    xhr.setRequestHeader('content-type', 'application/json');
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(data as T);
        return;
      }
      const err = (data as ApiErrorBody | undefined)?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Request failed (${xhr.status}).`, err?.field));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.'));
    xhr.send(JSON.stringify(body));
  });
}
