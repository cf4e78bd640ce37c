import { describe, expect, it } from 'vitest';
import { announcementReportQuery, formatRate, lastLoginLabel, normaliseAnnouncementReportQuery, offsetPaging, pageNumberOf, percentOf, reportQueryString } from '..';

describe('analytics labels', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();

  it('reads the last login as today, N days ago, or months ago from 30 days (spec 9)', () => {
    expect(lastLoginLabel(null, now)).toBe('Never');
    expect(lastLoginLabel(ago(0, 14), now)).toBe('today');
    expect(lastLoginLabel(ago(0, 16), now)).toBe('1 day ago'); // yesterday evening (UTC)
    expect(lastLoginLabel(ago(5), now)).toBe('5 days ago');
    expect(lastLoginLabel(ago(29), now)).toBe('29 days ago');
    expect(lastLoginLabel(ago(30), now)).toBe('1 month ago');
    expect(lastLoginLabel(ago(95), now)).toBe('3 months ago');
  });

  it('shows rates with one decimal, rounding the percentage', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 0)).toBe(0);
    expect(formatRate(33.3)).toBe('33.3%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(100)).toBe('100.0%');
  });

  it('pages with query strings and counts the page from offset and limit', () => {
    const request = normaliseAnnouncementReportQuery(announcementReportQuery.parse({ limit: '5', offset: '5', has_paylocity: 'true', filter: ' W-2 ' }));
    expect(request).toEqual({ limit: 5, offset: 5, filter: 'W-2', kind: 'payroll' });
    const paging = offsetPaging(request, 12, reportQueryString);
    expect(paging).toEqual({
      limit: 5,
      offset: 5,
      total: 12,
      nextPage: 'limit=5&offset=10&filter=W-2&has_paylocity=true',
      prevPage: 'limit=5&offset=0&filter=W-2&has_paylocity=true',
      pageCount: 3,
    });
    expect(pageNumberOf(paging)).toBe(2);
    expect(announcementReportQuery.safeParse({ has_paylocity: 'true', has_benefits: 'true' }).success).toBe(false);
    expect(announcementReportQuery.safeParse({ limit: '0' }).success).toBe(false);
  });
});
