import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  bankCodeField,
  birthDateText,
  centavosField,
  cepField,
  cnpjField,
  commentField,
  cpfCnpjField,
  cpfField,
  emailField,
  phoneField,
  positiveIntegerField,
  positiveNumberField,
  refineAdultForCpf,
  requiredText,
  ufField,
} from './fields';

const REQUIRED = 'Este campo é obrigatório';

/** The first issue's message, or undefined when the value parses. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}
function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected success, got ${result.error.issues[0]?.message}`);
  return result.data;
}

describe('text fields', () => {
  it('requiredText trims and requires', () => {
    expect(firstMessage(requiredText, '   ')).toBe(REQUIRED);
    expect(firstMessage(requiredText, undefined)).toBe(REQUIRED);
    expect(firstMessage(requiredText, 42)).toBe(REQUIRED);
    expect(parsed(requiredText, '  Ana  ')).toBe('Ana');
  });
  it('emailField', () => {
    expect(firstMessage(emailField, '')).toBe('Email é obrigatório');
    expect(firstMessage(emailField, undefined)).toBe('Email é obrigatório');
    expect(firstMessage(emailField, 'ana@x.c')).toBe('Email inválido');
    expect(parsed(emailField, ' ana@solarcred.com.br ')).toBe('ana@solarcred.com.br');
  });
  it('commentField', () => {
    expect(firstMessage(commentField, ' ')).toBe(REQUIRED);
    expect(firstMessage(commentField, 'a'.repeat(501))).toBe('O comentário deve ter no máximo 500 caracteres');
    expect(parsed(commentField, ' Tudo certo. ')).toBe('Tudo certo.');
  });
  it('bankCodeField', () => {
    expect(firstMessage(bankCodeField, '')).toBe(REQUIRED);
    expect(firstMessage(bankCodeField, '34')).toBe('Código do banco deve ter 3 dígitos');
    expect(parsed(bankCodeField, '341')).toBe('341');
  });
  it('ufField', () => {
    expect(parsed(ufField, 'SP')).toBe('SP');
    expect(firstMessage(ufField, '')).toBe(REQUIRED);
    expect(firstMessage(ufField, 'sp')).toBe(REQUIRED);
    expect(firstMessage(ufField, 'XX')).toBe(REQUIRED);
  });
});

describe('identifier fields', () => {
  it('cpfField outputs 11 digits', () => {
    expect(firstMessage(cpfField, undefined)).toBe(REQUIRED);
    expect(firstMessage(cpfField, '295.379.955-9')).toBe('CPF deve ter 11 dígitos');
    expect(firstMessage(cpfField, '295.379.955-94')).toBe('CPF inválido');
    expect(parsed(cpfField, '295.379.955-93')).toBe('29537995593');
  });
  it('cnpjField outputs the normalized 14 characters', () => {
    expect(firstMessage(cnpjField, '')).toBe(REQUIRED);
    expect(firstMessage(cnpjField, '12.ABC.345/01DE')).toBe('CNPJ deve ter 14 caracteres');
    expect(firstMessage(cnpjField, '12.ABC.345/01DE-36')).toBe('CNPJ inválido');
    expect(parsed(cnpjField, '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(parsed(cnpjField, '11.222.333/0001-81')).toBe('11222333000181');
  });
  it('cpfCnpjField', () => {
    expect(firstMessage(cpfCnpjField, '1234567890')).toBe('CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos');
    expect(firstMessage(cpfCnpjField, '295.379.955-94')).toBe('CPF inválido');
    expect(firstMessage(cpfCnpjField, '11.222.333/0001-82')).toBe('CNPJ inválido');
    expect(parsed(cpfCnpjField, '295.379.955-93')).toBe('29537995593');
    expect(parsed(cpfCnpjField, '12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
  });
  it('cepField and phoneField output digits', () => {
    expect(firstMessage(cepField, '')).toBe(REQUIRED);
    expect(firstMessage(cepField, '01310-10')).toBe('CEP deve ter 8 dígitos');
    expect(parsed(cepField, '01310-100')).toBe('01310100');
    expect(firstMessage(phoneField, '(11) 3456-789')).toBe('Telefone deve ter 10 ou 11 dígitos');
    expect(parsed(phoneField, '(11) 93456-7890')).toBe('11934567890');
  });
});

describe('number fields', () => {
  it('positiveNumberField', () => {
    expect(firstMessage(positiveNumberField, undefined)).toBe(REQUIRED);
    expect(firstMessage(positiveNumberField, '')).toBe(REQUIRED);
    expect(firstMessage(positiveNumberField, 'abc')).toBe('Deve ser um número válido');
    expect(firstMessage(positiveNumberField, '0')).toBe('Deve ser um número maior que zero');
    expect(parsed(positiveNumberField, '12,5')).toBe(12.5);
    expect(parsed(positiveNumberField, '12.5')).toBe(12.5);
    expect(parsed(positiveNumberField, 3)).toBe(3);
  });
  it('positiveIntegerField', () => {
    expect(firstMessage(positiveIntegerField, '1,5')).toBe('Deve ser um número inteiro válido');
    expect(firstMessage(positiveIntegerField, -2)).toBe('Deve ser um número maior que zero');
    expect(parsed(positiveIntegerField, '450')).toBe(450);
  });
  it('centavosField', () => {
    expect(firstMessage(centavosField, '100')).toBe('Deve ser um número válido');
    expect(firstMessage(centavosField, Number.NaN)).toBe('Deve ser um número válido');
    expect(firstMessage(centavosField, 10.5)).toBe('Deve ser um número inteiro válido');
    expect(firstMessage(centavosField, 0)).toBe('Deve ser um número maior que zero');
    expect(parsed(centavosField, 123456)).toBe(123456);
  });
  it('number fields agree with their text for every positive amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (n) => {
        expect(parsed(positiveIntegerField, String(n))).toBe(n);
        expect(parsed(centavosField, n)).toBe(n);
        expect(parsed(positiveNumberField, `${n},5`)).toBe(n + 0.5);
      }),
    );
  });
});

describe('birth date', () => {
  it('birthDateText: required, real, not future', () => {
    expect(firstMessage(birthDateText, '')).toBe(REQUIRED);
    expect(firstMessage(birthDateText, '31/02/1990')).toBe('Data inválida');
    expect(firstMessage(birthDateText, '01/01/2999')).toBe('Data não pode ser futura');
    expect(parsed(birthDateText, '31/12/1990')).toBe('31/12/1990');
  });

  const NOW = Date.UTC(2026, 10, 22, 17, 5); // 22/11/2026 in São Paulo
  const holder = z
    .object({ cpfCnpj: cpfCnpjField, dataNascimento: birthDateText })
    .superRefine((data, ctx) =>
      refineAdultForCpf(data, ctx, { dateKey: 'dataNascimento', documentKey: 'cpfCnpj', now: NOW }),
    );

  it('refineAdultForCpf reports underage CPF holders on the date field', () => {
    const result = holder.safeParse({ cpfCnpj: '295.379.955-93', dataNascimento: '23/11/2008' });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe('Para pessoa física, deve ter pelo menos 18 anos');
    expect(result.error?.issues[0]?.path).toEqual(['dataNascimento']);
  });
  it('refineAdultForCpf passes adults and companies', () => {
    expect(holder.safeParse({ cpfCnpj: '295.379.955-93', dataNascimento: '22/11/2008' }).success).toBe(true);
    expect(holder.safeParse({ cpfCnpj: '12.ABC.345/01DE-35', dataNascimento: '23/11/2008' }).success).toBe(true);
  });
  it('does not repeat the date field’s own errors', () => {
    const result = holder.safeParse({ cpfCnpj: '295.379.955-93', dataNascimento: '31/02/2010' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Data inválida']);
  });
});
