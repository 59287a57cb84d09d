import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cnpjError,
  cpfCnpjError,
  cpfError,
  documentKind,
  isValidCnpj,
  isValidCpf,
  normalizeCnpj,
  onlyDigits,
} from './br-ids';
import { validation } from './messages';

// Reference check digits written independently of the library (Receita Federal mod 11).
function cpfDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (body.length + 1 - i);
  const mod = sum % 11;
  return mod < 2 ? 0 : 11 - mod;
}
function referenceCpf(body9: string): string {
  const ten = body9 + cpfDigit(body9);
  return ten + cpfDigit(ten);
}
function cnpjDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const weight = ((body.length - 1 - i) % 8) + 2;
    sum += (body.charCodeAt(i) - 48) * weight;
  }
  const mod = sum % 11;
  return mod < 2 ? 0 : 11 - mod;
}
function referenceCnpj(body12: string): string {
  const thirteen = body12 + cnpjDigit(body12);
  return thirteen + cnpjDigit(thirteen);
}

const digit = fc.constantFrom(...'0123456789'.split(''));
const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const cpfBody = fc.array(digit, { minLength: 9, maxLength: 9 }).map((a) => a.join(''));
/** Valid CPFs; all-equal ones and the library's blacklisted 123.456.789-09 are excluded. */
const validCpf = cpfBody
  .map(referenceCpf)
  .filter((c) => !/^(\d)\1{10}$/.test(c) && c !== '12345678909');
const validCnpj = fc
  .array(alnum, { minLength: 12, maxLength: 12 })
  .map((a) => referenceCnpj(a.join('')))
  .filter((c) => !/^(.)\1*$/.test(c));

function replaceAt(s: string, i: number, ch: string): string {
  return s.slice(0, i) + ch + s.slice(i + 1);
}

describe('onlyDigits / normalizeCnpj', () => {
  it('strips punctuation', () => {
    expect(onlyDigits('295.379.955-93')).toBe('29537995593');
    expect(onlyDigits('(11) 9a8')).toBe('1198');
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj(' 12 ç-Á ')).toBe('12');
  });
});

describe('isValidCpf', () => {
  it('accepts known valid CPFs, masked or not', () => {
    expect(isValidCpf('295.379.955-93')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('rejects wrong check digits, wrong lengths and all-equal digits', () => {
    expect(isValidCpf('295.379.955-94')).toBe(false);
    expect(isValidCpf('2953799559')).toBe(false);
    expect(isValidCpf('295379955930')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
  });
  it('accepts every generated valid CPF', () => {
    fc.assert(fc.property(validCpf, (c) => isValidCpf(c)));
  });
  it('rejects any change to a check digit', () => {
    fc.assert(
      fc.property(validCpf, fc.constantFrom(9, 10), digit, (c, i, d) => {
        fc.pre(c[i] !== d);
        return !isValidCpf(replaceAt(c, i, d));
      }),
    );
  });
  it('judges any single-digit change of the body exactly as the reference does', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 8 }), digit, (c, i, d) => {
        fc.pre(c[i] !== d);
        const changed = replaceAt(c, i, d);
        expect(isValidCpf(changed)).toBe(referenceCpf(changed.slice(0, 9)) === changed);
      }),
    );
  });
  it('mod 11 lets a few single-digit changes keep both check digits (documented collision)', () => {
    expect(isValidCpf('59205901300')).toBe(true);
    expect(isValidCpf('49205901300')).toBe(true);
  });
});

describe('isValidCnpj', () => {
  it('accepts the official alphanumeric example and known numeric CNPJs', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('54550752000155')).toBe(true);
  });
  it('rejects wrong check digits, letters in check digits, lengths and all-equal', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
  it('accepts every generated alphanumeric CNPJ and rejects any check-digit change', () => {
    fc.assert(
      fc.property(validCnpj, fc.constantFrom(12, 13), digit, (c, i, d) => {
        expect(isValidCnpj(c)).toBe(true);
        expect(isValidCnpj(c.toLowerCase())).toBe(true);
        if (c[i] !== d) expect(isValidCnpj(replaceAt(c, i, d))).toBe(false);
      }),
    );
  });
});

describe('cpfError / cnpjError', () => {
  it('reports required, length and invalid in that order', () => {
    expect(cpfError('  ')).toBe(validation.required);
    expect(cpfError('295.379.955-9')).toBe('CPF deve ter 11 dígitos');
    expect(cpfError('295.379.955-94')).toBe('CPF inválido');
    expect(cpfError('222.222.222-22')).toBe('CPF inválido');
    expect(cpfError('295.379.955-93')).toBeNull();
    expect(cnpjError('')).toBe('Este campo é obrigatório');
    expect(cnpjError('12.ABC.345/01DE-3')).toBe('CNPJ deve ter 14 caracteres');
    expect(cnpjError('12.ABC.345/01DE-34')).toBe('CNPJ inválido');
    expect(cnpjError('12.ABC.345/01DE-35')).toBeNull();
    expect(cnpjError('11.222.333/0001-81')).toBeNull();
  });
});

describe('documentKind / cpfCnpjError', () => {
  it('classifies by length and content', () => {
    expect(documentKind('295.379.955-93')).toBe('cpf');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(documentKind('11222333000181')).toBe('cnpj');
    expect(documentKind('12ABC345012')).toBeNull();
    expect(documentKind('1234567890')).toBeNull();
    expect(documentKind('')).toBeNull();
  });
  it('applies CPF rules to 11 digits, CNPJ rules to 14 characters, else the length message', () => {
    expect(cpfCnpjError('')).toBe(validation.required);
    expect(cpfCnpjError('295.379.955-93')).toBeNull();
    expect(cpfCnpjError('295.379.955-94')).toBe('CPF inválido');
    expect(cpfCnpjError('12.ABC.345/01DE-35')).toBeNull();
    expect(cpfCnpjError('11.222.333/0001-82')).toBe('CNPJ inválido');
    expect(cpfCnpjError('123456789012')).toBe('CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos');
    expect(cpfCnpjError('12ABC345012')).toBe(validation.cpfCnpjLength);
  });
  it('accepts every generated valid CPF and CNPJ', () => {
    fc.assert(fc.property(fc.oneof(validCpf, validCnpj), (d) => cpfCnpjError(d) === null));
  });
});
