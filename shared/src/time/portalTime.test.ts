import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, dayRangeInZone, isIsoDate, isValidTimeZone, timeInZone, todayInZone, zonedTimeToInstant } from './portalTime';

const CHICAGO = 'America/Chicago';

describe('portal time zone helpers', () => {
  it('reads the day in the zone, not in UTC: 23:30 Central is still that day', () => {
    const lateEvening = new Date('2026-11-26T05:30:00Z'); // 23:30 CST on the 25th
    expect(dateInZone(lateEvening, CHICAGO)).toBe('2026-11-25');
    expect(timeInZone(lateEvening, CHICAGO)).toBe('23:30');
    expect(todayInZone(CHICAGO, lateEvening)).toBe('2026-11-25');
    expect(dateInZone(lateEvening, 'UTC')).toBe('2026-11-26');
  });

  it('turns a wall-clock time in the zone into the instant, across daylight saving', () => {
    expect(zonedTimeToInstant('2026-11-25', '08:00', CHICAGO).toISOString()).toBe('2026-11-25T14:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-01', '08:00', CHICAGO).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    // the repeated hour on 1 November: its first occurrence (still daylight time)
    expect(zonedTimeToInstant('2026-11-01', '01:30', CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    // the skipped hour on 8 March: read with the offset before the change (02:30 CST = 03:30 CDT)
    expect(zonedTimeToInstant('2026-03-08', '02:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
  });

  it('gives a day as [start, end) instants (23 and 25 hour days included)', () => {
    const normal = dayRangeInZone('2026-11-25', CHICAGO);
    expect(normal.start.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(normal.end.getTime() - normal.start.getTime()).toBe(24 * 3600_000);
    const short = dayRangeInZone('2026-03-08', CHICAGO);
    expect(short.end.getTime() - short.start.getTime()).toBe(23 * 3600_000);
    const long = dayRangeInZone('2026-11-01', CHICAGO);
    expect(long.end.getTime() - long.start.getTime()).toBe(25 * 3600_000);
  });

  it('validates dates, times and zones', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isValidTimeZone(CHICAGO)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() => zonedTimeToInstant('2026-11-25', '24:00', CHICAGO)).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2026-13-01', '08:00', CHICAGO)).toThrow(RangeError);
  });
});
