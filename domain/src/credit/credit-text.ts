/** Portuguese texts of the credit simulation (issue 32; the spec has none, these are ours). */
import { formatBRL } from '../format';

export const creditText = {
  lineInactive: 'Linha de crédito inativa.',
  termNotOffered: 'Prazo não oferecido nesta linha.',
  amountOutOfRange: (minCents: number, maxCents: number) => `Esta linha financia de ${formatBRL(minCents)} a ${formatBRL(maxCents)}.`,
  downPaymentTooHigh: 'A entrada deve ser menor que o valor do sistema.',
  disclaimer: 'Simulação sem valor de proposta: as condições finais dependem da análise de crédito.',
} as const;
