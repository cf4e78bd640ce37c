/**
 * The portal's own time zone (spec: "US Central for calendar, events and trivia"; `PORTAL_TIME_ZONE` overrides it
 * on the api, which tells pages through `GET /api/v1/portal-settings`). Calendar days and wall-clock times are read
 * in that zone whatever the browser's or the server's own zone is. Uses Intl, so keep it off the home page's first
 * paint (the first formatter a page builds loads the browser's zone data).
 */
export const DEFAULT_PORTAL_TIME_ZONE = 'America/Chicago';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of an instant in a zone. */
export function zonedParts(instant: Date, zone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD': the calendar day an instant falls on in a zone. */
export function dateInZone(instant: Date, zone: string): string {
  const p = zonedParts(instant, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'HH:mm': the wall-clock time of an instant in a zone. */
export function timeInZone(instant: Date, zone: string): string {
  const p = zonedParts(instant, zone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** Today's date in the zone ('YYYY-MM-DD'). */
export function todayInZone(zone: string, now: Date = new Date()): string {
  return dateInZone(now, zone);
}

export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** Minutes the zone is ahead of UTC at an instant (Chicago: -360 in winter, -300 in summer). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const p = zonedParts(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time in the zone names ('2026-11-25', '08:00' in Chicago → 14:00Z). In the hour a DST
 * change skips, the time is read with the offset before the change (as most calendars do); in the repeated hour,
 * the first occurrence.
 */
export function zonedTimeToInstant(date: string, time: string, zone: string): Date {
  const dm = DATE_RE.exec(date);
  const tm = TIME_RE.exec(time);
  if (!dm || !isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  if (!tm || Number(tm[1]) > 23 || Number(tm[2]) > 59 || Number(tm[3] ?? 0) > 59) throw new RangeError(`Not a time: ${time}`);
  const wall = Date.UTC(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]), Number(tm[3] ?? 0));
  // two passes settle the offset except inside a skipped hour, where the earlier offset is kept
  const first = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  const second = wall - zoneOffsetMinutes(new Date(first), zone) * 60_000;
  const earlier = Math.min(first, second);
  return new Date(dateInZone(new Date(earlier), zone) === date && timeInZone(new Date(earlier), zone) === time.slice(0, 5) ? earlier : Math.max(first, second));
}

/** The instant the zone's day starts (midnight, or the first moment of the day after a DST change at midnight). */
export function startOfDayInZone(date: string, zone: string): Date {
  return zonedTimeToInstant(date, '00:00', zone);
}

/** [start, end) instants of a zone's calendar day. */
export function dayRangeInZone(date: string, zone: string): { start: Date; end: Date } {
  return { start: startOfDayInZone(date, zone), end: startOfDayInZone(addDays(date, 1), zone) };
}

const readableFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 21, 2026, 3:00 PM": a moment for people to read, in `zone` (the browser's own when omitted: a time the reader
 * picked or a record's creation); '' for a value that is not a date.
 */
export function formatDateTime(value: string | number | Date, zone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = zone ?? '';
  let formatter = readableFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    readableFormatters.set(key, formatter);
  }
  return formatter.format(date);
}
