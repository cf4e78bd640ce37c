import { useCallback } from 'react';
import { NEWS_REALTIME } from './newsShared';
import { useRealtimeEvent } from '@portal/shared/react';
import type { NewsCommentEvent } from './types';

/** Live comment changes (new, liked, deleted) for the readers of one article: socket room `news:<id>`. */
export function useNewsCommentEvents(newsId: number, onEvent: (event: NewsCommentEvent) => void): void {
  const handler = useCallback(
    (payload: unknown) => {
      const event = parseNewsCommentEvent(payload, newsId);
      if (event) onEvent(event);
    },
    [newsId, onEvent],
  );
  useRealtimeEvent(NEWS_REALTIME.commentEvent, handler, NEWS_REALTIME.room(newsId));
}

/** A socket payload is outside data: accept only the shapes of the contract. */
export function parseNewsCommentEvent(payload: unknown, newsId: number): NewsCommentEvent | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (p.newsId !== newsId) return null;
  if ((p.action === 'created' || p.action === 'liked') && p.comment && typeof p.comment === 'object' && typeof (p.comment as { id?: unknown }).id === 'number') {
    return p as unknown as NewsCommentEvent;
  }
  if (p.action === 'deleted' && typeof p.commentId === 'number') return p as unknown as NewsCommentEvent;
  return null;
}
