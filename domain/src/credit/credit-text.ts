/** Portuguese texts of the credit simulation (issue 32; the spec has none, these are ours). */
import { formatBRL } from '../format';
import { isoToDateBr } from '../masks';

export const creditText = {
  lineInactive: 'Linha de crédito inativa.',
  lineWithoutRates: 'Esta linha ainda não tem taxas cadastradas. Escolha outra linha ou "Busque a melhor opção".',
  termNotOffered: 'Prazo não oferecido nesta linha.',
  amountOutOfRange: (minCents: number, maxCents: number) => `Esta linha financia de ${formatBRL(minCents)} a ${formatBRL(maxCents)}.`,
  downPaymentTooHigh: 'A entrada deve ser menor que o valor do sistema.',
  downPaymentInvalid: 'Informe uma entrada de zero até o valor do sistema.',
  graceInvalid: 'A carência vai de 0 a 6 meses.',
  installmentTooLow: 'Nenhum valor desta linha cabe nesta parcela.',
  ratesChanged: 'As taxas mudaram enquanto a proposta era preenchida. Confira a nova parcela na etapa 3 e envie de novo.',
  disclaimer: 'Simulação sem valor de proposta: as condições finais dependem da análise de crédito.',
  rateOutOfRange: (min: string, max: string) => `A taxa deve estar entre ${min}% e ${max}% ao mês.`,
  noTerm: 'Ofereça ao menos um prazo para ativar a linha.',
  amountOutOfBounds: (min: string, max: string) => `Informe um valor entre ${min} e ${max}.`,
  minAboveMax: 'O valor mínimo deve ser menor que o máximo.',
  feeTooHigh: (max: string) => `A tarifa pode ser de até ${max}.`,
  stale: 'Estas taxas foram alteradas por outra pessoa. Recarregue a página e tente novamente.',
  lineNotFound: 'Linha de crédito não encontrada.',
  saved: 'Taxas atualizadas!',
  saveFailure: 'Erro ao salvar taxas',
  loadFailure: 'Erro ao carregar taxas',
  loading: 'Carregando taxas…',
  cheapest: 'Menor CET',
  installment: (term: number, cents: number) => `${term}x de ${formatBRL(cents)}`,
  total: (cents: number) => `Total pago: ${formatBRL(cents)}`,
  lastInstallment: (cents: number) => `Última parcela: ${formatBRL(cents)}`,
  monthlyRate: (fraction: number) => `Taxa de juros: ${percentText(fraction)}% a.m.`,
  firstDue: (isoDate: string) => `Primeiro vencimento: ${isoToDateBr(isoDate) ?? isoDate}`,
  cetRates: (monthly: number, yearly: number) => `${percentText(monthly)}% a.m. · ${percentText(yearly)}% a.a.`,
  cet: (monthly: number, yearly: number) => `CET ${creditText.cetRates(monthly, yearly)}`,
  months: (count: number) => `${count} ${count === 1 ? 'mês' : 'meses'}`,
  grace: (months: number) => (months === 0 ? 'Sem carência' : creditText.months(months)),
  unavailable: 'Não disponível',
} as const;

/** A rate as a fraction (0.0181) in pt-BR percent with two decimals ('1,81'). */
export function percentText(fraction: number): string {
  return (fraction * 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
