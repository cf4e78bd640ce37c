import { describe, expect, it } from 'vitest';
import { formatShortDate, formatUsDateTime } from './dates';

describe('dates', () => {
  // comment time labels: commentTimeLabel in ../news
  it('formats short UTC dates and US 12-hour date-times', () => {
    expect(formatShortDate('2026-01-05T23:30:00Z')).toBe('Jan 5, 2026');
    expect(formatUsDateTime(new Date(2026, 10, 21, 19, 5))).toBe('11/21/2026, 7:05 PM');
  });
});
