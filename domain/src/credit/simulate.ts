/**
 * One customer's financing on one credit line, and every active line side by side: the Price
 * schedule of the amount wanted plus the line's fee and the IOF (both financed, so the customer
 * receives the whole amount), and the CET of what the customer receives against what they pay.
 */
import { creditText } from './credit-text';
import { daysAfterMonths, epochDay, isoOfEpochDay } from './calendar';
import { yearlyCet, monthlyOf, yearlyOf, type CashFlow } from './cet';
import { financedIofCents, iofRatesOf, type Borrower } from './iof';
import { lineLabel, monthlyRateOf, type CreditLine, type CreditLineId } from './lines';
import { priceSchedule, type ScheduleRow } from './price-table';

export interface SimulationInput {
  /** The system's price, in cents. */
  valorSistemaCents: number;
  /** The down payment, in cents (0 … below the system's price). */
  entradaCents: number;
  /** Number of installments. */
  prazo: number;
  /** Months before the first installment's month, interest capitalised (0 … 6). */
  carenciaMeses: number;
  borrower: Borrower;
  /** The day the credit is released, YYYY-MM-DD. */
  liberacao: string;
}

export interface Simulation {
  linha: CreditLineId;
  linhaNome: string;
  prazo: number;
  carenciaMeses: number;
  taxaMensal: number;
  /** What the customer receives: the system's price minus the down payment. */
  liberadoCents: number;
  tarifaCents: number;
  iofCents: number;
  /** Released + fee + IOF. */
  financiadoCents: number;
  parcelaCents: number;
  totalPagoCents: number;
  primeiroVencimento: string;
  cetMensal: number;
  cetAnual: number;
  rows: ScheduleRow[];
}

export type LineRefusal = { linha: CreditLineId; linhaNome: string; motivo: string };

/** Why a line cannot finance this input, or null when it can. */
export function refusalOf(line: CreditLine, input: SimulationInput): string | null {
  const wanted = input.valorSistemaCents - input.entradaCents;
  if (!line.ativa) return creditText.lineInactive;
  if (monthlyRateOf(line, input.prazo) === null) return creditText.termNotOffered;
  if (wanted < line.valor_min_centavos || wanted > line.valor_max_centavos) return creditText.amountOutOfRange(line.valor_min_centavos, line.valor_max_centavos);
  return null;
}

export function simulate(line: CreditLine, input: SimulationInput): Simulation {
  const refusal = refusalOf(line, input);
  const rate = monthlyRateOf(line, input.prazo);
  if (refusal || rate === null) throw new RangeError(refusal ?? creditText.termNotOffered);
  const release = epochDay(input.liberacao);
  const liberadoCents = input.valorSistemaCents - input.entradaCents;
  const tarifaCents = line.tarifa_centavos;
  const daysOf = (row: ScheduleRow) => daysAfterMonths(release, row.month);
  const repay = (financed: number) => {
    const schedule = priceSchedule(financed, rate, input.prazo, input.carenciaMeses);
    // IOF falls on the principal: capitalised grace interest is not credit, so scale it out.
    const share = financed / schedule.amortisedCents;
    return schedule.rows.map((row) => ({ days: daysOf(row), cents: row.amortisationCents * share }));
  };
  const iofCents = financedIofCents(liberadoCents + tarifaCents, repay, iofRatesOf(input.borrower));
  const financiadoCents = liberadoCents + tarifaCents + iofCents;
  const schedule = priceSchedule(financiadoCents, rate, input.prazo, input.carenciaMeses);
  const flows: CashFlow[] = schedule.rows.map((row) => ({ days: daysOf(row), cents: row.paymentCents }));
  const cetAnual = yearlyCet(liberadoCents, flows, yearlyOf(rate));
  const first = schedule.rows[0];
  return {
    linha: line.id,
    linhaNome: lineLabel(line.id),
    prazo: input.prazo,
    carenciaMeses: input.carenciaMeses,
    taxaMensal: rate,
    liberadoCents,
    tarifaCents,
    iofCents,
    financiadoCents,
    parcelaCents: schedule.installmentCents,
    totalPagoCents: flows.reduce((sum, flow) => sum + flow.cents, 0),
    primeiroVencimento: isoOfEpochDay(release + (first ? daysOf(first) : 0)),
    cetMensal: monthlyOf(cetAnual),
    cetAnual,
    rows: schedule.rows,
  };
}

/** Every line that can finance the input, the lowest CET first, and why the others cannot. */
export function compareLines(lines: readonly CreditLine[], input: SimulationInput): { options: Simulation[]; refused: LineRefusal[] } {
  const options: Simulation[] = [];
  const refused: LineRefusal[] = [];
  for (const line of lines) {
    const motivo = refusalOf(line, input);
    if (motivo) refused.push({ linha: line.id, linhaNome: lineLabel(line.id), motivo });
    else options.push(simulate(line, input));
  }
  options.sort((a, b) => a.cetAnual - b.cetAnual || a.parcelaCents - b.parcelaCents);
  return { options, refused };
}
