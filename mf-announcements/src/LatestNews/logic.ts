import type { TokenClaims } from '@portal/shared';
import { isNewsAdmin } from './newsShared';
import type { NewsItem } from './types';

/** The date a news item is shown under: its publish date, else its creation. */
export function newsDate(item: Pick<NewsItem, 'publish_date' | 'createdAt'>): string {
  return item.publish_date ?? item.createdAt;
}

/** Publish date still ahead (only news administrators ever get such items). */
export function isScheduled(item: Pick<NewsItem, 'publish_date' | 'scheduled'>, now: Date = new Date()): boolean {
  if (item.scheduled) return true;
  return item.publish_date !== null && new Date(item.publish_date).getTime() > now.getTime();
}

/**
 * Home carousel (doc 2 §4): only active items whose publish date is not in the future; active first, then newest
 * (by publish date, else creation; then id). The server already answers so; applying it here keeps the rule true.
 */
export function carouselOrder<T extends Pick<NewsItem, 'id' | 'active' | 'publish_date' | 'scheduled' | 'createdAt'>>(items: readonly T[], now: Date = new Date()): T[] {
  return items.filter((item) => item.active && !isScheduled(item, now)).sort((a, b) => Number(b.active) - Number(a.active) || time(newsDate(b)) - time(newsDate(a)) || b.id - a.id);
}

/** The hub list: newest first (the api's order, kept whatever it sends). */
export function listOrder<T extends Pick<NewsItem, 'id' | 'publish_date' | 'createdAt'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => time(newsDate(b)) - time(newsDate(a)) || b.id - a.id);
}

const time = (value: string) => {
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? 0 : t;
};

/** Spec doc 1 §6 on a page: Super Admin group members administer news. */
export function viewerIsNewsAdmin(claims: TokenClaims | null): boolean {
  return claims !== null && isNewsAdmin(claims);
}

/** `<input type="datetime-local">` value → ISO date-time ('' stays ''). */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** ISO date-time → `<input type="datetime-local">` value in the browser's time zone. */
export function isoToLocalInput(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
