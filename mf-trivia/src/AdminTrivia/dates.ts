import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localeData from 'dayjs/plugin/localeData';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import weekYear from 'dayjs/plugin/weekYear';
import weekday from 'dayjs/plugin/weekday';

// antd's DatePicker works on dayjs values. Inside the portal antd is the shell's singleton with its own dayjs, and
// this remote bundles another copy; the values we hand the picker must answer the methods antd's picker calls, so
// this copy gets the same plugins antd's picker installs on its own.
dayjs.extend(customParseFormat);
dayjs.extend(advancedFormat);
dayjs.extend(weekday);
dayjs.extend(localeData);
dayjs.extend(weekOfYear);
dayjs.extend(weekYear);

export const DAY_FORMAT = 'YYYY-MM-DD';

/** 'YYYY-MM-DD' → a picker value (a calendar day: no zone involved). */
export function toPickerValue(day: string | null | undefined): Dayjs | null {
  if (!day) return null;
  const value = dayjs(day.slice(0, 10), DAY_FORMAT, true);
  return value.isValid() ? value : null;
}

/** A picker value → 'YYYY-MM-DD'. */
export function fromPickerValue(value: Dayjs | null | undefined): string | null {
  return value ? value.format(DAY_FORMAT) : null;
}
