import type { CSSProperties } from 'react';
import { NEWS_TEXTS } from './texts';
import type { NewsItem } from './types';

export interface NewsMediaProps {
  item: Pick<NewsItem, 'title' | 'image_url' | 'video_url' | 'thumbnail_url'>;
  /** 'player': a playable video; 'cover': a still picture only (cards, carousel) */
  variant: 'player' | 'cover';
  style?: CSSProperties;
}

/** The item's picture, or its video with the thumbnail as poster; nothing when it has neither. */
export function NewsMedia({ item, variant, style }: NewsMediaProps) {
  const base: CSSProperties = { display: 'block', width: '100%', objectFit: 'cover', borderRadius: 8, background: '#f0f0f0', ...style };
  if (item.video_url && variant === 'player') {
    return (
      <video
        src={item.video_url}
        poster={item.thumbnail_url ?? undefined}
        controls
        preload="none"
        aria-label={NEWS_TEXTS.videoLabel(item.title)}
        style={{ ...base, objectFit: 'contain', background: '#000' }}
        data-testid="news-video"
      />
    );
  }
  const picture = item.video_url ? item.thumbnail_url : (item.image_url ?? item.thumbnail_url);
  if (!picture) return null;
  return <img src={picture} alt={NEWS_TEXTS.imageAlt(item.title)} loading="lazy" style={base} data-testid="news-image" />;
}
