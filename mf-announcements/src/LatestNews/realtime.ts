import { NEWS_REALTIME } from '@portal/shared';
import type { NewsCommentEvent } from './types';

/**
 * Live comment changes for readers of one article (room `news:<id>`). Until `useRealtimeEvent` is in
 * @portal/shared/react this subscribes to nothing; the page still shows its own changes at once.
 */
export function useNewsCommentEvents(newsId: number, onEvent: (event: NewsCommentEvent) => void): void {
  void NEWS_REALTIME.room(newsId);
  void onEvent;
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
