// Written out by hand, not with Intl.DateTimeFormat: the first Intl formatter a page creates loads the browser's
// locale and time-zone data, 40-70 ms on the home page's critical path on a 2-core machine, for two fixed formats.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** "Nov 21, 2026" in UTC (spec: dates shown as short month, day, year in UTC); '' for a value that is not a date. */
export function formatShortDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "11/21/2026" in local time (US format); '' for a value that is not a date. */
export function formatUsDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
}

/** "7:43 PM" in local time (12-hour clock); '' for a value that is not a date. */
export function formatClockTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "11/21/2026, 7:43 PM" in local time: notifications use US format with a 12-hour clock; '' for a value that is not a date. */
export function formatUsDateTime(value: string | number | Date): string {
  const date = formatUsDate(value);
  return date && `${date}, ${formatClockTime(value)}`;
}
