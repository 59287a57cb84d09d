import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatBRL,
  formatDate,
  formatDateTime,
  formatDayMonthTime,
  formatLongDate,
  saoPauloDayKey,
} from './format';
import { formatCentavosInput } from './masks';

/** 22/11/2026 14:05 in São Paulo (UTC-3) = 17:05 UTC. */
const SUNDAY_AFTERNOON = Date.UTC(2026, 10, 22, 17, 5);

describe('formatBRL', () => {
  it('formats centavos with a normal space', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(7)).toBe('R$ 0,07');
    expect(formatBRL(100000000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(-150)).toBe('-R$ 1,50');
    expect(formatBRL(123456)).not.toContain('\u00a0');
  });
  it('agrees with the currency input mask for every integer amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatBRL(n) === formatCentavosInput(n)));
  });
});

describe('dates in São Paulo time', () => {
  it('formats a fixed afternoon', () => {
    expect(formatDate(SUNDAY_AFTERNOON)).toBe('22/11/2026');
    expect(formatDateTime(SUNDAY_AFTERNOON)).toBe('22/11/2026 14:05');
    expect(formatDayMonthTime(SUNDAY_AFTERNOON)).toBe('22/11 14:05');
    expect(formatLongDate(SUNDAY_AFTERNOON)).toBe('domingo, 22 de novembro de 2026');
    expect(saoPauloDayKey(SUNDAY_AFTERNOON)).toBe('2026-11-22');
  });
  it('keeps the São Paulo day when UTC has already turned midnight', () => {
    const lateEvening = Date.UTC(2026, 10, 23, 2, 59); // 23:59 on the 22nd in São Paulo
    expect(formatDateTime(lateEvening)).toBe('22/11/2026 23:59');
    expect(saoPauloDayKey(lateEvening)).toBe('2026-11-22');
    expect(formatLongDate(lateEvening)).toBe('domingo, 22 de novembro de 2026');
    const midnight = Date.UTC(2026, 10, 23, 3, 0);
    expect(formatDateTime(midnight)).toBe('23/11/2026 00:00');
    expect(saoPauloDayKey(midnight)).toBe('2026-11-23');
    expect(formatLongDate(midnight)).toBe('segunda-feira, 23 de novembro de 2026');
  });
  it('turns the year at São Paulo midnight, not UTC midnight', () => {
    const utcNewYear = Date.UTC(2027, 0, 1, 0, 30);
    expect(formatDateTime(utcNewYear)).toBe('31/12/2026 21:30');
    expect(formatDayMonthTime(utcNewYear)).toBe('31/12 21:30');
    expect(saoPauloDayKey(utcNewYear)).toBe('2026-12-31');
  });
  it('follows the tz database for past daylight saving time (UTC-2 in December 2018)', () => {
    expect(formatDateTime(Date.UTC(2018, 11, 1, 2, 30))).toBe('01/12/2018 00:30');
  });
  it('uses UTC-3 for every instant since DST ended in 2019', () => {
    const since2020 = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(since2020, (ms) => {
        const shifted = new Date(ms - 3 * 3600 * 1000).toISOString();
        expect(saoPauloDayKey(ms)).toBe(shifted.slice(0, 10));
        const [y, m, d] = shifted.slice(0, 10).split('-');
        expect(formatDateTime(ms)).toBe(`${d}/${m}/${y} ${shifted.slice(11, 16)}`);
      }),
    );
  });
});
