/**
 * Appending to the cashback ledger inside a transaction (issue 27): the proposal's entries are read
 * first, the domain decides the entry, and then the entry (created, never overwritten), the
 * proposal's folded cycle and both counters (the integrator's and the overall one) are written
 * together. An entry whose id exists is a replay and writes nothing.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { cashbackEntries, cashbackCycles, cashbackStats, integratorCashbackStats } from '@solarcred/domain/data/cashback';
import { cashbackCyclesOf, type CashbackEntry } from '@solarcred/domain/cashback/ledger';
import { applyCashbackDelta, cashbackCountersDelta, readCashbackCounters, type CashbackCounters } from '@solarcred/domain/cashback/totals';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { toFirestore, typedCollection } from '../firestore-data';

/** One proposal's entries, read in the transaction (a handful per proposal). */
export async function readLedger(tx: Transaction, db: Firestore, propostaId: string): Promise<CashbackEntry[]> {
  const found = await tx.get(typedCollection(db, cashbackEntries).where('proposta_id', '==', propostaId));
  return found.docs.map((doc) => doc.data());
}

const countersPath = (spec: DocumentSpec<CashbackCounters>) => spec.collection.docPath(spec.id);

/** The counters the entries will move, read before any write of the transaction. */
export async function readCounters(tx: Transaction, db: Firestore, integratorIds: readonly string[]): Promise<Map<string, CashbackCounters>> {
  const specs = [cashbackStats, ...new Set(integratorIds)].map((id) => (typeof id === 'string' ? integratorCashbackStats(id) : id));
  const snapshots = await Promise.all(specs.map((spec) => tx.get(db.doc(countersPath(spec)))));
  return new Map(specs.map((spec, index) => [countersPath(spec), readCashbackCounters(snapshots[index]?.data())]));
}

/**
 * Writes `entries` (each after `ledger`, the proposal's entries so far) with their cycles and the
 * counters read by readCounters. Entries already in the ledger are skipped.
 */
export function appendEntries(tx: Transaction, db: Firestore, ledgers: ReadonlyMap<string, readonly CashbackEntry[]>, entries: readonly CashbackEntry[], counters: Map<string, CashbackCounters>, now: number): number {
  let written = 0;
  for (const entry of entries) {
    const ledger = ledgers.get(entry.proposta_id) ?? [];
    if (ledger.some((stored) => stored.id === entry.id)) continue;
    tx.create(db.doc(cashbackEntries.docPath(entry.id)), toFirestore(entry));
    const cycle = cashbackCyclesOf([...ledger, entry]).at(-1);
    if (cycle) tx.set(db.doc(cashbackCycles.docPath(entry.proposta_id)), toFirestore({ ...cycle, id: entry.proposta_id, atualizado_em: now }));
    const delta = cashbackCountersDelta(entry);
    for (const spec of [cashbackStats, integratorCashbackStats(entry.integrador_id)]) {
      const path = countersPath(spec);
      counters.set(path, applyCashbackDelta(counters.get(path) ?? readCashbackCounters(undefined), delta));
    }
    written += 1;
  }
  if (written > 0) for (const [path, value] of counters) tx.set(db.doc(path), toFirestore(value));
  return written;
}
