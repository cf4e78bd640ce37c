import { DEFAULT_EVENT_TIMES, dateInZone, timeInZone, zonedTimeToInstant } from '@portal/shared';

/** An instant as the wall clock of the portal's zone reads it (the modal's date and time fields). */
export interface WallTime {
  date: string;
  time: string;
}

export function toWall(iso: string, zone: string): WallTime {
  const instant = new Date(iso);
  return { date: dateInZone(instant, zone), time: timeInZone(instant, zone) };
}

/** Date + time in the portal's zone → ISO instant; '' when either is missing or invalid. */
export function fromWall(wall: WallTime, zone: string): string {
  if (!wall.date || !wall.time) return '';
  try {
    return zonedTimeToInstant(wall.date, wall.time, zone).toISOString();
  } catch {
    return '';
  }
}

/** Spec 2.4, 9: a new event is 08:00 to 08:30 on the selected day (portal zone). */
export function defaultWall(day: string): { start: WallTime; end: WallTime } {
  return { start: { date: day, time: DEFAULT_EVENT_TIMES.start }, end: { date: day, time: DEFAULT_EVENT_TIMES.end } };
}

/** US date and 12-hour time in the portal's zone ('11/25/2026, 8:00 AM'). */
export function formatInZone(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
