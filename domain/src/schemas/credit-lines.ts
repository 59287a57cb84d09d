/** The updateCreditLine command's input (issue 32): the admin's form and the callable parse with it. */
import { z } from 'zod';
import { creditText as text } from '../credit/credit-text';
import { creditLimits as limits, creditLineIds, terms, type CreditLineId } from '../credit/lines';
import { formatBRL } from '../format';
import { validation } from '../messages';

const percent = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const rateField = z
  .number({ error: validation.numberInvalid })
  .refine((rate) => Number.isFinite(rate) && rate >= limits.minRatePct && rate <= limits.maxRatePct, {
    error: text.rateOutOfRange(percent(limits.minRatePct), percent(limits.maxRatePct)),
  });
const amountField = z
  .int({ error: validation.numberInvalid })
  .min(limits.minAmountCents, { error: text.amountOutOfBounds(formatBRL(limits.minAmountCents), formatBRL(limits.maxAmountCents)) })
  .max(limits.maxAmountCents, { error: text.amountOutOfBounds(formatBRL(limits.minAmountCents), formatBRL(limits.maxAmountCents)) });

export const creditLineInput = z
  .object({
    id: z.enum(creditLineIds as [CreditLineId, ...CreditLineId[]], { error: text.lineNotFound }),
    ativa: z.boolean({ error: validation.required }),
    taxas: z.object(Object.fromEntries(terms.map((term) => [`${term}`, rateField.optional()]))).strict(),
    valor_min_centavos: amountField,
    valor_max_centavos: amountField,
    tarifa_centavos: z.int({ error: validation.numberInvalid }).min(0, { error: validation.numberInvalid }).max(limits.maxFeeCents, { error: text.feeTooHigh(formatBRL(limits.maxFeeCents)) }),
    nota: z.string({ error: validation.required }).trim().max(limits.note, { error: validation.tooLong }),
    /** The version the admin edited: a change made meanwhile by someone else is refused. */
    versao: z.int().min(0).max(1_000_000),
  })
  .refine((line) => line.valor_min_centavos < line.valor_max_centavos, { error: text.minAboveMax, path: ['valor_min_centavos'] })
  .refine((line) => !line.ativa || Object.values(line.taxas).some((rate) => typeof rate === 'number'), { error: text.noTerm, path: ['taxas'] });
export type CreditLineInput = z.input<typeof creditLineInput>;
