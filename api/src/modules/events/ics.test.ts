import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@portal/shared';
import { buildIcs, type IcsEvent } from './ics';

const event = (overrides: Partial<IcsEvent>): IcsEvent => ({
  event_id: 7,
  event_title: 'Opening, day; one \\ back',
  event_type: 'Local',
  event_address: '1 Main St, Suite 2; Floor 3',
  event_description: `Line one\nÜnïcödé ✓ ${'long '.repeat(30)}`,
  event_start: '2040-05-04T13:00:00.000Z',
  event_end: '2040-05-04T15:30:00.000Z',
  event_color: '#000000',
  event_is_for_me: false,
  event_is_for_everyone: true,
  kind: 'event' as CalendarEvent['kind'],
  groups_ids: [],
  locations_ids: [],
  allDay: false,
  full_name: 'Creator',
  created_by: 1,
  ...overrides,
});

const options = { timeZone: 'America/Chicago', host: 'portal.example', calendarName: 'Arcadia, portal', email: 'reader@example.com', now: new Date('2040-03-01T12:34:56Z') };
const serverZone = process.env.TZ;

describe('buildIcs', () => {
  afterEach(() => {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  });

  it('writes the portal zone’s wall time under TZID whatever the server’s zone, and DTSTAMP / LAST-MODIFIED in UTC', () => {
    process.env.TZ = 'Asia/Tokyo';
    const text = buildIcs([event({ updatedAt: '2040-01-02T03:04:05.000Z' })], options);
    expect(text).toContain('DTSTART;TZID=America/Chicago:20400504T080000\r\n');
    expect(text).toContain('DTEND;TZID=America/Chicago:20400504T103000\r\n');
    expect(text).toContain('DTSTAMP:20400301T123456Z\r\n');
    expect(text).toContain('LAST-MODIFIED:20400102T030405Z\r\n');
    expect(text).toContain('X-WR-CALNAME:Arcadia\\, portal\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const vcal = new ICAL.Component(ICAL.parse(text));
    const zone = new ICAL.Timezone(vcal.getFirstSubcomponent('vtimezone')!);
    const vevent = vcal.getFirstSubcomponent('vevent')!;
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    start.zone = zone;
    expect(start.toJSDate().toISOString()).toBe('2040-05-04T13:00:00.000Z');
    expect(vevent.getFirstPropertyValue('summary')).toBe('Opening, day; one \\ back');
    expect(vevent.getFirstPropertyValue('location')).toBe('1 Main St, Suite 2; Floor 3');
    expect(vevent.getFirstPropertyValue('description')).toBe(event({}).event_description);
    expect(vevent.getFirstPropertyValue('categories')).toBe('Local');
  });

  it('sets an email reminder a day before (to the reader) and a display one 10 minutes before', () => {
    const alarms = (email: string | null) =>
      new ICAL.Component(ICAL.parse(buildIcs([event({})], { ...options, email })))
        .getFirstSubcomponent('vevent')!
        .getAllSubcomponents('valarm')
        .map((a) => ({
          action: a.getFirstPropertyValue('action'),
          seconds: (a.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
          attendee: String(a.getFirstPropertyValue('attendee') ?? '').toLowerCase(),
          summary: a.getFirstPropertyValue('summary'),
        }));
    expect(alarms('reader@example.com')).toEqual([
      { action: 'EMAIL', seconds: -86_400, attendee: 'mailto:reader@example.com', summary: 'Reminder: Opening, day; one \\ back' },
      { action: 'DISPLAY', seconds: -600, attendee: '', summary: null },
    ]);
    expect(alarms(null).map((a) => a.action)).toEqual(['DISPLAY']);
  });

  it('describes each offset change of the zone around the events, and one observance for a zone without any', () => {
    const chicago = buildIcs([event({})], options);
    expect(chicago).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20400311T020000\r\nTZOFFSETFROM:-0600\r\nTZOFFSETTO:-0500\r\nEND:DAYLIGHT');
    const kolkata = buildIcs([event({})], { ...options, timeZone: 'Asia/Kolkata' });
    expect(kolkata).toContain('BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530\r\nEND:STANDARD');
    expect(kolkata).toContain('DTSTART;TZID=Asia/Kolkata:20400504T183000\r\n');
  });
});
