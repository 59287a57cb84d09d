/**
 * The simulation a proposal is sent with (issue 32, part 4): step 3 and the create-proposal
 * handler choose it with the same function from the same rates, so what the integrator saw is
 * what the server stores — and a difference means the rates changed in between.
 */
import { documentKind } from '../br-ids';
import type { Millis } from '../model';
import type { LinhaCredito } from '../options';
import type { Borrower } from './iof';
import type { CreditLine, CreditLineId, StoredCreditLine } from './lines';
import { compareLines, refusalOf, simulate, type Simulation, type SimulationInput } from './simulate';

/** propostas/{id}.simulacao: the chosen line's figures when the proposal was sent. */
export interface SavedSimulation {
  linha: CreditLineId;
  /** 'menor_cet' when the integrator asked for the best option and this line was the cheapest. */
  escolha: 'linha' | 'menor_cet';
  /** The line's rates version used (linhas_credito/{id}.versao). */
  versao_taxas: number;
  prazo: number;
  carencia_meses: number;
  valor_sistema_centavos: number;
  entrada_centavos: number;
  liberado_centavos: number;
  tarifa_centavos: number;
  iof_centavos: number;
  financiado_centavos: number;
  parcela_centavos: number;
  total_pago_centavos: number;
  taxa_mensal: number;
  cet_mensal: number;
  cet_anual: number;
  primeiro_vencimento: string;
  calculada_em: Millis;
}

export type SimulationChoice<L extends CreditLine> =
  /** No stored line answers the request (no rates set, or no line can finance 'the best option'). */
  | { kind: 'none' }
  /** The line the integrator named cannot finance this request: why. */
  | { kind: 'refused'; motivo: string }
  | { kind: 'chosen'; simulation: Simulation; line: L; escolha: SavedSimulation['escolha'] };

/** The line a request names, or the lowest CET when it asks for the best option. */
export function chooseSimulation<L extends CreditLine>(lines: readonly L[], wanted: LinhaCredito | string, input: SimulationInput): SimulationChoice<L> {
  if (wanted === 'busque_melhor_opcao') {
    const best = compareLines(lines, input).options[0];
    const line = best && lines.find((candidate) => candidate.id === best.linha);
    return best && line ? { kind: 'chosen', simulation: best, line, escolha: 'menor_cet' } : { kind: 'none' };
  }
  const line = lines.find((candidate) => candidate.id === wanted);
  if (!line) return { kind: 'none' };
  const motivo = refusalOf(line, input);
  return motivo ? { kind: 'refused', motivo } : { kind: 'chosen', simulation: simulate(line, input), line, escolha: 'linha' };
}

/** A CPF borrows as a natural person, a CNPJ as a company (the IOF differs). */
export const borrowerOf = (cpfCnpj: string): Borrower => (documentKind(cpfCnpj) === 'cnpj' ? 'pj' : 'pf');

export function toSavedSimulation(choice: Extract<SimulationChoice<CreditLine & Pick<StoredCreditLine, 'versao'>>, { kind: 'chosen' }>, input: SimulationInput, now: Millis): SavedSimulation {
  const { simulation: s, line } = choice;
  return {
    linha: s.linha,
    escolha: choice.escolha,
    versao_taxas: line.versao,
    prazo: s.prazo,
    carencia_meses: s.carenciaMeses,
    valor_sistema_centavos: input.valorSistemaCents,
    entrada_centavos: input.entradaCents,
    liberado_centavos: s.liberadoCents,
    tarifa_centavos: s.tarifaCents,
    iof_centavos: s.iofCents,
    financiado_centavos: s.financiadoCents,
    parcela_centavos: s.parcelaCents,
    total_pago_centavos: s.totalPagoCents,
    taxa_mensal: s.taxaMensal,
    cet_mensal: s.cetMensal,
    cet_anual: s.cetAnual,
    primeiro_vencimento: s.primeiroVencimento,
    calculada_em: now,
  };
}

/**
 * The amount to finance (system value minus down payment) whose installment on `line` is at most
 * `installmentCents`: the largest one, by bisection (the installment grows with the amount).
 * Null when even the line's minimum costs more; capped at the system value.
 */
export function amountForInstallment(line: CreditLine, input: SimulationInput, installmentCents: number): number | null {
  const installmentOf = (amount: number) => simulate(line, { ...input, entradaCents: input.valorSistemaCents - amount }).parcelaCents;
  let low = line.valor_min_centavos;
  let high = Math.min(line.valor_max_centavos, input.valorSistemaCents);
  if (low > high || refusalOf(line, { ...input, entradaCents: input.valorSistemaCents - low }) !== null) return null;
  if (installmentOf(low) > installmentCents) return null;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (installmentOf(middle) <= installmentCents) low = middle;
    else high = middle - 1;
  }
  return low;
}
