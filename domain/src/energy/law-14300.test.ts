import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fioBShare, fullFioBFromYear } from './law-14300';

describe("Lei 14.300's Fio B share (art. 27, GD II)", () => {
  it('is 15 % in 2023 up to 90 % in 2028, as the law lists', () => {
    expect([2023, 2024, 2025, 2026, 2027, 2028].map(fioBShare)).toEqual([0.15, 0.3, 0.45, 0.6, 0.75, 0.9]);
  });

  it('is nothing before 2023 and the whole Fio B from 2029 (our assumption: the law hands that rule to ANEEL)', () => {
    expect(fioBShare(2022)).toBe(0);
    expect(fioBShare(2010)).toBe(0);
    expect(fullFioBFromYear).toBe(2029);
    expect(fioBShare(2029)).toBe(1);
    expect(fioBShare(2045)).toBe(1);
  });

  it('never falls from one year to the next and stays within 0–1', () => {
    fc.assert(fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
      const share = fioBShare(year);
      return share >= 0 && share <= 1 && fioBShare(year + 1) >= share;
    }));
  });

  it('refuses a year that is not a number', () => {
    expect(() => fioBShare(Number.NaN)).toThrow(RangeError);
  });
});
