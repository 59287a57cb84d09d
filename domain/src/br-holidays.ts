/**
 * Brazil's national public holidays, from the table generated out of date-holidays
 * (scripts/br-holidays.mjs): a few hundred bytes in the browser instead of the library's data
 * for every country. Carnaval and Corpus Christi are not national holidays (the library lists
 * them as 'bank'/'optional'), so business clocks run on them.
 */
import { brHolidaysByYear, brHolidaysFirstYear, brHolidaysLastYear } from './br-holidays-data';

const byYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set((brHolidaysByYear[year] ?? '').split(' ').filter(Boolean));
    byYear.set(year, days);
  }
  return days;
}

/** Whether a calendar date (year, month 1–12, day) is a national holiday; years outside the table have none. */
export function isBrazilianNationalHoliday(year: number, month: number, day: number): boolean {
  return holidaysOf(year).has(`${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

/** The years the table covers (regenerate it with scripts/br-holidays.mjs to widen them). */
export const brHolidayYears = { first: brHolidaysFirstYear, last: brHolidaysLastYear } as const;
