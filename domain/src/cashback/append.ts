/**
 * What appending entries to the ledger writes (issue 27), for the functions' transactions and the
 * demo's store alike: each new entry (an id already in its proposal's ledger is a replay and
 * writes nothing), the proposal's folded cycle, and the overall and integrator counters moved by
 * the entries' deltas.
 */
import type { StoredCashbackCycle } from '../data/cashback';
import type { Millis } from '../model';
import { cashbackCyclesOf, type CashbackEntry } from './ledger';
import { applyCashbackDelta, cashbackCountersDelta, emptyCashbackCounters, type CashbackCounters } from './totals';

export interface CashbackCountersSet {
  all: CashbackCounters;
  /** By integrator id: the counters of every integrator an entry names. */
  byIntegrator: ReadonlyMap<string, CashbackCounters>;
}

export interface LedgerWrites {
  entries: CashbackEntry[];
  cycles: StoredCashbackCycle[];
  counters: { all: CashbackCounters; byIntegrator: Map<string, CashbackCounters> };
}

export function ledgerWrites(ledgers: ReadonlyMap<string, readonly CashbackEntry[]>, entries: readonly CashbackEntry[], counters: CashbackCountersSet, now: Millis): LedgerWrites {
  const written: CashbackEntry[] = [];
  const cycles = new Map<string, StoredCashbackCycle>();
  const grown = new Map<string, CashbackEntry[]>();
  let all = counters.all;
  const byIntegrator = new Map<string, CashbackCounters>();
  for (const entry of entries) {
    const ledger = grown.get(entry.proposta_id) ?? [...(ledgers.get(entry.proposta_id) ?? [])];
    if (ledger.some((stored) => stored.id === entry.id)) continue;
    ledger.push(entry);
    grown.set(entry.proposta_id, ledger);
    written.push(entry);
    const cycle = cashbackCyclesOf(ledger).at(-1);
    if (cycle) cycles.set(entry.proposta_id, { ...cycle, id: entry.proposta_id, atualizado_em: now });
    const delta = cashbackCountersDelta(entry);
    all = applyCashbackDelta(all, delta);
    const own = byIntegrator.get(entry.integrador_id) ?? counters.byIntegrator.get(entry.integrador_id) ?? emptyCashbackCounters();
    byIntegrator.set(entry.integrador_id, applyCashbackDelta(own, delta));
  }
  return { entries: written, cycles: [...cycles.values()], counters: { all, byIntegrator } };
}
