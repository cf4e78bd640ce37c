import { useRef, useState } from 'react';
import { useCreateNews } from '../api';
import type { CreateNewsBody, NewsItem } from '../types';
import { uploadNewsFile } from '../upload';
import { uploadSlots, type NewsDraft } from './draft';

type Slot = 'image' | 'video' | 'thumbnail';

export interface PublishOptions {
  body?: string;
  publishDate?: string;
  idea: boolean;
  notifyDesktop?: boolean;
  notifyMobile?: boolean;
}

/**
 * Uploads the draft's files one by one (with progress), then creates the item. A file that already went up
 * is not sent again when the user retries after a failed create.
 */
export function usePublishNews() {
  const create = useCreateNews();
  const [progress, setProgress] = useState<Partial<Record<Slot, number>>>({});
  const [busy, setBusy] = useState(false);
  const uploaded = useRef(new WeakMap<File, string>());

  async function publish(draft: NewsDraft, options: PublishOptions): Promise<NewsItem | undefined> {
    setBusy(true);
    setProgress({});
    try {
      const urls: Partial<Record<Slot, string>> = {};
      for (const { slot, file } of uploadSlots(draft)) {
        let url = uploaded.current.get(file);
        if (!url) {
          setProgress((p) => ({ ...p, [slot]: 0 }));
          url = (await uploadNewsFile(file, (percent) => setProgress((p) => ({ ...p, [slot]: percent })))).url;
          uploaded.current.set(file, url);
        }
        setProgress((p) => ({ ...p, [slot]: 100 }));
        urls[slot] = url;
      }
      const body: CreateNewsBody = {
        title: draft.title.trim(),
        prev_legend: draft.preview.trim(),
        full_legend: options.body ?? '',
        image: urls.image ?? null,
        video: urls.video ?? null,
        thumbnail: urls.thumbnail ?? null,
        idea: options.idea,
        notify_desktop: options.notifyDesktop ?? false,
        notify_mobile: options.notifyMobile ?? false,
        createdAt: new Date().toISOString(),
        ...(options.publishDate ? { publish_date: options.publishDate } : {}),
      };
      const created = await create.mutateAsync(body);
      return created?.results;
    } finally {
      setBusy(false);
    }
  }

  return { publish, busy, progress, resetProgress: () => setProgress({}) };
}
