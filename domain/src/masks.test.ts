import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dateBrToIso,
  daysInMonth,
  formatCentavosInput,
  isoToDateBr,
  maskCep,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskDate,
  maskPhone,
  maskMoney,
  parseMoney,
  parseDateBr,
  unmask,
} from './masks';
import { normalizeCnpj } from './br-ids';

const digitString = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: min, maxLength: max }).map((a) => a.join(''));
const typed = fc.string({ unit: fc.constantFrom(...'0123456789abcXYZ .-/()'.split('')), maxLength: 24 });

describe('digit masks', () => {
  it('mask partial input as typed', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('1234567890')).toBe('123.456.789-0');
    expect(maskCpf('29537995593')).toBe('295.379.955-93');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('013100')).toBe('01310-0');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('1134567')).toBe('(11) 3456-7');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11934567890')).toBe('(11) 93456-7890');
    expect(maskDate('3112')).toBe('31/12');
    expect(maskDate('31121')).toBe('31/12/1');
    expect(maskDate('31121990')).toBe('31/12/1990');
  });
  it('truncate to the maximum length and drop foreign characters', () => {
    expect(maskCpf('295.379.955-931234')).toBe('295.379.955-93');
    expect(maskCep('01310-1009')).toBe('01310-100');
    expect(maskPhone('(11) 93456-78901')).toBe('(11) 93456-7890');
    expect(maskDate('31/12/19901')).toBe('31/12/1990');
    expect(maskCpf('abc')).toBe('');
  });
  it.each([
    ['cpf', 14, maskCpf],
    ['cep', 9, maskCep],
    ['phone', 15, maskPhone],
    ['date', 10, maskDate],
  ] as const)('%s: idempotent, mask(unmask(mask(x))) === mask(x), length ≤ %i', (_, max, mask) => {
    fc.assert(
      fc.property(typed, (x) => {
        const once = mask(x);
        expect(mask(once)).toBe(once);
        expect(mask(unmask(once))).toBe(once);
        expect(once.length).toBeLessThanOrEqual(max);
      }),
    );
  });
  it('unmask(maskCpf(d)) === d for 11 digits', () => {
    fc.assert(fc.property(digitString(11, 11), (d) => unmask(maskCpf(d)) === d));
  });
  it('full-length masks have the displayed lengths', () => {
    fc.assert(
      fc.property(digitString(14, 14), (d) => {
        expect(maskCpf(d)).toHaveLength(14);
        expect(maskCnpj(d)).toHaveLength(18);
        expect(maskCep(d)).toHaveLength(9);
        expect(maskPhone(d)).toHaveLength(15);
        expect(maskPhone(d.slice(0, 10))).toHaveLength(14);
      }),
    );
  });
});

describe('maskCnpj', () => {
  it('masks numeric and alphanumeric CNPJs, uppercasing', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12abc')).toBe('12.ABC');
    expect(maskCnpj('12ABC34501DE')).toBe('12.ABC.345/01DE');
  });
  it('ignores letters in the check-digit positions and truncates to 18 characters', () => {
    expect(maskCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });
  it('is idempotent and stable through normalizeCnpj; digits survive unmask', () => {
    fc.assert(
      fc.property(typed, digitString(0, 20), (x, d) => {
        const once = maskCnpj(x);
        expect(maskCnpj(once)).toBe(once);
        expect(maskCnpj(normalizeCnpj(once))).toBe(once);
        expect(once.length).toBeLessThanOrEqual(18);
        expect(maskCnpj(unmask(maskCnpj(d)))).toBe(maskCnpj(d));
      }),
    );
  });
});

