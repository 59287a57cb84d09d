/**
 * Input masks applied as the user types, and the parsers that undo them. Every mask keeps only
 * the characters it accepts, truncates to the field's length and is idempotent.
 */
import { identifiers } from './constants';

/** Digits only (what masked CPF, CEP, phone and date fields store). */
export function unmask(s: string): string {
  return s.replace(/\D/g, '');
}

/**
 * Lays `chars` into `pattern`, where each `#` takes the next character; the literals before a
 * character are emitted only when that character exists, so partial input masks as typed.
 */
function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let next = 0;
  let pending = '';
  for (const p of pattern) {
    if (next >= chars.length) break;
    if (p === '#') {
      out += pending + chars.charAt(next);
      pending = '';
      next += 1;
    } else {
      pending += p;
    }
  }
  return out;
}

/** 000.000.000-00 */
export function maskCpf(s: string): string {
  return applyPattern(unmask(s).slice(0, identifiers.cpfLength), '###.###.###-##');
}

/**
 * 00.000.000/0000-00, alphanumeric-aware: the first 12 positions take [0-9A-Z] (uppercased),
 * the 2 check digits take digits only (a letter typed there is ignored).
 */
export function maskCnpj(s: string): string {
  let kept = '';
  for (const ch of s.toUpperCase()) {
    if (kept.length >= identifiers.cnpjLength) break;
    const accepted = kept.length < 12 ? /[0-9A-Z]/.test(ch) : /[0-9]/.test(ch);
    if (accepted) kept += ch;
  }
  return applyPattern(kept, '##.###.###/####-##');
}

/** 00000-000 */
export function maskCep(s: string): string {
  return applyPattern(unmask(s).slice(0, identifiers.cepLength), '#####-###');
}

/** (11) 1234-5678 for up to 10 digits, (11) 91234-5678 for 11. */
export function maskPhone(s: string): string {
  const digits = unmask(s).slice(0, 11);
  return applyPattern(digits, digits.length === 11 ? '(##) #####-####' : '(##) ####-####');
}

/**
 * Combined CPF/CNPJ field, masked as typed: up to 11 digits gets the CPF mask; a 12th character
 * or any letter switches to the (alphanumeric) CNPJ mask.
 */
export function maskCpfCnpj(s: string): string {
  const value = s.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (value.length <= identifiers.cpfLength && /^\d*$/.test(value)) return maskCpf(value);
  return maskCnpj(value);
}

/** DD/MM/AAAA as typed (digits only, at most 8). */
export function maskDate(s: string): string {
  return applyPattern(unmask(s).slice(0, 8), '##/##/####');
}

// --- Currency ----------------------------------------------------------------
//
// Money is typed and pasted as a Brazilian writes it: the comma separates the centavos, dots only
// group thousands, 'R$' and spaces are decoration. '25.000', '25000', 'R$ 25.000' and '25.000,00'
// are all twenty-five thousand reais; '1234,56' is R$ 1.234,56; digits after the comma beyond two
// are dropped. Every money field in the app reads its text with parseMoney (docs/architecture.md).

/** More reais digits than this would leave the safe-integer range once in centavos; extra typed digits are ignored. */
const MAX_REAIS_DIGITS = 13;

interface MoneyParts {
  /** The reais, digits without leading zeros ('' for none). */
  reais: string;
  /** The centavos typed after the comma (0 to 2 digits), or null when no comma was typed. */
  centavos: string | null;
}

function moneyParts(text: string): MoneyParts {
  const comma = text.indexOf(',');
  const whole = comma < 0 ? text : text.slice(0, comma);
  const reais = unmask(whole).replace(/^0+/, '').slice(0, MAX_REAIS_DIGITS);
  return { reais, centavos: comma < 0 ? null : unmask(text.slice(comma + 1)).slice(0, 2) };
}

/**
 * Integer centavos shown as 'R$ 1.234,56' (normal spaces, matching format.ts formatBRL).
 * Non-integers are rounded; NaN and infinities read as 0.
 */
export function formatCentavosInput(centavos: number): string {
  const value = Number.isFinite(centavos) ? Math.round(centavos) : 0;
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(3, '0');
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}R$ ${reais},${digits.slice(-2)}`;
}

/**
 * A money field's text as typed, in its place: 'R$ ' and the reais grouped by thousands, then the
 * comma and the centavos only once typed ('40000' → 'R$ 40.000', '1234,5' → 'R$ 1.234,5'); '' for
 * text without a digit or comma. Idempotent, and parseMoney reads the same amount from it.
 */
export function maskMoney(text: string): string {
  if (!/[\d,]/.test(text)) return '';
  const { reais, centavos } = moneyParts(text);
  const grouped = (reais === '' ? '0' : reais).replace(/\B(?=(\d{3})+$)/g, '.');
  return centavos === null ? `R$ ${grouped}` : `R$ ${grouped},${centavos}`;
}

/** The integer centavos a Brazilian reads in a money text ('R$ 25.000' → 2500000); null when it has no digit. */
export function parseMoney(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const { reais, centavos } = moneyParts(text);
  return Number(reais || '0') * 100 + Number((centavos ?? '').padEnd(2, '0'));
}

// --- Dates -------------------------------------------------------------------

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Parses exactly 'DD/MM/AAAA' into a real calendar date, else null. */
export function parseDateBr(text: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  return calendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
}

/** Parses exactly 'AAAA-MM-DD' into a real calendar date, else null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** 'AAAA-MM-DD' for a calendar date. */
export function toIsoDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** '31/12/1990' → '1990-12-31'; null unless a real date in DD/MM/AAAA. */
export function dateBrToIso(text: string): string | null {
  const d = parseDateBr(text);
  return d ? toIsoDate(d) : null;
}

/** '1990-12-31' → '31/12/1990'; null unless a real date in AAAA-MM-DD. */
export function isoToDateBr(iso: string): string | null {
  const d = parseIsoDate(iso);
  return d ? `${pad(d.day, 2)}/${pad(d.month, 2)}/${pad(d.year, 4)}` : null;
}
