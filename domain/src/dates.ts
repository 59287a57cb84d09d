/**
 * Birth-date rules of the proposal wizard. "Today" is the São Paulo calendar day of `now`, so a
 * date typed at 22:00 in Brazil is compared with that evening's date, not UTC's.
 */
import { documentKind } from './br-ids';
import { saoPauloDayKey } from './format';
import { type CalendarDate, parseDateBr, parseIsoDate } from './masks';
import { validation } from './messages';

/** Minimum age of an individual (CPF) proposal holder. */
export const ADULT_AGE = 18;

export interface BirthDateOptions {
  /** The holder's CPF or CNPJ as typed; the age rule applies only to a CPF (11 digits). */
  readonly holderDocument?: string | undefined;
  readonly now: Date | number;
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The São Paulo calendar day of an instant. */
export function saoPauloToday(now: Date | number): CalendarDate {
  const ms = typeof now === 'number' ? now : now.getTime();
  const today = parseIsoDate(saoPauloDayKey(ms));
  if (!today) throw new RangeError(`Invalid instant: ${String(now)}`);
  return today;
}

/**
 * Whole years between birth and the given day. Someone born on 29/02 completes a year on 01/03
 * of common years.
 */
export function ageOn(birth: CalendarDate, day: CalendarDate): number {
  const years = day.year - birth.year;
  const birthdayPassed = compareDates({ year: day.year, month: birth.month, day: birth.day }, day) <= 0;
  return birthdayPassed ? years : years - 1;
}

/**
 * Message for a birth date typed as DD/MM/AAAA: 'Data inválida' unless a real date, 'Data não
 * pode ser futura' after today, and for a CPF holder 'Para pessoa física, deve ter pelo menos
 * 18 anos' (18th birthday today passes). Null when valid.
 */
export function birthDateError(text: string, options: BirthDateOptions): string | null {
  const birth = parseDateBr(text.trim());
  if (!birth) return validation.dateInvalid;
  const today = saoPauloToday(options.now);
  if (compareDates(birth, today) > 0) return validation.dateFuture;
  const isPerson = options.holderDocument !== undefined && documentKind(options.holderDocument) === 'cpf';
  if (isPerson && ageOn(birth, today) < ADULT_AGE) return validation.dateUnderage;
  return null;
}
