import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, isBusinessDate } from './business-days';

describe('business days', () => {
  it('skips weekends and national holidays', () => {
    expect(isBusinessDate('2026-11-19')).toBe(true); // Thursday
    expect(isBusinessDate('2026-11-20')).toBe(false); // Consciência Negra, national since 2024
    expect(isBusinessDate('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDate('2026-12-25')).toBe(false); // Natal
    expect(isBusinessDate('2026-04-21')).toBe(false); // Tiradentes
  });
  it('counts from the day after the start', () => {
    // Friday 2026-11-27 + 1 → Monday 2026-11-30
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 0)).toBe('2026-11-27');
  });
  it('crosses Christmas and New Year', () => {
    // 2026-12-22 (Tue) + 7: 23, 24, 28, 29, 30, 31, then 2027-01-04 (25th and 1 Jan are holidays)
    expect(addBusinessDays('2026-12-22', 7)).toBe('2027-01-04');
    expect(addBusinessDays('2027-01-04', -7)).toBe('2026-12-22');
  });
  it('agrees with businessDaysBetween both ways', () => {
    for (const [start, n] of [['2026-12-22', 7], ['2026-02-13', 3], ['2026-11-02', -4]] as const) {
      const end = addBusinessDays(start, n);
      expect(businessDaysBetween(start, end)).toBe(n);
    }
  });
  it('refuses an absurd count', () => {
    expect(() => addBusinessDays('2026-01-01', 1e6)).toThrow(RangeError);
  });
});
