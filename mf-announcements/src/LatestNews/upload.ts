import { ApiError, getApiBase, useAuthStore } from '@portal/shared/react';
import type { NewsUpload } from './types';

/**
 * POST /latest-news/uploadFile (multipart, no timeout: spec 7). XMLHttpRequest rather than the shared
 * fetch client because fetch cannot report upload progress.
 */
export function uploadNewsFile(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<NewsUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getApiBase()}/api/v1/latest-news/uploadFile`);
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object' && 'url' in data) {
        onProgress?.(100);
        resolve(data as NewsUpload);
        return;
      }
      const error = (data as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'HTTP_ERROR', error?.message ?? `Upload failed (${xhr.status}).`, error?.field));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    const value = JSON.parse(text) as unknown;
    // accept `{ url, type }` and `{ results: { url, type } }`
    if (value && typeof value === 'object' && 'results' in value) return (value as { results: unknown }).results;
    return value;
  } catch {
    return null;
  }
}

/** What a chosen file is, from its name and type (the server checks the bytes again). */
export function fileKind(file: Pick<File, 'name' | 'type'>): 'image' | 'video' | null {
  const name = file.name.toLowerCase();
  if (/\.(jpe?g|png)$/.test(name) && (!file.type || /^image\/(jpeg|png)$/.test(file.type))) return 'image';
  if (name.endsWith('.mp4') && (!file.type || file.type === 'video/mp4')) return 'video';
  return null;
}
