/**
 * Cashback totals per integrator (and overall), in centavos, as a finance person reads them
 * (issue 45): previsto (approved, credit not released), a pagar (released, unpaid; on time or
 * atrasado), pago (every payout, for good: a clawback does not unpay it), a recuperar (paid and
 * clawed back, not yet returned) and recuperado (returned). A reversal before the payout is no
 * money: its forecast or due amount just leaves the totals. So an unpaid cycle sits in one total,
 * a paid one in 'pago' and, once clawed back, also in 'a recuperar' or 'recuperado'.
 * The counters move by one delta per ledger entry, computed from the entry alone, so a trigger on
 * a new entry applies increments without reading the ledger. 'Atrasado' depends on the day, not
 * on an entry: the counters keep what is due by due date, and the day splits it when read.
 */
import { cashbackCyclesOf, isOverdue, type CashbackCycle, type CashbackEntry, type CashbackEntryType, type IsoDate } from './ledger';

export interface CashbackCounters {
  previsto_centavos: number;
  /** Due date (YYYY-MM-DD) -> centavos released and neither paid nor reversed. */
  a_receber_por_vencimento: Record<IsoDate, number>;
  /** Every payout, never decreased. */
  pago_centavos: number;
  /** Paid, clawed back, not yet returned. */
  a_recuperar_centavos: number;
  /** Paid, clawed back and returned. */
  recuperado_centavos: number;
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
  a_recuperar: number;
  recuperado: number;
}

export function emptyCashbackCounters(): CashbackCounters {
  return { previsto_centavos: 0, a_receber_por_vencimento: {}, pago_centavos: 0, a_recuperar_centavos: 0, recuperado_centavos: 0 };
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
      // Never paid: the amount leaves the totals.
      if (entry.de === 'a_pagar') bump(due, entry.vencimento ?? '', -amount);
      else delta.previsto_centavos -= amount;
      break;
    case 'clawback':
      // What was paid stays paid; the same amount is now owed back.
      delta.a_recuperar_centavos += amount;
      break;
    case 'recuperada':
      delta.a_recuperar_centavos -= amount;
      delta.recuperado_centavos += amount;
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
    a_recuperar_centavos: counters.a_recuperar_centavos + delta.a_recuperar_centavos,
    recuperado_centavos: counters.recuperado_centavos + delta.recuperado_centavos,
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
  return {
    previsto: counters.previsto_centavos, a_receber: aReceber, atrasado, pago: counters.pago_centavos,
    a_recuperar: counters.a_recuperar_centavos, recuperado: counters.recuperado_centavos,
  };
}

export type CashbackBucket = keyof CashbackTotals;

/**
 * The totals a cycle's amount sits in once in a situation ('a_pagar' split by its due date when
 * read): none when reversed unpaid, two when paid and clawed back. The recount, the totals on a
 * day and the statement's proposal rows all read it.
 */
export const totalsOfSituation: Record<CashbackEntryType, readonly ('previsto' | 'a_pagar' | 'pago' | 'a_recuperar' | 'recuperado')[]> = {
  prevista: ['previsto'], a_pagar: ['a_pagar'], paga: ['pago'], estornada: [], clawback: ['pago', 'a_recuperar'], recuperada: ['pago', 'recuperado'],
};

/** The totals a cycle's amount sits in on `day`: none when reversed unpaid, two when paid and clawed back. */
export function bucketsOf(cycle: CashbackCycle, day: IsoDate): CashbackBucket[] {
  return totalsOfSituation[cycle.situacao].map((total) => (total !== 'a_pagar' ? total : isOverdue(cycle, day) ? 'atrasado' : 'a_receber'));
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
    for (const total of totalsOfSituation[cycle.situacao]) {
      // A released cycle always has its due date (applyEntry copies it from the entry).
      if (total === 'a_pagar') bump(counters.a_receber_por_vencimento, cycle.vencimento ?? '', cycle.valor_centavos);
      else counters[`${total}_centavos`] += cycle.valor_centavos;
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
  const totals: CashbackTotals = { previsto: 0, a_receber: 0, atrasado: 0, pago: 0, a_recuperar: 0, recuperado: 0 };
  for (const cycle of cyclesByProposal(entries)) for (const bucket of bucketsOf(cycle, day)) totals[bucket] += cycle.valor_centavos;
  return totals;
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Stored counters as the code reads them: missing or malformed fields as zero, zero due dates
 * dropped. A document written before issue 45 (`estornado_centavos`, a clawback taken out of
 * `pago_centavos`) reads wrong until the recount rewrites it (scripts/recount-stats.mjs).
 */
export function readCashbackCounters(stored: unknown): CashbackCounters {
  if (typeof stored !== 'object' || stored === null) return emptyCashbackCounters();
  const data = stored as Record<string, unknown>;
  const due = data['a_receber_por_vencimento'];
  const entries = typeof due === 'object' && due !== null ? Object.entries(due) : [];
  return {
    previsto_centavos: finite(data['previsto_centavos']),
    a_receber_por_vencimento: Object.fromEntries(entries.map(([day, amount]) => [day, finite(amount)]).filter(([, amount]) => amount !== 0)),
    pago_centavos: finite(data['pago_centavos']),
    a_recuperar_centavos: finite(data['a_recuperar_centavos']),
    recuperado_centavos: finite(data['recuperado_centavos']),
  };
}
