/**
 * Credit lines as the admin sets them ('Taxas e Linhas', issue 32): per line a monthly rate for
 * each term it offers, the amounts it finances, its origination fee, whether it is active, and a
 * note. The wizard's 'Busque a melhor opção' is not a line: it asks for the cheapest.
 */
import { linhaCreditoOptions, parcelas, type LinhaCredito } from '../options';

export type CreditLineId = Exclude<LinhaCredito, 'busque_melhor_opcao'>;
export const creditLineOptions = linhaCreditoOptions.filter((option) => option.value !== 'busque_melhor_opcao');
export const creditLineIds = creditLineOptions.map((option) => option.value) as CreditLineId[];
export const lineLabel = (id: string): string => creditLineOptions.find((option) => option.value === id)?.label ?? id;

export type Term = (typeof parcelas)[number];
export const terms: readonly Term[] = parcelas;

export const creditLimits = {
  /** Monthly rates an admin may set, in percent. */
  minRatePct: 0.01,
  maxRatePct: 15,
  /** Amounts financed, in cents: R$ 1.000,00 to R$ 5.000.000,00. */
  minAmountCents: 1_000_00,
  maxAmountCents: 5_000_000_00,
  maxFeeCents: 50_000_00,
  maxGraceMonths: 6,
  note: 500,
} as const;

export interface CreditLine {
  id: CreditLineId;
  ativa: boolean;
  /** Monthly rate in percent (1.49 is 1,49 % a.m.) by term; the terms present are the ones offered. */
  taxas: Partial<Record<`${Term}`, number>>;
  valor_min_centavos: number;
  valor_max_centavos: number;
  tarifa_centavos: number;
  nota: string;
}

/** Lines in the product's order (the options' order), whatever order they were stored in. */
export const inLineOrder = <T extends { id: string }>(lines: readonly T[]): T[] => creditLineIds.flatMap((id) => lines.filter((line) => line.id === id));

/** The terms a line offers, shortest first. */
export const offeredTerms = (line: Pick<CreditLine, 'taxas'>): Term[] => terms.filter((term) => typeof line.taxas[`${term}`] === 'number');

/** The line's monthly rate for a term as a fraction, or null when it does not offer the term. */
export function monthlyRateOf(line: Pick<CreditLine, 'taxas'>, term: number): number | null {
  const pct = line.taxas[`${term}` as `${Term}`];
  return typeof pct === 'number' ? pct / 100 : null;
}

/** The lowest monthly rate a line offers, in percent ("a partir de"). */
export function lowestRatePct(line: Pick<CreditLine, 'taxas'>): number | null {
  const rates = Object.values(line.taxas).filter((rate): rate is number => typeof rate === 'number');
  return rates.length > 0 ? Math.min(...rates) : null;
}

/** linhas_credito/{id}: the line with its version and who changed it last. */
export interface StoredCreditLine extends CreditLine {
  /** 1 for the first values, one more at each change. */
  versao: number;
  atualizado_por: string;
  atualizado_em: number;
}

/** linhas_credito/{id}/versoes/{versao}: the values a change replaced, kept for the record. */
export interface CreditLineVersion {
  id: string;
  versao: number;
  valores: CreditLine;
  /** Who set these values, and when (the change that replaced them is the next version). */
  por: string;
  desde_em: number;
  substituida_em: number;
}

/** What the public simulator may read of a line: no note, no author. */
export type PublishedLine = Pick<CreditLine, 'id' | 'taxas' | 'valor_min_centavos' | 'valor_max_centavos' | 'tarifa_centavos'> & { ativa: true };

/** publico/taxas: the active lines, as the landing's simulator reads them (anyone may). */
export interface PublishedRates {
  linhas: PublishedLine[];
  atualizado_em: number;
}

/** The public subset of every active line, in the lines' order. */
export function publishedRatesOf(lines: readonly CreditLine[], now: number): PublishedRates {
  const active = lines.filter((line) => line.ativa && offeredTerms(line).length > 0);
  return {
    linhas: inLineOrder(active).map(({ id, taxas, valor_min_centavos, valor_max_centavos, tarifa_centavos }) => ({ id, ativa: true, taxas, valor_min_centavos, valor_max_centavos, tarifa_centavos })),
    atualizado_em: now,
  };
}
