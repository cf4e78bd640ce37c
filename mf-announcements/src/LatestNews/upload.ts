import { imageUploadProblem } from '@portal/shared/news';
import { ApiError, uploadWithProgress } from '@portal/shared/react';
import type { NewsUpload } from './types';

/** POST /latest-news/uploadFile (multipart, no timeout: spec 7), with upload progress. */
export async function uploadNewsFile(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<NewsUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await uploadWithProgress<NewsUpload | { results: NewsUpload }>('POST', '/latest-news/uploadFile', form, {
    onProgress: (percent) => percent !== null && onProgress?.(percent),
    signal,
  });
  // accept `{ url, type }` and `{ results: { url, type } }`
  const upload = data && typeof data === 'object' && 'results' in data ? data.results : data;
  if (!upload || typeof upload !== 'object' || !('url' in upload)) throw new ApiError(502, 'BAD_RESPONSE', 'The upload answered without a file address.');
  return upload;
}

/** What a chosen file is, from its name and type (the server checks the bytes again). */
export function fileKind(file: Pick<File, 'name' | 'type'>): 'image' | 'video' | null {
  const name = file.name.toLowerCase();
  // the type half of the one picture rule (the size is the draft's check)
  if (imageUploadProblem({ name: file.name, type: file.type, size: 0 }, { maxBytes: Infinity }) !== 'type') return 'image';
  if (name.endsWith('.mp4') && (!file.type || file.type === 'video/mp4')) return 'video';
  return null;
}
