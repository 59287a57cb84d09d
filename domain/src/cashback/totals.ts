/**
 * Cashback totals per integrator (and overall): previsto, a receber, atrasado, pago, estornado, in
 * centavos. Every cycle's amount sits in exactly one of them. The counters move by one delta per
 * ledger entry, computed from the entry alone, so a trigger on a new entry applies increments
 * without reading the ledger. 'Atrasado' depends on the day, not on an entry: the counters keep
 * what is due by due date, and the day splits it into on time and late when they are read.
 */
import { cashbackCyclesOf, isOverdue, type CashbackCycle, type CashbackEntry, type IsoDate } from './ledger';

export interface CashbackCounters {
  previsto_centavos: number;
  /** Due date (YYYY-MM-DD) -> centavos released and neither paid nor reversed. */
  a_receber_por_vencimento: Record<IsoDate, number>;
  pago_centavos: number;
  /** Reversed before the payout, and taken back after it. */
  estornado_centavos: number;
}

/** What one entry changes: every field an increment, the map's zeros left out. */
export type CashbackCountersDelta = CashbackCounters;

export interface CashbackTotals {
  previsto: number;
  /** Due today or later. */
  a_receber: number;
  /** Past its due date and unpaid. */
  atrasado: number;
  pago: number;
  estornado: number;
}

export function emptyCashbackCounters(): CashbackCounters {
  return { previsto_centavos: 0, a_receber_por_vencimento: {}, pago_centavos: 0, estornado_centavos: 0 };
}

/** Adds `amount` to `map[key]`; the entry goes away at zero. */
function bump(map: Record<string, number>, key: string, amount: number): void {
  const next = (map[key] ?? 0) + amount;
  if (next === 0) delete map[key];
  else map[key] = next;
}

/** The counters' change when `entry` is appended. */
export function cashbackCountersDelta(entry: CashbackEntry): CashbackCountersDelta {
  const delta = emptyCashbackCounters();
  const amount = entry.valor_centavos;
  const due = delta.a_receber_por_vencimento;
  switch (entry.tipo) {
    case 'prevista':
      delta.previsto_centavos += amount;
      break;
    case 'a_pagar':
      delta.previsto_centavos -= amount;
      bump(due, entry.vencimento, amount);
      break;
    case 'paga':
      bump(due, entry.vencimento, -amount);
      delta.pago_centavos += amount;
      break;
    case 'estornada':
      if (entry.de === 'a_pagar') bump(due, entry.vencimento ?? '', -amount);
      else delta.previsto_centavos -= amount;
      delta.estornado_centavos += amount;
      break;
    case 'clawback':
      delta.pago_centavos -= amount;
      delta.estornado_centavos += amount;
      break;
  }
  return delta;
}

/** The counters after a delta (a new object). */
export function applyCashbackDelta(counters: CashbackCounters, delta: CashbackCountersDelta): CashbackCounters {
  const due = { ...counters.a_receber_por_vencimento };
  for (const [day, amount] of Object.entries(delta.a_receber_por_vencimento)) bump(due, day, amount);
  return {
    previsto_centavos: counters.previsto_centavos + delta.previsto_centavos,
    a_receber_por_vencimento: due,
    pago_centavos: counters.pago_centavos + delta.pago_centavos,
    estornado_centavos: counters.estornado_centavos + delta.estornado_centavos,
  };
}

/** The totals on `day` (YYYY-MM-DD): what is due before it is late. Zeros left by increments are ignored. */
export function cashbackTotalsOn(counters: CashbackCounters, day: IsoDate): CashbackTotals {
  let aReceber = 0;
  let atrasado = 0;
  for (const [due, amount] of Object.entries(counters.a_receber_por_vencimento)) {
    if (due < day) atrasado += amount;
    else aReceber += amount;
  }
  return { previsto: counters.previsto_centavos, a_receber: aReceber, atrasado, pago: counters.pago_centavos, estornado: counters.estornado_centavos };
}

export type CashbackBucket = keyof CashbackTotals;

/** Where a cycle's amount sits on `day`. */
export function bucketOf(cycle: CashbackCycle, day: IsoDate): CashbackBucket {
  switch (cycle.situacao) {
    case 'prevista':
      return 'previsto';
    case 'a_pagar':
      return isOverdue(cycle, day) ? 'atrasado' : 'a_receber';
    case 'paga':
      return 'pago';
    case 'estornada':
    case 'clawback':
      return 'estornado';
  }
}

function cyclesByProposal(entries: readonly CashbackEntry[]): CashbackCycle[] {
  const byProposal = new Map<string, CashbackEntry[]>();
  for (const entry of entries) {
    const list = byProposal.get(entry.proposta_id) ?? [];
    list.push(entry);
    byProposal.set(entry.proposta_id, list);
  }
  return [...byProposal.values()].flatMap(cashbackCyclesOf);
}

/** The counters recomputed from the full ledger through its cycles (the recount, and the deltas' check). */
export function recountCashback(entries: readonly CashbackEntry[]): CashbackCounters {
  const counters = emptyCashbackCounters();
  for (const cycle of cyclesByProposal(entries)) {
    const amount = cycle.valor_centavos;
    switch (cycle.situacao) {
      case 'prevista':
        counters.previsto_centavos += amount;
        break;
      case 'a_pagar':
        // A released cycle always has its due date (applyEntry copies it from the entry).
        bump(counters.a_receber_por_vencimento, cycle.vencimento ?? '', amount);
        break;
      case 'paga':
        counters.pago_centavos += amount;
        break;
      case 'estornada':
      case 'clawback':
        counters.estornado_centavos += amount;
        break;
    }
  }
  return counters;
}

/** Every integrator's counters recomputed, by integrator id. */
export function recountCashbackByIntegrator(entries: readonly CashbackEntry[]): Record<string, CashbackCounters> {
  const byIntegrator: Record<string, CashbackEntry[]> = {};
  for (const entry of entries) (byIntegrator[entry.integrador_id] ??= []).push(entry);
  return Object.fromEntries(Object.entries(byIntegrator).map(([id, owned]) => [id, recountCashback(owned)]));
}

/** The totals on `day` straight from the ledger, cycle by cycle. */
export function cashbackTotalsOfLedger(entries: readonly CashbackEntry[], day: IsoDate): CashbackTotals {
  const totals: CashbackTotals = { previsto: 0, a_receber: 0, atrasado: 0, pago: 0, estornado: 0 };
  for (const cycle of cyclesByProposal(entries)) totals[bucketOf(cycle, day)] += cycle.valor_centavos;
  return totals;
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Stored counters as the code reads them: missing or malformed fields as zero, zero due dates dropped. */
export function readCashbackCounters(stored: unknown): CashbackCounters {
  if (typeof stored !== 'object' || stored === null) return emptyCashbackCounters();
  const data = stored as Record<string, unknown>;
  const due = data['a_receber_por_vencimento'];
  const entries = typeof due === 'object' && due !== null ? Object.entries(due) : [];
  return {
    previsto_centavos: finite(data['previsto_centavos']),
    a_receber_por_vencimento: Object.fromEntries(entries.map(([day, amount]) => [day, finite(amount)]).filter(([, amount]) => amount !== 0)),
    pago_centavos: finite(data['pago_centavos']),
    estornado_centavos: finite(data['estornado_centavos']),
  };
}
