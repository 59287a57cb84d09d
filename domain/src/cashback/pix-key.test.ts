import { describe, expect, it } from 'vitest';
import { validation } from '../messages';
import { cashbackText as text } from './cashback-text';
import { bankAccountSchema, isPixEndToEndId, isPixKey, normalizePixKey, payoutDestinationSchema, pixKeyError, pixKeySchema, type PixKeyType } from './pix-key';

const parseKey = (tipo: string, chave: unknown) => pixKeySchema.safeParse({ tipo, chave });
const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe('PIX keys', () => {
  it.each<[PixKeyType, string, string]>([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['email', '  Fulano@Empresa.COM.br ', 'fulano@empresa.com.br'],
    ['telefone', '(11) 91234-5678', '+5511912345678'],
    ['telefone', '+55 21 99876-5432', '+5521998765432'],
    ['telefone', '5584912345678', '+5584912345678'],
    ['aleatoria', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ])('accepts a %s key and stores it in the DICT form (%s)', (tipo, typed, stored) => {
    expect(pixKeyError(tipo, typed)).toBeNull();
    expect(normalizePixKey(tipo, typed)).toBe(stored);
    expect(parseKey(tipo, typed)).toEqual({ success: true, data: { tipo, chave: stored } });
    expect(isPixKey({ tipo, chave: stored })).toBe(true);
  });

  it.each<[PixKeyType, string, string]>([
    ['cpf', '529.982.247-2', validation.cpfLength],
    ['cpf', '529.982.247-24', validation.cpfInvalid],
    ['cpf', '111.111.111-11', validation.cpfInvalid],
    ['cnpj', '11.222.333/0001', validation.cnpjLength],
    ['cnpj', '11.222.333/0001-82', validation.cnpjInvalid],
    ['cnpj', '12.ABC.345/01DE-36', validation.cnpjInvalid],
    ['email', 'fulano.empresa.com', validation.emailInvalid],
    ['email', 'fulano@empresa', validation.emailInvalid],
    ['email', `${'a'.repeat(66)}@empresa.com`, text.pixEmailTooLong],
    ['telefone', '(11) 3123-4567', text.pixPhoneInvalid],
    ['telefone', '(11) 81234-5678', text.pixPhoneInvalid],
    ['telefone', '912345678', text.pixPhoneInvalid],
    ['telefone', '+1 415 555 0100', text.pixPhoneForeign],
    ['telefone', '(20) 91234-5678', text.pixPhoneDdd],
    ['aleatoria', '123e4567-e89b-12d3-a456-426614174000', text.pixRandomInvalid],
    ['aleatoria', '123e4567e89b42d3a456426614174000', text.pixRandomInvalid],
    ['aleatoria', '123e4567-e89b-42d3-c456-426614174000', text.pixRandomInvalid],
    ['cpf', '   ', validation.required],
  ])('refuses the %s key %j: %s', (tipo, typed, message) => {
    expect(pixKeyError(tipo, typed)).toBe(message);
    const result = parseKey(tipo, typed);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toMatchObject({ message, path: ['chave'] });
  });

  it('accepts an e-mail of exactly 77 characters, refuses 78', () => {
    const at77 = `${'a'.repeat(65)}@empresa.com`;
    expect(at77).toHaveLength(77);
    expect(pixKeyError('email', at77)).toBeNull();
    expect(pixKeyError('email', `a${at77}`)).toBe(text.pixEmailTooLong);
  });

  it('checks the key against its type: a valid CPF is not a phone, a CNPJ is not a CPF', () => {
    // 11 digits read as DDD 52 (none in Brazil) and 9 9822-4725.
    expect(pixKeyError('telefone', '52998224725')).toBe(text.pixPhoneDdd);
    expect(pixKeyError('cpf', '11222333000181')).toBe(validation.cpfLength);
  });

  it('asks for the key type, and refuses a key that is not text or is huge', () => {
    expect(firstMessage(parseKey('pix', '52998224725'))).toMatchObject({ message: text.pixTypeRequired, path: ['tipo'] });
    expect(firstMessage(parseKey('cpf', 52998224725))).toMatchObject({ message: validation.required });
    expect(firstMessage(parseKey('email', `${'a'.repeat(300)}@x.com`))).toMatchObject({ message: validation.tooLong });
  });

  it('a stored key must already be in its DICT form', () => {
    expect(isPixKey({ tipo: 'cpf', chave: '529.982.247-25' })).toBe(false);
    expect(isPixKey({ tipo: 'email', chave: 'Fulano@empresa.com' })).toBe(false);
  });
});

describe('PIX end-to-end id', () => {
  it('is E, an ISPB, a UTC minute and 11 letters or digits', () => {
    expect(isPixEndToEndId('E00000000202601151030ABCDEFGHIJK')).toBe(true);
    expect(isPixEndToEndId('E18236120202611251423s0123456789')).toBe(true);
    expect(isPixEndToEndId('E00000000202601151030ABCDEFGHIJ')).toBe(false);
    expect(isPixEndToEndId('e00000000202601151030ABCDEFGHIJK')).toBe(false);
    expect(isPixEndToEndId('E00000000202613151030ABCDEFGHIJK')).toBe(false);
    expect(isPixEndToEndId('E00000000202601152430ABCDEFGHIJK')).toBe(false);
  });
});

describe('bank account', () => {
  const account = { banco: '341', agencia: '0001', conta: '123456', digito: 'x', tipo: 'corrente' };

  it('keeps the digits and upper-cases the check digit X', () => {
    expect(bankAccountSchema.parse(account)).toEqual({ ...account, digito: 'X' });
    expect(bankAccountSchema.parse({ ...account, agencia: ' 1234 ', tipo: 'poupanca', digito: '7' })).toMatchObject({ agencia: '1234', tipo: 'poupanca', digito: '7' });
  });

  it.each([
    ['banco', '34', validation.bankCode],
    ['agencia', '1234-5', text.agency],
    ['agencia', '123', text.agency],
    ['conta', '12345-6', text.account],
    ['conta', '1234567890123', text.account],
    ['digito', '67', text.accountDigit],
    ['digito', 'Y', text.accountDigit],
    ['digito', '', validation.required],
    ['tipo', 'salario', text.accountType],
  ])('refuses %s %j: %s', (field, value, message) => {
    const result = bankAccountSchema.safeParse({ ...account, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message, path: [field] });
  });

  it('the payout destination needs both the PIX key and the account', () => {
    const pix = { tipo: 'cnpj', chave: '12.ABC.345/01DE-35' };
    expect(payoutDestinationSchema.parse({ pix, conta_bancaria: account })).toEqual({
      pix: { tipo: 'cnpj', chave: '12ABC34501DE35' },
      conta_bancaria: { ...account, digito: 'X' },
    });
    expect(payoutDestinationSchema.safeParse({ pix }).success).toBe(false);
    expect(payoutDestinationSchema.safeParse({ pix: { tipo: 'cnpj', chave: '12ABC34501DE36' }, conta_bancaria: account }).error?.issues[0]).toMatchObject({
      message: validation.cnpjInvalid,
      path: ['pix', 'chave'],
    });
  });
});
