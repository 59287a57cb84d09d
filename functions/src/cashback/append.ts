/**
 * Appending to the cashback ledger inside a transaction (issue 27): the proposals' entries and the
 * counters are read first, the domain decides, and ledgerWrites' entries (created, never
 * overwritten), cycles and counters are written together.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ledgerWrites } from '@solarcred/domain/cashback/append';
import type { CashbackEntry } from '@solarcred/domain/cashback/ledger';
import { readCashbackCounters, type CashbackCounters } from '@solarcred/domain/cashback/totals';
import { cashbackCycles, cashbackEntries, cashbackStats, integratorCashbackStats } from '@solarcred/domain/data/cashback';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { statsDocPath } from '@solarcred/domain/data/stats';
import { toFirestore, typedCollection } from '../firestore-data';

/** One proposal's entries, read in the transaction (a handful per proposal). */
export async function readLedger(tx: Transaction, db: Firestore, propostaId: string): Promise<CashbackEntry[]> {
  const found = await tx.get(typedCollection(db, cashbackEntries).where('proposta_id', '==', propostaId));
  return found.docs.map((doc) => doc.data());
}

const readCounters = async (tx: Transaction, db: Firestore, spec: DocumentSpec<CashbackCounters>) => readCashbackCounters((await tx.get(db.doc(statsDocPath(spec)))).data());

/** Reads the counters the entries move, then writes what appending them writes; answers how many entries were new. */
export async function appendEntries(tx: Transaction, db: Firestore, ledgers: ReadonlyMap<string, readonly CashbackEntry[]>, entries: readonly CashbackEntry[], now: number): Promise<number> {
  const owners = [...new Set(entries.map((entry) => entry.integrador_id))];
  const [all, ...own] = await Promise.all([readCounters(tx, db, cashbackStats), ...owners.map((id) => readCounters(tx, db, integratorCashbackStats(id)))]);
  const writes = ledgerWrites(ledgers, entries, { all: all ?? readCashbackCounters(undefined), byIntegrator: new Map(owners.map((id, index) => [id, own[index] ?? readCashbackCounters(undefined)])) }, now);
  if (writes.entries.length === 0) return 0;
  for (const entry of writes.entries) tx.create(db.doc(cashbackEntries.docPath(entry.id)), toFirestore(entry));
  for (const cycle of writes.cycles) tx.set(db.doc(cashbackCycles.docPath(cycle.id)), toFirestore(cycle));
  tx.set(db.doc(statsDocPath(cashbackStats)), toFirestore(writes.counters.all));
  for (const [id, counters] of writes.counters.byIntegrator) tx.set(db.doc(statsDocPath(integratorCashbackStats(id))), toFirestore(counters));
  return writes.entries.length;
}
