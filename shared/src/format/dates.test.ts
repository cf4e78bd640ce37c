import { describe, expect, it } from 'vitest';
import { commentAgeLabel, formatShortDate, formatUsDateTime } from './dates';

describe('dates', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

  it('labels comment ages as the spec says', () => {
    expect(commentAgeLabel(daysAgo(0), now)).toBe('Today');
    expect(commentAgeLabel(daysAgo(3), now)).toBe('(3 days ago)');
    expect(commentAgeLabel(daysAgo(9), now)).toBe('(1 week ago)');
    expect(commentAgeLabel(daysAgo(13), now)).toBe('(1 week ago)');
    expect(commentAgeLabel(daysAgo(21), now)).toBe('(3 weeks ago)');
  });

  it('formats short UTC dates and US 12-hour date-times', () => {
    expect(formatShortDate('2026-01-05T23:30:00Z')).toBe('Jan 5, 2026');
    expect(formatUsDateTime(new Date(2026, 10, 21, 19, 5))).toBe('11/21/2026, 7:05 PM');
  });
});
