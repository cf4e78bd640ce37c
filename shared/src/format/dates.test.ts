import { describe, expect, it } from 'vitest';
import { formatClockTime, formatShortDate, formatUsDate, formatUsDateTime } from './dates';

const intlShortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const intlUsDateTime = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

describe('dates', () => {
  // comment time labels: commentTimeLabel in ../news
  it('formats short UTC dates and US 12-hour date-times', () => {
    expect(formatShortDate('2026-01-05T23:30:00Z')).toBe('Jan 5, 2026');
    expect(formatShortDate('2026-12-31T23:59:59Z')).toBe('Dec 31, 2026');
    expect(formatUsDateTime(new Date(2026, 10, 21, 19, 5))).toBe('11/21/2026, 7:05 PM');
    expect(formatUsDateTime(new Date(2026, 0, 2, 0, 0))).toBe('01/02/2026, 12:00 AM');
    expect(formatUsDateTime(new Date(2026, 0, 2, 12, 30))).toBe('01/02/2026, 12:30 PM');
    expect(formatUsDateTime(new Date(2026, 8, 9, 11, 59))).toBe('09/09/2026, 11:59 AM');
    // the two halves on their own (chat day separators and message times)
    expect(formatUsDate(new Date(2026, 10, 21, 19, 5))).toBe('11/21/2026');
    expect(formatClockTime(new Date(2026, 10, 21, 19, 5))).toBe('7:05 PM');
  });

  it('accepts ISO strings, epoch milliseconds and Dates alike', () => {
    const at = Date.UTC(2026, 6, 4, 15, 0);
    for (const value of [at, new Date(at), new Date(at).toISOString()]) {
      expect(formatShortDate(value)).toBe('Jul 4, 2026');
      expect(formatUsDateTime(value)).toBe(formatUsDateTime(at));
    }
  });

  it('writes what Intl.DateTimeFormat en-US writes, for every hour and month', () => {
    // the formats were Intl's before they were written out: same text, with a plain space before AM/PM
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const local = new Date(2025 + (month % 3), month, 1 + ((month * 7 + hour) % 28), hour, (hour * 13) % 60);
        expect(formatUsDateTime(local)).toBe(intlUsDateTime.format(local).replace(/\s/g, ' '));
        const utc = Date.UTC(2024 + (hour % 4), month, 1 + hour, hour);
        expect(formatShortDate(utc)).toBe(intlShortDate.format(utc));
      }
    }
  });

  it('writes nothing for a value that is not a date, instead of throwing mid-render', () => {
    expect(formatShortDate('not a date')).toBe('');
    expect(formatUsDateTime(Number.NaN)).toBe('');
    expect(formatUsDate('not a date')).toBe('');
    expect(formatClockTime(Number.NaN)).toBe('');
  });
});
