import { vi } from 'vitest';
import type { NewsCarouselItem, NewsComment, NewsItem } from '../types';

export function buildNews(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 5,
    title: 'New prize wall in Chicago',
    prev_legend: 'Come and see the new prize wall.',
    full_legend: '<p>The <strong>prize wall</strong> opens on Monday.</p>',
    image_url: '/uploads/news/wall.png',
    video_url: null,
    thumbnail_url: null,
    active: true,
    publish_date: null,
    scheduled: false,
    idea: false,
    customer_id: 1,
    full_name: 'Ada Admin',
    store_id: '0101',
    notify_desktop: false,
    notify_mobile: false,
    comments_count: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function buildCarouselItem(overrides: Partial<NewsCarouselItem> = {}): NewsCarouselItem {
  return { ...buildNews(), comments: [], ...overrides };
}

export function buildComment(overrides: Partial<NewsComment> = {}): NewsComment {
  return {
    id: 11,
    latest_news_id: 5,
    id_remetente: 2,
    full_name_remetente: 'Sam Staff',
    url_image_remetente: null,
    content: 'Great news!',
    type: 'TEXT',
    like: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export interface FakeUpload {
  url: string;
  /** names of the files sent, in order */
  sent: string[];
}

/**
 * Replaces XMLHttpRequest (the upload path reports progress through it): every upload reports 50 % then
 * answers 201 with a url under /uploads/news/, or `status` with an error body when given.
 */
export function fakeUploads(status = 201): FakeUpload {
  const record: FakeUpload = { url: '/api/v1/latest-news/uploadFile', sent: [] };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const file = form.get('file') as File;
      record.sent.push(file.name);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = this.url.endsWith('/latest-news/uploadFile') ? status : 404;
        const video = file.name.endsWith('.mp4');
        this.responseText =
          this.status === 201
            ? JSON.stringify({ url: `/uploads/news/${file.name}`, type: video ? 'video' : 'image', mime: video ? 'video/mp4' : 'image/png', size: file.size })
            : JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'Only .jpg and .png images or .mp4 videos can be uploaded.' } });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return record;
}

export const pngFile = (name = 'photo.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
export const mp4File = (name = 'clip.mp4', size = 4096) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });
