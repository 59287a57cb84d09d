/**
 * zod field schemas shared by the forms (schema resolver) and the Cloud Functions that receive
 * the same data. Each reports the spec's exact message and is built on the plain validators, so
 * a rule lives in one place. Missing or non-string input reads as 'Este campo é obrigatório'.
 */
import { z } from 'zod';
import { cnpjError, cpfCnpjError, cpfError, normalizeCnpj, onlyDigits } from './br-ids';
import { birthDateError } from './dates';
import { inputLimits } from './constants';
import { validation } from './messages';
import { ufs } from './options';
import {
  bankCodeError,
  cepError,
  commentError,
  emailError,
  numberError,
  parseDecimal,
  parseInteger,
  phoneError,
  positiveIntegerError,
  requiredError,
} from './validators';

type Check<T> = (value: T) => string | null;

/** Adds the validator's message as a custom issue; the first failing rule is the only issue. */
function refineWith<T>(check: Check<T>) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/** A string (required message when missing) of bounded length checked by `check`. */
function checkedText(check: Check<string>, maxLength: number = inputLimits.identifier) {
  return z
    .string({ error: validation.required })
    .max(maxLength, { error: validation.tooLong })
    .superRefine(refineWith(check));
}

/** Trimmed, non-empty text of at most `maxLength` characters. */
export function boundedText(maxLength: number, tooLong: string) {
  // The raw input is bounded before trimming, so no payload is accepted for its size.
  return z.string({ error: validation.required }).max(maxLength, { error: tooLong }).trim().min(1, { error: validation.required });
}

/** Trimmed, non-empty short text: names, titles, address parts (at most 200 characters). */
export const requiredText = boundedText(inputLimits.name, validation.nameTooLong);

/** Trimmed, non-empty free text: notice content, reasons (at most 2,000 characters). */
export const freeText = boundedText(inputLimits.freeText, validation.freeTextTooLong);

/** E-mail, trimmed. */
export const emailField = z
  .string({ error: validation.emailRequired })
  .max(inputLimits.email, { error: validation.emailInvalid })
  .superRefine(refineWith(emailError))
  .transform((s) => s.trim());

/** CPF as typed or masked; outputs the 11 digits. */
export const cpfField = checkedText(cpfError).transform(onlyDigits);

/** Numeric or alphanumeric CNPJ; outputs the normalized 14 characters. */
export const cnpjField = checkedText(cnpjError).transform(normalizeCnpj);

/** Combined CPF/CNPJ; outputs 11 digits or the normalized 14-character CNPJ. */
export const cpfCnpjField = checkedText(cpfCnpjError).transform(normalizeCnpj);

/** CEP; outputs the 8 digits. */
export const cepField = checkedText(cepError).transform(onlyDigits);

/** Phone with 10 or 11 digits; outputs the digits. */
export const phoneField = checkedText(phoneError).transform(onlyDigits);

/**
 * Birth date DD/MM/AAAA: required, a real date and not after today (checked at parse time).
 * The 18+ rule depends on the holder's document: add it with `refineAdultForCpf`.
 */
export const birthDateText = z
  .string({ error: validation.required })
  .max(inputLimits.identifier, { error: validation.tooLong })
  .superRefine(refineWith((s: string) => requiredError(s) ?? birthDateError(s, { now: Date.now() })))
  .transform((s) => s.trim());

export interface AdultRuleOptions<T> {
  /** Key of the DD/MM/AAAA birth date. */
  readonly dateKey: keyof T & string;
  /** Key of the holder's CPF or CNPJ; the rule applies only when it is a CPF. */
  readonly documentKey: keyof T & string;
  /** Defaults to the time of the check. */
  readonly now?: Date | number;
}

/**
 * For an object schema's superRefine: reports 'Para pessoa física, deve ter pelo menos 18 anos'
 * on the date field when the holder is a person (CPF) under 18. Format and future-date errors
 * are left to the date field's own schema, so they are never reported twice.
 */
export function refineAdultForCpf<T extends object>(
  data: T,
  ctx: z.RefinementCtx<T>,
  options: AdultRuleOptions<T>,
): void {
  const date = data[options.dateKey];
  const document = data[options.documentKey];
  if (typeof date !== 'string' || typeof document !== 'string') return;
  const error = birthDateError(date, { holderDocument: document, now: options.now ?? Date.now() });
  if (error === validation.dateUnderage) {
    ctx.addIssue({ code: 'custom', message: error, path: [options.dateKey], input: date });
  }
}

const numberInput = z.union([z.string().max(inputLimits.identifier, { error: validation.tooLong }), z.number()], {
  error: validation.required,
});

/** Decimal > 0 typed as '12,5', '12.5' or given as a number; outputs the number. */
export const positiveNumberField = numberInput
  .superRefine(refineWith(numberError))
  .transform((v) => (typeof v === 'number' ? v : (parseDecimal(v) ?? Number.NaN)));

/** Whole number > 0 as text or number; outputs the number. */
export const positiveIntegerField = numberInput
  .superRefine(refineWith(positiveIntegerError))
  .transform((v) => parseInteger(v) ?? Number.NaN);

/** Money as integer centavos > 0. */
export const centavosField = z
  .number({ error: validation.numberInvalid })
  .int({ error: validation.integerInvalid })
  .positive({ error: validation.numberPositive });

/** Bank code: exactly 3 digits. */
export const bankCodeField = checkedText(bankCodeError).transform((s) => s.trim());

/** Comment: non-blank, at most 500 characters; outputs the trimmed text. */
export const commentField = checkedText(commentError, inputLimits.freeText).transform((s) => s.trim());

/** Brazilian state (UF) code; an empty select reads as required. */
export const ufField = z.enum(ufs, { error: validation.required });
