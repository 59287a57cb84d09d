/**
 * The funding counters (issue 48), per integrator and overall, in centavos. Each tranche
 * contributes by its situation: bloqueado; clocked (liberada, em verificação, aprovada) by its
 * prazo, so the day splits 'atrasado' when read; recusado; pago (by data_pagamento's month, for
 * good: a clawback does not unpay it); a recuperar (paid, then clawed back); nothing in money for a
 * reversal before payout. Plus how many tranches sit in each situation.
 * An append moves the counters by contribution(tranche after) − contribution(tranche before), so a
 * recount from the ledger equals them.
 */
import { fundingCyclesOf, isClockedSituation } from './ledger';
import type { FundingCounters, FundingCycle, FundingEntry, FundingTotals, IsoDate, Tranche, TrancheSituation } from './types';
import { trancheSituations } from './types';

export function emptyFundingCounters(): FundingCounters {
  return {
    bloqueado_centavos: 0, em_andamento_centavos_por_prazo: {}, em_andamento_qtd_por_prazo: {}, recusado_centavos: 0, pago_centavos: 0,
    pago_por_mes: {}, a_recuperar_centavos: 0, qtd_por_situacao: {},
  };
}

/** Adds `amount` to `map[key]`; the key goes away at zero. */
function bump<K extends string>(map: Partial<Record<K, number>>, key: K, amount: number): void {
  const next = (map[key] ?? 0) + amount;
  if (next === 0) delete map[key];
  else map[key] = next;
}

/** What one tranche adds to the counters where it stands, times `sign` (−1 to take it out). */
function addTranche(counters: FundingCounters, tranche: Pick<Tranche, 'situacao' | 'valor_centavos' | 'prazo' | 'data_pagamento'>, sign: 1 | -1): void {
  const amount = sign * tranche.valor_centavos;
  bump(counters.qtd_por_situacao, tranche.situacao, sign);
  const paid = () => {
    counters.pago_centavos += amount;
    bump(counters.pago_por_mes, (tranche.data_pagamento ?? '').slice(0, 7), amount);
  };
  if (isClockedSituation(tranche.situacao)) {
    const prazo = tranche.prazo ?? '';
    bump(counters.em_andamento_centavos_por_prazo, prazo, amount);
    bump(counters.em_andamento_qtd_por_prazo, prazo, sign);
    return;
  }
  switch (tranche.situacao) {
    case 'bloqueada':
      counters.bloqueado_centavos += amount;
      break;
    case 'recusada':
      counters.recusado_centavos += amount;
      break;
    case 'paga':
      paid();
      break;
    case 'clawback':
      paid();
      counters.a_recuperar_centavos += amount;
      break;
    default:
      // estornada: never paid, no money.
      break;
  }
}

/** What one tranche in its situation contributes to the counters. */
export function trancheContribution(tranche: Pick<Tranche, 'situacao' | 'valor_centavos' | 'prazo' | 'data_pagamento'>): FundingCounters {
  const counters = emptyFundingCounters();
  addTranche(counters, tranche, 1);
  return counters;
}

/**
 * The counters' change from `before` to `after` (the same proposal's cycle before and after an
 * append): per tranche, its contribution after less its contribution before. A cycle opened after
 * a closed one adds its tranches; the closed cycle's stay as they are.
 */
export function fundingCountersDelta(before: FundingCycle | null, after: FundingCycle): FundingCounters {
  const delta = emptyFundingCounters();
  const previous = before && before.ciclo === after.ciclo ? before : null;
  for (const tranche of after.parcelas) {
    const old = previous?.parcelas[tranche.parcela - 1];
    if (old) addTranche(delta, old, -1);
    addTranche(delta, tranche, 1);
  }
  return delta;
}

function addMap<K extends string>(into: Partial<Record<K, number>>, from: Partial<Record<K, number>>): Partial<Record<K, number>> {
  const out = { ...into };
  for (const [key, amount] of Object.entries(from) as [K, number][]) bump(out, key, amount);
  return out;
}

