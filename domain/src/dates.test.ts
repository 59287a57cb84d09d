import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ageOn, birthDateError, saoPauloToday } from './dates';

const CPF = '295.379.955-93';
const CNPJ = '12.ABC.345/01DE-35';
/** 22/11/2026 14:05 in São Paulo. */
const NOW = Date.UTC(2026, 10, 22, 17, 5);
/** Noon in São Paulo (15:00 UTC, UTC-3 since 2019) of a calendar day. */
const spNoon = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 15);
const br = (y: number, m: number, d: number) =>
  `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${String(y).padStart(4, '0')}`;

describe('birthDateError', () => {
  it('rejects text that is not a real DD/MM/AAAA date', () => {
    for (const text of ['', '1990-12-31', '31/12/90', '29/02/2023', '31/04/2000', '32/01/2000', '15/13/2000', '00/01/2000', 'ab/cd/efgh']) {
      expect(birthDateError(text, { now: NOW })).toBe('Data inválida');
    }
  });
  it('accepts real dates, including 29/02 of leap years', () => {
    expect(birthDateError('29/02/2024', { now: NOW })).toBeNull();
    expect(birthDateError('31/12/1990', { now: new Date(NOW) })).toBeNull();
    expect(birthDateError('29/02/2000', { holderDocument: CPF, now: NOW })).toBeNull();
  });
  it('rejects dates after today and accepts today', () => {
    expect(birthDateError('22/11/2026', { now: NOW })).toBeNull();
    expect(birthDateError('23/11/2026', { now: NOW })).toBe('Data não pode ser futura');
    expect(birthDateError('01/01/2027', { holderDocument: CPF, now: NOW })).toBe('Data não pode ser futura');
  });
  it('uses the São Paulo day, not the UTC day', () => {
    const spEvening = Date.UTC(2026, 10, 23, 2, 0); // 22/11 23:00 in São Paulo, 23/11 in UTC
    expect(birthDateError('23/11/2026', { now: spEvening })).toBe('Data não pode ser futura');
    expect(saoPauloToday(spEvening)).toEqual({ year: 2026, month: 11, day: 22 });
  });
  it('requires 18 years for a CPF holder: exactly 18 today passes, 18 tomorrow fails', () => {
    expect(birthDateError('22/11/2008', { holderDocument: CPF, now: NOW })).toBeNull();
    expect(birthDateError('23/11/2008', { holderDocument: CPF, now: NOW })).toBe(
      'Para pessoa física, deve ter pelo menos 18 anos',
    );
    expect(birthDateError('23/11/2008', { holderDocument: '29537995593', now: NOW })).toBe(
      'Para pessoa física, deve ter pelo menos 18 anos',
    );
  });
  it('does not apply the age rule to a CNPJ holder or an unknown document', () => {
    expect(birthDateError('23/11/2008', { holderDocument: CNPJ, now: NOW })).toBeNull();
    expect(birthDateError('23/11/2008', { holderDocument: '11222333000181', now: NOW })).toBeNull();
    expect(birthDateError('23/11/2008', { holderDocument: '2953', now: NOW })).toBeNull();
    expect(birthDateError('23/11/2008', { now: NOW })).toBeNull();
  });
  it('lets someone born on 29/02 come of age on 01/03 of a common year', () => {
    expect(birthDateError('29/02/2008', { holderDocument: CPF, now: spNoon(2026, 2, 28) })).toBe(
      'Para pessoa física, deve ter pelo menos 18 anos',
    );
    expect(birthDateError('29/02/2008', { holderDocument: CPF, now: spNoon(2026, 3, 1) })).toBeNull();
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2028, month: 2, day: 29 })).toBe(20);
  });
});

describe('birthDateError properties', () => {
  const parts = fc.record({
    y: fc.integer({ min: 1000, max: 2100 }),
    m: fc.integer({ min: 0, max: 13 }),
    d: fc.integer({ min: 0, max: 32 }),
  });

  it('calls a date invalid exactly when the JS calendar does not hold it', () => {
    fc.assert(
      fc.property(parts, ({ y, m, d }) => {
        const t = new Date(Date.UTC(y, m - 1, d));
        const real = t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
        const error = birthDateError(br(y, m, d), { now: Date.UTC(2101, 0, 1) });
        expect(error === 'Data inválida').toBe(!real);
        if (real) expect(error).toBeNull();
      }),
    );
  });

  it('matches an 18th-birthday oracle for CPF holders (and never blocks CNPJ holders)', () => {
    const birth = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2026, 0, 1) });
    const now = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2050, 0, 1) });
    fc.assert(
      fc.property(birth, now, (b, n) => {
        const born = new Date(b);
        const y = born.getUTCFullYear();
        const m = born.getUTCMonth() + 1;
        const d = born.getUTCDate();
        const text = br(y, m, d);
        const todayIso = new Date(n - 3 * 3600 * 1000).toISOString().slice(0, 10);
        // Date.UTC rolls 29/02 of a common year over to 01/03, the rule we want.
        const adultFromIso = new Date(Date.UTC(y + 18, m - 1, d)).toISOString().slice(0, 10);
        const bornIso = born.toISOString().slice(0, 10);
        const expected =
          bornIso > todayIso
            ? 'Data não pode ser futura'
            : todayIso < adultFromIso
              ? 'Para pessoa física, deve ter pelo menos 18 anos'
              : null;
        expect(birthDateError(text, { holderDocument: CPF, now: n })).toBe(expected);
        expect(birthDateError(text, { holderDocument: CNPJ, now: n })).toBe(
          expected === 'Data não pode ser futura' ? expected : null,
        );
      }),
    );
  });

  it('passes on the 18th birthday and fails the day before, for any birth date', () => {
    const birth = fc.integer({ min: Date.UTC(2002, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(birth, (b) => {
        const born = new Date(b);
        const [y, m, d] = [born.getUTCFullYear(), born.getUTCMonth() + 1, born.getUTCDate()];
        const birthday = new Date(Date.UTC(y + 18, m - 1, d));
        const onBirthday = spNoon(birthday.getUTCFullYear(), birthday.getUTCMonth() + 1, birthday.getUTCDate());
        const text = br(y, m, d);
        expect(birthDateError(text, { holderDocument: CPF, now: onBirthday })).toBeNull();
        expect(birthDateError(text, { holderDocument: CPF, now: onBirthday - 86400000 })).toBe(
          'Para pessoa física, deve ter pelo menos 18 anos',
        );
      }),
    );
  });
});
