import ical, { ICalAlarmType, ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { EVENT_REMINDERS, zoneOffsetMinutes, type CalendarEvent } from '@portal/shared';

/**
 * RFC 5545 calendars for 'Export event' and the private feeds, written by ical-generator: times in the portal's zone
 * (TZID + a VTIMEZONE built from the zone's own transitions in the runtime's time-zone data, the same data that places
 * the wall times, so any `PORTAL_TIME_ZONE` works), a stable UID, DTSTAMP in UTC, and the spec's reminders (email a day
 * before, a display alarm 10 minutes before).
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

/** A DATE-TIME without zone from a Date's UTC fields (the VTIMEZONE's observance starts are wall times). */
function wallStamp(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
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
    const stamp = wallStamp(wall);
    lines.push(`BEGIN:${kind}`, `DTSTART:${stamp}`, `TZOFFSETFROM:${formatOffset(change.before)}`, `TZOFFSETTO:${formatOffset(change.after)}`, `END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

export interface IcsEvent extends CalendarEvent {
  updatedAt?: string;
  createdAt?: string;
}

function addEvent(calendar: ICalCalendar, event: IcsEvent, options: IcsOptions, stamp: Date) {
  const zone = options.timeZone;
  const calEvent = calendar.createEvent({
    id: `event-${event.event_id}@${options.host}`,
    stamp,
    // zone-aware values: ical-generator writes them as the zone's wall time under TZID (a plain Date would be read in
    // the server's own zone)
    start: DateTime.fromISO(event.event_start, { zone }),
    end: DateTime.fromISO(event.event_end, { zone }),
    timezone: zone,
    summary: event.event_title,
    description: event.event_description,
    location: event.event_address,
    categories: [{ name: event.event_type }],
    lastModified: event.updatedAt ? new Date(event.updatedAt) : null,
  });
  if (options.email) {
    calEvent.createAlarm({
      type: ICalAlarmType.email,
      triggerBefore: EVENT_REMINDERS.emailMinutes * 60,
      summary: `Reminder: ${event.event_title}`,
      description: `${event.event_title} starts in one day.`,
      attendees: [{ email: options.email }],
    });
  }
  calEvent.createAlarm({ type: ICalAlarmType.display, triggerBefore: EVENT_REMINDERS.popupMinutes * 60, description: event.event_title });
}

/** A whole VCALENDAR with the events, CRLF line ends, folded. */
export function buildIcs(events: IcsEvent[], options: IcsOptions): string {
  const now = options.now ?? new Date();
  const starts = events.map((e) => Date.parse(e.event_start));
  const ends = events.map((e) => Date.parse(e.event_end));
  const from = new Date(starts.length ? Math.min(...starts) : now.getTime());
  const to = new Date(ends.length ? Math.max(...ends) : now.getTime());
  const calendar = ical({
    prodId: '//Arcadia//Staff Portal Calendar//EN',
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
    // no calendar-wide zone name: ical-generator would then write DTSTAMP and LAST-MODIFIED as wall time without the
    // UTC `Z`; each event carries the zone (TZID) and the generator writes its VTIMEZONE
    timezone: { name: null, generator: (zone) => vtimezone(zone, from, to).join('\r\n') },
    x: [
      ['X-WR-CALNAME', options.calendarName],
      ['X-WR-TIMEZONE', options.timeZone],
    ],
  });
  for (const event of events) addEvent(calendar, event, options, now);
  return calendar.toString() + '\r\n';
}
