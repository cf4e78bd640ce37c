import { ApiError, getApiBase, useAuthStore } from '@portal/shared/react';

export interface UploadProgress {
  /** 0–100, or null while the browser cannot tell */
  percent: number | null;
}

/**
 * Sends a JSON body with XMLHttpRequest so the page can show upload progress (fetch cannot report it), with the
 * bearer token and the api's error shape turned into an ApiError, like the shared client. No time-out: a large
 * picture on a slow line may take long, and the page says not to close the window meanwhile.
 */
export function sendWithProgress<T>(method: 'POST' | 'PUT', path: string, body: unknown, onProgress: (p: UploadProgress) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${getApiBase()}/api/v1${path}`);
    xhr.setRequestHeader('content-type', 'application/json');
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress({ percent: e.lengthComputable && e.total > 0 ? Math.round((e.loaded / e.total) * 100) : null });
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress({ percent: 100 });
        resolve(data as T);
        return;
      }
      const err = (data as { error?: { code?: string; message?: string; field?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Request failed (${xhr.status}).`, err?.field));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was stopped.'));
    xhr.send(JSON.stringify(body));
  });
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { error: { code: 'BAD_RESPONSE', message: text.slice(0, 200) } };
  }
}
