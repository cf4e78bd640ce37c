import { EVENT_REMINDERS, zonedParts, zoneOffsetMinutes, type CalendarEvent } from '@portal/shared';

/**
 * RFC 5545 calendars for 'Export event' and the private feeds: times in the portal's zone (TZID + a VTIMEZONE built from
 * the zone's own transitions, so any `PORTAL_TIME_ZONE` works), a stable UID, DTSTAMP, and the spec's reminders (email a
 * day before, a display alarm 10 minutes before).
 */
export interface IcsOptions {
  timeZone: string;
  /** UID domain (the portal's host) */
  host: string;
  calendarName: string;
  /** the reader's address: an EMAIL alarm needs an ATTENDEE */
  email: string | null;
  now?: Date;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function utcStamp(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

function localStamp(d: Date, zone: string): string {
  const p = zonedParts(d, zone);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const formatOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The zone's offset changes in [from, to), each to the minute (found by scanning days, then bisecting). */
function transitions(zone: string, from: Date, to: Date): { at: Date; before: number; after: number }[] {
  const found: { at: Date; before: number; after: number }[] = [];
  const day = 86_400_000;
  let t = from.getTime();
  let offset = zoneOffsetMinutes(new Date(t), zone);
  while (t < to.getTime()) {
    const next = t + day;
    const nextOffset = zoneOffsetMinutes(new Date(next), zone);
    if (nextOffset !== offset) {
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (zoneOffsetMinutes(new Date(mid), zone) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: new Date(hi), before: offset, after: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return found;
}

/** A VTIMEZONE covering [from, to): one observance per offset change, or a single STANDARD one. */
export function vtimezone(zone: string, from: Date, to: Date): string[] {
  const start = new Date(Date.UTC(from.getUTCFullYear() - 1, 0, 1));
  const end = new Date(Date.UTC(to.getUTCFullYear() + 1, 0, 1));
  const changes = transitions(zone, start, end);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const first = zoneOffsetMinutes(start, zone);
  if (changes.length === 0) {
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${formatOffset(first)}`, `TZOFFSETTO:${formatOffset(first)}`, 'END:STANDARD');
  }
  for (const change of changes) {
    const kind = change.after > change.before ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART is the wall-clock time the change happens at, read with the offset before it
    const wall = new Date(change.at.getTime() + change.before * 60_000);
    const stamp = utcStamp(wall).slice(0, -1);
    lines.push(`BEGIN:${kind}`, `DTSTART:${stamp}`, `TZOFFSETFROM:${formatOffset(change.before)}`, `TZOFFSETTO:${formatOffset(change.after)}`, `END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

export interface IcsEvent extends CalendarEvent {
  updatedAt?: string;
  createdAt?: string;
}

function eventLines(event: IcsEvent, options: IcsOptions, stamp: string): string[] {
  const tz = options.timeZone;
  const lines = [
    'BEGIN:VEVENT',
    `UID:event-${event.event_id}@${options.host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${tz}:${localStamp(new Date(event.event_start), tz)}`,
    `DTEND;TZID=${tz}:${localStamp(new Date(event.event_end), tz)}`,
    `SUMMARY:${escapeText(event.event_title)}`,
    `DESCRIPTION:${escapeText(event.event_description)}`,
    `LOCATION:${escapeText(event.event_address)}`,
    `CATEGORIES:${escapeText(event.event_type)}`,
  ];
  if (event.updatedAt) lines.push(`LAST-MODIFIED:${utcStamp(new Date(event.updatedAt))}`);
  if (options.email) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:EMAIL',
      `TRIGGER:-PT${EVENT_REMINDERS.emailMinutes}M`,
      `SUMMARY:${escapeText(`Reminder: ${event.event_title}`)}`,
      `DESCRIPTION:${escapeText(`${event.event_title} starts in one day.`)}`,
      `ATTENDEE:mailto:${options.email}`,
      'END:VALARM',
    );
  }
  lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:-PT${EVENT_REMINDERS.popupMinutes}M`, `DESCRIPTION:${escapeText(event.event_title)}`, 'END:VALARM', 'END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with the events, CRLF line ends, folded. */
export function buildIcs(events: IcsEvent[], options: IcsOptions): string {
  const now = options.now ?? new Date();
  const stamp = utcStamp(now);
  const starts = events.map((e) => Date.parse(e.event_start));
  const ends = events.map((e) => Date.parse(e.event_end));
  const from = new Date(starts.length ? Math.min(...starts) : now.getTime());
  const to = new Date(ends.length ? Math.max(...ends) : now.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Arcadia//Staff Portal Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...vtimezone(options.timeZone, from, to),
    ...events.flatMap((e) => eventLines(e, options, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
