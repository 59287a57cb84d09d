import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bankCodeError,
  canSendComment,
  cepError,
  commentError,
  emailError,
  isEmail,
  isSimpleEmail,
  numberError,
  parseDecimal,
  parseInteger,
  passwordLengthError,
  phoneError,
  positiveIntegerError,
  requiredError,
  sanitizeBankCode,
} from './validators';

const REQUIRED = 'Este campo é obrigatório';

describe('requiredError', () => {
  it('flags blank values only', () => {
    for (const v of ['', '   ', '\t\n', null, undefined]) expect(requiredError(v)).toBe(REQUIRED);
    for (const v of ['a', ' x ', 0, 12]) expect(requiredError(v)).toBeNull();
  });
});

describe('e-mail', () => {
  it('accepts standard addresses with a 2+ letter top-level domain', () => {
    for (const s of ['ana@solarcred.com.br', 'a.b+tag@x.io', 'USER_1%x@sub-d.example.org']) {
      expect(isEmail(s)).toBe(true);
    }
  });
  it('rejects malformed addresses', () => {
    for (const s of ['', 'ana', 'ana@', '@x.com', 'ana@x', 'ana@x.c', 'ana@x..com', 'a na@x.com', 'ana@x.c0m', 'ana@@x.com']) {
      expect(isEmail(s)).toBe(false);
    }
  });
  it('reports required and invalid messages', () => {
    expect(emailError('  ')).toBe('Email é obrigatório');
    expect(emailError('ana@x.c')).toBe('Email inválido');
    expect(emailError(' ana@x.com ')).toBeNull();
  });
  it('simple pattern used by forgot password', () => {
    expect(isSimpleEmail('a@b.c')).toBe(true);
    expect(isSimpleEmail('a@b')).toBe(false);
    expect(isSimpleEmail('a b@c.d')).toBe(false);
    expect(isSimpleEmail('@b.c')).toBe(false);
  });
  it('every standard address is also a simple one', () => {
    const label = fc.string({ unit: fc.constantFrom(...'abcxyz019-'.split('')), minLength: 1, maxLength: 8 });
    const tld = fc.string({ unit: fc.constantFrom(...'abcxyz'.split('')), minLength: 2, maxLength: 4 });
    fc.assert(
      fc.property(label, label, tld, (local, domain, top) => {
        const address = `${local}@${domain}.${top}`;
        expect(isEmail(address)).toBe(true);
        expect(isSimpleEmail(address)).toBe(true);
      }),
    );
  });
});

describe('cep and phone', () => {
  it('cepError', () => {
    expect(cepError('')).toBe(REQUIRED);
    expect(cepError('01310-10')).toBe('CEP deve ter 8 dígitos');
    expect(cepError('01310-1000')).toBe('CEP deve ter 8 dígitos');
    expect(cepError('01310-100')).toBeNull();
    expect(cepError('01310100')).toBeNull();
  });
  it('phoneError', () => {
    expect(phoneError(' ')).toBe(REQUIRED);
    expect(phoneError('(11) 3456-789')).toBe('Telefone deve ter 10 ou 11 dígitos');
    expect(phoneError('(11) 3456-7890')).toBeNull();
    expect(phoneError('(11) 93456-7890')).toBeNull();
    expect(phoneError('119345678901')).toBe('Telefone deve ter 10 ou 11 dígitos');
  });
});

describe('numbers', () => {
  it('parseDecimal reads pt-BR and dot decimals', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 7 ')).toBe(7);
    expect(parseDecimal('1.234,56')).toBe(1234.56);
    expect(parseDecimal('1.234.567')).toBe(1234567);
    expect(parseDecimal('1.234')).toBe(1.234);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('-3,25')).toBe(-3.25);
    for (const s of ['', 'abc', '1,2,3', '1.2.3', '12,', '1e5', '12a', 'Infinity', '1.23,4']) {
      expect(parseDecimal(s)).toBeNull();
    }
  });
  it('parseDecimal round-trips numbers written either way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (int, cents) => {
        const dot = `${int}.${String(cents).padStart(2, '0')}`;
        expect(parseDecimal(dot)).toBe(Number(dot));
        expect(parseDecimal(dot.replace('.', ','))).toBe(Number(dot));
      }),
    );
  });
  it('numberError', () => {
    expect(numberError('')).toBe(REQUIRED);
    expect(numberError(undefined)).toBe(REQUIRED);
    expect(numberError('abc')).toBe('Deve ser um número válido');
    expect(numberError(Number.NaN)).toBe('Deve ser um número válido');
    expect(numberError('0')).toBe('Deve ser um número maior que zero');
    expect(numberError('-1,5')).toBe('Deve ser um número maior que zero');
    expect(numberError(0)).toBe('Deve ser um número maior que zero');
    expect(numberError('12,5')).toBeNull();
    expect(numberError('12.5')).toBeNull();
    expect(numberError(0.01)).toBeNull();
  });
  it('positiveIntegerError', () => {
    expect(positiveIntegerError(' ')).toBe(REQUIRED);
    expect(positiveIntegerError('12,5')).toBe('Deve ser um número inteiro válido');
    expect(positiveIntegerError('1.5')).toBe('Deve ser um número inteiro válido');
    expect(positiveIntegerError(2.5)).toBe('Deve ser um número inteiro válido');
    expect(positiveIntegerError('x')).toBe('Deve ser um número inteiro válido');
    expect(positiveIntegerError('0')).toBe('Deve ser um número maior que zero');
    expect(positiveIntegerError(-4)).toBe('Deve ser um número maior que zero');
    expect(positiveIntegerError('450')).toBeNull();
    expect(positiveIntegerError(450)).toBeNull();
    expect(parseInteger('99999999999999999999')).toBeNull();
  });
  it('any positive safe integer passes both number rules, as number or text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(positiveIntegerError(n)).toBeNull();
        expect(positiveIntegerError(String(n))).toBeNull();
        expect(numberError(String(n))).toBeNull();
      }),
    );
  });
});

describe('bank code', () => {
  it('bankCodeError requires exactly 3 digits', () => {
    expect(bankCodeError('')).toBe(REQUIRED);
    expect(bankCodeError('34')).toBe('Código do banco deve ter 3 dígitos');
    expect(bankCodeError('3410')).toBe('Código do banco deve ter 3 dígitos');
    expect(bankCodeError('34a')).toBe('Código do banco deve ter 3 dígitos');
    expect(bankCodeError('341')).toBeNull();
    expect(bankCodeError('001')).toBeNull();
  });
  it('sanitizeBankCode keeps at most 3 digits, and its full output always validates', () => {
    expect(sanitizeBankCode('a3-4 1 9')).toBe('341');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const code = sanitizeBankCode(s);
        expect(code).toMatch(/^\d{0,3}$/);
        expect(bankCodeError(code) === null).toBe(code.length === 3);
      }),
    );
  });
});

describe('comments', () => {
  it('requires text and caps it at 500 characters', () => {
    expect(commentError('   ')).toBe(REQUIRED);
    expect(commentError('a'.repeat(500))).toBeNull();
    expect(commentError('a'.repeat(501))).toBe('O comentário deve ter no máximo 500 caracteres');
    expect(canSendComment('Olá')).toBe(true);
    expect(canSendComment('')).toBe(false);
    expect(canSendComment('a'.repeat(501))).toBe(false);
  });
});

describe('passwordLengthError', () => {
  it('requires 6 characters', () => {
    expect(passwordLengthError('')).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(passwordLengthError('12345')).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(passwordLengthError('123456')).toBeNull();
  });
});
