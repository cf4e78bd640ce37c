const DAY_MS = 86_400_000;

/**
 * Comment time label, word for word from the spec (section 9): 'Today'; '(n days ago)' under 7 days;
 * '(n week ago)' for 8 to 13 days; otherwise '(n weeks ago)', n being whole weeks.
 * Days are whole 24-hour periods since the comment; a date in the future (clock skew) reads 'Today'.
 * Day 7 is neither "under 7" nor "8 to 13", so it falls to "otherwise": '(1 weeks ago)', as the spec says.
 */
export function commentTimeLabel(createdAt: string | number | Date, now: string | number | Date = new Date()): string {
  const elapsed = new Date(now).getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed)) return '';
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= 0) return 'Today';
  if (days < 7) return `(${days} days ago)`;
  const weeks = Math.floor(days / 7);
  if (days >= 8 && days <= 13) return `(${weeks} week ago)`;
  return `(${weeks} weeks ago)`;
}
