/**
 * Small field validators: each returns the spec's Portuguese message, or null when the value is
 * acceptable. Blank input reports 'Este campo é obrigatório' unless the field has its own text.
 */
import { auth as authLimits, comments, identifiers } from './constants';
import { auth, validation } from './messages';
import { unmask } from './masks';

type FieldValue = string | number | null | undefined;

function isBlank(v: FieldValue): boolean {
  return v === null || v === undefined || String(v).trim() === '';
}

/** 'Este campo é obrigatório' for null, undefined, '' or whitespace only. */
export function requiredError(v: FieldValue): string | null {
  return isBlank(v) ? validation.required : null;
}

/** local@domain.tld with a top-level domain of at least 2 letters; no spaces. */
const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** Standard e-mail format (the owner e-mail and the generic e-mail rule). */
export function isEmail(s: string): boolean {
  return EMAIL.test(s);
}

/** 'Email é obrigatório' when blank, 'Email inválido' when malformed (surrounding spaces ignored). */
export function emailError(s: string): string | null {
  const value = s.trim();
  if (value === '') return validation.emailRequired;
  return isEmail(value) ? null : validation.emailInvalid;
}

/** The forgot-password pattern: text, @, text, dot, text. */
export function isSimpleEmail(s: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);
}

/** Required, then exactly 8 digits once the mask is removed. */
export function cepError(s: string): string | null {
  if (isBlank(s)) return validation.required;
  return unmask(s).length === identifiers.cepLength ? null : validation.cepLength;
}

/** Required, then 10 or 11 digits once the mask is removed. */
export function phoneError(s: string): string | null {
  if (isBlank(s)) return validation.required;
  const length = unmask(s).length;
  return identifiers.phoneLengths.some((n) => n === length) ? null : validation.phoneLength;
}

/**
 * Reads a decimal typed in pt-BR ('1.234,5', '12,5') or with a dot ('12.5'); null otherwise.
 * Without a comma, a single dot is the decimal point ('1.234' is 1.234); several dots must be
 * thousands groups ('1.234.567').
 */
export function parseDecimal(s: string): number | null {
  const v = s.trim();
  let normalized: string;
  if (/^-?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/.test(v)) normalized = v.replace(',', '.');
  else if (/^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(v)) normalized = v.replace(/\./g, '').replace(',', '.');
  else return null;
  const n = Number(normalized);
  return Number.isFinite(n) ? n : null;
}

function toNumber(v: string | number): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return parseDecimal(v);
}

/** Required, numeric ('Deve ser um número válido'), then > 0 ('Deve ser um número maior que zero'). */
export function numberError(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined || isBlank(v)) return validation.required;
  const n = toNumber(v);
  if (n === null) return validation.numberInvalid;
  return n > 0 ? null : validation.numberPositive;
}

/** Reads a whole number written with digits only (optional sign); null otherwise. */
export function parseInteger(v: string | number): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  const t = v.trim();
  if (!/^-?\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** Required, whole ('Deve ser um número inteiro válido'), then > 0. */
export function positiveIntegerError(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined || isBlank(v)) return validation.required;
  const n = parseInteger(v);
  if (n === null) return validation.integerInvalid;
  return n > 0 ? null : validation.numberPositive;
}

/** Required, then exactly 3 digits. */
export function bankCodeError(s: string): string | null {
  if (isBlank(s)) return validation.required;
  return new RegExp(`^\\d{${identifiers.bankCodeLength}}$`).test(s.trim()) ? null : validation.bankCode;
}

/** What the bank-code input keeps as the user types: digits only, at most 3. */
export function sanitizeBankCode(s: string): string {
  return unmask(s).slice(0, identifiers.bankCodeLength);
}

/** Non-blank, at most 500 characters (counted as the UI counter does, `s.length`). */
export function commentError(s: string): string | null {
  if (isBlank(s)) return validation.required;
  return s.length > comments.maxLength ? validation.commentTooLong : null;
}

/** The send button is enabled only for a valid comment. */
export function canSendComment(s: string): boolean {
  return commentError(s) === null;
}

/** At least 6 characters ('A senha deve ter pelo menos 6 caracteres'). */
export function passwordLengthError(s: string): string | null {
  return s.length < authLimits.minPasswordLength ? auth.passwordTooShort : null;
}
