const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const US_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Nov 21, 2026" in UTC (spec: dates shown as short month, day, year in UTC). */
export function formatShortDate(value: string | number | Date): string {
  return SHORT_DATE.format(new Date(value));
}

/** "11/21/2026, 7:43 PM": notifications use US format with a 12-hour clock. */
export function formatUsDateTime(value: string | number | Date): string {
  return US_DATE_TIME.format(new Date(value));
}