describe('maskCpfCnpj', () => {
  it('uses the CPF mask up to 11 digits, the CNPJ mask beyond or with letters', () => {
    expect(maskCpfCnpj('29537995593')).toBe('295.379.955-93');
    expect(maskCpfCnpj('295.379.955-931')).toBe('29.537.995/5931');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('12a')).toBe('12.A');
    expect(maskCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
  it('is idempotent', () => {
    fc.assert(fc.property(typed, (x) => maskCpfCnpj(maskCpfCnpj(x)) === maskCpfCnpj(x)));
  });
});

describe('currency input', () => {
  it('formats integer centavos', () => {
    expect(formatCentavosInput(0)).toBe('R$ 0,00');
    expect(formatCentavosInput(5)).toBe('R$ 0,05');
    expect(formatCentavosInput(123456)).toBe('R$ 1.234,56');
    expect(formatCentavosInput(100000000)).toBe('R$ 1.000.000,00');
    expect(formatCentavosInput(-150)).toBe('-R$ 1,50');
  });
  it.each(['25.000', '25000', 'R$ 25.000', '25.000,00', 'R$ 25.000,00', ' R$25.000,0 ', '025000'])('reads %j as twenty-five thousand reais', (text) => {
    expect(parseMoney(text)).toBe(25_000_00);
  });
  it('reads the comma as the centavos separator and dots as thousands', () => {
    expect(parseMoney('1234,56')).toBe(1_234_56);
    expect(parseMoney('1.234,5')).toBe(1_234_50);
    expect(parseMoney('0,05')).toBe(5);
    expect(parseMoney(',5')).toBe(50);
    expect(parseMoney('1.234,567')).toBe(1_234_56);
    expect(parseMoney('R$ 0,0')).toBe(0);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('R$ ')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });
  it('ignores reais digits beyond 13 so the centavos stay a safe integer', () => {
    expect(parseMoney('12345678901234567')).toBe(1234567890123_00);
    fc.assert(fc.property(typed, (x) => Number.isSafeInteger(parseMoney(x) ?? 0)));
  });
  it('keystroke by keystroke, 4,0,0,0,0 ends at R$ 40.000 and 1,2,3,4,comma,5,6 at R$ 1.234,56', () => {
    const type = (keys: string) => [...keys].reduce((shown, key) => maskMoney(shown + key), '');
    expect(type('40000')).toBe('R$ 40.000');
    expect(parseMoney(type('40000'))).toBe(40_000_00);
    expect(type('1234,56')).toBe('R$ 1.234,56');
    expect(parseMoney(type('1234,56'))).toBe(1_234_56);
    expect(type('1234,567')).toBe('R$ 1.234,56');
    expect(type('0')).toBe('R$ 0');
  });
  it('mask is idempotent and keeps the amount; typing after the mask reads like typing the digits', () => {
    fc.assert(
      fc.property(typed, digitString(0, 12), (x, d) => {
        const once = maskMoney(x);
        expect(maskMoney(once)).toBe(once);
        expect(parseMoney(once)).toBe(/\d/.test(once) ? parseMoney(x) : null);
        const keyed = [...d].reduce((shown, key) => maskMoney(shown + key), '');
        expect(parseMoney(keyed)).toBe(d === '' ? null : Number(d) * 100);
      }),
    );
  });
  it('round-trips parseMoney(formatCentavosInput(n)) === n for 0..1e12', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => parseMoney(formatCentavosInput(n)) === n));
  });
});

describe('dates', () => {
  it('parses real calendar dates only', () => {
    expect(parseDateBr('31/12/1990')).toEqual({ year: 1990, month: 12, day: 31 });
    expect(parseDateBr('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDateBr('29/02/2000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDateBr('29/02/1900')).toBeNull();
    expect(parseDateBr('29/02/2023')).toBeNull();
    expect(parseDateBr('31/04/2023')).toBeNull();
    expect(parseDateBr('00/01/2023')).toBeNull();
    expect(parseDateBr('10/13/2023')).toBeNull();
    expect(parseDateBr('1/1/2023')).toBeNull();
    expect(parseDateBr('01/01/0000')).toBeNull();
    expect(parseDateBr(' 01/01/2023')).toBeNull();
  });
  it('converts between DD/MM/AAAA and ISO', () => {
    expect(dateBrToIso('31/12/1990')).toBe('1990-12-31');
    expect(dateBrToIso('31/02/1990')).toBeNull();
    expect(isoToDateBr('1990-12-31')).toBe('31/12/1990');
    expect(isoToDateBr('1990-02-30')).toBeNull();
    expect(isoToDateBr('31/12/1990')).toBeNull();
  });
  it('round-trips every real date through ISO', () => {
    const realDate = fc
      .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
      .filter(({ year, month, day }) => day <= daysInMonth(year, month));
    fc.assert(
      fc.property(realDate, ({ year, month, day }) => {
        const br = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
        const iso = dateBrToIso(br);
        expect(iso).not.toBeNull();
        expect(isoToDateBr(iso ?? '')).toBe(br);
        expect(maskDate(unmask(br))).toBe(br);
      }),
    );
  });
});
