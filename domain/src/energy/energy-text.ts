/**
 * Issue 49's Portuguese texts (the spec has none; these are ours). One home for every message the
 * reader, the sizing, the savings and the settings show; helpers add theirs here.
 */
import { formatBRL } from '../format';

export const energyText = {
  readFromBill: 'lido da conta',
  consumptionImplausible: 'Consumo fora do plausível: informe de 1 a 100.000 kWh por mês.',
  tariffImplausible: 'Tarifa fora do plausível: informe de R$ 0,30 a R$ 2,00 por kWh.',
  referenceMonthInvalid: 'Mês de referência inválido.',
  tooManyMonths: 'Informe no máximo 13 meses de consumo.',
  amountInvalid: 'Valor da conta inválido.',
  savingsLabel: 'Economia estimada',
  installmentLabel: 'Parcela',
  perMonth: (cents: number) => `${formatBRL(cents)}/mês`,
} as const;
