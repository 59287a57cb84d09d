/**
 * Where the cashback is paid: the integrator's PIX key and bank account. Keys follow the Banco
 * Central's DICT formats, and are stored in them: CPF as 11 digits, CNPJ as 14 characters
 * (numeric or alphanumeric, via br-ids), e-mail lower-cased with at most 77 characters, mobile
 * phone as +55 DDD number (E.164), random key (EVP) as a lower-case UUID v4.
 */
import { z } from 'zod';
import { cnpjError, cpfError, normalizeCnpj, onlyDigits } from '../br-ids';
import { inputLimits } from '../constants';
import { bankCodeField } from '../fields';
import { validation } from '../messages';
import { tiposConta, type Option } from '../options';
import { isEmail } from '../validators';
import { cashbackText as text } from './cashback-text';

export const pixKeyTypeOptions = [
  { value: 'cpf', label: 'CPF' },
  { value: 'cnpj', label: 'CNPJ' },
  { value: 'email', label: 'E-mail' },
  { value: 'telefone', label: 'Celular' },
  { value: 'aleatoria', label: 'Chave aleatória' },
] as const satisfies readonly Option[];
export type PixKeyType = (typeof pixKeyTypeOptions)[number]['value'];
export const pixKeyTypes = pixKeyTypeOptions.map((option) => option.value) as [PixKeyType, ...PixKeyType[]];

export interface PixKey {
  tipo: PixKeyType;
  /** In the DICT format of its type (see normalizePixKey). */
  chave: string;
}

/** DICT's longest e-mail key. */
export const PIX_EMAIL_MAX_LENGTH = 77;

/** Brazil's area codes (ANATEL): two digits, neither a zero, and not every such pair. */
const DDDS = new Set(
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(' '),
);

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The national number (DDD + 9 digits) of a typed phone: '(11) 91234-5678', '11912345678',
 * '+55 11 91234-5678' and '5511912345678' all give '11912345678'; a '+' other than +55 gives null.
 */
function nationalPhone(typed: string): string | null {
  const raw = typed.trim();
  const digits = onlyDigits(raw);
  if (raw.startsWith('+')) return digits.startsWith('55') ? digits.slice(2) : null;
  return digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** A key as DICT stores it; the value is not checked (pixKeyError does that). */
export function normalizePixKey(tipo: PixKeyType, chave: string): string {
  switch (tipo) {
    case 'cpf':
      return onlyDigits(chave);
    case 'cnpj':
      return normalizeCnpj(chave);
    case 'email':
    case 'aleatoria':
      return chave.trim().toLowerCase();
    case 'telefone': {
      const national = nationalPhone(chave);
      return national === null ? chave.trim() : `+55${national}`;
    }
  }
}

function phoneKeyError(chave: string): string | null {
  const national = nationalPhone(chave);
  if (national === null) return text.pixPhoneForeign;
  // A PIX phone key is a mobile number: DDD, then 9 digits starting with 9.
  if (!/^\d{2}9\d{8}$/.test(national)) return text.pixPhoneInvalid;
  return DDDS.has(national.slice(0, 2)) ? null : text.pixPhoneDdd;
}

/** Message for a key of the given type (blank reads 'Este campo é obrigatório'); null when valid. */
export function pixKeyError(tipo: PixKeyType, chave: string): string | null {
  if (chave.trim() === '') return validation.required;
  switch (tipo) {
    case 'cpf':
      return cpfError(chave);
    case 'cnpj':
      return cnpjError(chave);
    case 'email': {
      const email = normalizePixKey('email', chave);
      if (email.length > PIX_EMAIL_MAX_LENGTH) return text.pixEmailTooLong;
      return isEmail(email) ? null : validation.emailInvalid;
    }
    case 'telefone':
      return phoneKeyError(chave);
    case 'aleatoria':
      return UUID_V4.test(normalizePixKey('aleatoria', chave)) ? null : text.pixRandomInvalid;
  }
}

/** True for a key that is valid and already in its DICT form. */
export function isPixKey(key: PixKey): boolean {
  return pixKeyError(key.tipo, key.chave) === null && normalizePixKey(key.tipo, key.chave) === key.chave;
}

/** {tipo, chave} as typed; outputs the key in its DICT form. The message goes on `chave`. */
export const pixKeySchema = z
  .object({
    tipo: z.enum(pixKeyTypes, { error: text.pixTypeRequired }),
    chave: z.string({ error: validation.required }).max(inputLimits.email, { error: validation.tooLong }),
  })
  .superRefine((key, ctx) => {
    const message = pixKeyError(key.tipo, key.chave);
    if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['chave'], input: key.chave });
  })
  .transform((key): PixKey => ({ tipo: key.tipo, chave: normalizePixKey(key.tipo, key.chave) }));
export type PixKeyInput = z.input<typeof pixKeySchema>;

/**
 * PIX end-to-end id (E2E) of a payment: 'E', the payer's ISPB (8 digits), the UTC date and time
 * AAAAMMDDHHMM, then 11 letters or digits: 32 characters.
 */
const END_TO_END = /^E\d{8}\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([01]\d|2[0-3])[0-5]\d[A-Za-z0-9]{11}$/;

export function isPixEndToEndId(id: string): boolean {
  return END_TO_END.test(id);
}

// --- Bank account -------------------------------------------------------------

const digitsText = (pattern: RegExp, message: string) =>
  z
    .string({ error: validation.required })
    .max(inputLimits.identifier, { error: validation.tooLong })
    .trim()
    .min(1, { error: validation.required })
    .refine((s) => pattern.test(s), { error: message });

/** A bank account for a TED: tipo is 'corrente' or 'poupanca'. */
export const bankAccountSchema = z.object({
  /** COMPE code, 3 digits ('001', '341'). */
  banco: bankCodeField,
  /** 4 digits, without the branch's check digit. */
  agencia: digitsText(/^\d{4}$/, text.agency),
  /** Digits only, without the check digit. */
  conta: digitsText(/^\d{1,12}$/, text.account),
  /** The account's check digit: a digit or 'X' (stored upper-case). */
  digito: digitsText(/^[0-9Xx]$/, text.accountDigit).transform((s) => s.toUpperCase()),
  tipo: z.enum(tiposConta, { error: text.accountType }),
});
export type BankAccount = z.output<typeof bankAccountSchema>;
export type BankAccountInput = z.input<typeof bankAccountSchema>;

/** integradores/{uid}: where the integrator's cashback is paid (PIX first, the account for a TED). */
export const payoutDestinationSchema = z.object({
  pix: pixKeySchema,
  conta_bancaria: bankAccountSchema,
});
export type PayoutDestination = z.output<typeof payoutDestinationSchema>;
export type PayoutDestinationInput = z.input<typeof payoutDestinationSchema>;
