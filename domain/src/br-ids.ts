/**
 * Brazilian taxpayer identifiers: CPF (people, 11 digits) and CNPJ (companies, 14 characters,
 * numeric or the alphanumeric format issued since July 2026, IN RFB 2.229/2024).
 * Check digits come from `cpf-cnpj-validator`, which supports both CNPJ formats.
 */
import { cnpj, cpf } from 'cpf-cnpj-validator';
import { identifiers } from './constants';
import { validation } from './messages';

/** Keeps only the ASCII digits 0-9. */
export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/** Uppercases and strips everything that is not [0-9A-Z] (the stored CNPJ form). */
export function normalizeCnpj(s: string): string {
  return s.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** True for a CPF whose digits (punctuation ignored) pass the check digits and are not all equal. */
export function isValidCpf(s: string): boolean {
  const digits = onlyDigits(s);
  return digits.length === identifiers.cpfLength && cpf.isValid(digits);
}

/** True for a numeric or alphanumeric CNPJ (punctuation and case ignored) with valid check digits. */
export function isValidCnpj(s: string): boolean {
  const value = normalizeCnpj(s);
  if (value.length !== identifiers.cnpjLength) return false;
  if (/^(.)\1*$/.test(value)) return false;
  return cnpj.isValid(value, true);
}

function isBlank(s: string): boolean {
  return s.trim() === '';
}

/** Message for a CPF field: required, 11 digits, then check digits; null when valid. */
export function cpfError(s: string): string | null {
  if (isBlank(s)) return validation.required;
  if (onlyDigits(s).length !== identifiers.cpfLength) return validation.cpfLength;
  return isValidCpf(s) ? null : validation.cpfInvalid;
}

/** Message for a CNPJ field: required, 14 characters, then check digits; null when valid. */
export function cnpjError(s: string): string | null {
  if (isBlank(s)) return validation.required;
  if (normalizeCnpj(s).length !== identifiers.cnpjLength) return validation.cnpjLength;
  return isValidCnpj(s) ? null : validation.cnpjInvalid;
}

/**
 * What a combined CPF/CNPJ input holds: 11 digits is a CPF, 14 characters [0-9A-Z] a CNPJ,
 * anything else (including letters in 11 characters) null.
 */
export function documentKind(s: string): 'cpf' | 'cnpj' | null {
  const value = normalizeCnpj(s);
  if (value.length === identifiers.cpfLength && /^\d+$/.test(value)) return 'cpf';
  if (value.length === identifiers.cnpjLength) return 'cnpj';
  return null;
}

/** Message for the combined CPF/CNPJ field; null when valid. */
export function cpfCnpjError(s: string): string | null {
  if (isBlank(s)) return validation.required;
  const kind = documentKind(s);
  if (kind === 'cpf') return cpfError(s);
  if (kind === 'cnpj') return cnpjError(s);
  return validation.cpfCnpjLength;
}
