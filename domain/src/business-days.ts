/**
 * Whole business days on calendar dates (YYYY-MM-DD): Monday to Friday except Brazil's national
 * holidays, the same calendar as the SLA clocks (business-hours.ts). Used where a promise is a
 * number of business days: the cashback's pay date, the installation's milestone targets.
 */
import { isBrazilianNationalHoliday } from './br-holidays';
import { epochDay, isoOfEpochDay } from './credit/calendar';

/** How far a walk may go (ten years of days): a guard, never reached by real settings. */
const MAX_BUSINESS_DAYS = 2600;

/** Whether a calendar date is a business day. */
export function isBusinessDate(isoDate: string): boolean {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBrazilianNationalHoliday(year, month, day);
}

/**
 * The date `count` business days after `isoDate` (before it when `count` is negative); the start
 * itself never counts, so release on a Friday + 1 is the next business Monday.
 */
export function addBusinessDays(isoDate: string, count: number): string {
  if (!Number.isInteger(count) || Math.abs(count) > MAX_BUSINESS_DAYS) throw new RangeError(`business days out of range: ${count}`);
  const step = count < 0 ? -1 : 1;
  let day = epochDay(isoDate);
  for (let left = Math.abs(count); left > 0; ) {
    day += step;
    if (isBusinessDate(isoOfEpochDay(day))) left -= 1;
  }
  return isoOfEpochDay(day);
}

/** Business days from `from` to `to` (the start excluded, the end included); negative when `to` is earlier. */
export function businessDaysBetween(from: string, to: string): number {
  const start = epochDay(from);
  const end = epochDay(to);
  const step = end < start ? -1 : 1;
  let count = 0;
  for (let day = start; day !== end; ) {
    day += step;
    if (isBusinessDate(isoOfEpochDay(day))) count += step;
  }
  return count;
}
