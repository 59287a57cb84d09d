/**
 * The bill's facts as the wizard, the customer's link and createProposal take them (bounded: every
 * string capped, at most 13 months, plausible numbers only). Empty is allowed where the bill could
 * not be read and nobody typed it: the analysis then says what is missing instead of guessing.
 */
import { z } from 'zod';
import { inputLimits } from '../constants';
import { validation } from '../messages';
import { distributorIds } from './distributors';
import { energyText } from './energy-text';
import { billLimits } from './limits';
import { billAddressKeys, billAlertKinds, billFactKeys, connectionTypes, consumerSubgroups, type BillFacts } from './types';

const text = (max: number) => z.string().max(max, { error: validation.tooLong }).trim().default('');
const orEmpty = <V extends string>(values: readonly [V, ...V[]]) => z.union([z.enum(values), z.literal('')]).default('');

const monthlyKwh = z.number({ error: energyText.consumptionImplausible }).int({ error: energyText.consumptionImplausible })
  .min(billLimits.minMonthlyKwh, { error: energyText.consumptionImplausible }).max(billLimits.maxMonthlyKwh, { error: energyText.consumptionImplausible });

export const billFactsInput = z.object({
  distribuidora: orEmpty(distributorIds),
  titular: text(inputLimits.name),
  uc: text(inputLimits.identifier),
  classe: text(inputLimits.identifier),
  subgrupo: orEmpty(consumerSubgroups),
  ligacao: orEmpty(connectionTypes),
  mes_referencia: z.union([z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: energyText.referenceMonthInvalid }), z.literal('')]).default(''),
  vencimento: z.union([z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: energyText.referenceMonthInvalid }), z.literal('')]).default(''),
  consumo_kwh: z.array(monthlyKwh).max(billLimits.maxMonths, { error: energyText.tooManyMonths }).default([]),
  tarifa_reais_kwh: z.number({ error: energyText.tariffImplausible }).min(billLimits.minTariffReaisKwh, { error: energyText.tariffImplausible })
    .max(billLimits.maxTariffReaisKwh, { error: energyText.tariffImplausible }).nullable().default(null),
  valor_total_centavos: z.number({ error: energyText.amountInvalid }).int({ error: energyText.amountInvalid }).min(0, { error: energyText.amountInvalid })
    .max(billLimits.maxAmountCents, { error: energyText.amountInvalid }).nullable().default(null),
  lidos: z.array(z.enum([...billFactKeys, ...billAddressKeys])).max(billFactKeys.length + billAddressKeys.length).default([]),
  alertas: z.array(z.enum(billAlertKinds)).max(billAlertKinds.length).default([]),
}) satisfies z.ZodType<BillFacts, unknown>;

export type BillFactsInput = z.input<typeof billFactsInput>;

/** Nothing read, nothing typed. */
export const emptyBillFacts = (): BillFacts => ({
  distribuidora: '', titular: '', uc: '', classe: '', subgrupo: '', ligacao: '', mes_referencia: '', vencimento: '',
  consumo_kwh: [], tarifa_reais_kwh: null, valor_total_centavos: null, lidos: [], alertas: [],
});
