import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { brHolidaysByYear } from './br-holidays-data';
import { brHolidayYears, isBrazilianNationalHoliday } from './br-holidays';

describe('Brazilian national holidays', () => {
  it('the committed table is what date-holidays says (else run scripts/br-holidays.mjs)', () => {
    const calendar = new Holidays('BR');
    for (let year = brHolidayYears.first; year <= brHolidayYears.last; year++) {
      const expected = [...new Set(calendar.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(5, 10)))].sort();
      expect(brHolidaysByYear[year]?.split(' ') ?? [], String(year)).toEqual(expected);
    }
  });

  it('knows Tiradentes, Christmas and Good Friday, not Carnaval or Corpus Christi', () => {
    expect(isBrazilianNationalHoliday(2026, 4, 21)).toBe(true);
    expect(isBrazilianNationalHoliday(2026, 12, 25)).toBe(true);
    expect(isBrazilianNationalHoliday(2026, 4, 3)).toBe(true);
    expect(isBrazilianNationalHoliday(2026, 2, 17)).toBe(false);
    expect(isBrazilianNationalHoliday(2026, 6, 4)).toBe(false);
    expect(isBrazilianNationalHoliday(2026, 4, 22)).toBe(false);
  });

  it('has Consciência Negra only since it became national (2024)', () => {
    expect(isBrazilianNationalHoliday(2023, 11, 20)).toBe(false);
    expect(isBrazilianNationalHoliday(2024, 11, 20)).toBe(true);
  });
});