/** The counters after a delta (a new object). */
export function applyFundingDelta(counters: FundingCounters, delta: FundingCounters): FundingCounters {
  return {
    bloqueado_centavos: counters.bloqueado_centavos + delta.bloqueado_centavos,
    em_andamento_centavos_por_prazo: addMap(counters.em_andamento_centavos_por_prazo, delta.em_andamento_centavos_por_prazo) as Record<IsoDate, number>,
    em_andamento_qtd_por_prazo: addMap(counters.em_andamento_qtd_por_prazo, delta.em_andamento_qtd_por_prazo) as Record<IsoDate, number>,
    recusado_centavos: counters.recusado_centavos + delta.recusado_centavos,
    pago_centavos: counters.pago_centavos + delta.pago_centavos,
    pago_por_mes: addMap(counters.pago_por_mes, delta.pago_por_mes) as Record<string, number>,
    a_recuperar_centavos: counters.a_recuperar_centavos + delta.a_recuperar_centavos,
    qtd_por_situacao: addMap(counters.qtd_por_situacao, delta.qtd_por_situacao),
  };
}

function cyclesByProposal(entries: readonly FundingEntry[]): FundingCycle[] {
  const byProposal = new Map<string, FundingEntry[]>();
  for (const entry of entries) {
    const list = byProposal.get(entry.proposta_id) ?? [];
    list.push(entry);
    byProposal.set(entry.proposta_id, list);
  }
  return [...byProposal.values()].flatMap(fundingCyclesOf);
}

/** The counters recomputed from the full ledger (every cycle, closed ones included): the recount, and the deltas' check. */
export function recountFunding(entries: readonly FundingEntry[]): FundingCounters {
  const counters = emptyFundingCounters();
  for (const cycle of cyclesByProposal(entries)) for (const tranche of cycle.parcelas) addTranche(counters, tranche, 1);
  return counters;
}

/** Every integrator's counters recomputed, by integrator id. */
export function recountFundingByIntegrator(entries: readonly FundingEntry[]): Record<string, FundingCounters> {
  const byIntegrator: Record<string, FundingEntry[]> = {};
  for (const entry of entries) (byIntegrator[entry.integrador_id] ??= []).push(entry);
  return Object.fromEntries(Object.entries(byIntegrator).map(([id, owned]) => [id, recountFunding(owned)]));
}

/** The totals on `day` (YYYY-MM-DD, São Paulo): what is clocked before its prazo is late. */
export function fundingTotalsOn(counters: FundingCounters, day: IsoDate): FundingTotals {
  let emAndamento = 0;
  let atrasado = 0;
  let atrasadas = 0;
  for (const [prazo, amount] of Object.entries(counters.em_andamento_centavos_por_prazo)) {
    if (prazo < day) atrasado += amount;
    else emAndamento += amount;
  }
  for (const [prazo, count] of Object.entries(counters.em_andamento_qtd_por_prazo)) if (prazo < day) atrasadas += count;
  return {
    bloqueado: counters.bloqueado_centavos, em_andamento: emAndamento, atrasado, atrasadas_qtd: atrasadas, recusado: counters.recusado_centavos,
    pago: counters.pago_centavos, a_recuperar: counters.a_recuperar_centavos,
  };
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function numberMap(value: unknown): Record<string, number> {
  const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  return Object.fromEntries(entries.map(([key, amount]) => [key, finite(amount)] as const).filter(([, amount]) => amount !== 0));
}

/** Stored counters as the code reads them: missing or malformed fields as zero, zero keys dropped. */
export function readFundingCounters(stored: unknown): FundingCounters {
  if (typeof stored !== 'object' || stored === null) return emptyFundingCounters();
  const data = stored as Record<string, unknown>;
  const bySituation = numberMap(data['qtd_por_situacao']);
  return {
    bloqueado_centavos: finite(data['bloqueado_centavos']),
    em_andamento_centavos_por_prazo: numberMap(data['em_andamento_centavos_por_prazo']),
    em_andamento_qtd_por_prazo: numberMap(data['em_andamento_qtd_por_prazo']),
    recusado_centavos: finite(data['recusado_centavos']),
    pago_centavos: finite(data['pago_centavos']),
    pago_por_mes: numberMap(data['pago_por_mes']),
    a_recuperar_centavos: finite(data['a_recuperar_centavos']),
    qtd_por_situacao: Object.fromEntries(
      Object.entries(bySituation).filter(([situacao]) => (trancheSituations as readonly string[]).includes(situacao)),
    ) as Partial<Record<TrancheSituation, number>>,
  };
}
